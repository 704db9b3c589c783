import { type Board, bodyTest, type Component, decodeStepDisplayMesh } from '@studio/core';
import { boxesForBoard, writeStepBoxes } from '@studio/core/testing';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, jobEnv, until, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, importedDut, TOMU, tomuTestPoints } from './test-configs-support';

// STEP models of the board (issue 19, decision 0040): a STEP written for the test from the imported
// board (a box per component of a known height) is read by OpenCascade in the STEP worker thread as
// a durable job, matched to the components by the import it asks for, and its heights reach the
// board the browser reads and the DFT reports made afterwards; reports made before stay as they were.

/** A known height per component of a board with a body: 0.4 to 6.4 mm, different for neighbours. */
const heightsOf = (board: Board) => {
  const hasBody = bodyTest(board);
  return (c: Component) =>
    hasBody(c) ? 0.4 + ((c.ref.length * 7 + c.ref.charCodeAt(c.ref.length - 1)) % 31) * 0.2 : null;
};

function stepOf(board: Board, named: boolean): string {
  // Written with the origin elsewhere (as KiCad's "user origin" does): the board solid lines it up.
  return writeStepBoxes(
    boxesForBoard(board, { heightOf: heightsOf(board), named, shift: { x: 31.5, y: -12.25 } }),
    'tomu.step',
  );
}

type StepInfo = {
  status: string;
  applied: boolean;
  error: string | null;
  matched: number | null;
  components: number | null;
  fileName: string;
  diagnostics: { code: string; message: string }[];
};

async function readings(agent: Parameters<typeof fetchBoard>[0], dutId: string): Promise<StepInfo[]> {
  const res = await agent.get(`/api/v1/duts/${dutId}/step-models`);
  if (res.status !== 200) throw new Error(`GET step-models: ${res.status}`);
  return res.body.items;
}

/** Waits until the newest reading is over: applied to the board (its import done too), failed or absent. */
async function settled(agent: Parameters<typeof fetchBoard>[0], dutId: string): Promise<StepInfo> {
  return until(async () => {
    const [first] = await readings(agent, dutId);
    if (!first) return null;
    if (first.status === 'failed' || first.status === 'absent') return first;
    if (first.status !== 'ready') return null;
    const dut = (await agent.get(`/api/v1/duts/${dutId}`)).body;
    return first.applied && dut.status === 'ready' ? first : null;
  }, 'the STEP model');
}

/** `GET …/step-mesh` as bytes (the test agent reads bodies as text). */
async function stepMesh(agent: Parameters<typeof fetchBoard>[0], dutId: string) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await agent.app.inject({
    method: 'GET',
    url: `/api/v1/duts/${dutId}/step-mesh`,
    headers: { cookie },
  });
  return { status: res.statusCode, bytes: new Uint8Array(res.rawPayload), type: res.headers['content-type'] };
}

function expectHeights(board: Board, byName: boolean) {
  const heightOf = heightsOf(board);
  const bodies = board.components.filter((c) => heightOf(c) !== null);
  expect(bodies.length).toBeGreaterThan(10);
  for (const c of bodies) {
    expect(c.step, c.ref).toBeDefined();
    expect(Math.abs(c.step!.heightMm - heightOf(c)!), c.ref).toBeLessThan(0.05);
    expect(c.step!.matchedBy).toBe(byName ? 'name' : 'position');
  }
}

