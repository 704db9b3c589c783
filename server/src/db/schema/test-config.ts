import type { DftAnalysis, DftThresholdsBody, TestConfigBody } from '@studio/api';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { organization } from './company';
import { dut } from './dut';

/**
 * Test configurations of a DUT (issue #5, PRODUCT.md §1 step 2). `latest_version` is the version
 * counter: saving a version increments it in one UPDATE … RETURNING, which row-locks the config, so
 * concurrent saves get consecutive numbers (the unique index on versions is the second guarantee).
 */
export const testConfig = pgTable(
  'test_config',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Highest version number; 0 before the first save. */
    latestVersion: integer('latest_version').default(0).notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('test_config_dut_updated_idx').on(t.dutId, t.updatedAt)],
);

/**
 * One saved version of a test config: immutable (a trigger refuses every UPDATE; migration 0004).
 * `board_sha256` names the stored board the version was made for; file storage keeps that blob while
 * a version or a report refers to it (services/duts/blobs.ts).
 */
export const testConfigVersion = pgTable(
  'test_config_version',
  {
    id: text('id').primaryKey(),
    testConfigId: text('test_config_id')
      .notNull()
      .references(() => testConfig.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note').default('').notNull(),
    config: jsonb('config').$type<TestConfigBody>().notNull(),
    boardSha256: text('board_sha256').notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('test_config_version_number_uidx').on(t.testConfigId, t.number),
    index('test_config_version_board_sha256_idx').on(t.boardSha256),
  ],
);

/** Counts a report list shows without reading the findings. */
export interface DftReportCounts {
  rulesFailed: number;
  rulesWarned: number;
  fails: number;
  warnings: number;
}

/** A report's rule, as the lists that order versions read it without its findings (latest-report.ts). */
export interface DftReportRuleSummary {
  id: string;
  title: string;
  status: string;
}

/**
 * A DFT report: the immutable snapshot of one analysis of one version (PRODUCT.md §1 step 3). It
 * keeps its own copies of everything it shows (config, thresholds, the engine's answer, the names of
 * the config and version), so that deleting the test config later only clears the two references
 * (the trigger allows exactly that change and nothing else).
 */
export const dftReport = pgTable(
  'dft_report',
  {
    /** A UUID: the report page is `/dft-report/{id}`. */
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    testConfigId: text('test_config_id').references(() => testConfig.id, { onDelete: 'set null' }),
    versionId: text('version_id').references(() => testConfigVersion.id, { onDelete: 'set null' }),
    testConfigName: text('test_config_name').notNull(),
    versionNumber: integer('version_number').notNull(),
    title: text('title'),
    /** 'pass' | 'warning' | 'fail' (the worst rule). */
    status: text('status').notNull(),
    engineVersion: text('engine_version').notNull(),
    thresholds: jsonb('thresholds').$type<DftThresholdsBody>().notNull(),
    /** 'company' | 'defaults'. */
    thresholdsSource: text('thresholds_source').notNull(),
    boardSha256: text('board_sha256').notNull(),
    config: jsonb('config').$type<TestConfigBody>().notNull(),
    /**
     * The engine's answer of reports written before decision 0077 (one jsonb value); null since, when
     * `analysis_sha256` names it.
     */
    analysis: jsonb('analysis').$type<DftAnalysis>(),
    /**
     * The stored blob (file storage, like boards) of the engine's answer as gzip of its JSON text,
     * written by the DFT worker (decision 0077): a 1M-pad report's analysis (264 MB of JSON) does not
     * fit PGlite's memory as jsonb, and as bytea PGlite would hold the event loop for seconds.
     * Housekeeping keeps the blob while this column names it (`…_sha256`).
     */
    analysisSha256: text('analysis_sha256'),
    /** The analysis's rules (id, title, status), for what orders versions by their latest report. */
    rules: jsonb('rules').$type<DftReportRuleSummary[]>().notNull(),
    /** The probe classes of the analysis's probed (not drill-only) test points, sorted (fixture wear). */
    probeClasses: jsonb('probe_classes').$type<string[]>().notNull(),
    coveragePercent: real('coverage_percent').notNull(),
    counts: jsonb('counts').$type<DftReportCounts>().notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('dft_report_company_created_idx').on(t.companyId, t.createdAt),
    index('dft_report_dut_created_idx').on(t.dutId, t.createdAt),
    index('dft_report_version_created_idx').on(t.versionId, t.createdAt),
    index('dft_report_board_sha256_idx').on(t.boardSha256),
    check('dft_report_analysis_kept', sql`${t.analysis} is not null or ${t.analysisSha256} is not null`),
  ],
);

/** A company's own DFT thresholds (PRODUCT.md §5); no row = the defaults. */
export const companyDftThresholds = pgTable('company_dft_thresholds', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  /** Complete and validated by the engine's parser (parseDftThresholds). */
  thresholds: jsonb('thresholds').$type<DftThresholdsBody>().notNull(),
  updatedById: text('updated_by_id').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});
