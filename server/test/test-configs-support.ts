import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Board, type CompactBoard, decodeBoard, proposeTestConfig, type TestConfig } from '@studio/core';
import { createDut, rawRequest, upload, waitForImport } from './duts-support';
import type { Agent } from './helpers/harness';

// Shared by the test-configs*, dft-reports* suites: a DUT with an imported board, the board as the
// browser reads it, and the automatic proposal the browser would offer as version 1.

export const TESTDATA = path.resolve(__dirname, '../../../shared/testdata/kicad');
export const TOMU = readFileSync(path.join(TESTDATA, 'tomu-fpga.kicad_pcb'));
export const PIC = readFileSync(path.join(TESTDATA, 'pic_programmer.kicad_pcb'));

/** A DUT whose package (one KiCad board) was imported; throws when the import did not succeed. */
export async function importedDut(agent: Agent, name: string, bytes: Uint8Array = TOMU) {
  const dut = await createDut(agent, { name, partNumber: 'TOMU-1', revision: 'B' });
  const res = await upload(agent, dut.id, [{ name: 'board.kicad_pcb', bytes }]);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  const done = await waitForImport(agent, dut.id);
  if (done.status !== 'ready') throw new Error(`import: ${done.status}`);
  return done as { id: string; name: string };
}

/** A board route's answer (gzip compact encoding), decoded as the web app does. */
export async function fetchBoard(agent: Agent, url: string): Promise<{ board: Board; etag: string }> {
  const res = await rawRequest(agent, 'GET', url, { headers: { 'accept-encoding': 'gzip' } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  const json = JSON.parse(gunzipSync(res.raw).toString('utf8')) as CompactBoard;
  return { board: decodeBoard(json), etag: String(res.headers.etag) };
}

/** The automatic proposal for a board (what the workspace offers before the engineer edits). */
export const proposalFor = (board: Board): TestConfig => proposeTestConfig(board).config;

/**
 * An engineer's choice on tomu-fpga: its 12 bottom test points (about 1.0 mm apart) on the
 * proposal's other settings. The proposal leaves them out, each fails an edge or component minimum
 * (decision 0020); tests that need spacing findings analyse this instead.
 */
export const tomuTestPoints = (board: Board): TestConfig => ({
  ...proposalFor(board),
  probeSide: 'bottom',
  testPoints: board.testPoints.filter((t) => /^TP\d+$/.test(t.ref ?? '')).map((t) => ({ id: t.id })),
});

/** Tomu imported as a DUT with its own bottom test points saved as a test config (version 1). */
export async function tomuWithBottomConfig(
  agent: Agent,
  name = 'Bottom test points',
): Promise<{ dutId: string; configId: string }> {
  const dutId = (await importedDut(agent, 'Tomu FPGA')).id;
  const { board } = await fetchBoard(agent, `/api/v1/duts/${dutId}/board`);
  const created = await agent.post(`/api/v1/duts/${dutId}/test-configs`, {
    name,
    config: tomuTestPoints(board),
  });
  return { dutId, configId: created.body.id };
}
