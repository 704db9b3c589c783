import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organization } from './company';
import { part } from './parts';
import { dut } from './dut';
import { testStrategy, testStrategyVersion } from './test-strategy';

/**
 * Production test results (issue 32, decision 0065).
 *
 * A *test station* is a physical station on a company's line (a name, the fixture serial on it, the
 * station profile of its hardware) with its own API token: only the token's SHA-256 is stored, so it
 * is shown once when made; revoking sets `revoked_at`.
 */
export const testStation = pgTable(
  'test_station',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fixtureSerial: text('fixture_serial').notNull(),
    /** A shipped profile's id or one of the company's (no foreign key: shipped ones have no row). */
    stationProfileId: text('station_profile_id'),
    /** The catalog part of the fixture kit on the station: its `ratedCycles` drive the wear list. */
    fixtureKitPartId: text('fixture_kit_part_id').references(() => part.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the station's API token. */
    tokenHash: text('token_hash').notNull(),
    /** The token's last four characters, to tell tokens apart in the list. */
    tokenHint: text('token_hint').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('test_station_token_hash_uidx').on(t.tokenHash),
    uniqueIndex('test_station_company_name_uidx').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * One run: one board (serial number) tested once on a station. `idempotency_key` is the sender's id
 * of the run: a second upload with the same key is the same run (exactly once, the unique index).
 */
export const testRun = pgTable(
  'test_run',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    stationId: text('station_id').references(() => testStation.id, { onDelete: 'set null' }),
    stationName: text('station_name').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    testStrategyId: text('test_strategy_id')
      .notNull()
      .references(() => testStrategy.id, { onDelete: 'cascade' }),
    strategyVersionId: text('strategy_version_id')
      .notNull()
      .references(() => testStrategyVersion.id, { onDelete: 'cascade' }),
    strategyVersionNumber: integer('strategy_version_number').notNull(),
    serial: text('serial').notNull(),
    fixtureSerial: text('fixture_serial').notNull(),
    operator: text('operator').default('').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    passed: boolean('passed').notNull(),
    stepCount: integer('step_count').notNull(),
    measurementCount: integer('measurement_count').notNull(),
    failedCount: integer('failed_count').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
    /**
     * Whether the run's measurements are in `test_measurement_daily` (decision 0065): uploads insert
     * false, the roll-up (services/results/roll-up.ts) adds the run to the aggregates and sets true in
     * one transaction. Dashboards read the aggregates plus the measurements of runs not rolled yet.
     */
    rolled: boolean('rolled').default(false).notNull(),
  },
  (t) => [
    uniqueIndex('test_run_idempotency_uidx').on(t.companyId, t.idempotencyKey),
    index('test_run_version_started_idx').on(t.strategyVersionId, t.startedAt),
    index('test_run_dut_started_idx').on(t.dutId, t.startedAt),
    // A board's history, and the run after a failed one (the id breaks ties of one start).
    index('test_run_serial_idx').on(t.companyId, t.serial, t.startedAt, t.id),
    index('test_run_fixture_idx').on(t.companyId, t.fixtureSerial),
    index('test_run_company_started_idx').on(t.companyId, t.startedAt),
    // The failed runs of a version (a few per cent), for the dashboard's suspect contacts.
    index('test_run_failed_idx').on(t.strategyVersionId, t.startedAt).where(sql`not ${t.passed}`),
    // The runs not rolled up yet (few: seconds of uploads), for the roll-up and the dashboards' tail.
    index('test_run_unrolled_idx').on(t.strategyVersionId, t.startedAt).where(sql`not ${t.rolled}`),
  ],
);

/**
 * One measurement of a run (a step without a measurement is one row with `measurement_id` ''). The
 * strategy version and start time are copied from the run, so dashboards and retention read this
 * table alone through its (version, measurement) and (company, started) indexes.
 */
export const testMeasurement = pgTable(
  'test_measurement',
  {
    runId: text('run_id')
      .notNull()
      .references(() => testRun.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    companyId: text('company_id').notNull(),
    strategyVersionId: text('strategy_version_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    stepId: text('step_id').notNull(),
    stepTitle: text('step_title').notNull(),
    measurementId: text('measurement_id').notNull(),
    label: text('label').notNull(),
    value: doublePrecision('value'),
    observed: text('observed'),
    unit: text('unit').default('').notNull(),
    low: doublePrecision('low'),
    high: doublePrecision('high'),
    passed: boolean('passed').notNull(),
    contact: boolean('contact').default(false).notNull(),
    probes: jsonb('probes').$type<string[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.ordinal] }),
    index('test_measurement_version_key_idx').on(t.strategyVersionId, t.stepId, t.measurementId),
    index('test_measurement_company_started_idx').on(t.companyId, t.startedAt),
    // The failed measurements of a run (few), for the suspect contacts of failed runs.
    index('test_measurement_failed_idx').on(t.runId).where(sql`not ${t.passed}`),
  ],
);

/**
 * Per strategy version, UTC day and measurement: count, failures and the moment sums of the values,
 * folded in by the roll-up every few seconds (not by the upload, decision 0065), so the Pareto chart
 * and Cpk of a million measurements read a few hundred rows plus the runs not rolled yet.
 */
export const testMeasurementDaily = pgTable(
  'test_measurement_daily',
  {
    companyId: text('company_id').notNull(),
    strategyVersionId: text('strategy_version_id')
      .notNull()
      .references(() => testStrategyVersion.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    stepId: text('step_id').notNull(),
    measurementId: text('measurement_id').notNull(),
    stepTitle: text('step_title').notNull(),
    label: text('label').notNull(),
    unit: text('unit').default('').notNull(),
    low: doublePrecision('low'),
    high: doublePrecision('high'),
    count: integer('count').notNull(),
    failures: integer('failures').notNull(),
    valueCount: integer('value_count').notNull(),
    valueSum: doublePrecision('value_sum').notNull(),
    valueSumSquares: doublePrecision('value_sum_squares').notNull(),
    valueMin: doublePrecision('value_min'),
    valueMax: doublePrecision('value_max'),
    /** The probes of the day's latest upload of this measurement (for runs per probe). */
    probes: jsonb('probes').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.strategyVersionId, t.day, t.stepId, t.measurementId] })],
);

