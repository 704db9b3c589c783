import type { Address, SolutionDesign, SolutionPriceBody, SolutionSelection } from '@studio/api';
import type { FixtureCatalog, LatestReport } from '@studio/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organization } from './company';
import { dut } from './dut';
import { testConfig } from './test-config';

/** What a submitted solution keeps, whatever changes later (issue 16): a migration trigger refuses its change. */
export interface SolutionSnapshot {
  price: SolutionPriceBody;
  /** The catalog parts the price used, with their revision (the part's updated_at). */
  parts: {
    partNumber: string;
    name: string;
    unitPrice: number;
    currency: string;
    leadTimeDays: number;
    revision: string;
  }[];
  /** The catalog the price was computed from (only the parts used), so the price can be recomputed. */
  catalog: FixtureCatalog;
  shippingAddress: Address;
  billingAddress: Address;
  dutName: string;
  testConfigName: string;
  versionId: string;
  latestReport: LatestReport;
}

/**
 * A test solution: a fixture design for one test-config version with the customer's choices. A
 * draft is priced live; submitting fills `snapshot` and sets status 'submitted', after which the row
 * never changes (trigger in migration 0009).
 */
export const testSolution = pgTable(
  'test_solution',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    testConfigId: text('test_config_id')
      .notNull()
      .references(() => testConfig.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    title: text('title').default('').notNull(),
    /** 'draft' | 'submitted'. */
    status: text('status').default('draft').notNull(),
    selection: jsonb('selection').$type<SolutionSelection>().notNull(),
    shippingAddressId: text('shipping_address_id'),
    billingAddressId: text('billing_address_id'),
    /** The fixture designed for the version (refreshed whenever a draft is saved, fixed at submission). */
    design: jsonb('design').$type<SolutionDesign>().notNull(),
    snapshot: jsonb('snapshot').$type<SolutionSnapshot>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('test_solution_company_updated_idx').on(t.companyId, t.updatedAt),
    check('test_solution_status_check', sql`${t.status} in ('draft','submitted')`),
    check(
      'test_solution_snapshot_check',
      sql`(${t.status} = 'draft') = (${t.snapshot} is null and ${t.submittedAt} is null)`,
    ),
  ],
);

/** A delivery order: one per submitted solution; moves along core's order-status machine. */
export const deliveryOrder = pgTable(
  'delivery_order',
  {
    id: text('id').primaryKey(),
    /** Human order number (DO-000042). */
    number: serial('number').notNull(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    solutionId: text('solution_id')
      .notNull()
      .references(() => testSolution.id, { onDelete: 'no action' }),
    /** core OrderStatus. */
    status: text('status').default('submitted').notNull(),
    onHold: boolean('on_hold').default(false).notNull(),
    holdReason: text('hold_reason').default('').notNull(),
    carrier: text('carrier').default('').notNull(),
    trackingNumber: text('tracking_number').default('').notNull(),
    /** The buyer's purchase-order number and reference (issue 29; required when the shop says so). */
    poNumber: text('po_number').default('').notNull(),
    buyerReference: text('buyer_reference').default('').notNull(),
    /** The ship date the shop promised (YYYY-MM-DD), set on confirmation; null until then. */
    promisedShipDate: text('promised_ship_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('delivery_order_solution_uidx').on(t.solutionId),
    uniqueIndex('delivery_order_number_uidx').on(t.number),
    index('delivery_order_company_updated_idx').on(t.companyId, t.updatedAt),
    index('delivery_order_status_idx').on(t.status, t.updatedAt),
    check(
      'delivery_order_status_check',
      sql`${t.status} in ('submitted','confirmed','in_production','shipped','delivered','cancelled')`,
    ),
  ],
);

/** Who did what to an order and when (append-only: the timeline). */
export const deliveryOrderEvent = pgTable(
  'delivery_order_event',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => deliveryOrder.id, { onDelete: 'cascade' }),
    seq: serial('seq').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    onHold: boolean('on_hold').notNull(),
    note: text('note').default('').notNull(),
    carrier: text('carrier').default('').notNull(),
    trackingNumber: text('tracking_number').default('').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').default('').notNull(),
    actorStaff: boolean('actor_staff').default(false).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('delivery_order_event_order_idx').on(t.orderId, t.seq)],
);

/** One line of a shipment: what went in the box of a stocked part, and what stays backordered. */
export interface ShipmentLine {
  partNumber: string;
  need: number;
  packed: number;
  /** Shipped in earlier shipments. */
  before: number;
  backordered: number;
}

/**
 * A shipment of an order (issue 29, decision 0063): the first of several when the shop ships short
 * by choice (a partial shipment, the rest backordered), or the only one. Its lines are what the
 * ledger consumed for it; written once, never changed.
 */
export const deliveryOrderShipment = pgTable(
  'delivery_order_shipment',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => deliveryOrder.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the order. */
    number: integer('number').notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    lines: jsonb('lines').$type<ShipmentLine[]>().notNull(),
    /** The last shipment: nothing is backordered after it. */
    complete: boolean('complete').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').default('').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('delivery_order_shipment_number_uidx').on(t.orderId, t.number)],
);

/**
 * Gap-free document numbers (quotes): one row per series; the number is taken by incrementing the
 * row inside the issuing transaction, so a rolled-back issue gives its number back and concurrent
 * issues wait for each other on the row lock.
 */
export const documentCounter = pgTable('document_counter', {
  series: text('series').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/**
 * An issued quote (issue 29, decision 0063): number and revision (Q-000123 rev 2), the frozen
 * document as it was issued — seller, buyer, lines, tax, terms — and when it was sent. A revision is
 * issued when the solution's priced content changes; an issued revision never changes.
 */
export const quote = pgTable(
  'quote',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    solutionId: text('solution_id').references(() => testSolution.id, { onDelete: 'set null' }),
    number: integer('number').notNull(),
    revision: integer('revision').notNull(),
    /** Hash of what the quote prices (selection, lines, addresses, parties): a change means a new revision. */
    fingerprint: text('fingerprint').notNull(),
    /** The api `QuoteDocument`, frozen. */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).defaultNow().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('quote_number_revision_uidx').on(t.number, t.revision),
    index('quote_company_idx').on(t.companyId, t.issuedAt),
    index('quote_solution_idx').on(t.solutionId, t.revision),
  ],
);
