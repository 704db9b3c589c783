import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The parts catalog and the inventory ledger (issue #6; PRODUCT.md §9). Instance-wide: no company
 * column. Kind-specific specs are jsonb validated by `@studio/api`'s schema of the part's kind before
 * they are written. Stock is never stored as a balance: `inventory_balance` sums the ledger.
 */

/** A tree of part classes: a class has at most one parent; names are unique among siblings. */
export const partClass = pgTable(
  'part_class',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => partClass.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    uniqueIndex('part_class_sibling_name_uidx').on(sql`coalesce(${t.parentId}, '')`, sql`lower(${t.name})`),
    index('part_class_parent_idx').on(t.parentId),
  ],
);

export const part = pgTable(
  'part',
  {
    id: text('id').primaryKey(),
    partNumber: text('part_number').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').default('').notNull(),
    mpn: text('mpn').default('').notNull(),
    classId: text('class_id')
      .notNull()
      .references(() => partClass.id, { onDelete: 'restrict' }),
    /** api PartKind. */
    kind: text('kind').notNull(),
    /** The kind's specs (api SPECS_BY_KIND[kind]). */
    specs: jsonb('specs').$type<Record<string, unknown>>().notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    datasheetUrl: text('datasheet_url'),
    description: text('description').default('').notNull(),
    active: boolean('active').default(true).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    updatedById: text('updated_by_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Part numbers are unique regardless of case ("p100-a" and "P100-A" are the same part).
    uniqueIndex('part_number_uidx').on(sql`lower(${t.partNumber})`),
    index('part_kind_idx').on(t.kind, t.active),
    index('part_class_idx').on(t.classId),
    check(
      'part_kind_check',
      sql`${t.kind} in ('probe','receptacle','guide-pin','pressure-pin','cartridge','fixture-kit','option','other')`,
    ),
    check('part_price_check', sql`${t.unitPrice} >= 0`),
    check('part_lead_time_check', sql`${t.leadTimeDays} >= 0`),
  ],
);

/**
 * Compatibility links (receptacle ↔ probe, cartridge ↔ fixture kit), stored once per pair with the
 * smaller id first.
 */
export const partCompatibility = pgTable(
  'part_compatibility',
  {
    partAId: text('part_a_id')
      .notNull()
      .references(() => part.id, { onDelete: 'cascade' }),
    partBId: text('part_b_id')
      .notNull()
      .references(() => part.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partAId, t.partBId] }),
    index('part_compatibility_b_idx').on(t.partBId),
    check('part_compatibility_order_check', sql`${t.partAId} < ${t.partBId}`),
  ],
);

export const inventoryLocation = pgTable(
  'inventory_location',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').default(true).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('inventory_location_code_uidx').on(sql`upper(${t.code})`)],
);

/**
 * One row per part and location that has stock or a reorder point: it holds the reorder point and is
 * the row every movement of that part and location locks (`SELECT … FOR UPDATE`) before it checks the
 * ledger, so concurrent movements of one part and location run one after the other.
 */
export const inventoryStockPoint = pgTable(
  'inventory_stock_point',
  {
    partId: text('part_id')
      .notNull()
      .references(() => part.id, { onDelete: 'restrict' }),
    locationId: text('location_id')
      .notNull()
      .references(() => inventoryLocation.id, { onDelete: 'restrict' }),
    reorderPoint: integer('reorder_point'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.locationId] }),
    index('inventory_stock_point_location_idx').on(t.locationId),
    check('inventory_reorder_point_check', sql`${t.reorderPoint} is null or ${t.reorderPoint} >= 0`),
  ],
);

/**
 * The append-only inventory ledger. A database trigger (in the migration that creates it) refuses UPDATE, DELETE and
 * TRUNCATE. The actor is kept by id and name (no foreign key: the record outlives the user).
 */
export const inventoryMovement = pgTable(
  'inventory_movement',
  {
    id: text('id').primaryKey(),
    /** Ledger order (timestamps can tie). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** api MovementKind. */
    kind: text('kind').notNull(),
    partId: text('part_id').notNull(),
    locationId: text('location_id').notNull(),
    /** As entered: positive, or signed for an adjustment. */
    quantity: integer('quantity').notNull(),
    onHandDelta: integer('on_hand_delta').notNull(),
    reservedDelta: integer('reserved_delta').notNull(),
    reason: text('reason').default('').notNull(),
    reference: text('reference').default('').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').default('').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    // The stock point exists before its first movement (the movement locks it).
    foreignKey({
      name: 'inventory_movement_stock_point_fk',
      columns: [t.partId, t.locationId],
      foreignColumns: [inventoryStockPoint.partId, inventoryStockPoint.locationId],
    }),
    index('inventory_movement_part_location_idx').on(t.partId, t.locationId, t.seq),
    index('inventory_movement_seq_idx').on(t.seq),
    index('inventory_movement_reference_idx').on(t.reference),
    check(
      'inventory_movement_kind_check',
      sql`(${t.kind} = 'receipt' and ${t.quantity} > 0 and ${t.onHandDelta} = ${t.quantity} and ${t.reservedDelta} = 0)
       or (${t.kind} = 'reservation' and ${t.quantity} > 0 and ${t.onHandDelta} = 0 and ${t.reservedDelta} = ${t.quantity})
       or (${t.kind} = 'release' and ${t.quantity} > 0 and ${t.onHandDelta} = 0 and ${t.reservedDelta} = -${t.quantity})
       or (${t.kind} = 'consumption' and ${t.quantity} > 0 and ${t.onHandDelta} = -${t.quantity} and ${t.reservedDelta} in (0, -${t.quantity}))
       or (${t.kind} = 'adjustment' and ${t.quantity} <> 0 and ${t.onHandDelta} = ${t.quantity} and ${t.reservedDelta} = 0 and ${t.reason} <> '')`,
    ),
  ],
);

/** On hand and reserved per part and location, summed from the ledger (available = on hand − reserved). */
export const inventoryBalance = pgView('inventory_balance', {
  partId: text('part_id').notNull(),
  locationId: text('location_id').notNull(),
  onHand: integer('on_hand').notNull(),
  reserved: integer('reserved').notNull(),
}).as(
  sql`select part_id, location_id, coalesce(sum(on_hand_delta), 0)::integer as on_hand, coalesce(sum(reserved_delta), 0)::integer as reserved from inventory_movement group by part_id, location_id`,
);
