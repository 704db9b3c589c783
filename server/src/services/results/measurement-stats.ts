import type { MeasurementStats, ParetoEntry } from '@studio/api';
import { capabilityOfMoments, paretoOf } from '@studio/core';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testMeasurementDaily } from '../../db/schema/index';
import type { ResultsWindow } from './results-window';

const d = testMeasurementDaily;

export interface MeasurementAggregate extends MeasurementStats {
  probes: string[];
}

/** Per measurement of a version over the window's days: counts, failures, moments → Cpk (core). */
export async function measurementAggregates(
  db: Db,
  versionId: string,
  window: ResultsWindow,
  only?: { stepId: string; measurementId: string },
): Promise<MeasurementAggregate[]> {
  const rows = await db
    .select({
      stepId: d.stepId,
      measurementId: d.measurementId,
      stepTitle: sql<string>`max(${d.stepTitle})`,
      label: sql<string>`max(${d.label})`,
      unit: sql<string>`max(${d.unit})`,
      // The limits and probes of the latest day (a version's limits do not change; a sender's may).
      low: sql<number | null>`(array_agg(${d.low} order by ${d.day} desc))[1]`,
      high: sql<number | null>`(array_agg(${d.high} order by ${d.day} desc))[1]`,
      probes: sql<string[]>`(array_agg(${d.probes} order by ${d.day} desc))[1]`,
      count: sql<number>`sum(${d.count})::int`,
      failures: sql<number>`sum(${d.failures})::int`,
      valueCount: sql<number>`sum(${d.valueCount})::int`,
      valueSum: sql<number>`sum(${d.valueSum})`,
      valueSumSquares: sql<number>`sum(${d.valueSumSquares})`,
      valueMin: sql<number | null>`min(${d.valueMin})`,
      valueMax: sql<number | null>`max(${d.valueMax})`,
    })
    .from(d)
    .where(
      and(
        eq(d.strategyVersionId, versionId),
        gte(d.day, window.fromDay),
        lte(d.day, window.toDay),
        ...(only ? [eq(d.stepId, only.stepId), eq(d.measurementId, only.measurementId)] : []),
      ),
    )
    .groupBy(d.stepId, d.measurementId)
    .orderBy(d.stepId, d.measurementId);
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
