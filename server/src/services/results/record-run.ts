import { randomUUID } from 'node:crypto';
import type { RunReceipt, RunUploadParsed } from '@studio/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { fixtureCycles, testMeasurement, testRun, testStrategyVersion } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { noticeFixtureWear } from './fixture-wear-notices';
import type { StationActor } from './station-token';

/** One measurement row as the insert reads it from JSON (the run's columns are added by the insert). */
interface MeasurementRow {
  ordinal: number;
  step_id: string;
  step_title: string;
  measurement_id: string;
  label: string;
  value: number | null;
  observed: string | null;
  unit: string;
  low: number | null;
  high: number | null;
  passed: boolean;
  contact: boolean;
  probes: string[];
}

/** The upload's measurements as rows: a step without measurements is one row with its verdict. */
function measurementRows(run: RunUploadParsed): MeasurementRow[] {
  const rows: MeasurementRow[] = [];
  for (const step of run.steps) {
    if (step.measurements.length === 0)
      rows.push({
        ordinal: rows.length,
        step_id: step.id,
        step_title: step.title,
        measurement_id: '',
        label: step.title,
        value: null,
        observed: null,
        unit: '',
        low: null,
        high: null,
        passed: step.passed,
        contact: false,
        probes: [],
      });
    for (const m of step.measurements)
      rows.push({
        ordinal: rows.length,
        step_id: step.id,
        step_title: step.title,
        measurement_id: m.id,
        label: m.label || m.id,
        value: m.value,
        observed: m.observed,
        unit: m.unit,
        low: m.low,
        high: m.high,
        passed: m.passed,
        contact: m.contact,
        probes: m.probes,
      });
  }
  return rows;
}

/**
 * Inserts a run's measurements in one statement: the rows travel as one JSON parameter that
 * PostgreSQL unpacks (json_to_recordset), the run's columns as four more. Building a 100-row INSERT
 * with 17 parameters a row through the query builder was a third of an upload's CPU; a JSON number
 * is read back as the same double (shortest round-trip form, correctly rounded).
 */
async function insertMeasurements(
  tx: Tx,
  run: { id: string; companyId: string; strategyVersionId: string; startedAt: Date },
  rows: MeasurementRow[],
): Promise<void> {
  await tx.execute(sql`
    insert into ${testMeasurement} (run_id, ordinal, company_id, strategy_version_id, started_at, step_id,
      step_title, measurement_id, label, value, observed, unit, low, high, passed, contact, probes)
    select ${run.id}, x.ordinal, ${run.companyId}, ${run.strategyVersionId},
      ${run.startedAt.toISOString()}::timestamptz, x.step_id, x.step_title, x.measurement_id, x.label, x.value,
      x.observed, x.unit, x.low, x.high, x.passed, x.contact, x.probes
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(ordinal int, step_id text, step_title text,
      measurement_id text, label text, value float8, observed text, unit text, low float8, high float8,
      passed boolean, contact boolean, probes jsonb)`);
}

const receipt = (
  row: { id: string; idempotencyKey: string; serial: string; passed: boolean; receivedAt: Date },
  duplicate: boolean,
): RunReceipt => ({
  runId: row.id,
  idempotencyKey: row.idempotencyKey,
  serial: row.serial,
  passed: row.passed,
  duplicate,
  receivedAt: row.receivedAt.toISOString(),
});

/**
 * Adds the run's actuation to its fixture's counter (its row per strategy: only this fixture's uploads
 * share it) and answers the fixture's cycles so far as this transaction sees them. Two uploads of one
 * fixture under two strategies at once may each miss the other's cycle; the next run counts both.
 */
async function countCycle(
  tx: Tx,
  run: { companyId: string; fixtureSerial: string; testStrategyId: string; startedAt: Date },
): Promise<number> {
  await tx
    .insert(fixtureCycles)
    .values({
      companyId: run.companyId,
      fixtureSerial: run.fixtureSerial,
      testStrategyId: run.testStrategyId,
      cycles: 1,
      lastRunAt: run.startedAt,
    })
    .onConflictDoUpdate({
      target: [fixtureCycles.companyId, fixtureCycles.fixtureSerial, fixtureCycles.testStrategyId],
      set: {
        cycles: sql`${fixtureCycles.cycles} + 1`,
        lastRunAt: sql`greatest(${fixtureCycles.lastRunAt}, excluded.last_run_at)`,
      },
    });
  const [total] = await tx
    .select({ cycles: sql<number>`coalesce(sum(${fixtureCycles.cycles}), 0)::int` })
    .from(fixtureCycles)
    .where(
      and(eq(fixtureCycles.companyId, run.companyId), eq(fixtureCycles.fixtureSerial, run.fixtureSerial)),
    );
  return Number(total?.cycles ?? 0);
}

