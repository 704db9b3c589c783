import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDut, jobEnv, multipartBody, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, PUBLIC_URL, signUp, startApp, type TestApp } from './helpers/harness';

// Issue 13 item 4: a cross-site page must not drive /api/v1 with the victim's cookie — not by a
// multipart upload, not by a body-less POST (accepting an invitation), not through the live
// socket's handshake. Item 10: the refusal names the origin and the setting that lets it in; in
// development the addresses the server listens on are trusted.

const EVIL = 'https://evil.example';

describe.each(databases)('cross-site requests on $name', (database) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startApp(
      database,
      jobEnv({ JOB_WORKERS: '0', TRUSTED_ORIGINS: 'https://studio.partner.example' }),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses a multipart upload from another origin, names the origin and the setting, and stores nothing', async () => {
    const owner = await ownerWithCompany(t, 'csrf-upload');
    const dut = await createDut(owner.agent);
    const { body, contentType } = multipartBody([{ name: 'evil.gbr', bytes: 'G04 planted*\nM02*\n' }]);
    const refused = await rawRequest(owner.agent, 'POST', `/api/v1/duts/${dut.id}/files`, {
      headers: { origin: EVIL, 'content-type': contentType },
      body,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(EVIL);
    expect(refused.body.message).toContain('PUBLIC_URL');
    expect(refused.body.message).toContain('TRUSTED_ORIGINS');
    const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(files.status).toBe(200);
    expect(files.body.total).toBe(0);
  });

  it('refuses a body-less POST from another origin: the invitation stays unaccepted', async () => {
    const owner = await ownerWithCompany(t, 'csrf-inviter');
    const victim = await signUp(t, 'csrf-victim');
    const invitation = await owner.agent.post('/api/v1/companies/current/invitations', {
      email: victim.email,
      role: 'engineer',
    });
    expect(invitation.status).toBe(201);
    const url = `/api/v1/invitations/${invitation.body.id}/accept`;
    const forged = await rawRequest(victim.agent, 'POST', url, { headers: { origin: EVIL } });
    expect(forged.status).toBe(403);
    // A cross-site form that manages to drop Origin still says where it comes from.
    const noOrigin = await rawRequest(victim.agent, 'POST', url, {
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.message).toContain('cross-site');
    expect((await victim.agent.get('/api/v1/me')).body.companies).toEqual([]);
    // The same request from Studio itself goes through.
    expect((await rawRequest(victim.agent, 'POST', url)).status).toBe(200);
    expect((await victim.agent.get('/api/v1/me')).body.companies).toHaveLength(1);
  });

  it('lets through a configured TRUSTED_ORIGINS origin; a session-cookie request needs Origin or Sec-Fetch-Site', async () => {
    const owner = await ownerWithCompany(t, 'csrf-trusted');
    const partner = await rawRequest(owner.agent, 'POST', '/api/v1/duts', {
      headers: { origin: 'https://studio.partner.example', 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ name: 'From the partner domain' })),
    });
    expect(partner.status).toBe(201);
    // Issue 31: a request signed in with the session cookie is a browser-session request; with
    // neither Origin nor Sec-Fetch-Site it is refused (a script sends Origin as a browser does).
    const script = await rawRequest(owner.agent, 'POST', '/api/v1/duts', {
      headers: { origin: '', 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ name: 'From a script' })),
    });
    expect(script.status).toBe(403);
    expect(script.body.message).toContain('must carry an Origin header');
    const sameOrigin = await rawRequest(owner.agent, 'POST', '/api/v1/duts', {
      headers: { origin: '', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ name: 'From Studio, no Origin' })),
    });
    expect(sameOrigin.status).toBe(201);
    const scriptWithOrigin = await rawRequest(owner.agent, 'POST', '/api/v1/duts', {
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ name: 'From a script' })),
    });
    expect(scriptWithOrigin.status).toBe(201);
    // Reading is never refused for its origin (a cross-site page cannot read the answer anyway).
    expect((await rawRequest(owner.agent, 'GET', '/api/v1/duts', { headers: { origin: EVIL } })).status).toBe(
      200,
    );
  });

  it('closes a live socket opened from another origin before any company event', async () => {
    const owner = await ownerWithCompany(t, 'csrf-live');
    const cookie = `studio.session_token=${owner.agent.cookies.get('studio.session_token')}`;
    const open = (origin: string) =>
      new Promise<{ code: number; messages: string[] }>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`, { headers: { origin, cookie } });
        const messages: string[] = [];
        socket.on('message', (data) => {
          messages.push(String(data));
          socket.close(1000);
        });
        socket.on('close', (code) => resolve({ code, messages }));
        socket.on('error', reject);
      });
    const evil = await open(EVIL);
    expect(evil.code).toBe(4403);
    expect(evil.messages).toEqual([]);
    const own = await open(PUBLIC_URL);
    expect(own.messages.map((m) => JSON.parse(m).type)).toEqual(['hello']);
  });
});

describe('trusted origins in development', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startApp(databases[0]!, jobEnv({ JOB_WORKERS: '0', NODE_ENV: 'development' }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 120_000);
  afterAll(() => t?.close());

  const signUpFrom = (origin: string, label: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: `${label}-${port}@example.test`,
        password: 'correct horse battery',
        name: label,
      }),
    });

  it('accepts a sign-up from the address the server listens on (and prints)', async () => {
    const res = await signUpFrom(`http://127.0.0.1:${port}`, 'newcomer');
    expect(res.statusCode).toBe(200);
  });

  it('refuses another port, naming the origin, the addresses to open and TRUSTED_ORIGINS', async () => {
    const other = `http://127.0.0.1:${port === 65535 ? 65534 : port + 1}`;
    const res = await signUpFrom(other, 'wrong-port');
    expect(res.statusCode).toBe(403);
    const message = JSON.parse(res.body).message as string;
    expect(message).toContain(`Requests from ${other} are not accepted`);
    expect(message).toContain(`http://127.0.0.1:${port}`);
    expect(message).toContain('TRUSTED_ORIGINS');
  });
});
