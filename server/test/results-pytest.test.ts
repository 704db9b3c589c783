import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMeasurement, testRun } from '../src/db/schema/index';
import { jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { registerStation, tiedStrategyVersionOf } from './results-support';

// The exported pytest project reports its runs to a real Studio (issue 32): run by Debian's python3
// and pytest against a server listening on 127.0.0.1; offline, the run waits in the outbox and is
// sent with the next one; a run whose send was cut off after Studio stored it (a kill before the
// outbox file was removed) is sent again and stored once.

const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(databases.slice(0, 1))('the pytest results plugin against Studio on $name', (database) => {
  let t: TestApp;
  let url: string;
  let project: string;
  let token: string;
  let versionId: string;
  const work = mkdtempSync(path.join(tmpdir(), 'studio-pytest-results-'));

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const owner = await ownerWithCompany(t, 'pytest-results');
    const version = await tiedStrategyVersionOf(owner.agent, 'Plugin board');
    versionId = version.versionId;
    token = (await registerStation(owner.agent, 'Pytest station', 'FX-PY')).token;
    const zip = await rawRequest(
      owner.agent,
      'GET',
      `/api/v1/test-strategies/${version.strategyId}/versions/1/export?format=zip`,
    );
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(zip.raw));
    for (const [name, bytes] of Object.entries(files)) {
      const target = path.join(work, 'export', name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
    project = path.join(work, 'export', readdirSync(path.join(work, 'export'))[0]!);
    expect(readdirSync(project)).toEqual(expect.arrayContaining(['studio_results.py', 'studio.json']));
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const pytest = (env: Record<string, string>, cwd = project) =>
    run(PYTHON, ['-m', 'pytest', '-q'], {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work, STUDIO_TOKEN: token, ...env },
      timeout: 120_000,
    }).catch((e: { code: number; stdout: string; stderr: string }) => e);

  const runsOf = (serial: string) => t.app.deps.db.select().from(testRun).where(eq(testRun.serial, serial));
  const outbox = () => readdirSync(path.join(project, 'studio-outbox')).filter((n) => n.endsWith('.json'));

  it('posts a run with its steps, measurements and probes (studio.json names the version)', async () => {
    const out = await pytest({ STUDIO_URL: url, STUDIO_SERIAL: 'PY-0001', STUDIO_OPERATOR: 'ana' });
    expect(out.stderr).toContain('studio: 1 run(s) sent, 0 kept');
    const [stored] = await runsOf('PY-0001');
    expect(stored).toMatchObject({
      passed: true,
      strategyVersionId: versionId,
      fixtureSerial: 'FX-PY',
      operator: 'ana',
    });
    const rows = await t.app.deps.db
      .select()
      .from(testMeasurement)
      .where(eq(testMeasurement.runId, stored!.id));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.passed)).toBe(true);
    expect(rows.some((r) => r.value !== null && r.unit === 'V' && r.probes.length > 0)).toBe(true);
    expect(outbox()).toEqual([]);
  }, 180_000);

  it('reports a failing board as failed, with the failed measurement', async () => {
    const limits = JSON.parse(readFileSync(path.join(project, 'limits.json'), 'utf8')) as {
      steps: { id: string; kind: string; limits: { id: string; quantity: string }[] }[];
    };
    const rail = limits.steps.find((s) => s.limits.some((l) => l.quantity === 'voltage'));
    const limit = rail!.limits.find((l) => l.quantity === 'voltage')!;
    const fault = `${rail!.id}/${limit.id}`;
    await pytest({ STUDIO_URL: url, STUDIO_SERIAL: 'PY-0002', STUDIO_SIM_FAULT: fault });
    const [stored] = await runsOf('PY-0002');
    expect(stored!.passed).toBe(false);
    const failed = await t.app.deps.db
      .select()
      .from(testMeasurement)
      .where(eq(testMeasurement.runId, stored!.id))
      .then((rows) => rows.filter((r) => !r.passed));
    expect(failed.map((r) => `${r.stepId}/${r.measurementId}`)).toEqual([fault]);
  }, 180_000);

  it('keeps runs while Studio is unreachable and sends each exactly once later', async () => {
    const offline = `http://127.0.0.1:${await closedPort()}`;
    const a = await pytest({ STUDIO_URL: offline, STUDIO_SERIAL: 'PY-OFF-1' });
    expect(a.stderr).toContain('Studio unreachable');
    await pytest({ STUDIO_URL: offline, STUDIO_SERIAL: 'PY-OFF-2' });
    expect(outbox()).toHaveLength(2);
    expect(await runsOf('PY-OFF-1')).toHaveLength(0);
    // A kill after Studio stored a run but before its outbox file was removed: keep a copy, send, put it back.
    const box = path.join(project, 'studio-outbox');
    const killed = path.join(work, 'killed-copy');
    cpSync(box, killed, { recursive: true });
    const back = await run(PYTHON, ['studio_results.py', '--flush'], {
      cwd: project,
      env: { PATH: process.env.PATH ?? '/usr/bin', STUDIO_URL: url, STUDIO_TOKEN: token },
    });
    expect(back.stdout).toContain('studio: 2 run(s) sent, 0 kept');
    expect(outbox()).toEqual([]);
    cpSync(killed, box, { recursive: true });
    expect(outbox()).toHaveLength(2);
    const next = await pytest({ STUDIO_URL: url, STUDIO_SERIAL: 'PY-OFF-3' });
    expect(next.stderr).toContain('studio: 3 run(s) sent, 0 kept');
    expect(outbox()).toEqual([]);
    for (const serial of ['PY-OFF-1', 'PY-OFF-2', 'PY-OFF-3']) expect(await runsOf(serial)).toHaveLength(1);
  }, 300_000);
});
