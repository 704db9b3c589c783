import { z } from 'zod';
import { ErrorBody } from './common';
import { PartKind } from './parts';

/**
 * Inventory (issue #6; PRODUCT.md §9): an append-only ledger of movements per part and location.
 * On hand, reserved and available are DERIVED from the ledger (never stored as balances):
 *
 * | kind | on hand | reserved | refused when |
 * |---|---|---|---|
 * | receipt | + q | | |
 * | reservation | | + q | available < q |
 * | release | | − q | reserved < q |
 * | consumption (`fromReservation`, default) | − q | − q | reserved < q |
 * | consumption (`fromReservation: false`) | − q | | available < q |
 * | adjustment (signed q, reason required) | ± q | | available + q < 0 |
 *
 * available = on hand − reserved, never below zero: a refused movement answers 409
 * `InsufficientStock` (with the quantity that is available / reserved). Movements are serialised per
 * part and location, so concurrent reservations cannot together take more than is available.
 *
 * Customers see no inventory: every route here is staff only (decision 0014).
 *
 * ## Routes (all under /api/v1, all staff; anonymous 401, non-staff 403)
 *
 * | Method | Path | What |
 * |---|---|---|
 * | GET | /inventory/locations | → `InventoryLocation[]` |
 * | POST | /inventory/locations | `InventoryLocationInput` → 201 `InventoryLocation`; 409 when the code exists |
 * | PATCH | /inventory/locations/:id | `InventoryLocationUpdate` → `InventoryLocation` |
 * | GET | /inventory/stock | `StockQuery` → `StockList` (one row per part and location that has a movement or a reorder point) |
 * | GET | /inventory/movements | `MovementQuery` → `MovementList` (newest first; `partId` gives one part's history) |
 * | POST | /inventory/movements | `MovementInput` → 201 `Movement`; 409 `InsufficientStock` |
 * | PUT | /inventory/reorder-points | `ReorderPointInput` → `StockLevel` |
 * | GET | /parts/:id/stock | → `PartStock` (per location and total) |
 * | GET | /inventory/export.csv | stock counts as CSV (`INVENTORY_CSV_COLUMNS`), `text/csv` |
 * | POST | /inventory/import | body `text/csv` (counted on-hand per part and location; `?dryRun=true` validates only) → 200 `InventoryImportReport`; 400 `InventoryImportFailure` (nothing applied) |
 *
 * There are no routes that change or delete a movement; the database refuses UPDATE and DELETE on the
 * ledger table as well. A mistake is corrected by a new movement (an adjustment with a reason).
 */

export const MOVEMENT_KINDS = ['receipt', 'reservation', 'release', 'consumption', 'adjustment'] as const;
export const MovementKind = z.enum(MOVEMENT_KINDS, {
  error: `Choose a movement: ${MOVEMENT_KINDS.join(', ')}`,
});
export type MovementKind = z.infer<typeof MovementKind>;

export const LOCATION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9._\-/]*$/;

export const InventoryLocationInput = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Code is required')
    .max(32, 'Code must be at most 32 characters')
    .regex(LOCATION_CODE_PATTERN, 'Code: letters, digits and . _ - / only'),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  active: z.boolean().default(true),
});
export type InventoryLocationInput = z.input<typeof InventoryLocationInput>;
export const InventoryLocationUpdate = InventoryLocationInput.partial();
export type InventoryLocationUpdate = z.input<typeof InventoryLocationUpdate>;

export const InventoryLocation = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type InventoryLocation = z.infer<typeof InventoryLocation>;

const MAX_QUANTITY = 1_000_000;

export const MovementInput = z
  .object({
    kind: MovementKind,
    partId: z.string({ error: 'Choose a part' }).min(1, 'Choose a part'),
    locationId: z.string({ error: 'Choose a location' }).min(1, 'Choose a location'),
    /** Positive for every kind; signed (not 0) for an adjustment. */
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(-MAX_QUANTITY, `Quantity must be at least −${MAX_QUANTITY}`)
      .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
    /** Required for an adjustment (why the count changed). */
    reason: z.string().trim().max(500, 'Reason must be at most 500 characters').default(''),
    /** What the movement belongs to, e.g. a purchase order or `order:<id>`. */
    reference: z.string().trim().max(200, 'Reference must be at most 200 characters').default(''),
    /** Consumption only: take the quantity from reserved stock (default) or from available stock. */
    fromReservation: z.boolean().default(true),
  })
  .superRefine((m, ctx) => {
    if (m.kind === 'adjustment') {
      if (m.quantity === 0)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'An adjustment cannot be 0' });
      if (m.reason === '')
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the stock is adjusted' });
    } else if (m.quantity <= 0) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity must be at least 1' });
    }
  });
