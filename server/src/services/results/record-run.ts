import { randomUUID } from 'node:crypto';
import type { RunReceipt, RunUploadParsed } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import { testMeasurement, testRun, testStrategyVersion } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import type { StationActor } from './station-token';

type MeasurementRow = typeof testMeasurement.$inferInsert;

/** Rows per INSERT (17 parameters a row; PostgreSQL allows 65,535 parameters a statement). */
const CHUNK = 2000;

/** The upload's measurements as rows: a step without measurements is one row with its verdict. */
function measurementRows(
  run: RunUploadParsed,
  runId: string,
  companyId: string,
  strategyVersionId: string,
  startedAt: Date,
): MeasurementRow[] {
  const rows: MeasurementRow[] = [];
  const base = { runId, companyId, strategyVersionId, startedAt };
  for (const step of run.steps) {
    const common = { ...base, stepId: step.id, stepTitle: step.title };
    if (step.measurements.length === 0)
      rows.push({
        ...common,
        ordinal: rows.length,
        measurementId: '',
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
        ...common,
        ordinal: rows.length,
        measurementId: m.id,
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
 * Stores one uploaded run exactly once (issue 32): the run row is inserted ON CONFLICT DO NOTHING on
 * (company, idempotency key); when it already exists the upload is a re-send and answers the stored
 * run with `duplicate: true`. The run and its measurements commit together; nothing else is written
 * (append-only: no row two uploads share, so concurrent stations do not wait for each other). The
 * roll-up adds the run to the per-day aggregates seconds later (roll-up.ts, decision 0065).
 */
export async function recordRun(
  deps: ServiceDeps,
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
    const measurements = measurementRows(run, id, station.companyId, version.id, startedAt);
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
      return { receipt: receipt(existing!, true), version, fresh: false };
    }
    for (let i = 0; i < measurements.length; i += CHUNK)
      await tx.insert(testMeasurement).values(measurements.slice(i, i + CHUNK));
    return { receipt: receipt(inserted, false), version, fresh: true };
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
