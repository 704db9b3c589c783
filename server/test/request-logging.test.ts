import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logging/logger-options';
import { Agent, PASSWORD, startApp, type TestApp, uniqueEmail } from './helpers/harness';

/** A log destination that keeps what was written. */
function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream, lines: () => text.split('\n').filter(Boolean) };
}

/** The requests of one short session: a page load, a health check, API calls, a sign-up. */
async function session(app: TestApp) {
  const agent = new Agent(app.app);
  await agent.get('/');
  await agent.get('/assets/index-abc123.js');
  await agent.get('/assets/missing-000.js');
  await agent.get('/api/health');
  await agent.get('/api/v1/me');
  const email = uniqueEmail('logs');
  await agent.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Ada Logs' });
  // The outbox writes the mail and logs it once the answer is sent.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return email;
}

// Logging does not depend on the database flavour: PGlite only.
describe('request logging (decision 0058)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'studio-log-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Studio</title>');
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('pretty: one short line per API request, nothing for the web app or the health check, the mail link on its own line', async () => {
    const out = capture();
    const app = await startApp(
      { name: 'pglite', url: null },
      { WEB_DIST_DIR: dist },
      { logger: loggerOptions({ logLevel: 'info', logFormat: 'pretty' }, out.stream) },
    );
    let email: string;
    try {
      email = await session(app);
    } finally {
      await app.close();
    }
    const lines = out.lines().map((line) => line.replace(/^\[\d\d:\d\d:\d\d\] /, ''));
    const requests = lines.filter((line) => /^INFO: (GET|POST) /.test(line));
    expect(requests.map((line) => line.replace(/ [\d.]+ ms$/, ''))).toEqual([
      'INFO: GET /assets/missing-000.js 404',
      'INFO: GET /api/v1/me 401',
      'INFO: POST /api/auth/sign-up/email 200',
    ]);
    const mail = lines.findIndex((line) => line.includes('kept in the outbox'));
    expect(lines[mail]).toContain(`to=${email}`);
    expect(lines[mail + 1]).toMatch(
      /^ {4}http:\/\/localhost:3000\/confirm\?type=verify-email&token=[\w.-]+$/,
    );
    expect(lines.join('\n')).not.toMatch(/^\{/m);
  });

  it('json: one record per request with Fastify’s fields, the web app’s files and the health check at debug', async () => {
    const out = capture();
    const app = await startApp(
      { name: 'pglite', url: null },
      { WEB_DIST_DIR: dist },
      { logger: loggerOptions({ logLevel: 'debug', logFormat: 'json' }, out.stream) },
    );
    try {
      await session(app);
    } finally {
      await app.close();
    }
    const records = out.lines().map((line) => JSON.parse(line));
    const requests = records.filter((r) => r.res && r.req);
    const byUrl = new Map(requests.map((r) => [r.req.url, r]));
    expect(requests).toHaveLength(6);
    expect(byUrl.get('/')?.level).toBe(20);
    expect(byUrl.get('/assets/index-abc123.js')?.level).toBe(20);
    expect(byUrl.get('/api/health')?.level).toBe(20);
    expect(byUrl.get('/assets/missing-000.js')?.level).toBe(30);
    expect(byUrl.get('/api/v1/me')).toMatchObject({
      level: 30,
      res: { statusCode: 401 },
      msg: expect.stringMatching(/^GET \/api\/v1\/me 401 /),
    });
    const signUp = byUrl.get('/api/auth/sign-up/email');
    expect(signUp).toMatchObject({ level: 30, req: { method: 'POST' }, res: { statusCode: 200 } });
    expect(typeof signUp?.responseTime).toBe('number');
    expect(typeof signUp?.reqId).toBe('string');
    expect(records.some((r) => r.msg === 'incoming request')).toBe(false);
  });
});
