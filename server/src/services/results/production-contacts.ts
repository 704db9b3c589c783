import type { ProductionContacts } from '@studio/api';
import { describePoorContact, POOR_CONTACT_MIN_RUNS, POOR_CONTACT_RATE, poorContacts } from '@studio/core';
import { and, count, eq, gte } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testRun, testStrategyVersion } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { contactFigures } from './contact-figures';
import { measurementAggregates } from './measurement-stats';
import { resultsWindow } from './results-window';

/** How far back the DFT report looks at production runs. */
export const PRODUCTION_LESSON_DAYS = 90;

/**
 * Test points of a DUT that contact poorly in production (issue 32): suspect contacts over every
 * strategy version of the DUT in the last 90 days, summed per probe, listed from 2 % of at least 20
 * runs as "poor contact in production (n of m runs)" — what the DFT report shows.
 */
export async function productionContacts(
  { db }: ServiceDeps,
  actor: CompanyActor,
  dutId: string,
): Promise<ProductionContacts> {
  const now = new Date();
  const window = resultsWindow(
    { from: new Date(now.getTime() - PRODUCTION_LESSON_DAYS * 86_400_000).toISOString() },
    now,
  );
  const versions = await db
    .select({ id: testStrategyVersion.id })
    .from(testStrategyVersion)
    .where(and(eq(testStrategyVersion.dutId, dutId), eq(testStrategyVersion.companyId, actor.companyId)));
  const [runs] = await db
    .select({ n: count() })
    .from(testRun)
    .where(
      and(
        eq(testRun.dutId, dutId),
        eq(testRun.companyId, actor.companyId),
        gte(testRun.startedAt, window.from),
      ),
    );
  const merged = new Map<string, { failedRuns: number; runs: number }>();
  for (const v of versions) {
    const aggregates = await measurementAggregates(db, v.id, window);
    if (aggregates.length === 0) continue;
    const runsThrough = new Map<string, number>();
    for (const a of aggregates)
      for (const p of a.probes) runsThrough.set(p, Math.max(runsThrough.get(p) ?? 0, a.count));
    const suspects = new Map(
      (await contactFigures(db, actor.companyId, v.id, window, aggregates)).map((f) => [f.probe, f]),
    );
    for (const [probe, through] of runsThrough) {
      const seen = merged.get(probe) ?? { failedRuns: 0, runs: 0 };
      const suspect = suspects.get(probe);
      seen.failedRuns += suspect?.failedRuns ?? 0;
      seen.runs += Math.max(through, suspect?.runs ?? 0);
      merged.set(probe, seen);
    }
  }
  const figures = [...merged].map(([probe, f]) => ({
    probe,
    ...f,
    rate: f.runs === 0 ? 0 : f.failedRuns / f.runs,
  }));
  const poor = poorContacts(figures, POOR_CONTACT_RATE, POOR_CONTACT_MIN_RUNS).sort(
    (a, b) => b.rate - a.rate || (a.probe < b.probe ? -1 : 1),
  );
  return {
    runs: Number(runs?.n ?? 0),
    days: PRODUCTION_LESSON_DAYS,
    threshold: POOR_CONTACT_RATE,
    minRuns: POOR_CONTACT_MIN_RUNS,
    poorContacts: poor.map((f) => ({ ...f, text: describePoorContact(f) })),
  };
}
