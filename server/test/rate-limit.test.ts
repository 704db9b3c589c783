import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { Agent, startApp, type TestApp, uniqueEmail } from './helpers/harness';

describe.each(databases)('rate limits on $name', (database) => {
  let t: TestApp;
  // A built web app of one page and one chunk.
  const dist = mkdtempSync(path.join(tmpdir(), 'studio-rate-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Studio</title>');
  writeFileSync(path.join(dist, 'assets', 'chunk.js'), 'export {};');
  beforeAll(async () => {
    t = await startApp(database, { RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_MAX: '40', WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 429 with the error envelope after too many sign-in attempts from one client', async () => {
    const attacker = new Agent(t.app, '203.0.113.7');
    const body = { email: uniqueEmail('victim'), password: 'guessing 1234' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attacker.post('/api/auth/sign-in/email', body)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attacker.post('/api/auth/sign-in/email', body);
    expect(limited.body).toMatchObject({ code: 'rate_limited', requestId: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another client is not affected.
    expect((await new Agent(t.app, '203.0.113.8').post('/api/auth/sign-in/email', body)).status).toBe(401);
  });

  it('limits sign-up separately, and the API as a whole', async () => {
    const client = new Agent(t.app, '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post('/api/auth/sign-up/email', { email: uniqueEmail('flood'), password: 'x' })).status,
      );
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);

    const reader = new Agent(t.app, '203.0.113.10');
    let last = 0;
    for (let i = 0; i < 41; i++) last = (await reader.get('/api/v1/config')).status;
    expect(last).toBe(429);
  });

  it("does not count the web app's static files against the API budget", async () => {
    const browser = new Agent(t.app, '203.0.113.11');
    const statuses = new Set<number>();
    for (let i = 0; i < 45; i++) statuses.add((await browser.get('/assets/chunk.js')).status);
    expect([...statuses]).toEqual([200]);
    expect((await browser.get('/api/v1/config')).status).toBe(200);
  });
});
