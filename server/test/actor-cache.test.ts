import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_S } from '../src/auth/auth';
import { session } from '../src/db/schema/index';
import { databases } from './helpers/databases';
import {
  Agent,
  addMember,
  forgetActors,
  nextEvent,
  ownerWithCompany,
  PASSWORD,
  sameBrowser,
  signUp,
  startTwoInstances,
  startApp,
  type TestApp,
} from './helpers/harness';
import { totpCode } from './helpers/totp';

// Decision 0045: the server keeps the actor of a signed-in session for a few seconds
// (auth/actor-cache.ts). Whatever ends or changes a session, a membership or an account takes effect
// on the next request, on this instance and (PostgreSQL) on another one on the same database. The
// TTL here is a minute, so that nothing below passes by waiting for it.

const COOKIE = 'studio.session_token';
const tokenOf = (agent: Agent) => decodeURIComponent(agent.cookies.get(COOKIE)!).split('.')[0]!;

/** A client holding the agent's session cookie as it is now (kept after the agent signs out). */
const copyOf = (agent: Agent, app: TestApp) => sameBrowser(agent, app);

describe.each(databases)('the actor cache on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, { SESSION_CACHE_MS: '60000' });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers a signed-in session from the cache (a change behind the server’s back waits for the TTL)', async () => {
    const owner = await signUp(t, 'cache-hit');
    // Creating the company forgets the user's actors; on PostgreSQL once more when its NOTIFY comes back.
    const heard = nextEvent(t, (e) => e.type === 'account.changed' && e.userId === owner.userId);
    expect((await owner.agent.post('/api/v1/companies', { name: 'cache-hit company' })).status).toBe(201);
    await heard;
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
    // Deleted in the database without telling the server: the cached actor still answers...
    await t.app.deps.db.delete(session).where(eq(session.token, tokenOf(owner.agent)));
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
    // ...until the server hears of it (or the TTL is out).
    await forgetActors(t, owner.userId);
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(401);
  });

  it('refuses a signed-out session at once', async () => {
    const owner = await ownerWithCompany(t, 'cache-signout');
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
    const kept = copyOf(owner.agent, t);
    expect((await owner.agent.post('/api/auth/sign-out')).status).toBe(200);
    expect((await kept.get('/api/v1/duts')).status).toBe(401);
  });

  it('refuses a revoked session at once, and those a password change revokes', async () => {
    const owner = await ownerWithCompany(t, 'cache-revoke');
    const laptop = new Agent(t.app);
    await laptop.post('/api/auth/sign-in/email', { email: owner.email, password: PASSWORD });
    const phone = new Agent(t.app);
    await phone.post('/api/auth/sign-in/email', { email: owner.email, password: PASSWORD });
    for (const agent of [owner.agent, laptop, phone])
      expect((await agent.get('/api/v1/duts')).status).toBe(200);
    expect((await owner.agent.post('/api/auth/revoke-session', { token: tokenOf(laptop) })).status).toBe(200);
    expect((await laptop.get('/api/v1/duts')).status).toBe(401);
    expect((await phone.get('/api/v1/duts')).status).toBe(200);
    const changed = await owner.agent.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a new and better secret',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await phone.get('/api/v1/duts')).status).toBe(401);
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
  });

  it('takes a removed member out of the company at once', async () => {
    const owner = await ownerWithCompany(t, 'cache-remove');
    const engineer = await addMember(t, owner.agent, 'cache-removed', 'engineer');
    expect((await engineer.agent.get('/api/v1/duts')).status).toBe(200);
    const removed = await owner.agent.delete(`/api/v1/companies/current/members/${engineer.userId}`);
    expect(removed.status).toBe(204);
    expect((await engineer.agent.get('/api/v1/duts')).status).toBe(403);
    expect((await engineer.agent.get('/api/v1/me')).body.activeCompanyId).toBeNull();
  });

  it('applies a role change at once, down and up', async () => {
    const owner = await ownerWithCompany(t, 'cache-role');
    const member = await addMember(t, owner.agent, 'cache-role-member', 'engineer');
    const create = (name: string) => member.agent.post('/api/v1/duts', { name });
    expect((await create('before')).status).toBe(201);
    const role = (r: string) =>
      owner.agent.patch(`/api/v1/companies/current/members/${member.userId}`, { role: r });
    expect((await role('viewer')).status).toBe(200);
    expect((await create('as viewer')).status).toBe(403);
    expect((await role('engineer')).status).toBe(200);
    expect((await create('engineer again')).status).toBe(201);
  });

  it('acts in the company switched to at once (and lists its DUTs, not the former one’s)', async () => {
    const first = await ownerWithCompany(t, 'cache-switch');
    await first.agent.post('/api/v1/duts', { name: 'In the first company' });
    const names = async () =>
      (await first.agent.get('/api/v1/duts')).body.items.map((d: { name: string }) => d.name);
    expect(await names()).toEqual(['In the first company']);
    const second = await first.agent.post('/api/v1/companies', { name: 'cache-switch second' });
    expect(second.status).toBe(201);
    expect(await names()).toEqual([]);
    const switched = await first.agent.post('/api/v1/companies/switch', { companyId: first.companyId });
    expect(switched.status).toBe(200);
    expect(await names()).toEqual(['In the first company']);
  });

  it('applies a staff grant and its revocation at once', async () => {
    const staff = await signUp(t, 'cache-staff');
    const { grantStaff } = await import('../src/services/account/grant-staff');
    await grantStaff(t.app.deps, { email: staff.email, staff: true });
    const other = await ownerWithCompany(t, 'cache-staff-other');
    const staffOnly = () => other.agent.get('/api/v1/staff/delivery-orders');
    expect((await staffOnly()).status).toBe(403);
    const granted = await staff.agent.post('/api/v1/admin/staff', { email: other.email, staff: true });
    expect(granted.status).toBe(200);
    expect((await staffOnly()).status).toBe(200);
    expect((await staff.agent.post('/api/v1/admin/staff', { email: other.email, staff: false })).status).toBe(
      200,
    );
    expect((await staffOnly()).status).toBe(403);
  });

  it('keeps a user signed in who turns two-factor on, on the session it gives them', async () => {
    const owner = await ownerWithCompany(t, 'cache-2fa');
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
    const before = copyOf(owner.agent, t);
    const enabled = await owner.agent.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
    const confirm = await owner.agent.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(enabled.body.totpURI),
    });
    expect(confirm.status).toBe(200);
    // better-auth replaced the session: the new one works, in the same company; the old one is gone.
    expect(tokenOf(owner.agent)).not.toBe(tokenOf(before));
    const me = await owner.agent.get('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.user.twoFactorEnabled).toBe(true);
    expect(me.body.activeCompanyId).toBe(owner.companyId);
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
    expect((await before.get('/api/v1/duts')).status).toBe(401);
  });

  it('goes back to better-auth when a cached session is due for its daily refresh, which extends it', async () => {
    // A session used close to its end is always due for its refresh (expiresIn 400 d, updateAge 1 d):
    // the refresh age, not the expiry, is what ends a cached entry first.
    const owner = await ownerWithCompany(t, 'cache-refresh');
    const dueInMs = 1500;
    const expiresAt = new Date(Date.now() + dueInMs + (SESSION_MAX_AGE_S - 24 * 3600) * 1000);
    const row = () =>
      t.app.deps.db.query.session.findFirst({ where: eq(session.token, tokenOf(owner.agent)) });
    await t.app.deps.db
      .update(session)
      .set({ expiresAt })
      .where(eq(session.token, tokenOf(owner.agent)));
    await forgetActors(t, owner.userId);
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200); // cached, not yet due
    expect((await row())!.expiresAt.getTime()).toBe(expiresAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, dueInMs + 100));
    expect((await owner.agent.get('/api/v1/duts')).status).toBe(200);
    expect((await row())!.expiresAt.getTime()).toBeGreaterThan(expiresAt.getTime() + 12 * 3600 * 1000);
  });

  it('does not cache a "don\'t remember me" session, nor a cookie named twice', async () => {
    const user = await signUp(t, 'cache-dont-remember');
    const browser = new Agent(t.app);
    const signedIn = await browser.post('/api/auth/sign-in/email', {
      email: user.email,
      password: PASSWORD,
      rememberMe: false,
    });
    expect(signedIn.status).toBe(200);
    expect(browser.cookies.has('studio.dont_remember')).toBe(true);
    expect((await browser.get('/api/v1/me')).status).toBe(200);
    expect(t.app.deps.actors.get(tokenOf(browser))).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: {
        cookie: `${COOKIE}=${user.agent.cookies.get(COOKIE)}; ${COOKIE}=${browser.cookies.get(COOKIE)}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(t.app.deps.actors.get(tokenOf(user.agent))).toBeUndefined();
    expect(t.app.deps.actors.get(tokenOf(browser))).toBeUndefined();
  });
});

describe.each(databases)('a bounded actor cache on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, { SESSION_CACHE_MS: '60000', SESSION_CACHE_MAX: '2' });
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps at most SESSION_CACHE_MAX actors, and the others still sign in', async () => {
    const owners = [];
    for (const n of [1, 2, 3, 4]) owners.push(await ownerWithCompany(t, `cache-bound-${n}`));
    for (let round = 0; round < 2; round++)
      for (const owner of owners) {
        const listed = await owner.agent.get('/api/v1/duts');
        expect(listed.status).toBe(200);
        expect(t.app.deps.actors.size).toBeLessThanOrEqual(2);
      }
  });
});

const postgres = databases.find((d) => d.name === 'postgres');

describe.runIf(postgres)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances(postgres!, { SESSION_CACHE_MS: '60000' }));
  }, 120_000);
  afterAll(() => close());

  /** The status B answers, once it differs from `from` (B hears of A's change through NOTIFY). */
  async function settles(request: () => Promise<{ status: number }>, from: number): Promise<number> {
    const until = Date.now() + 2_000;
    let status = from;
    while (status === from && Date.now() < until) {
      status = (await request()).status;
      if (status === from) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return status;
  }

  it('refuses on B a session signed out on A, and a member removed on A', async () => {
    const owner = await ownerWithCompany(a, 'two-signout');
    const onB = sameBrowser(owner.agent, b);
    expect((await onB.get('/api/v1/duts')).status).toBe(200);
    expect((await onB.get('/api/v1/duts')).status).toBe(200); // cached on B
    expect((await owner.agent.post('/api/auth/sign-out')).status).toBe(200);
    expect(await settles(() => onB.get('/api/v1/duts'), 200)).toBe(401);

    const boss = await ownerWithCompany(a, 'two-remove');
    const engineer = await addMember(a, boss.agent, 'two-removed', 'engineer');
    const engineerOnB = sameBrowser(engineer.agent, b);
    expect((await engineerOnB.get('/api/v1/duts')).status).toBe(200);
    expect((await boss.agent.delete(`/api/v1/companies/current/members/${engineer.userId}`)).status).toBe(
      204,
    );
    expect(await settles(() => engineerOnB.get('/api/v1/duts'), 200)).toBe(403);
  });

  it('applies on B a role change made on A', async () => {
    const owner = await ownerWithCompany(a, 'two-role');
    const member = await addMember(a, owner.agent, 'two-role-member', 'engineer');
    const onB = sameBrowser(member.agent, b);
    const create = () => onB.post('/api/v1/duts', { name: 'from B' });
    expect((await create()).status).toBe(201);
    const demoted = await owner.agent.patch(`/api/v1/companies/current/members/${member.userId}`, {
      role: 'viewer',
    });
    expect(demoted.status).toBe(200);
    expect(await settles(create, 201)).toBe(403);
  });
});
