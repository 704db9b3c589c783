import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, multipartBody, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { Agent, ownerWithCompany, type Response, signUp, startApp, type TestApp } from './helpers/harness';

// Issue 13 items 2, 6 and 7: every request counts against the rate limit, refusals included; every
// answer carries the security headers; a multipart body cut short is the client's error (400).

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options'];

describe.each(databases)('refusals on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, { RATE_LIMIT_MAX: '30' });
  });
  afterAll(() => t?.close());

  const repeat = async (n: number, send: () => Promise<Response>) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await send()).status);
    return statuses;
  };

  it('counts refused requests: id guesses (404), no session (401) and unknown routes end in 429', async () => {
    const owner = await ownerWithCompany(t, 'guesser');
    // The same session from an address of its own (the other tests' clients keep their budget).
    const guesser = new Agent(t.app, '203.0.113.39');
    for (const [name, value] of owner.agent.cookies) guesser.cookies.set(name, value);
    const guesses = await repeat(32, () => guesser.get(`/api/v1/duts/${randomUUID()}`));
    expect(guesses[0]).toBe(404);
    expect(guesses.at(-1)).toBe(429);

    const anonymous = new Agent(t.app, '203.0.113.40');
    const refused = await repeat(32, () => anonymous.get('/api/v1/duts'));
    expect(refused[0]).toBe(401);
    expect(refused.at(-1)).toBe(429);

    const lost = new Agent(t.app, '203.0.113.41');
    let i = 0;
    const unknown = await repeat(32, () => lost.get(`/api/v1/no-such-route-${i++}`));
    expect(unknown[0]).toBe(404);
    expect(unknown.at(-1)).toBe(429);
  });

  it('puts the security headers on every refusal: 401, 403, 404 and 429', async () => {
    const client = new Agent(t.app, '203.0.113.42');
    const unauthorized = await client.get('/api/v1/duts');
    expect(unauthorized.status).toBe(401);
    const owner = await ownerWithCompany(t, 'headers');
    const notFound = await owner.agent.get(`/api/v1/duts/${randomUUID()}`);
    expect(notFound.status).toBe(404);
    const companyless = await signUp(t, 'no-company');
    const forbidden = await companyless.agent.get('/api/v1/duts');
    expect(forbidden.status).toBe(403);
    let limited = unauthorized;
    for (let n = 0; n < 40 && limited.status !== 429; n++) limited = await client.get('/api/v1/duts');
    expect(limited.status).toBe(429);
    for (const answer of [unauthorized, forbidden, notFound, limited])
      for (const header of SECURITY_HEADERS) expect(answer.headers[header], header).toBeDefined();
  });

  it('answers an upload whose multipart body is cut short with 400, naming the problem', async () => {
    const owner = await ownerWithCompany(t, 'truncated');
    const dut = await createDut(owner.agent);
    const { body, contentType } = multipartBody([
      { name: 'board.kicad_pcb', bytes: '(kicad_pcb (version 2021'.repeat(50) },
    ]);
    const cut = body.subarray(0, Math.floor(body.length / 2));
    const res = await rawRequest(owner.agent, 'POST', `/api/v1/duts/${dut.id}/files`, {
      headers: { 'content-type': contentType },
      body: cut,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message: expect.stringContaining('cut short') });
  });
});
