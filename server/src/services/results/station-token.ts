import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { testStation } from '../../db/schema/index';
import { Unauthorized } from '../errors';

/**
 * Test-station API tokens (issue 32, decision 0065). A token is `sst_` and 32 random bytes
 * (base64url): 256 bits, so one SHA-256 is a safe stored form (no slow hash needed, unlike a
 * password) and the lookup is one indexed equality. The token is shown once when made.
 */
export const TOKEN_PREFIX = 'sst_';

export interface StationActor {
  stationId: string;
  companyId: string;
  name: string;
  fixtureSerial: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function makeToken(): { token: string; hash: string; hint: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), hint: token.slice(-4) };
}

const stations = new WeakMap<FastifyRequest, StationActor>();

const REFUSAL =
  'Send a test station’s API token as "Authorization: Bearer sst_…" (Settings → Test stations makes one).';

/** Checks the request's station token (the access hook of `station` routes); 401 when missing or revoked. */
export async function authenticateStation(request: FastifyRequest): Promise<StationActor> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(sst_[A-Za-z0-9_-]{20,100})\s*$/.exec(header) : null;
  if (!match) throw new Unauthorized(REFUSAL);
  const { db } = request.server.deps;
  const [row] = await db
    .select({
      stationId: testStation.id,
      companyId: testStation.companyId,
      name: testStation.name,
      fixtureSerial: testStation.fixtureSerial,
    })
    .from(testStation)
    .where(and(eq(testStation.tokenHash, hashToken(match[1]!)), isNull(testStation.revokedAt)))
    .limit(1);
  if (!row) throw new Unauthorized('This station token is unknown or was revoked.');
  stations.set(request, row);
  // Last seen, at most once a minute (no write per upload).
  await db
    .update(testStation)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(testStation.id, row.stationId),
        or(isNull(testStation.lastSeenAt), lt(testStation.lastSeenAt, sql`now() - interval '1 minute'`)),
      ),
    );
  return row;
}

/** The station of a `station` route (the access hook has checked its token). */
export function stationOf(request: FastifyRequest): StationActor {
  const station = stations.get(request);
  if (!station) throw new Unauthorized(REFUSAL);
  return station;
}
