import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFileName } from '../src/services/duts/upload-files';
import { databases } from './helpers/databases';
import { loadConfig } from '../src/env';
import { createDut, upload } from './duts-support';
import { Agent, ownerWithCompany, signUp, startApp, type TestApp } from './helpers/harness';

// Issue 13 items 9 and 10 (the smaller ones): bidirectional controls out of file names, the CSP's
// connect-src limited to the app's own socket origin, the outbox hint naming the real folder, who
// may read /api/docs, and staged files of interrupted uploads removed at the next start.

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

describe('staged files of interrupted uploads', () => {
  it('are removed at the next start; those of running processes and other machines stay', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-leftovers-'));
    const staging = path.join(dataDir, 'files/.staging');
    mkdirSync(staging, { recursive: true });
    const host = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
    const gone = spawnSync(process.execPath, ['-e', '']).pid!; // a process that has ended
    const names = {
      crashed: `${gone}.${host}.1700000000000-a.part`,
      ownPid: `${process.pid}.${host}.1700000000000-b.part`,
      running: `${process.ppid}.${host}.1700000000000-c.part`,
      otherMachine: `${gone}.0badc0de.1700000000000-d.part`,
    };
    for (const name of Object.values(names)) writeFileSync(path.join(staging, name), 'half an upload');
    const t = await startApp({ name: 'pglite', url: null }, { DATA_DIR: dataDir });
    try {
      expect(readdirSync(staging).sort()).toEqual([names.running, names.otherMachine].sort());
      // Uploads still stage and commit after the cleanup.
      const owner = await ownerWithCompany(t, 'leftovers');
      const dut = await createDut(owner.agent);
      const res = await upload(owner.agent, dut.id, [{ name: 'notes.kicad_pcb', bytes: '(kicad_pcb)' }]);
      expect(res.status).toBe(201);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
