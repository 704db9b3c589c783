import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organization } from './company';

/** Shipping and billing addresses of a company (PRODUCT.md §2 /settings/addresses). */
export const address = pgTable(
  'address',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').default('').notNull(),
    recipient: text('recipient').notNull(),
    companyName: text('company_name').default('').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').default('').notNull(),
    city: text('city').notNull(),
    region: text('region').default('').notNull(),
    postalCode: text('postal_code').default('').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').default('').notNull(),
    isDefault: boolean('is_default').default(false).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    index('address_company_id_idx').on(t.companyId),
    // At most one default per company and kind, enforced by the database as well as the service.
    uniqueIndex('address_default_per_kind_uidx').on(t.companyId, t.kind).where(sql`${t.isDefault}`),
  ],
);
