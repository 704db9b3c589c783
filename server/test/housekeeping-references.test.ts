import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dut, testConfigVersion } from '../src/db/schema/index';
import { type HousekeepingDeps, blobReferences, runHousekeeping } from '../src/services/housekeeping/index';
import { jobEnv, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, importedDut, PIC, proposalFor, TOMU } from './test-configs-support';

// The boards that test-config versions and DFT reports were made for outlive the DUT's own board:
// the sweep must keep them, and must find every column that names a blob.

const future = () => new Date(Date.now() + 48 * 60 * 60_000);

/**
 * The board with its first part's value made unique: on PostgreSQL every suite shares one database
 * (and the same test boards), so a board another suite also imported would rightly be kept.
 */
function uniqueBoard(bytes: Uint8Array): Uint8Array {
  const text = Buffer.from(bytes).toString('utf8');
  const tag = `hk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const changed = text.replace(/\(fp_text value "?/, (m) => `${m}${tag}-`);
  if (changed === text) throw new Error('no value to change in the test board');
  return new Uint8Array(Buffer.from(changed, 'utf8'));
}

it('knows every column that names a stored blob', () => {
  expect(blobReferences.map((r) => r.name).sort()).toEqual(
    expect.arrayContaining([
      'dft_report.analysis_sha256',
      'dft_report.board_sha256',
      'dut.board_sha256',
      'dut_file.sha256',
      'fixture_package.zip_sha256',
      'knowledge_document.sha256',
      'step_model.solids_sha256',
      'test_config_version.board_sha256',
    ]),
  );
});

describe.each(databases)('boards kept for versions and reports, $name', (database) => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'studio-hk-web-'));
  beforeAll(async () => {
    t = await startApp(database, jobEnv({ WEB_DIST_DIR: dist }));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const deps = (): HousekeepingDeps => ({
    database: t.app.deps.database,
    storage: t.app.deps.storage,
    config: t.config,
  });

  it('keeps a board that only a DFT report refers to, and removes it once nothing does', {
    timeout: 180_000,
  }, async () => {
    const { db, storage } = t.app.deps;
    const owner = await ownerWithCompany(t, 'hk-report');
    const dutId = (await importedDut(owner.agent, 'Tomu FPGA', uniqueBoard(TOMU))).id;
    const [first] = await db.select({ sha: dut.boardSha256 }).from(dut).where(eq(dut.id, dutId));
    const tomuBoard = first!.sha!;
    const { board } = await fetchBoard(owner.agent, `/api/v1/duts/${dutId}/board`);
    const config = await owner.agent.post(`/api/v1/duts/${dutId}/test-configs`, {
      name: 'Proposal',
      config: proposalFor(board),
    });
    expect(config.status).toBe(201);
    const report = await owner.agent.post(
      `/api/v1/test-configs/${config.body.id}/versions/1/dft-reports`,
      {},
    );
    expect(report.status).toBe(201);
    // Re-import another board: the DUT moves on, the version and the report keep the Tomu board.
    expect(
      (await upload(owner.agent, dutId, [{ name: 'board.kicad_pcb', bytes: uniqueBoard(PIC) }])).status,
    ).toBe(201);
    expect((await waitForImport(owner.agent, dutId)).status).toBe('ready');
    const [second] = await db.select({ sha: dut.boardSha256 }).from(dut).where(eq(dut.id, dutId));
    expect(second!.sha).not.toBe(tomuBoard);
    // Deleting the test config takes its versions; the report stays (and keeps its board).
    expect((await owner.agent.delete(`/api/v1/test-configs/${config.body.id}`)).status).toBe(204);
    expect(
      await db.select().from(testConfigVersion).where(eq(testConfigVersion.boardSha256, tomuBoard)),
    ).toEqual([]);

    const swept = await runHousekeeping(deps(), { now: future() });
    expect(swept!.blobs.removed.map((b) => b.sha256)).not.toContain(tomuBoard);
    expect(await storage.exists(tomuBoard)).toBe(true);
    expect((await owner.agent.get(`/api/v1/dft-reports/${report.body.id}/board`)).status).toBe(200);

    // Deleting the DUT takes its reports; whatever its own release left, the sweep finishes.
    expect((await owner.agent.delete(`/api/v1/duts/${dutId}`)).status).toBe(204);
    await runHousekeeping(deps(), { now: future() });
    expect(await storage.exists(tomuBoard)).toBe(false);
    expect(await storage.exists(second!.sha!)).toBe(false);
  });
});
