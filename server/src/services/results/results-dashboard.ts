import type { ResultsDashboard, ResultsQuery, RunRow } from '@studio/api';
import { type YieldCounts, yieldsOfCounts } from '@studio/core';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { testRun } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { contactFigures } from './contact-figures';
import { measurementAggregates, paretos } from './measurement-stats';
import { findVersionOrThrow, type ResultsWindow, resultsWindow, type VersionRef } from './results-window';

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
 * The counts the yields are made of (core's yieldsOfCounts), counted where the runs are: each board's
 * first and last run in the window (by start, then end, then id: core's order), so a million-result
 * window sends one row, not its runs.
 */
export async function yieldCountsOf(db: Db, versionId: string, window: ResultsWindow): Promise<YieldCounts> {
  const result = await db.execute(sql`
    select count(*)::int as boards, coalesce(sum(runs), 0)::int as runs,
      count(*) filter (where first_passed)::int as first_passed,
      count(*) filter (where last_passed)::int as last_passed,
      (extract(epoch from min(first_start)) * 1000)::float8 as first_start_ms,
      (extract(epoch from max(last_end)) * 1000)::float8 as last_end_ms
    from (
      select count(*) as runs,
        (array_agg(passed order by started_at, ended_at, id))[1] as first_passed,
        (array_agg(passed order by started_at desc, ended_at desc, id desc))[1] as last_passed,
        min(started_at) as first_start, max(ended_at) as last_end
      from ${testRun}
      where strategy_version_id = ${versionId}
        and started_at >= ${window.from.toISOString()}::timestamptz
        and started_at <= ${window.to.toISOString()}::timestamptz
      group by serial
    ) boards`);
  const [row] = result.rows as {
    boards: number;
    runs: number;
    first_passed: number;
    last_passed: number;
    first_start_ms: number | null;
    last_end_ms: number | null;
  }[];
  return {
    boards: Number(row?.boards ?? 0),
    runs: Number(row?.runs ?? 0),
    firstPassed: Number(row?.first_passed ?? 0),
    finalPassed: Number(row?.last_passed ?? 0),
    firstStartMs: row?.first_start_ms == null ? null : Number(row.first_start_ms),
    lastEndMs: row?.last_end_ms == null ? null : Number(row.last_end_ms),
  };
}

/**
 * What the engineer sees for one strategy version (issue 32): yields and throughput (counted from the runs),
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
  const aggregating = measurementAggregates(db, version.id, window);
  const [counts, hourly, recent, aggregates, contacts] = await Promise.all([
    yieldCountsOf(db, version.id, window),
    db.execute(sql`
      select to_char(h, 'YYYY-MM-DD"T"HH24":00:00Z"') as hour, runs, failed
      from (
        select date_trunc('hour', started_at at time zone 'UTC') as h, count(*)::int as runs,
          count(*) filter (where not passed)::int as failed
        from ${testRun}
        where strategy_version_id = ${version.id}
          and started_at >= ${window.from.toISOString()}::timestamptz
          and started_at <= ${window.to.toISOString()}::timestamptz
        group by 1
      ) hours
      order by h`),
    db.select().from(testRun).where(inWindow).orderBy(desc(testRun.startedAt), desc(testRun.id)).limit(25),
    aggregating,
    contactFigures(db, actor.companyId, version.id, window, aggregating),
  ]);
  const yields = yieldsOfCounts(counts);
  const { steps, measurements } = paretos(aggregates);
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    dutId: version.dutId,
    strategyVersionNumber: version.number,
    yields,
    hourly: (hourly.rows as { hour: string; runs: number; failed: number }[]).map((h) => ({
      hour: h.hour,
      runs: Number(h.runs),
      failed: Number(h.failed),
    })),
    stepPareto: steps,
    measurementPareto: measurements,
    measurements: aggregates.map(({ probes: _p, values: _n, min: _lo, max: _hi, ...s }) => s),
    contacts,
    recentRuns: recent.map(toRunRow),
  };
}
