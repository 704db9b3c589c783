import { BOM_GROUPS, ORDER_ACTIONS, ORDER_STATUSES, SOLUTION_LIMITS } from '@studio/core';
import { z } from 'zod';
import { Address } from './address';
import { FixtureCatalogPart } from './fixture';

/**
 * Test solutions and delivery orders (issue 16, PRODUCT.md §8). Prices come from core's
 * `priceSolution`: the configurator, the solution page, these answers and the quote PDF call it with
 * the same input.
 *
 * | Method | Path | Access | Body → Answer |
 * |---|---|---|---|
 * | GET | /duts/:id/orderable-versions | member | `OrderableVersion[]`: every saved version, with the reason it cannot be ordered |
 * | GET | /test-configs/:id/versions/:number/solution-basis | member | `SolutionBasis`: the fixture design, options with their limits, stock as a customer may see it |
 * | GET | /test-solutions | member | `TestSolutionSummary[]` |
 * | POST | /test-solutions | editor | `TestSolutionInput` → 201 `TestSolution` (a draft) |
 * | GET | /test-solutions/:id | member | `TestSolution` (a draft: live price; submitted: the snapshot) |
 * | PATCH | /test-solutions/:id | editor | `TestSolutionInput` → `TestSolution`; 409 once submitted |
 * | DELETE | /test-solutions/:id | editor | 204; 409 once submitted |
 * | POST | /test-solutions/:id/submit | editor | → 201 `DeliveryOrder`; 409 with the reasons when it cannot be ordered |
 * | GET | /test-solutions/:id/quote.pdf | member | the quote (PDF) |
 * | GET | /delivery-orders | member | `DeliveryOrderSummary[]` of the company |
 * | GET | /delivery-orders/:id | member or staff | `DeliveryOrder` |
 * | POST | /delivery-orders/:id/actions | member or staff | `OrderActionInput` → `DeliveryOrder`; 403 who may not, 409 state refuses, 400 missing field |
 * | GET | /delivery-orders/:id/packing-list.pdf | member or staff | the packing list (PDF) |
 * | GET | /delivery-orders/:id/fabrication-package.zip | staff | the fabrication package of the ordered version (zip); 403 for members |
 * | GET | /staff/delivery-orders | staff | `DeliveryOrderSummary[]` of every company (`OrderQueueQuery`) |
 */

export const OptionChoice = z.object({
  partNumber: z.string().trim().min(1, 'Name the option part'),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity must be at least 0')
    .max(SOLUTION_LIMITS.maxOptionQuantity, `At most ${SOLUTION_LIMITS.maxOptionQuantity} per fixture`),
});

export const SolutionSelection = z.object({
  options: z.array(OptionChoice).max(50).default([]),
  spareProbesPercent: z
    .number()
    .int()
    .refine((n) => (SOLUTION_LIMITS.sparePercents as readonly number[]).includes(n), {
      message: `Spare probes: choose ${SOLUTION_LIMITS.sparePercents.join(', ')} %`,
    })
    .default(0),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Order at least 1 fixture')
    .max(SOLUTION_LIMITS.maxQuantity, `At most ${SOLUTION_LIMITS.maxQuantity} fixtures per order`)
    .default(1),
});
export type SolutionSelection = z.output<typeof SolutionSelection>;

export const TestSolutionInput = z.object({
  testConfigId: z.string().min(1, 'Choose a test config'),
  versionNumber: z.number().int().min(1, 'Choose a version'),
  title: z.string().trim().max(200, 'Title must be at most 200 characters').default(''),
  selection: SolutionSelection.default({ options: [], spareProbesPercent: 0, quantity: 1 }),
  shippingAddressId: z.string().nullable().default(null),
  billingAddressId: z.string().nullable().default(null),
});
export type TestSolutionInput = z.input<typeof TestSolutionInput>;

const Money = z.object({ currency: z.string(), cents: z.number() });
const Supply = z.enum(['in-stock', 'short', 'to-order', 'service', 'unknown']);

export const SolutionLine = z.object({
  partNumber: z.string(),
  quantity: z.number(),
  group: z.enum(BOM_GROUPS),
  note: z.string(),
  source: z.enum(['design', 'option', 'spare', 'service']),
  description: z.string(),
  unitPrice: z.number().nullable(),
  currency: z.string().nullable(),
  extendedPrice: z.number().nullable(),
  extendedCents: z.number().nullable(),
  leadTimeDays: z.number().nullable(),
  supply: Supply,
  daysToSupply: z.number().nullable(),
});

export const SolutionPrice = z.object({
  quantity: z.number(),
  lines: z.array(SolutionLine),
  groups: z.array(z.object({ group: z.enum(BOM_GROUPS), label: z.string(), subtotals: z.array(Money) })),
  totals: z.array(Money),
  leadTime: z.object({
    partsDays: z.number(),
    limitingPart: z.string().nullable(),
    buildDays: z.number(),
    days: z.number(),
  }),
  parts: z.array(
    z.object({
      partNumber: z.string(),
      need: z.number(),
      available: z.number().nullable(),
      shortBy: z.number(),
      leadTimeDays: z.number().nullable(),
      supply: Supply,
    }),
  ),
  missing: z.array(z.string()),
  problems: z.array(z.string()),
});
export type SolutionPriceBody = z.infer<typeof SolutionPrice>;

