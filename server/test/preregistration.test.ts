import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from './duts-support';
import { databases } from './helpers/databases';
import { Agent, lastMail, linkParam, signUp, startApp, type TestApp, uniqueEmail } from './helpers/harness';

// Issue 13 item 3: a sign-up of someone else's address must not leave the attacker's password on
// the account its owner then confirms.

const ATTACKER_PASSWORD = 'attacker chose this';
const OWNER_PASSWORD = 'the owner chose this';

describe.each(databases)('account pre-registration on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database);
  });
  afterAll(() => t?.close());

  const confirmations = (email: string) => {
    try {
      return [lastMail(t.config, email, 'verify-email')];
    } catch {
      return [];
    }
  };
  const signIn = (email: string, password: string) =>
    new Agent(t.app).post('/api/auth/sign-in/email', { email, password });

  it("keeps the owner's password, not the pre-registered one, once the owner confirms", async () => {
    const email = uniqueEmail('victim');
    const attacker = new Agent(t.app, '203.0.113.66');
    expect(
      (
        await attacker.post('/api/auth/sign-up/email', {
          email,
          password: ATTACKER_PASSWORD,
          name: 'Mallory',
        })
      ).status,
    ).toBe(200);
    const first = lastMail(t.config, email, 'verify-email');

    const owner = new Agent(t.app);
    const again = await owner.post('/api/auth/sign-up/email', {
      email,
      password: OWNER_PASSWORD,
      name: 'Olivia',
    });
    expect(again.status).toBe(200);
    const second = await until(async () => {
      const [latest] = confirmations(email);
      return latest && latest.links.action !== first.links.action && latest;
    }, 'a new confirmation mail');

    // The mail of the first sign-up no longer confirms anything.
    const stale = await owner.get(
      `/api/auth/verify-email?token=${encodeURIComponent(linkParam(first, 'token'))}`,
    );
    expect(stale.status).toBe(400);
    expect(JSON.stringify(stale.body)).toContain('replaced by a newer one');
    expect((await signIn(email, ATTACKER_PASSWORD)).status).not.toBe(200);

    const confirmed = await owner.get(
      `/api/auth/verify-email?token=${encodeURIComponent(linkParam(second, 'token'))}`,
    );
    expect(confirmed.status).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('tells the owner of a confirmed address that someone tried to sign it up, and changes nothing', async () => {
    const { email } = await signUp(t, 'taken', { password: OWNER_PASSWORD });
    const attempt = await new Agent(t.app, '203.0.113.67').post('/api/auth/sign-up/email', {
      email,
      password: ATTACKER_PASSWORD,
      name: 'Mallory',
    });
    expect(attempt.status).toBe(200);
    const mail = await until(async () => {
      try {
        return lastMail(t.config, email, 'sign-up-attempt');
      } catch {
        return null;
      }
    }, 'the sign-up attempt mail');
    expect(mail.subject).toContain('tried to create a Studio account');
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });
});
