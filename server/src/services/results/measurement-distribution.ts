import type { MeasurementDistribution, MeasurementQuery } from '@studio/api';
import { histogramRange } from '@studio/core';
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testMeasurement } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { measurementAggregates } from './measurement-stats';
import { findVersionOrThrow, resultsWindow, type VersionRef } from './results-window';

/**
 * One measurement's histogram against its limits, with its Cpk (issue 32). The range spans the
 * observed values and both limits (core's histogramRange); the database counts per bin.
 */
export async function measurementDistribution(
  { db }: ServiceDeps,
  actor: CompanyActor,
  strategyId: string,
  ref: VersionRef,
  query: MeasurementQuery,
): Promise<MeasurementDistribution> {
  const version = await findVersionOrThrow(db, actor, strategyId, ref);
  const window = resultsWindow(query, new Date());
  const bins = Number(query.bins ?? 30);
  const only = { stepId: query.step, measurementId: query.measurement ?? '' };
  const [stats] = await measurementAggregates(db, version.id, window, only);
  if (!stats) throw new NotFound('measurement');
  const { probes: _p, values: _n, min: _lo, max: _hi, ...shown } = stats;
  const m = testMeasurement;
  const where = and(
    eq(m.strategyVersionId, version.id),
    eq(m.stepId, only.stepId),
    eq(m.measurementId, only.measurementId),
    gte(m.startedAt, window.from),
    lte(m.startedAt, window.to),
    isNotNull(m.value),
  );
  const [extent] = await db
    .select({ lo: sql<number | null>`min(${m.value})`, hi: sql<number | null>`max(${m.value})` })
    .from(m)
    .where(where);
  if (extent?.lo == null || extent.hi == null) return { stats: shown, bins: [] };
  const range = histogramRange(Number(extent.lo), Number(extent.hi), stats.low, stats.high, bins);
  const width = (range.high - range.low) / bins;
  const counts = await db
    .select({
      bin: sql<number>`least(${bins - 1}, greatest(0, floor((${m.value} - ${range.low}) / ${width})))::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(m)
    .where(where)
    .groupBy(sql`1`);
  const byBin = new Map(counts.map((c) => [Number(c.bin), Number(c.count)]));
  return {
    stats: shown,
    bins: Array.from({ length: bins }, (_, i) => ({
      fromValue: range.low + i * width,
      toValue: range.low + (i + 1) * width,
      count: byBin.get(i) ?? 0,
    })),
  };
}