/**
 * Cycles of a fixture per strategy run on it (issue 32 item 4, decision 0069): the upload adds one in
 * its transaction (`INSERT … ON CONFLICT DO UPDATE … RETURNING`), so the upload knows the count its run
 * reached without counting the fixture's runs. The row is shared only by uploads of one fixture (one
 * station at a time), so stations do not wait for each other. Retention does not touch it: a deleted
 * run's actuation still wore the probes. No foreign key to the strategy: the wear outlives it.
 */
export const fixtureCycles = pgTable(
  'fixture_cycles',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    fixtureSerial: text('fixture_serial').notNull(),
    testStrategyId: text('test_strategy_id').notNull(),
    cycles: integer('cycles').notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fixtureSerial, t.testStrategyId] })],
);

/**
 * One notice per fixture and wear threshold (issue 32 item 4, decision 0069): the upload that finds a
 * fixture at 80 % (maintenance due) or 100 % (end of life) of its lowest rating inserts this row ON
 * CONFLICT DO NOTHING, and only the upload whose insert returned the row sends the mails — so two
 * instances uploading at once notify once. A fixture whose notice exists is never notified again for
 * that threshold (a new fixture serial starts afresh).
 */
export const fixtureWearNotice = pgTable(
  'fixture_wear_notice',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    fixtureSerial: text('fixture_serial').notNull(),
    /** The threshold as a percentage of the rated cycles (80, 100). */
    thresholdPercent: integer('threshold_percent').notNull(),
    cycles: integer('cycles').notNull(),
    ratedCycles: integer('rated_cycles').notNull(),
    /** What the rating came from: `kit FK-PROD-M` or `P50 probes SP-50-CR`. */
    limitedBy: text('limited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.fixtureSerial, t.thresholdPercent] })],
);
