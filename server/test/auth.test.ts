import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import {
  Agent,
  lastMail,
  linkParam,
  PASSWORD,
  signUp,
  startApp,
  type TestApp,
  uniqueEmail,
} from './helpers/harness';
import { totpCode } from './helpers/totp';

describe.each(databases)('auth on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database);
  });
  afterAll(() => t?.close());

  it('signs up, refuses sign-in until the address is confirmed, confirms through the outbox link', async () => {
    const email = uniqueEmail('signup');
    const agent = new Agent(t.app);
    const up = await agent.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Sig Nup' });
    expect(up.status).toBe(200);
    expect(agent.cookies.has('studio.session_token')).toBe(false);

    const early = await agent.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = lastMail(t.config, email, 'verify-email');
    expect(mail.links.action).toMatch(/^http:\/\/localhost:3000\/confirm\?type=verify-email&token=/);
    const verified = await agent.get(`/api/auth/verify-email?token=${linkParam(mail, 'token')}`);
    expect(verified.status).toBe(200);
    const cookie = verified.headers['set-cookie'];
    expect(String(cookie)).toMatch(/studio\.session_token=.*HttpOnly; SameSite=Lax/);
    expect(String(cookie)).toContain('Max-Age=34560000'); // 400 days

    const me = await agent.get('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email,
      name: 'Sig Nup',
      emailVerified: true,
      twoFactorEnabled: false,
    });

    const fresh = new Agent(t.app);
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: 'wrong password!' })).status).toBe(
      401,
    );
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    expect((await fresh.get('/api/v1/me')).status).toBe(200);

    await fresh.post('/api/auth/sign-out');
    expect((await fresh.get('/api/v1/me')).status).toBe(401);
  });

  it('resets a forgotten password through the outbox link, and the old password stops working', async () => {
    const { email } = await signUp(t, 'reset');
    const anon = new Agent(t.app);
    const asked = await anon.post('/api/auth/request-password-reset', { email, redirectTo: '/confirm' });
    expect(asked.status).toBe(200);
    const mail = lastMail(t.config, email, 'reset-password');
    expect(mail.links.action).toContain('/confirm?type=reset-password&token=');
    const reset = await anon.post('/api/auth/reset-password', {
      token: linkParam(mail, 'token'),
      newPassword: 'a brand new secret',
    });
    expect(reset.status).toBe(200);
    expect((await anon.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
    expect(
      (await anon.post('/api/auth/sign-in/email', { email, password: 'a brand new secret' })).status,
    ).toBe(200);
  });

  it('changes the password with the current one', async () => {
    const { agent, email } = await signUp(t, 'change');
    const wrong = await agent.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'another good one',
    });
    expect(wrong.status).toBe(400);
    const ok = await agent.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another good one',
    });
    expect(ok.status).toBe(200);
    const fresh = new Agent(t.app);
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email, password: 'another good one' })).status,
    ).toBe(200);
  });

  it('enables two-factor TOTP, challenges the next sign-in, accepts a code, and disables it', async () => {
    const { agent, email } = await signUp(t, 'totp');
    const enabled = await agent.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Studio:/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    const uri: string = enabled.body.totpURI;

    // Enrolment completes with a first valid code.
    const confirm = await agent.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(confirm.status).toBe(200);
    expect((await agent.get('/api/v1/me')).body.user.twoFactorEnabled).toBe(true);

    const browser = new Agent(t.app);
    const first = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.twoFactorRedirect).toBe(true);
    expect((await browser.get('/api/v1/me')).status).toBe(401);
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    const second = await browser.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(second.status).toBe(200);
    expect((await browser.get('/api/v1/me')).status).toBe(200);

    const backup = new Agent(t.app);
    await backup.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const withBackup = await backup.post('/api/auth/two-factor/verify-backup-code', {
      code: enabled.body.backupCodes[0],
    });
    expect(withBackup.status).toBe(200);

    expect((await browser.post('/api/auth/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    const plain = new Agent(t.app);
    const again = await plain.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect((await plain.get('/api/v1/me')).status).toBe(200);
  });

  it('lists the sessions of the user and revokes one of them', async () => {
    const { agent, email } = await signUp(t, 'sessions');
    const laptop = new Agent(t.app);
    await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const listed = await agent.get('/api/auth/list-sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    const laptopToken = laptop.cookies.get('studio.session_token')!.split('.')[0];
    const other = listed.body.find((s: { token: string }) => s.token === laptopToken);
    expect(other).toBeDefined();
    expect((await agent.post('/api/auth/revoke-session', { token: other.token })).status).toBe(200);
    expect((await laptop.get('/api/v1/me')).status).toBe(401);
    expect((await agent.get('/api/v1/me')).status).toBe(200);
    expect((await agent.get('/api/auth/list-sessions')).body).toHaveLength(1);
  });

  it('refuses cookie-bearing auth calls from an untrusted Origin, and hides the organization endpoints', async () => {
    const { agent } = await signUp(t, 'origin');
    const cookie = `studio.session_token=${agent.cookies.get('studio.session_token')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: { origin: 'https://evil.example', cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await agent.post('/api/auth/organization/create', { name: 'Sneaky', slug: 'sneaky' })).status,
    ).toBe(404);
  });
});
