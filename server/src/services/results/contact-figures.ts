import type { ContactEntry } from '@studio/api';
import { contactFailuresOf, type RunMeasurements } from '@studio/core';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testMeasurement, testRun } from '../../db/schema/index';
import type { MeasurementAggregate } from './measurement-stats';
import type { ResultsWindow } from './results-window';

const asList = (v: unknown): string[] => (typeof v === 'string' ? JSON.parse(v) : ((v as string[]) ?? []));

/**
 * Suspect contacts per probe of a version over the window (core's contactFailuresOf, issue 32).
 * Only failed runs and each one's next run of the same board are read (failures are few), so this
 * stays fast on millions of measurements (partial indexes on failed runs and failed measurements);
 * the runs through each probe (m) come from the per-day aggregates: the count of its most-run
 * measurement (awaited last, so the dashboard reads them meanwhile).
 */
export async function contactFigures(
  db: Db,
  companyId: string,
  versionId: string,
  window: ResultsWindow,
  aggregates: readonly MeasurementAggregate[] | Promise<readonly MeasurementAggregate[]>,
): Promise<ContactEntry[]> {
  const failedRuns = await db
    .select({
      id: testRun.id,
      serial: testRun.serial,
      startedAt: testRun.startedAt,
      nextId: sql<string | null>`(
        select n.id from ${testRun} n
        where n.company_id = ${testRun.companyId} and n.serial = ${testRun.serial}
          and (n.started_at, n.id) > (${testRun.startedAt}, ${testRun.id})
        order by n.started_at, n.id limit 1)`,
    })
    .from(testRun)
    .where(
      and(
        eq(testRun.companyId, companyId),
        eq(testRun.strategyVersionId, versionId),
        eq(testRun.passed, false),
        gte(testRun.startedAt, window.from),
        lte(testRun.startedAt, window.to),
      ),
    )
    .limit(20_000);
  const runsThrough = new Map<string, number>();
  for (const a of await aggregates)
    for (const p of a.probes) runsThrough.set(p, Math.max(runsThrough.get(p) ?? 0, a.count));
  if (failedRuns.length === 0) return [];
  const failedIds = failedRuns.map((r) => r.id);
  const nextIds = [...new Set(failedRuns.map((r) => r.nextId).filter((id): id is string => id !== null))];
  const failedRows =
    failedIds.length === 0
      ? []
      : await db
          .select({
            runId: testMeasurement.runId,
            stepId: testMeasurement.stepId,
            measurementId: testMeasurement.measurementId,
            value: testMeasurement.value,
            contact: testMeasurement.contact,
            probes: testMeasurement.probes,
          })
          .from(testMeasurement)
          .where(and(inArray(testMeasurement.runId, failedIds), eq(testMeasurement.passed, false)));
  const passedNext =
    nextIds.length === 0
      ? []
      : await db
          .select({
            runId: testMeasurement.runId,
            stepId: testMeasurement.stepId,
            measurementId: testMeasurement.measurementId,
          })
          .from(testMeasurement)
          .where(and(inArray(testMeasurement.runId, nextIds), eq(testMeasurement.passed, true)));
  const byRun = new Map<string, RunMeasurements['measurements'][number][]>();
  for (const r of failedRows) {
    const list = byRun.get(r.runId) ?? [];
    list.push({
      key: `${r.stepId}/${r.measurementId}`,
      passed: false,
      value: r.value,
      contact: r.contact,
      probes: asList(r.probes),
    });
    byRun.set(r.runId, list);
  }
  const nextPassed = new Map<string, RunMeasurements['measurements'][number][]>();
  for (const r of passedNext) {
    const list = nextPassed.get(r.runId) ?? [];
    list.push({ key: `${r.stepId}/${r.measurementId}`, passed: true, value: 0, contact: false, probes: [] });
    nextPassed.set(r.runId, list);
  }
  // Each failed run with its next run as the same board's following run: all contactFailuresOf needs.
  const runs: RunMeasurements[] = [];
  failedRuns.forEach((r, i) => {
    const serial = `${r.serial}\u0000${i}`;
    runs.push({ runId: r.id, serial, startedAtMs: 0, measurements: byRun.get(r.id) ?? [] });
    if (r.nextId)
      runs.push({ runId: r.nextId, serial, startedAtMs: 1, measurements: nextPassed.get(r.nextId) ?? [] });
  });
  return contactFailuresOf(runs)
    .filter((f) => f.failedRuns > 0)
    .map((f) => {
      const total = Math.max(runsThrough.get(f.probe) ?? 0, f.failedRuns);
      return { probe: f.probe, failedRuns: f.failedRuns, runs: total, rate: f.failedRuns / total };
    })
    .sort((a, b) => b.rate - a.rate || b.failedRuns - a.failedRuns || (a.probe < b.probe ? -1 : 1));
}
