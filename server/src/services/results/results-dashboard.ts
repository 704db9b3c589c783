import type { ResultsDashboard, ResultsQuery, RunRow } from '@studio/api';
import { computeYields } from '@studio/core';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testRun } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { contactFigures } from './contact-figures';
import { measurementAggregates, paretos } from './measurement-stats';
import { findVersionOrThrow, resultsWindow, type VersionRef } from './results-window';

export const toRunRow = (r: typeof testRun.$inferSelect): RunRow => ({
  id: r.id,
  serial: r.serial,
  stationName: r.stationName,
  fixtureSerial: r.fixtureSerial,
  operator: r.operator,
  startedAt: r.startedAt.toISOString(),
  endedAt: r.endedAt.toISOString(),
  passed: r.passed,
  failedCount: r.failedCount,
  strategyVersionNumber: r.strategyVersionNumber,
});

/**
 * What the engineer sees for one strategy version (issue 32): yields and throughput (from the runs),
 * runs per hour, failures by step and measurement and each measurement's Cpk (from the per-day
 * aggregates), suspect contacts per probe and the latest runs.
 */
export async function resultsDashboard(
  deps: ServiceDeps,
  actor: CompanyActor,
  strategyId: string,
  ref: VersionRef,
  query: ResultsQuery,
): Promise<ResultsDashboard> {
  const { db } = deps;
  const version = await findVersionOrThrow(db, actor, strategyId, ref);
  const window = resultsWindow(query, new Date());
  const inWindow = and(
    eq(testRun.strategyVersionId, version.id),
    gte(testRun.startedAt, window.from),
    lte(testRun.startedAt, window.to),
  );
  const [outcomes, hourly, recent, aggregates] = await Promise.all([
    db
      .select({ serial: testRun.serial, passed: testRun.passed, s: testRun.startedAt, e: testRun.endedAt })
      .from(testRun)
      .where(inWindow),
    db
      .select({
        hour: sql<string>`to_char(date_trunc('hour', ${testRun.startedAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24":00:00Z"')`,
        runs: sql<number>`count(*)::int`,
        failed: sql<number>`count(*) filter (where not ${testRun.passed})::int`,
      })
      .from(testRun)
      .where(inWindow)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db.select().from(testRun).where(inWindow).orderBy(desc(testRun.startedAt), desc(testRun.id)).limit(25),
    measurementAggregates(db, version.id, window),
  ]);
  const yields = computeYields(
    outcomes.map((o) => ({
      serial: o.serial,
      passed: o.passed,
      startedAtMs: o.s.getTime(),
      endedAtMs: o.e.getTime(),
    })),
  );
  const { steps, measurements } = paretos(aggregates);
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    dutId: version.dutId,
    strategyVersionNumber: version.number,
    yields,
    hourly: hourly.map((h) => ({ hour: h.hour, runs: Number(h.runs), failed: Number(h.failed) })),
    stepPareto: steps,
    measurementPareto: measurements,
    measurements: aggregates.map(({ probes: _p, ...s }) => s),
    contacts: await contactFigures(db, actor.companyId, version.id, window, aggregates),
    recentRuns: recent.map(toRunRow),
  };
}
