import type { StationProfile } from '@studio/api';
import { BUILTIN_STATIONS, type StationProfile as CoreStationProfile } from '@studio/core';
import { asc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { stationProfile } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findAnyStationOrThrow, fromBuiltin, toStation } from './station-rows';

/** The profiles a company can wire its fixtures to: the shipped ones, then its own by name. */
export async function listStations({ db }: ServiceDeps, actor: CompanyActor): Promise<StationProfile[]> {
  const rows = await db
    .select()
    .from(stationProfile)
    .where(eq(stationProfile.companyId, actor.companyId))
    .orderBy(asc(stationProfile.name), asc(stationProfile.id));
  return [...BUILTIN_STATIONS.map(fromBuiltin), ...rows.map(toStation)];
}

export async function getStation(
  { db }: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<StationProfile> {
  return db.transaction((tx) => findAnyStationOrThrow(tx, actor.companyId, id));
}

/**
 * The engine's profile a test configuration names, for designing its fixture when the version keeps
 * no copy of it; undefined when the company has no such profile (the design then uses a shipped one
 * by id or the generic interface, and the version's Fixture tab says so).
 */
export async function stationForDesign(
  { db }: Pick<ServiceDeps, 'db'>,
  companyId: string,
  id: string | undefined,
): Promise<CoreStationProfile | undefined> {
  if (!id) return undefined;
  try {
    const {
      builtin: _b,
      createdAt: _c,
      updatedAt: _u,
      ...profile
    } = await db.transaction((tx) => findAnyStationOrThrow(tx, companyId, id));
    return profile;
  } catch {
    return undefined;
  }
}
