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
