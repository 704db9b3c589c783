import type { TestStrategyCounts, TestStrategyDocument } from '@studio/api';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organization } from './company';
import { dut } from './dut';

/**
 * Test strategies of a DUT (issue #17, PRODUCT.md §7). Like test configs, `latest_version` is the
 * version counter: saving a version increments it in one UPDATE … RETURNING, which row-locks the
 * strategy, so concurrent saves get consecutive numbers (the unique index on versions is the second
 * guarantee). `counts` are the latest version's figures, so that lists never read a document.
 */
export const testStrategy = pgTable(
  'test_strategy',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'draft' | 'in-review' | 'approved' (api TestStrategyStatus). */
    status: text('status').default('draft').notNull(),
    /** Highest version number; 0 before the first save. */
    latestVersion: integer('latest_version').default(0).notNull(),
    counts: jsonb('counts').$type<TestStrategyCounts>(),
    /** The test-config version version 1 was drafted from (names kept: the config may be deleted). */
    sourceTestConfigName: text('source_test_config_name'),
    sourceVersionNumber: integer('source_version_number'),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('test_strategy_company_updated_idx').on(t.companyId, t.updatedAt),
    index('test_strategy_dut_updated_idx').on(t.dutId, t.updatedAt),
  ],
);

/**
 * One saved version of a strategy: immutable (a trigger refuses every UPDATE; migration 0008).
 * `board_sha256` names the stored board it was drafted for; file storage keeps that blob while a
 * version refers to it (services/housekeeping/blob-references.ts finds the column by its name).
 */
export const testStrategyVersion = pgTable(
  'test_strategy_version',
  {
    id: text('id').primaryKey(),
    testStrategyId: text('test_strategy_id')
      .notNull()
      .references(() => testStrategy.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note').default('').notNull(),
    document: jsonb('document').$type<TestStrategyDocument>().notNull(),
    boardSha256: text('board_sha256').notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('test_strategy_version_number_uidx').on(t.testStrategyId, t.number),
    index('test_strategy_version_board_sha256_idx').on(t.boardSha256),
  ],
);