/**
 * Stores one uploaded run exactly once (issue 32): the run row is inserted ON CONFLICT DO NOTHING on
 * (company, idempotency key); when it already exists the upload is a re-send and answers the stored
 * run with `duplicate: true`. The run and its measurements commit together; nothing else is written
 * (append-only but for the fixture's cycle counter, a row only that fixture's uploads share, so
 * concurrent stations do not wait for each other). The roll-up adds the run to the per-day aggregates
 * seconds later (roll-up.ts, decision 0065). After the commit, a fixture that reached 80 % or 100 % of
 * its rated life gets its notice, once (fixture-wear-notices.ts, decision 0069).
 */
export async function recordRun(
  deps: ServiceDeps & { log?: { warn(obj: unknown, msg: string): void } },
  station: StationActor,
  run: RunUploadParsed,
): Promise<RunReceipt> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [version] = await tx
      .select({
        id: testStrategyVersion.id,
        dutId: testStrategyVersion.dutId,
        testStrategyId: testStrategyVersion.testStrategyId,
        number: testStrategyVersion.number,
      })
      .from(testStrategyVersion)
      .where(
        and(
          eq(testStrategyVersion.id, run.strategyVersionId),
          eq(testStrategyVersion.companyId, station.companyId),
        ),
      );
    if (!version) throw new NotFound('test-strategy version');
    const startedAt = new Date(run.startedAt);
    const id = randomUUID();
    const measurements = measurementRows(run);
    const [inserted] = await tx
      .insert(testRun)
      .values({
        id,
        companyId: station.companyId,
        stationId: station.stationId,
        stationName: station.name,
        idempotencyKey: run.idempotencyKey,
        dutId: version.dutId,
        testStrategyId: version.testStrategyId,
        strategyVersionId: version.id,
        strategyVersionNumber: version.number,
        serial: run.serial,
        fixtureSerial: run.fixtureSerial || station.fixtureSerial,
        operator: run.operator,
        startedAt,
        endedAt: new Date(run.endedAt),
        passed: run.passed,
        stepCount: run.steps.length,
        measurementCount: measurements.length,
        failedCount: measurements.filter((m) => !m.passed).length,
      })
      .onConflictDoNothing({ target: [testRun.companyId, testRun.idempotencyKey] })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(testRun)
        .where(and(eq(testRun.companyId, station.companyId), eq(testRun.idempotencyKey, run.idempotencyKey)));
      return { receipt: receipt(existing!, true), version, fresh: false, cycles: 0, fixtureSerial: '' };
    }
    await insertMeasurements(
      tx,
      { id, companyId: station.companyId, strategyVersionId: version.id, startedAt },
      measurements,
    );
    const cycles = await countCycle(tx, inserted);
    return {
      receipt: receipt(inserted, false),
      version,
      fresh: true,
      cycles,
      fixtureSerial: inserted.fixtureSerial,
    };
  });
  if (outcome.fresh)
    await deps.bus.publish({
      type: 'results.run',
      companyId: station.companyId,
      dutId: outcome.version.dutId,
      testStrategyId: outcome.version.testStrategyId,
      versionNumber: outcome.version.number,
      runId: outcome.receipt.runId,
      serial: outcome.receipt.serial,
      passed: outcome.receipt.passed,
    });
  if (outcome.fresh) await noticeFixtureWear(deps, station.companyId, outcome.fixtureSerial, outcome.cycles);
  return outcome.receipt;
}

/** The company's run with this idempotency key (what a station asks to know a run arrived). */
export async function findRunByKey(
  { db }: ServiceDeps,
  station: StationActor,
  key: string,
): Promise<RunReceipt> {
  const [row] = await db
    .select()
    .from(testRun)
    .where(and(eq(testRun.companyId, station.companyId), eq(testRun.idempotencyKey, key)));
  if (!row) throw new NotFound('run');
  return receipt(row, true);
}
