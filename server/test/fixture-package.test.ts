import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, importedDut, tomuTestPoints } from './test-configs-support';

// The fabrication package of a test-config version (issue 15): designed on the server from the board
// the version was saved for and the seeded live catalog, downloaded as a zip; another company's
// version answers 404 (the route walk checks every route; this checks the content).

describe.each(databases)('fixture package on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let configId: string;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'fixture');
    const dutId = (await importedDut(owner.agent, 'Tomu FPGA')).id;
    const { board } = await fetchBoard(owner.agent, `/api/v1/duts/${dutId}/board`);
    configId = (
      await owner.agent.post(`/api/v1/duts/${dutId}/test-configs`, {
        name: 'Bottom TPs',
        config: tomuTestPoints(board),
      })
    ).body.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('downloads the zip: every plate, the PDF and a manifest naming the version, the board and each frame', async () => {
    const res = await rawRequest(
      owner.agent,
      'GET',
      `/api/v1/test-configs/${configId}/versions/1/fixture-package.zip`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Tomu-FPGA-Bottom-TPs-v1-fixture.zip"',
    );
    // tomu's own test points fail the edge and component minimums: the package says so and is still written.
    expect(res.headers['x-fixture-verdict']).toBe('fail');
    const entries = unzipSync(new Uint8Array(res.raw));
    const manifestText = strFromU8(entries['manifest.json']!);
    expect(manifestText.split('\n')[0]).toMatch(/^\{"status": "DFT FAIL — review before fabrication:/);
    const manifest = JSON.parse(manifestText);
    const version = (await owner.agent.get(`/api/v1/test-configs/${configId}/versions/1`)).body;
    expect(manifest.board.sha256).toBe(version.boardSha256);
    expect(manifest.testConfig).toEqual({ id: 'Bottom TPs', version: 1 });
    expect(manifest.counts.probes).toBe(Number(res.headers['x-fixture-probes']));
    expect(manifest.files.find((f: { path: string }) => f.path === 'plates/probe.drl')).toMatchObject({
      mirroredX: false,
    });
    expect(manifest.files.find((f: { path: string }) => f.path === 'plates/pressure.drl')).toMatchObject({
      mirroredX: true,
    });
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['assembly.pdf', 'bom.csv', 'fixture.glb']));
    // Priced from the seeded catalog: the kit line has a price.
    expect(strFromU8(entries['bom.csv']!)).toMatch(/\r\nkit,FK-DEV-S,.*,1,450\.00,EUR,450\.00,10,/);
  });

  it('answers 404 to another company and gives members the catalog the browser designs from', async () => {
    const other = await ownerWithCompany(t, 'fixture-other');
    const res = await rawRequest(
      other.agent,
      'GET',
      `/api/v1/test-configs/${configId}/versions/1/fixture-package.zip`,
    );
    expect(res.status).toBe(404);
    const catalog = (await owner.agent.get('/api/v1/fixture-catalog')).body;
    expect(catalog.parts.find((p: { partNumber: string }) => p.partNumber === 'RC-100-WW')).toMatchObject({
      kind: 'receptacle',
      fits: expect.arrayContaining(['SP-100-CR']),
    });
  });
});
