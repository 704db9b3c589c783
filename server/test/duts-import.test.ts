import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveEvent } from '@studio/api';
import { decodeBoard, importPackage } from '@studio/core';
import { summarizeBoard } from '../src/services/duts/summarize-board';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { nextEvent, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { createDut, jobEnv, rawRequest, upload, waitForImport } from './duts-support';
import { gunzipSync } from 'node:zlib';

const TESTDATA = path.resolve(__dirname, '../../../shared/testdata');
const KICAD = readFileSync(path.join(TESTDATA, 'kicad/pic_programmer.kicad_pcb'));
const GERBER_DIR = path.join(TESTDATA, 'kicad-exports/pic_programmer/gerber');
// KiCad's own reading of the board: the Gerber set draws non-plated holes as holes, not pads.
const ORACLE = JSON.parse(
  readFileSync(path.join(TESTDATA, 'kicad-exports/pic_programmer/pic_programmer.oracle.json'), 'utf8'),
) as { footprints: { pads: { attr: string }[] }[] };
const NPTH = ORACLE.footprints.flatMap((f) => f.pads).filter((p) => p.attr === 'NPTH').length;

describe.each(databases)('DUT import on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'dut-import');
  });
  afterAll(() => t?.close());

  it('uploads a KiCad board, imports it in the background and summarises the board', async () => {
    const dut = await createDut(owner.agent);
    expect(dut.status).toBe('empty');
    // Progress and status reach the company's live connections.
    const events: LiveEvent[] = [];
    const stop = t.app.deps.bus.subscribe((e) => {
      if ('dutId' in e && e.dutId === dut.id) events.push(e);
    });
    const ready = nextEvent(t, (e) => e.type === 'dut.import' && e.dutId === dut.id && e.status === 'ready');
    const res = await upload(owner.agent, dut.id, [{ name: 'pic_programmer.kicad_pcb', bytes: KICAD }]);
    expect(res.status).toBe(201);
    expect(res.body.files).toHaveLength(1);
    expect(res.body.files[0]).toMatchObject({
      name: 'pic_programmer.kicad_pcb',
      format: 'kicad',
      sizeBytes: KICAD.length,
    });
    expect(res.body.job.status).toBe('queued');

    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('ready');
    expect(await ready).toMatchObject({ companyId: owner.companyId, progress: 1, fileId: null });
    stop();
    const statuses = events
      .filter((e) => e.type === 'dut.import')
      .map((e) => (e as { status: string }).status);
    expect(statuses[0]).toBe('queued');
    expect(statuses).toContain('importing');
    expect(statuses.at(-1)).toBe('ready');
    expect(events.some((e) => e.type === 'dut.updated')).toBe(true);
    expect(done.board).toMatchObject({ components: 63, pads: 247 });
    expect(done.board).toEqual(summarizeBoard(importPackage([{ name: 'x.kicad_pcb', bytes: KICAD }]).board));
    expect(done.board.widthMm).toBeGreaterThan(0);
    expect(done.board.testPoints.total).toBeGreaterThan(0);

    const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(files.body.items[0]).toMatchObject({ status: 'ready', progress: null });
    const jobs = await owner.agent.get(`/api/v1/duts/${dut.id}/jobs`);
    expect(jobs.body[0]).toMatchObject({ status: 'succeeded', progress: 1, attempts: 1 });

    // The board: compact encoding, gzip on the wire, decodable by core.
    const board = await rawRequest(owner.agent, 'GET', `/api/v1/duts/${dut.id}/board`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(board.status).toBe(200);
    expect(board.headers['content-encoding']).toBe('gzip');
    const decoded = decodeBoard(JSON.parse(gunzipSync(board.raw).toString('utf8')));
    expect(decoded.components).toHaveLength(63);
    expect(decoded.pads).toHaveLength(247);
    // Without gzip in Accept-Encoding: plain JSON; with the ETag: 304.
    const plain = await rawRequest(owner.agent, 'GET', `/api/v1/duts/${dut.id}/board`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.pads.n).toBe(247);
    const again = await rawRequest(owner.agent, 'GET', `/api/v1/duts/${dut.id}/board`, {
      headers: { 'if-none-match': String(board.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('imports a zip of the Gerber / Excellon / position exports', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (const name of readdirSync(GERBER_DIR)) entries[name] = readFileSync(path.join(GERBER_DIR, name));
    const zip = zipSync(entries);
    const dut = await createDut(owner.agent, { name: 'PIC programmer (Gerber)' });
    const res = await upload(owner.agent, dut.id, [{ name: 'pic_programmer-gerbers.zip', bytes: zip }]);
    expect(res.status).toBe(201);
    expect(res.body.files[0].format).toBe('zip');
    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('ready');
    expect(done.board.pads).toBe(247 - NPTH);
    expect(done.board.holes).toBeGreaterThanOrEqual(NPTH);
    // The same summary as the engine's own import of the same files.
    const files = Object.entries(entries).map(([name, bytes]) => ({
      name: `pic_programmer-gerbers.zip/${name}`,
      bytes,
    }));
    expect(done.board).toEqual(summarizeBoard(importPackage(files).board));
    const listed = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(listed.body.items[0].status).toBe('ready');
  });

  it('imports an ODB++ folder dropped as loose files and marks every member of the tree used', async () => {
    const zipped = unzipSync(readFileSync(path.join(TESTDATA, 'odbpp/Switch_Board_ODB.zip')));
    const members = Object.entries(zipped)
      .filter(([name, bytes]) => !name.endsWith('/') && bytes.length > 0)
      .map(([name, bytes]) => ({ name, bytes }));
    const dut = await createDut(owner.agent, { name: 'Switch board (ODB++)' });
    const res = await upload(owner.agent, dut.id, members);
    expect(res.status).toBe(201);
    expect(res.body.files.map((f: { name: string }) => f.name).sort()).toEqual(
      members.map((m) => m.name).sort(),
    );
    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('ready');
    expect(done.board).toEqual(summarizeBoard(importPackage(members).board));
    const listed = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    const statuses = new Set(listed.body.items.map((f: { status: string }) => f.status));
    expect(statuses).toEqual(new Set(['ready']));
  });

  it('imports an IPC-2581 file', async () => {
    const bytes = readFileSync(path.join(TESTDATA, 'ipc2581/testcase9-revc-full.xml'));
    const dut = await createDut(owner.agent, { name: 'LED display card (IPC-2581)' });
    const res = await upload(owner.agent, dut.id, [{ name: 'testcase9.xml', bytes }]);
    expect(res.body.files[0].format).toBe('ipc2581');
    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('ready');
    expect(done.board.components).toBe(60);
  });

  it('marks a broken file failed with diagnostics naming it, keeps the DUT and its files, and re-imports', async () => {
    const dut = await createDut(owner.agent, { name: 'Broken' });
    const broken = '(kicad_pcb (version 20211014) (generator pcbnew)\n  (footprint "R" (layer "F.Cu"\n';
    const res = await upload(owner.agent, dut.id, [{ name: 'broken.kicad_pcb', bytes: broken }]);
    expect(res.status).toBe(201);
    const failed = await waitForImport(owner.agent, dut.id);
    expect(failed.status).toBe('failed');
    const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(files.body.total).toBe(1);
    const [file] = files.body.items;
    expect(file.status).toBe('failed');
    expect(file.diagnostics.length).toBeGreaterThan(0);
    expect(file.diagnostics[0].severity).toBe('error');
    expect(file.diagnostics[0].location.file).toBe('broken.kicad_pcb');
    expect(file.diagnostics[0].message).toContain('broken.kicad_pcb');
    const jobs = await owner.agent.get(`/api/v1/duts/${dut.id}/jobs`);
    expect(jobs.body[0].status).toBe('failed');
    expect(jobs.body[0].attempts).toBe(1); // a refused package is not retried

    // The user fixes it: uploads the good board; the broken file stays listed, still failed.
    await upload(owner.agent, dut.id, [{ name: 'pic_programmer.kicad_pcb', bytes: KICAD }]);
    const fixed = await waitForImport(owner.agent, dut.id);
    expect(fixed.status).toBe('ready');
    expect(fixed.board.pads).toBe(247);
    const after = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    const byName = Object.fromEntries(
      after.body.items.map((f: { name: string; status: string }) => [f.name, f.status]),
    );
    expect(byName).toEqual({ 'broken.kicad_pcb': 'failed', 'pic_programmer.kicad_pcb': 'ready' });

    // Deleting the bad file and re-importing clears it.
    const bad = after.body.items.find((f: { name: string }) => f.name === 'broken.kicad_pcb');
    expect((await owner.agent.delete(`/api/v1/duts/${dut.id}/files/${bad.id}`)).status).toBe(204);
    expect((await owner.agent.post(`/api/v1/duts/${dut.id}/import`)).status).toBe(202);
    expect((await waitForImport(owner.agent, dut.id)).status).toBe('ready');
  });
});
