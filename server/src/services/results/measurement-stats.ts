import type { MeasurementStats, ParetoEntry } from '@studio/api';
import { capabilityOfMoments, paretoOf } from '@studio/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testMeasurement, testMeasurementDaily, testRun } from '../../db/schema/index';
import type { ResultsWindow } from './results-window';

const d = testMeasurementDaily;

export interface MeasurementAggregate extends MeasurementStats {
  probes: string[];
  /** Measurements that read a number (what mean and σ are of), and their extremes. */
  values: number;
  min: number | null;
  max: number | null;
}

const DAY_MS = 86_400_000;

interface AggregateRow {
  step_id: string;
  measurement_id: string;
  step_title: string;
  label: string;
  unit: string;
  low: number | null;
  high: number | null;
  probes: string[] | string | null;
  count: number;
  failures: number;
  value_count: number;
  value_sum: number;
  value_sum_squares: number;
  value_min: number | null;
  value_max: number | null;
}

/**
 * Per measurement of a version over the window's UTC days: counts, failures, moments → Cpk (core).
 * One statement (one snapshot, so a roll-up committing meanwhile is seen whole or not at all): the
 * per-day aggregates plus, as one row each, the measurements of runs not rolled up yet (the tail:
 * seconds of uploads, read through test_run's partial index). The figures are therefore the same
 * before and after a roll-up (decision 0065). Limits and probes are the latest ones seen.
 */
export async function measurementAggregates(
  db: Db,
  versionId: string,
  window: ResultsWindow,
  only?: { stepId: string; measurementId: string },
): Promise<MeasurementAggregate[]> {
  const tailFrom = `${window.fromDay}T00:00:00Z`;
  const tailTo = new Date(Date.parse(`${window.toDay}T00:00:00Z`) + DAY_MS).toISOString();
  const onlyDaily = only
    ? sql`and step_id = ${only.stepId} and measurement_id = ${only.measurementId}`
    : sql``;
  const onlyTail = only
    ? sql`and m.step_id = ${only.stepId} and m.measurement_id = ${only.measurementId}`
    : sql``;
  const result = await db.execute(sql`
    select step_id, measurement_id, max(step_title) as step_title, max(label) as label, max(unit) as unit,
      (array_agg(low order by day desc, at desc nulls last))[1] as low,
      (array_agg(high order by day desc, at desc nulls last))[1] as high,
      (array_agg(probes order by day desc, at desc nulls last))[1] as probes,
      sum(count)::int as count, sum(failures)::int as failures, sum(value_count)::int as value_count,
      sum(value_sum)::float8 as value_sum, sum(value_sum_squares)::float8 as value_sum_squares,
      min(value_min) as value_min, max(value_max) as value_max
    from (
      select day, null::timestamptz as at, step_id, measurement_id, step_title, label, unit, low, high, probes,
        count, failures, value_count, value_sum, value_sum_squares, value_min, value_max
      from ${d}
      where strategy_version_id = ${versionId} and day >= ${window.fromDay}::date and day <= ${window.toDay}::date ${onlyDaily}
      union all
      select (m.started_at at time zone 'UTC')::date, m.started_at, m.step_id, m.measurement_id, m.step_title,
        m.label, m.unit, m.low, m.high, m.probes, 1, (not m.passed)::int, (m.value is not null)::int,
        coalesce(m.value, 0), coalesce(m.value * m.value, 0), m.value, m.value
      from ${testRun} r join ${testMeasurement} m on m.run_id = r.id
      where r.strategy_version_id = ${versionId} and not r.rolled
        and r.started_at >= ${tailFrom}::timestamptz and r.started_at < ${tailTo}::timestamptz ${onlyTail}
    ) parts
    group by step_id, measurement_id
    order by step_id, measurement_id`);
  const rows = (result.rows as unknown as AggregateRow[]).map((r) => ({
    stepId: r.step_id,
    measurementId: r.measurement_id,
    stepTitle: r.step_title,
    label: r.label,
    unit: r.unit,
    low: r.low,
    high: r.high,
    probes: r.probes,
    count: r.count,
    failures: r.failures,
    valueCount: r.value_count,
    valueSum: r.value_sum,
    valueSumSquares: r.value_sum_squares,
    valueMin: r.value_min,
    valueMax: r.value_max,
  }));
  return rows.map((r) => {
    const low = r.low === null ? null : Number(r.low);
    const high = r.high === null ? null : Number(r.high);
    const cap = capabilityOfMoments(
      {
        n: Number(r.valueCount),
        sum: Number(r.valueSum),
        sumOfSquares: Number(r.valueSumSquares),
        min: r.valueMin === null ? null : Number(r.valueMin),
        max: r.valueMax === null ? null : Number(r.valueMax),
      },
      low,
      high,
    );
    return {
      stepId: r.stepId,
      measurementId: r.measurementId,
      stepTitle: r.stepTitle,
      label: r.label,
      unit: r.unit,
      low,
      high,
      count: Number(r.count),
      failures: Number(r.failures),
      mean: cap.mean,
      stdDev: cap.stdDev,
      cpk: cap.cpk,
      values: cap.n,
      min: cap.min,
      max: cap.max,
      probes: typeof r.probes === 'string' ? JSON.parse(r.probes) : (r.probes ?? []),
    };
  });
}

/** Failures by step and by measurement, most first (Pareto). */
export function paretos(stats: readonly MeasurementStats[]): {
  steps: ParetoEntry[];
  measurements: ParetoEntry[];
} {
  const bySteps = new Map<string, { label: string; failures: number }>();
  for (const s of stats) {
    const seen = bySteps.get(s.stepId) ?? { label: s.stepTitle || s.stepId, failures: 0 };
    seen.failures += s.failures;
    bySteps.set(s.stepId, seen);
  }
  return {
    steps: paretoOf(
      [...bySteps].map(([key, v]) => ({ key, label: v.label, failures: v.failures })),
      20,
    ),
    measurements: paretoOf(
      stats.map((s) => ({
        key: `${s.stepId}/${s.measurementId}`,
        label: s.measurementId ? `${s.stepTitle || s.stepId}: ${s.label}` : s.stepTitle || s.stepId,
        failures: s.failures,
      })),
      20,
    ),
  };
}
