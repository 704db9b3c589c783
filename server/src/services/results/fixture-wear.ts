import type { FixtureWearRow } from '@studio/api';
import { fixtureWearOf } from '@studio/core';
import { eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { part, testRun, testStation } from '../../db/schema/index';
import type { ServiceDeps } from '../context';

/**
 * Cycle counts per fixture (one run, one actuation) against the rated cycles of the catalog's fixture
 * kit on the stations that carry it (the lowest rating wins), most worn first (issue 32).
 */
export async function fixtureWear({ db }: ServiceDeps, actor: CompanyActor): Promise<FixtureWearRow[]> {
  const [uses, ratings] = await Promise.all([
    db
      .select({
        fixtureSerial: testRun.fixtureSerial,
        cycles: sql<number>`count(*)::int`,
        lastRunAt: sql<string>`max(${testRun.startedAt})`,
        stations: sql<string[]>`array_agg(distinct ${testRun.stationName})`,
      })
      .from(testRun)
      .where(eq(testRun.companyId, actor.companyId))
      .groupBy(testRun.fixtureSerial),
    db
      .select({ fixtureSerial: testStation.fixtureSerial, specs: part.specs })
      .from(testStation)
      .innerJoin(part, eq(part.id, testStation.fixtureKitPartId))
      .where(eq(testStation.companyId, actor.companyId)),
  ]);
  const rated = new Map<string, number>();
  for (const r of ratings) {
    const cycles = Number((r.specs as { ratedCycles?: unknown }).ratedCycles);
    if (Number.isFinite(cycles) && cycles > 0)
      rated.set(r.fixtureSerial, Math.min(rated.get(r.fixtureSerial) ?? cycles, cycles));
  }
  return uses
    .map((u) => {
      const wear = fixtureWearOf({
        fixtureSerial: u.fixtureSerial,
        cycles: Number(u.cycles),
        ratedCycles: rated.get(u.fixtureSerial) ?? null,
      });
      return {
        ...wear,
        stations: (u.stations ?? []).filter((s) => s !== null).sort(),
        lastRunAt: u.lastRunAt ? new Date(u.lastRunAt).toISOString() : null,
      };
    })
    .sort((a, b) => (b.used ?? -1) - (a.used ?? -1) || b.cycles - a.cycles);
}
