import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index';
import { databases } from './helpers/databases';
import { freshDatabase } from './helpers/fresh-database';
import { Agent, PASSWORD, signUp, startApp, type TestApp, uniqueEmail } from './helpers/harness';

describe.each(databases)('staff on $name', (shared) => {
  let t: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase(shared);
    drop = fresh.drop;
    t = await startApp(fresh.database);
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('makes exactly one of several concurrent first sign-ups staff, and reports the first run', async () => {
    expect((await new Agent(t.app).get('/api/v1/config')).body).toMatchObject({
      firstRun: true,
      mailMode: 'outbox',
    });
    const emails = Array.from({ length: 5 }, (_, i) => uniqueEmail(`race${i}`));
    const results = await Promise.all(
      emails.map((email) =>
        new Agent(t.app).post('/api/auth/sign-up/email', { email, password: PASSWORD, name: email }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.app.deps.database.db.query.user.findMany({
      columns: { email: true, isStaff: true },
    });
    expect(rows.filter((r) => r.isStaff)).toHaveLength(1);
    expect((await new Agent(t.app).get('/api/v1/config')).body.firstRun).toBe(false);
  });

  it('lets staff grant and revoke staff, refuses everyone else, and keeps the last staff', async () => {
    const staffRow = (await t.app.deps.database.db.query.user.findMany()).find((u) => u.isStaff)!;
    // Confirm (here, not through the outbox: the race left five mails) and sign in the staff user.
    const staff = new Agent(t.app);
    await t.app.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, staffRow.id));
    expect(
      (await staff.post('/api/auth/sign-in/email', { email: staffRow.email, password: PASSWORD })).status,
    ).toBe(200);
    expect((await staff.get('/api/v1/me')).body.user.isStaff).toBe(true);

    const other = await signUp(t, 'customer');
    expect((await other.agent.get('/api/v1/me')).body.user.isStaff).toBe(false);
    expect((await other.agent.post('/api/v1/admin/staff', { email: other.email, staff: true })).status).toBe(
      403,
    );

    const granted = await staff.post('/api/v1/admin/staff', {
      email: other.email.toUpperCase(),
      staff: true,
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ userId: other.userId, email: other.email, isStaff: true });
    expect((await other.agent.get('/api/v1/me')).body.user.isStaff).toBe(true);

    expect(
      (await other.agent.post('/api/v1/admin/staff', { email: staffRow.email, staff: false })).status,
    ).toBe(200);
    expect((await staff.post('/api/v1/admin/staff', { email: other.email, staff: false })).status).toBe(403);
    const last = await other.agent.post('/api/v1/admin/staff', { email: other.email, staff: false });
    expect(last.status).toBe(409);
    expect(
      (await other.agent.post('/api/v1/admin/staff', { email: 'nobody@example.test', staff: true })).status,
    ).toBe(404);
  });
});
