import type { StationProfile } from '@studio/api';
import { BUILTIN_STATIONS, isBuiltinStation, type StationProfile as CoreStationProfile } from '@studio/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stationProfile } from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';

export type StationRow = typeof stationProfile.$inferSelect;

export function toStation(row: StationRow): StationProfile {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    connectors: row.connectors,
    channels: row.channels,
    growth: row.growth ?? null,
    builtin: false,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A shipped profile as the API answers it (the same for every company). */
export const fromBuiltin = (s: CoreStationProfile): StationProfile => ({
  ...s,
  builtin: true,
  createdAt: null,
  updatedAt: null,
});

/** The company's profile; another company's id (or none) is not found. */
export async function findStationOrThrow(tx: Tx, companyId: string, id: string): Promise<StationRow> {
  const [row] = await tx
    .select()
    .from(stationProfile)
    .where(and(eq(stationProfile.id, id), eq(stationProfile.companyId, companyId)));
  if (!row) throw new NotFound('station profile');
  return row;
}

/** A shipped profile by id, or the company's own. */
export async function findAnyStationOrThrow(tx: Tx, companyId: string, id: string): Promise<StationProfile> {
  if (isBuiltinStation(id)) {
    const s = BUILTIN_STATIONS.find((b) => b.id === id);
    if (!s) throw new NotFound('station profile');
    return fromBuiltin(s);
  }
  return toStation(await findStationOrThrow(tx, companyId, id));
}
