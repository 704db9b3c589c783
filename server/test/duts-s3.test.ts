import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3 } from './helpers/local-s3';
import { createDut, jobEnv, rawRequest, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';

// The whole DUT flow with S3-compatible storage (a local s3rver): the upload goes to the bucket, the
// import worker reads it from there, the board is stored there, and downloads stream from it.

const KICAD = readFileSync(
  path.resolve(__dirname, '../../../shared/testdata/kicad/pic_programmer.kicad_pcb'),
);

describe.each(databases)('DUTs on S3 storage, $name', (database) => {
  const s3 = localS3('studio-s3-');
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(database, jobEnv(s3.env('studio-dut-test')));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uploads, imports and downloads through the bucket', async () => {
    expect(t.app.deps.storage.kind).toBe('s3');
    const owner = await ownerWithCompany(t, 'dut-s3');
    const dut = await createDut(owner.agent);
    const up = await upload(owner.agent, dut.id, [{ name: 'pic_programmer.kicad_pcb', bytes: KICAD }]);
    expect(up.status).toBe(201);
    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('ready');
    expect(done.board).toMatchObject({ components: 63, pads: 247 });
    const file = up.body.files[0];
    const download = await rawRequest(owner.agent, 'GET', `/api/v1/duts/${dut.id}/files/${file.id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.raw, KICAD)).toBe(0);
    const board = await rawRequest(owner.agent, 'GET', `/api/v1/duts/${dut.id}/board`);
    expect(board.body.pads.n).toBe(247);
  });
});