describe.each(databases)('STEP models on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let tomuBoard: Board;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'step');
    const dut = await importedDut(owner.agent, 'Tomu before STEP');
    tomuBoard = (await fetchBoard(owner.agent, `/api/v1/duts/${dut.id}/board`)).board;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('adds a STEP model to an imported DUT: heights on the board, new reports count them, old ones stay', async () => {
    const dut = await importedDut(owner.agent, 'Tomu');
    const path = `/api/v1/duts/${dut.id}`;
    const before = await fetchBoard(owner.agent, `${path}/board`);
    expect(before.board.components.some((c) => c.step)).toBe(false);
    const config = (
      await owner.agent.post(`${path}/test-configs`, { name: 'Bottom', config: tomuTestPoints(before.board) })
    ).body;
    const oldReport = (await owner.agent.post(`/api/v1/test-configs/${config.id}/versions/1/dft-reports`, {}))
      .body;
    expect(oldReport.analysis.facts.heightSources.step).toBe(0);
    expect((await stepMesh(owner.agent, dut.id)).status).toBe(404);

    const res = await upload(owner.agent, dut.id, [{ name: 'tomu.step', bytes: stepOf(before.board, true) }]);
    expect(res.status).toBe(201);
    const reading = await settled(owner.agent, dut.id);
    expect(reading).toMatchObject({ status: 'ready', applied: true, fileName: 'tomu.step', error: null });
    const after = await fetchBoard(owner.agent, `${path}/board`);
    expect(after.etag).not.toBe(before.etag);
    expectHeights(after.board, true);
    // The display mesh of the model (decision 0048): its solids and a box's 12 triangles each.
    const mesh = await stepMesh(owner.agent, dut.id);
    expect(mesh).toMatchObject({ status: 200, type: 'application/octet-stream' });
    const display = decodeStepDisplayMesh(mesh.bytes);
    expect(display.model.file).toBe('tomu.step');
    expect(display.meshes).toHaveLength(display.model.solids.length);
    expect(display.meshes.every((m) => m.indices.length === 36 && m.positions.length === 24)).toBe(true);
    const withBodies = after.board.components.filter((c) => heightsOf(after.board)(c) !== null).length;
    expect(reading.matched).toBe(withBodies);
    expect(reading.diagnostics.find((d) => d.code === 'step.summary')!.message).toMatch(
      new RegExp(`for ${withBodies} of ${reading.components} components`),
    );

    // A version saved now is for the board with STEP heights; its report says where heights came from.
    const saved = await owner.agent.post(`/api/v1/test-configs/${config.id}/versions`, {
      config: tomuTestPoints(after.board),
      note: 'with STEP heights',
    });
    expect(saved.status).toBe(201);
    const report = (await owner.agent.post(`/api/v1/test-configs/${config.id}/versions/2/dft-reports`, {}))
      .body;
    expect(report.analysis.facts.heightSources.step).toBeGreaterThan(0);
    // The report made before is a snapshot: unchanged.
    const again = (await owner.agent.get(`/api/v1/dft-reports/${oldReport.id}`)).body;
    expect(again.analysis.facts.heightSources).toEqual(oldReport.analysis.facts.heightSources);
  }, 240_000);

  it('reads a zipped STEP uploaded with the package, matching by position', async () => {
    const dut = await createDut(owner.agent, { name: 'Tomu zipped' });
    const zip = zipSync({ 'model/tomu.stp': new TextEncoder().encode(stepOf(tomuBoard, false)) });
    expect(
      (
        await upload(owner.agent, dut.id, [
          { name: 'board.kicad_pcb', bytes: TOMU },
          { name: 'tomu-3d.zip', bytes: zip },
        ])
      ).status,
    ).toBe(201);
    const reading = await settled(owner.agent, dut.id);
    expect(reading).toMatchObject({ status: 'ready', applied: true, fileName: 'tomu-3d.zip' });
    expectHeights((await fetchBoard(owner.agent, `/api/v1/duts/${dut.id}/board`)).board, false);
  }, 240_000);

  it('reads only the zips that hold a STEP model (inside a zip in them too): none for a zip without', async () => {
    const dut = await createDut(owner.agent, { name: 'Tomu packaged' });
    const docs = zipSync({ 'notes/readme.txt': new TextEncoder().encode('no model here') });
    const model = zipSync({
      'mech/3d.zip': zipSync({ 'tomu.STEP': new TextEncoder().encode(stepOf(tomuBoard, true)) }),
    });
    const res = await upload(owner.agent, dut.id, [
      { name: 'board.kicad_pcb', bytes: TOMU },
      { name: 'docs.zip', bytes: docs },
      { name: 'model.zip', bytes: model },
    ]);
    expect(res.status).toBe(201);
    const reading = await settled(owner.agent, dut.id);
    expect(reading).toMatchObject({ status: 'ready', applied: true, fileName: 'model.zip' });
    // docs.zip got no reading at all (it used to get one that ended "absent").
    expect((await readings(owner.agent, dut.id)).map((r) => r.fileName)).toEqual(['model.zip']);
    expectHeights((await fetchBoard(owner.agent, `/api/v1/duts/${dut.id}/board`)).board, true);
  }, 240_000);

  it('fails a file that is not a STEP model with a message naming it; the board is untouched', async () => {
    const dut = await importedDut(owner.agent, 'Tomu garbage');
    await upload(owner.agent, dut.id, [{ name: 'broken.step', bytes: 'ISO-10303-21;\nthis is not STEP\n' }]);
    const reading = await settled(owner.agent, dut.id);
    expect(reading.status).toBe('failed');
    expect(reading.error).toMatch(/^broken\.step is not a STEP model OpenCascade can read/);
    await waitForImport(owner.agent, dut.id);
    const after = await fetchBoard(owner.agent, `/api/v1/duts/${dut.id}/board`);
    expect(after.board.components.some((c) => c.step)).toBe(false);
  }, 240_000);

  it('another company can neither read nor add the STEP models of a DUT', async () => {
    const dut = await importedDut(owner.agent, 'Tomu private');
    await upload(owner.agent, dut.id, [{ name: 'tomu.step', bytes: stepOf(tomuBoard, true) }]);
    const other = await ownerWithCompany(t, 'step-other');
    expect((await other.agent.get(`/api/v1/duts/${dut.id}/step-models`)).status).toBe(404);
    const added = await upload(other.agent, dut.id, [{ name: 'evil.step', bytes: 'ISO-10303-21;' }]);
    expect(added.status).toBe(404);
    expect((await readings(owner.agent, dut.id)).map((r) => r.fileName)).toEqual(['tomu.step']);
    await settled(owner.agent, dut.id);
  }, 240_000);
});

describe.each(databases.slice(0, 1))('STEP reading limits on $name', (database) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('stops a reading at the time limit with a message naming the file', async () => {
    t = await startApp(database, jobEnv({ STEP_TIMEOUT_MS: '50' }));
    const owner = await ownerWithCompany(t, 'step-limit');
    const dut = await importedDut(owner.agent, 'Tomu slow');
    const board = (await fetchBoard(owner.agent, `/api/v1/duts/${dut.id}/board`)).board;
    await upload(owner.agent, dut.id, [{ name: 'big-board.step', bytes: stepOf(board, true) }]);
    const reading = await settled(owner.agent, dut.id);
    expect(reading.status).toBe('failed');
    expect(reading.error).toMatch(
      /^big-board\.step: reading the STEP model stopped after 50 ms \(the time limit\)/,
    );
    expect(reading.error).toMatch(/STEP_TIMEOUT_MS/);
  }, 240_000);
});
