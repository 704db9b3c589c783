import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFileName } from '../src/services/duts/upload-files';
import { databases } from './helpers/databases';
import { loadConfig } from '../src/env';
import { Agent, signUp, startApp, type TestApp } from './helpers/harness';

// Issue 13 items 9 and 10 (the smaller ones): bidirectional controls out of file names, the CSP's
// connect-src limited to the app's own socket origin, and the outbox hint naming the real folder.

describe('file names', () => {
  it('drops bidirectional control characters (U+202E shows exe.pdf as fdp.exe)', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('\u2066board\u2069.kicad_pcb')).toBe('board.kicad_pcb');
  });
});

describe.each(databases)('served headers and public config on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database);
  });
  afterAll(() => t?.close());

  it("limits connect-src to the app's own origins, with no bare ws: or wss:", async () => {
    const res = await new Agent(t.app).get('/api/v1/config');
    const csp = String(res.headers['content-security-policy']);
    const connect = csp
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))!
      .trim()
      .split(/\s+/);
    expect(connect).toContain("'self'");
    expect(connect).toContain('ws://localhost:3000');
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
  });

  it('names the real outbox folder (DATA_DIR) in the public config', async () => {
    const res = await new Agent(t.app).get('/api/v1/config');
    expect(res.body).toMatchObject({ mailMode: 'outbox', outboxDir: `${t.config.dataDir}/outbox` });
  });
});

describe('the API reference (/api/docs) by API_DOCS', () => {
  it('is staff-only by default in production, public elsewhere', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }).apiDocs).toBe('staff');
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('staff: a stranger gets 401, a customer 403, staff the reference (page and JSON)', async () => {
    const t = await startApp({ name: 'pglite', url: null }, { API_DOCS: 'staff' });
    try {
      const staff = await signUp(t, 'docs-staff'); // the first user of an instance is staff
      const customer = await signUp(t, 'docs-customer');
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
        expect((await new Agent(t.app).get(url)).status).toBe(401);
        expect((await customer.agent.get(url)).status).toBe(403);
      }
      expect((await staff.agent.get('/api/docs/json')).body.paths).toHaveProperty(['/api/v1/addresses']);
      const page = await staff.agent.get('/api/docs');
      expect(page.status).toBe(200);
      expect((await staff.agent.get('/api/docs/static/swagger-ui.css')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('off: not served at all', async () => {
    const t = await startApp({ name: 'pglite', url: null }, { API_DOCS: 'off' });
    try {
      const staff = await signUp(t, 'docs-off');
      expect((await staff.agent.get('/api/docs/json')).status).toBe(404);
      expect((await staff.agent.get('/api/docs')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
