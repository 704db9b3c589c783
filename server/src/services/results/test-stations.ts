import { randomUUID } from 'node:crypto';
import type { TestStation, TestStationInput, TestStationWithToken } from '@studio/api';
import { TestStationInput as TestStationInputSchema } from '@studio/api';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import type { Tx } from '../../db/client';
import { part, testRun, testStation } from '../../db/schema/index';
import { lockCompany } from '../companies/membership';
import type { ServiceDeps } from '../context';
import { Conflict, NotFound, Validation } from '../errors';
import { findAnyStationOrThrow } from '../stations/station-rows';
import { makeToken } from './station-token';

type Row = typeof testStation.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function profileName(tx: Tx, companyId: string, id: string | null): Promise<string | null> {
  if (!id) return null;
  try {
    return (await findAnyStationOrThrow(tx, companyId, id)).name;
  } catch {
    return null;
  }
}

async function toTestStation(tx: Tx, row: Row): Promise<TestStation> {
  const [runs] = await tx.select({ n: count() }).from(testRun).where(eq(testRun.stationId, row.id));
  return {
    id: row.id,
    name: row.name,
    fixtureSerial: row.fixtureSerial,
    stationProfileId: row.stationProfileId,
    stationProfileName: await profileName(tx, row.companyId, row.stationProfileId),
    fixtureKitPartId: row.fixtureKitPartId,
    tokenHint: row.tokenHint,
    revokedAt: iso(row.revokedAt),
    lastSeenAt: iso(row.lastSeenAt),
    createdAt: row.createdAt.toISOString(),
    runs: Number(runs?.n ?? 0),
  };
}

async function findOrThrow(tx: Tx, companyId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(testStation)
    .where(and(eq(testStation.id, id), eq(testStation.companyId, companyId)));
  if (!row) throw new NotFound('test station');
  return row;
}

/** The company's test stations by name (revoked ones too: their runs stay theirs). */
export async function listTestStations({ db }: ServiceDeps, actor: CompanyActor): Promise<TestStation[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(testStation)
      .where(eq(testStation.companyId, actor.companyId))
      .orderBy(asc(testStation.name), asc(testStation.id));
    return Promise.all(rows.map((r) => toTestStation(tx, r)));
  });
}

async function checkReferences(tx: Tx, companyId: string, input: TestStationInput) {
  const parsed = TestStationInputSchema.parse(input);
  if (parsed.stationProfileId) {
    try {
      await findAnyStationOrThrow(tx, companyId, parsed.stationProfileId);
    } catch {
      throw new Validation('The station profile does not exist.', {
        stationProfileId: 'Choose one of the company’s station profiles',
      });
    }
  }
  if (parsed.fixtureKitPartId) {
    const [kit] = await tx.select({ kind: part.kind }).from(part).where(eq(part.id, parsed.fixtureKitPartId));
    if (kit?.kind !== 'fixture-kit')
      throw new Validation('The fixture kit is not a fixture kit of the catalog.', {
        fixtureKitPartId: 'Choose a fixture kit of the catalog',
      });
  }
  return parsed;
}

/** Registers a station and makes its token (returned once; only its hash is stored). */
export async function createTestStation(
  { db }: ServiceDeps,
  actor: CompanyActor,
  input: TestStationInput,
): Promise<TestStationWithToken> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const parsed = await checkReferences(tx, actor.companyId, input);
    const [taken] = await tx
      .select({ id: testStation.id })
      .from(testStation)
      .where(
        and(
          eq(testStation.companyId, actor.companyId),
          eq(sql`lower(${testStation.name})`, parsed.name.toLowerCase()),
        ),
      );
    if (taken) throw new Conflict(`A test station named ${parsed.name} already exists.`);
    const { token, hash, hint } = makeToken();
    const id = randomUUID();
    await tx.insert(testStation).values({
      id,
      companyId: actor.companyId,
      name: parsed.name,
      fixtureSerial: parsed.fixtureSerial,
      stationProfileId: parsed.stationProfileId,
      fixtureKitPartId: parsed.fixtureKitPartId,
      tokenHash: hash,
      tokenHint: hint,
    });
    return { station: await toTestStation(tx, await findOrThrow(tx, actor.companyId, id)), token };
  });
}

/** A new token for the station (un-revokes it); the previous token stops working at once. */
export async function renewStationToken(
  { db }: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<TestStationWithToken> {
  return db.transaction(async (tx) => {
    await findOrThrow(tx, actor.companyId, id);
    const { token, hash, hint } = makeToken();
    await tx
      .update(testStation)
      .set({ tokenHash: hash, tokenHint: hint, revokedAt: null })
      .where(and(eq(testStation.id, id), eq(testStation.companyId, actor.companyId)));
    return { station: await toTestStation(tx, await findOrThrow(tx, actor.companyId, id)), token };
  });
}

/** Revokes the station's token: its uploads answer 401 from now on; its runs stay. */
export async function revokeTestStation(
  { db }: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<TestStation> {
  return db.transaction(async (tx) => {
    await findOrThrow(tx, actor.companyId, id);
    await tx
      .update(testStation)
      .set({ revokedAt: sql`coalesce(${testStation.revokedAt}, now())` })
      .where(and(eq(testStation.id, id), eq(testStation.companyId, actor.companyId)));
    return toTestStation(tx, await findOrThrow(tx, actor.companyId, id));
  });
}
