import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema/index';
import {
  type Agent,
  forgetActors,
  ownerWithCompany,
  PUBLIC_URL,
  signUp,
  type TestApp,
} from './helpers/harness';

// Shared by the parts and inventory suites. On PostgreSQL the test database is shared by every suite
// (and the catalog is instance-wide): each test makes its own part numbers with `unique()`.

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`.toUpperCase();

/** A signed-in staff user without a company (staff granted directly in the database). */
export async function staffUser(t: TestApp, label = 'staff') {
  const signed = await signUp(t, label);
  await t.app.deps.db.update(user).set({ isStaff: true }).where(eq(user.id, signed.userId));
  await forgetActors(t, signed.userId);
  return signed;
}

/** A signed-in company owner who is not staff (on a fresh PGlite the first user becomes staff). */
export async function customer(t: TestApp, label = 'customer') {
  const owner = await ownerWithCompany(t, label);
  await t.app.deps.db.update(user).set({ isStaff: false }).where(eq(user.id, owner.userId));
  await forgetActors(t, owner.userId);
  return owner;
}

/** The id of a seeded class by path, through the API. */
export async function classId(agent: Agent, path: string): Promise<string> {
  const res = await agent.get('/api/v1/part-classes');
  const found = res.body.find((c: { path: string }) => c.path === path);
  if (!found)
    throw new Error(`no class ${path}: ${JSON.stringify(res.body.map((c: { path: string }) => c.path))}`);
  return found.id;
}

export const probeInput = (classIdValue: string, overrides: Record<string, unknown> = {}) => ({
  partNumber: unique('T-PRB'),
  name: 'Test probe',
  classId: classIdValue,
  unitPrice: 2.5,
  leadTimeDays: 7,
  kind: 'probe',
  specs: {
    pitchClass: 'P100',
    tipStyle: 'crown',
    tipDiameterMm: 1.5,
    fullTravelMm: 6.35,
    workingTravelMm: 4.3,
    forceAtWorkingTravelN: 1.8,
    currentRatingA: 3,
  },
  ...overrides,
});

/** POSTs a CSV body (the Agent sends JSON only). */
export async function postCsv(t: TestApp, agent: Agent, url: string, csv: string) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { origin: PUBLIC_URL, cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** GETs a CSV download as text. */
export async function getText(t: TestApp, agent: Agent, url: string) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.inject({ method: 'GET', url, headers: { origin: PUBLIC_URL, cookie } });
  return { status: res.statusCode, text: res.body, headers: res.headers };
}