const BomLineBody = z.object({
  partNumber: z.string(),
  quantity: z.number(),
  group: z.enum(BOM_GROUPS),
  note: z.string(),
});

/** The fixture designed for a version (what a solution is priced from), with a small preview. */
export const SolutionDesign = z.object({
  engineVersion: z.string(),
  verdict: z.enum(['pass', 'warning', 'fail']),
  failingRules: z.array(z.string()),
  /** The failing findings in words (issue 29); designs stored before have none. */
  failures: z.array(z.string()).default([]),
  bom: z.array(BomLineBody),
  work: z.object({ holes: z.number(), probes: z.number() }),
  kit: z.object({ partNumber: z.string(), name: z.string() }).nullable(),
  probeSide: z.enum(['top', 'bottom']),
  signalInterface: z.string(),
  /** Board outline and probe / guide-pin positions (board frame, mm) for the preview. */
  preview: z.object({
    box: z.object({ minX: z.number(), minY: z.number(), maxX: z.number(), maxY: z.number() }),
    outline: z.array(z.array(z.tuple([z.number(), z.number()]))),
    probes: z.array(z.tuple([z.number(), z.number()])),
    guidePins: z.array(z.tuple([z.number(), z.number()])),
  }),
});
export type SolutionDesign = z.infer<typeof SolutionDesign>;

export const OrderBlock = z.object({
  code: z.string(),
  message: z.string(),
  reportId: z.string().optional(),
  /** Where to fix it (an app path) and the link's words. */
  fix: z.object({ href: z.string(), label: z.string() }).optional(),
});

export const LatestReportRef = z.object({
  id: z.string(),
  status: z.enum(['pass', 'warning', 'fail']),
  failingRules: z.array(z.string()),
});

export const OrderableVersion = z.object({
  testConfigId: z.string(),
  testConfigName: z.string(),
  versionNumber: z.number(),
  createdAt: z.string(),
  latestReport: LatestReportRef.nullable(),
  /** Null: this version can be ordered. */
  block: OrderBlock.nullable(),
});
export type OrderableVersion = z.infer<typeof OrderableVersion>;

export const OptionAvailability = z.object({
  partNumber: z.string(),
  name: z.string(),
  adds: z.string(),
  included: z.number(),
  maxExtra: z.number(),
  note: z.string(),
});

/** Everything the configurator prices from (in the browser, with core's engine and the live catalog). */
export const SolutionBasis = z.object({
  testConfigId: z.string(),
  versionNumber: z.number(),
  design: SolutionDesign,
  latestReport: LatestReportRef.nullable(),
  dftBlock: OrderBlock.nullable(),
  options: z.array(OptionAvailability),
  /** Stock per stocked part, capped for customers (core `capStockForCustomer`). */
  stock: z.record(z.string(), z.number()),
  catalog: z.object({ parts: z.array(FixtureCatalogPart) }),
});
export type SolutionBasis = z.infer<typeof SolutionBasis>;

export const SOLUTION_STATUSES = ['draft', 'submitted'] as const;
export const SolutionStatus = z.enum(SOLUTION_STATUSES);

const Ref = z.object({ id: z.string(), name: z.string() });

export const TestSolutionSummary = z.object({
  id: z.string(),
  title: z.string(),
  status: SolutionStatus,
  dut: Ref,
  testConfig: Ref,
  versionNumber: z.number(),
  quantity: z.number(),
  totals: z.array(Money),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  updatedAt: z.string(),
});
export type TestSolutionSummary = z.infer<typeof TestSolutionSummary>;

/** A catalog part as the submitted solution was priced from it (its revision: the part's last change). */
export const SnapshotPart = z.object({
  partNumber: z.string(),
  name: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  leadTimeDays: z.number(),
  revision: z.string(),
});

