import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Companies are better-auth organizations (organization plugin); roles are 'owner' | 'admin' |
// 'engineer' | 'viewer' (api/src/account.ts). Studio's services own every write to these tables.

export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  metadata: text('metadata'),
  // Studio: company profile.
  website: text('website'),
  vatId: text('vat_id'),
  /** ISO 3166-1 alpha-2: where the company is registered (its VAT/tax ID's country). */
  countryCode: text('country_code'),
});

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').default('viewer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    // One membership per user and company: accepting twice, or two concurrent accepts, cannot
    // produce a second row.
    uniqueIndex('member_organization_user_uidx').on(t.organizationId, t.userId),
    index('member_user_id_idx').on(t.userId),
  ],
);

export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').default('pending').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('invitation_organization_id_idx').on(t.organizationId),
    index('invitation_email_idx').on(t.email),
  ],
);

/**
 * Facts about the instance, one row per key. The row `first-user` is inserted by exactly one sign-up
 * (primary key), which makes "the first user becomes staff" safe against concurrent sign-ups.
 */
export const instanceFact = pgTable('instance_fact', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * Every logo the fixture shop uploaded (decision 0067), by the sha256 of its bytes in the file store:
 * the shop settings name the current one, an issued quote the one it was issued with. Rows are kept
 * (a few small images) so that an old quote prints the logo it had; the column also keeps the file
 * from the storage sweep.
 */
export const shopLogo = pgTable('shop_logo', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
});
