import { randomUUID } from 'node:crypto';
import type { StationProfile, StationProfileInput } from '@studio/api';
import { checkStationProfile, isBuiltinStation } from '@studio/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import type { Tx } from '../../db/client';
import { stationProfile } from '../../db/schema/index';
import { lockCompany } from '../companies/membership';
import type { ServiceDeps } from '../context';
import { Conflict, Forbidden, Validation } from '../errors';
import { findStationOrThrow, toStation } from './station-rows';

const READ_ONLY = 'Shipped station profiles are read-only: duplicate one to change it.';

/** Refuses a profile the engine cannot use, naming every problem by field. */
function checkOrThrow(input: StationProfileInput) {
  const problems = checkStationProfile({ id: 'new', ...input });
  if (problems.length === 0) return;
  throw new Validation(
    `The station profile has ${problems.length} problem(s): ${problems[0]!.message}`,
    Object.fromEntries(problems.map((p) => [p.field, p.message])),
  );
}

async function checkName(tx: Tx, companyId: string, name: string, selfId?: string) {
  const [other] = await tx
    .select({ id: stationProfile.id })
    .from(stationProfile)
    .where(
      and(
        eq(stationProfile.companyId, companyId),
        eq(sql`lower(${stationProfile.name})`, name.toLowerCase()),
        ...(selfId ? [ne(stationProfile.id, selfId)] : []),
      ),
    );
  if (other) throw new Conflict(`A station profile named ${name} already exists.`);
}

// Writes lock the company row, so two profiles of one name cannot be saved at once.

export async function createStation(
  deps: ServiceDeps,
  actor: CompanyActor,
  input: StationProfileInput,
): Promise<StationProfile> {
  checkOrThrow(input);
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    await checkName(tx, actor.companyId, input.name);
    const id = randomUUID();
    await tx.insert(stationProfile).values({ ...input, id, companyId: actor.companyId });
    return toStation(await findStationOrThrow(tx, actor.companyId, id));
  });
}

/** Replaces a profile (the form sends it whole). Saved test-config versions keep their own copy. */
export async function updateStation(
  deps: ServiceDeps,
  actor: CompanyActor,
  id: string,
  input: StationProfileInput,
): Promise<StationProfile> {
  if (isBuiltinStation(id)) throw new Forbidden(READ_ONLY);
  checkOrThrow(input);
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    await findStationOrThrow(tx, actor.companyId, id);
    await checkName(tx, actor.companyId, input.name, id);
    await tx.update(stationProfile).set(input).where(eq(stationProfile.id, id));
    return toStation(await findStationOrThrow(tx, actor.companyId, id));
  });
}

export async function deleteStation(deps: ServiceDeps, actor: CompanyActor, id: string): Promise<void> {
  if (isBuiltinStation(id)) throw new Forbidden(READ_ONLY);
  await deps.db.transaction(async (tx) => {
    await findStationOrThrow(tx, actor.companyId, id);
    await tx.delete(stationProfile).where(eq(stationProfile.id, id));
  });
}
