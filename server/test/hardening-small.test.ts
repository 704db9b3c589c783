import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFileName } from '../src/services/duts/upload-files';
import { databases } from './helpers/databases';
import { Agent, startApp, type TestApp } from './helpers/harness';

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
