import type { FixtureWearRow } from '@studio/api';
import { fixtureWearOf } from '@studio/core';
import { eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { fixtureCycles, testRun } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { describeRatedPart, fixtureRatings } from './fixture-rating';

/**
 * Cycles per fixture (one run, one actuation; the counters uploads keep, so retention does not reset
 * them) against the lowest rating of its kit and probe classes (fixture-rating.ts), most worn first
 * (issue 32 item 4, decision 0069).
 */
export async function fixtureWear({ db }: ServiceDeps, actor: CompanyActor): Promise<FixtureWearRow[]> {
  const [counts, uses, ratings] = await Promise.all([
    db
      .select({
        fixtureSerial: fixtureCycles.fixtureSerial,
        cycles: sql<number>`sum(${fixtureCycles.cycles})::int`,
        lastRunAt: sql<string>`max(${fixtureCycles.lastRunAt})`,
      })
      .from(fixtureCycles)
      .where(eq(fixtureCycles.companyId, actor.companyId))
      .groupBy(fixtureCycles.fixtureSerial),
    db
      .select({
        fixtureSerial: testRun.fixtureSerial,
        stations: sql<string[]>`array_agg(distinct ${testRun.stationName})`,
      })
      .from(testRun)
      .where(eq(testRun.companyId, actor.companyId))
      .groupBy(testRun.fixtureSerial),
    fixtureRatings(db, actor.companyId),
  ]);
  const stations = new Map(uses.map((u) => [u.fixtureSerial, u.stations]));
  return counts
    .map((c): FixtureWearRow => {
      const rating = ratings.get(c.fixtureSerial);
      const limit = rating?.limit ?? null;
      const wear = fixtureWearOf({
        fixtureSerial: c.fixtureSerial,
        cycles: Number(c.cycles),
        ratedCycles: limit?.ratedCycles ?? null,
      });
      return {
        ...wear,
        kitRatedCycles: rating?.kit?.ratedCycles ?? null,
        probeRatedCycles: rating?.probes?.ratedCycles ?? null,
        probeClasses: rating?.probeClasses ?? [],
        probeSource: rating?.probeSource ?? null,
        limitedBy: limit ? describeRatedPart(limit) : null,
        stations: (stations.get(c.fixtureSerial) ?? []).filter((s) => s !== null).sort(),
        lastRunAt: c.lastRunAt ? new Date(c.lastRunAt).toISOString() : null,
      };
    })
    .sort((a, b) => (b.used ?? -1) - (a.used ?? -1) || b.cycles - a.cycles);
}