export const TestSolution = TestSolutionSummary.extend({
  selection: SolutionSelection,
  shippingAddress: Address.nullable(),
  billingAddress: Address.nullable(),
  design: SolutionDesign,
  price: SolutionPrice,
  latestReport: LatestReportRef.nullable(),
  options: z.array(OptionAvailability),
  /** Why it cannot be submitted now (empty: it can). Always empty once submitted. */
  blocks: z.array(OrderBlock),
  /** Submitted: the catalog parts it was priced from. */
  parts: z.array(SnapshotPart),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TestSolution = z.infer<typeof TestSolution>;

export const OrderStatusBody = z.enum(ORDER_STATUSES);
export const OrderActionBody = z.enum(ORDER_ACTIONS);

export const OrderActionInput = z.object({
  action: OrderActionBody,
  note: z.string().trim().max(2000, 'Note must be at most 2000 characters').default(''),
  carrier: z.string().trim().max(100, 'Carrier must be at most 100 characters').default(''),
  trackingNumber: z.string().trim().max(100, 'Tracking number must be at most 100 characters').default(''),
  /**
   * `ship` only: the staff member chose a partial shipment — what is reserved is packed, the rest is
   * backordered. Without it a shipment with parts short is refused (409, the parts named).
   */
  partial: z.boolean().default(false),
  /** `confirm` only: the ship date the shop promises (YYYY-MM-DD). */
  promisedShipDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Promised ship date must be a date (YYYY-MM-DD)')
    .optional(),
});
export type OrderActionInput = z.input<typeof OrderActionInput>;

export const OrderEvent = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: OrderStatusBody.nullable(),
  toStatus: OrderStatusBody.nullable(),
  onHold: z.boolean(),
  note: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), staff: z.boolean() }),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const DeliveryOrderSummary = z.object({
  id: z.string(),
  number: z.string(),
  company: Ref,
  solutionId: z.string(),
  title: z.string(),
  dutName: z.string(),
  status: OrderStatusBody,
  onHold: z.boolean(),
  holdReason: z.string(),
  quantity: z.number(),
  totals: z.array(Money),
  leadTimeDays: z.number(),
  poNumber: z.string(),
  buyerReference: z.string(),
  /** The ship date the shop promised on confirmation (YYYY-MM-DD); null before. */
  promisedShipDate: z.string().nullable(),
  /** The ship date the lead time gives (working days from submission; YYYY-MM-DD). */
  estimatedShipDate: z.string(),
  /** When it is due to ship: the promised date, else the estimate. */
  dueDate: z.string(),
  /** Due before today and not yet shipped (nor cancelled). */
  late: z.boolean(),
  /** Stocked parts of which an open order is still owed more than is reserved for it. */
  shortParts: z.array(z.object({ partNumber: z.string(), quantity: z.number() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryOrderSummary = z.infer<typeof DeliveryOrderSummary>;

export const ReservedPart = z.object({
  partNumber: z.string(),
  need: z.number(),
  reserved: z.number(),
  consumed: z.number(),
  shortBy: z.number(),
  leadTimeDays: z.number().nullable(),
});

export const ShipmentLineBody = z.object({
  partNumber: z.string(),
  need: z.number(),
  /** Shipped before this shipment. */
  before: z.number(),
  packed: z.number(),
  backordered: z.number(),
});

/** One shipment of an order (issue 29): its packing list is `/delivery-orders/:id/packing-list.pdf?shipment=N`. */
export const Shipment = z.object({
  number: z.number(),
  carrier: z.string(),
  trackingNumber: z.string(),
  lines: z.array(ShipmentLineBody),
  /** Nothing backordered after it. */
  complete: z.boolean(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  at: z.string(),
});
export type Shipment = z.infer<typeof Shipment>;

export const DeliveryOrder = DeliveryOrderSummary.extend({
  shipments: z.array(Shipment),
  /** Stocked parts still owed to the customer after the shipments so far (partial shipments). */
  backorder: z.array(z.object({ partNumber: z.string(), quantity: z.number() })),
  carrier: z.string(),
  trackingNumber: z.string(),
  shippingAddress: Address,
  billingAddress: Address,
  testConfig: z.object({ id: z.string(), name: z.string(), versionNumber: z.number() }),
  price: SolutionPrice,
  /** Stocked parts: what the ledger reserved for the order (and consumed once shipped). */
  reservations: z.array(ReservedPart),
  events: z.array(OrderEvent),
  /** What the caller can do now (core `availableOrderActions`). */
  actions: z.array(OrderActionBody),
});
export type DeliveryOrder = z.infer<typeof DeliveryOrder>;

export const OrderQueueQuery = z.object({
  status: z
    .union([OrderStatusBody, z.literal('open')])
    .optional()
    .describe('a status, or open (neither delivered nor cancelled)'),
  companyId: z.string().optional(),
  onHold: z.enum(['true', 'false']).optional(),
  /** Only orders due before today and not shipped. */
  late: z.enum(['true']).optional(),
  /** Only open orders still short of stock. */
  short: z.enum(['true']).optional(),
  q: z.string().trim().max(100).optional(),
});
export type OrderQueueQuery = z.infer<typeof OrderQueueQuery>;

/** A part to reorder (issue 29): the open orders need more than is on hand. */
export const ReorderLine = z.object({
  partNumber: z.string(),
  name: z.string(),
  /** Units the open orders still need (need − shipped). */
  owedToOpenOrders: z.number(),
  onHand: z.number(),
  /** On hand − reserved. */
  available: z.number(),
  /** owedToOpenOrders − onHand. */
  reorder: z.number(),
  /** The open orders that need it (numbers). */
  orders: z.array(z.string()),
});
export type ReorderLine = z.infer<typeof ReorderLine>;