export type MovementInput = z.input<typeof MovementInput>;

export const Actor = z.object({ id: z.string(), name: z.string() });

export const Movement = z.object({
  id: z.string(),
  kind: MovementKind,
  partId: z.string(),
  partNumber: z.string(),
  partName: z.string(),
  locationId: z.string(),
  locationCode: z.string(),
  /** As entered (signed for an adjustment). */
  quantity: z.number(),
  onHandDelta: z.number(),
  reservedDelta: z.number(),
  reason: z.string(),
  reference: z.string(),
  actor: Actor.nullable(),
  createdAt: z.string(),
  /** The part's balance at this location right after this movement. */
  after: z.object({ onHand: z.number(), reserved: z.number(), available: z.number() }),
});
export type Movement = z.infer<typeof Movement>;

export const MovementQuery = z.object({
  partId: z.string().optional(),
  locationId: z.string().optional(),
  kind: MovementKind.optional(),
  reference: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type MovementQuery = z.input<typeof MovementQuery>;

export const MovementList = z.object({
  items: z.array(Movement),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MovementList = z.infer<typeof MovementList>;

export const StockLevel = z.object({
  partId: z.string(),
  partNumber: z.string(),
  partName: z.string(),
  kind: PartKind,
  partActive: z.boolean(),
  locationId: z.string(),
  locationCode: z.string(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  reorderPoint: z.number().nullable(),
  /** available ≤ reorder point (false without a reorder point). */
  low: z.boolean(),
});
export type StockLevel = z.infer<typeof StockLevel>;

export const STOCK_SORTS = [
  'partNumber',
  'partName',
  'locationCode',
  'onHand',
  'reserved',
  'available',
] as const;

export const StockQuery = z.object({
  q: z.string().trim().max(200).optional(),
  kind: PartKind.optional(),
  locationId: z.string().optional(),
  partId: z.string().optional(),
  low: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(STOCK_SORTS).default('partNumber'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type StockQuery = z.input<typeof StockQuery>;

export const StockList = z.object({
  items: z.array(StockLevel),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StockList = z.infer<typeof StockList>;

export const PartStock = z.object({
  partId: z.string(),
  locations: z.array(StockLevel),
  total: z.object({
    onHand: z.number(),
    reserved: z.number(),
    available: z.number(),
    low: z.boolean(),
  }),
});
export type PartStock = z.infer<typeof PartStock>;

export const ReorderPointInput = z.object({
  partId: z.string({ error: 'Choose a part' }).min(1, 'Choose a part'),
  locationId: z.string({ error: 'Choose a location' }).min(1, 'Choose a location'),
  /** null removes the reorder point. */
  reorderPoint: z
    .number({ error: 'Reorder point is required' })
    .int('Reorder point must be a whole number')
    .min(0, 'Reorder point cannot be negative')
    .max(MAX_QUANTITY, `Reorder point must be at most ${MAX_QUANTITY}`)
    .nullable(),
});
export type ReorderPointInput = z.input<typeof ReorderPointInput>;

/** 409 body of a movement that would take stock below zero. */
export const InsufficientStock = ErrorBody.extend({
  available: z.number(),
  reserved: z.number(),
  onHand: z.number(),
  requested: z.number(),
});
export type InsufficientStock = z.infer<typeof InsufficientStock>;

/**
 * Columns of the inventory-counts CSV. Import reads `partNumber`, `location` (code), `onHand` (the
 * counted quantity) and optionally `reorderPoint` (blank: none) and `reason`; it records one
 * adjustment per row whose count differs from the ledger (reason: the row's `reason`, or "Stock count
 * import"). `partName`, `reserved` and `available` are written by export and ignored by import, so an
 * exported file imports unchanged (no movements).
 */
export const INVENTORY_CSV_COLUMNS = [
  'partNumber',
  'partName',
  'location',
  'onHand',
  'reserved',
  'available',
  'reorderPoint',
  'reason',
] as const;

export const InventoryImportReport = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  rows: z.number(),
  /** Adjustments recorded (or that would be). */
  adjustments: z.number(),
  reorderPointsChanged: z.number(),
  unchanged: z.number(),
  errors: z.array(
    z.object({
      row: z.number(),
      column: z.string(),
      value: z.string(),
      message: z.string(),
      expected: z.string(),
    }),
  ),
  errorCount: z.number(),
});
export type InventoryImportReport = z.infer<typeof InventoryImportReport>;

export const InventoryImportFailure = ErrorBody.extend({ report: InventoryImportReport });
export type InventoryImportFailure = z.infer<typeof InventoryImportFailure>;
