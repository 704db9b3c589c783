import type { StationChannel, StationConnector, StationGrowth } from '@studio/core';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organization } from './company';

/**
 * A company's station profiles (issue 27, PRODUCT.md §2 `/settings/stations`, decision 0061): the
 * testers its fixtures plug into. The profile's connectors, channels and growth are one JSON document
 * (checked by core's `checkStationProfile` before it is stored); test-config versions keep their own
 * copy, so editing or deleting a profile never changes a saved version.
 */
export const stationProfile = pgTable(
  'station_profile',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').default('').notNull(),
    connectors: jsonb('connectors').$type<StationConnector[]>().notNull(),
    channels: jsonb('channels').$type<StationChannel[]>().notNull(),
    growth: jsonb('growth').$type<StationGrowth | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    index('station_profile_company_id_idx').on(t.companyId),
    uniqueIndex('station_profile_company_name_uidx').on(t.companyId, t.name),
  ],
);
