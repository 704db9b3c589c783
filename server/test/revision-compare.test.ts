import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv, rawRequest, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { asStation, registerStation, sampleRun, strategyVersionOf } from './results-support';
import { tomuWithMovedFootprint } from './revisions-support';
import { fetchBoard, importedDut, TOMU, tomuTestPoints } from './test-configs-support';

// Revision compare (issue 19 part 2, decision 0032): rev A is tomu-fpga with a saved test-config
// version (its 12 bottom test points), rev B a new revision of it made with the API, uploaded as the
// same file (valid) or with TP1 moved 0.5 mm (needs rework: one probe moves, its holes are plugged
// and drilled again). Another company's DUTs answer 404, in the path and in the query.

describe.each(databases)('revision compare on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let revA: string;
  let configId: string;

  const newRevision = async (revision: string, bytes: Uint8Array) => {
    const res = await owner.agent.post(`/api/v1/duts/${revA}/revisions`, { revision });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect((await upload(owner.agent, id, [{ name: 'board.kicad_pcb', bytes }])).status).toBe(201);
    expect((await waitForImport(owner.agent, id)).status).toBe('ready');
    return id;
  };

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'revisions');
    revA = (await importedDut(owner.agent, 'Tomu FPGA')).id;
    const { board } = await fetchBoard(owner.agent, `/api/v1/duts/${revA}/board`);
    configId = (
      await owner.agent.post(`/api/v1/duts/${revA}/test-configs`, {
        name: 'Bottom TPs',
        config: tomuTestPoints(board),
      })
    ).body.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the same board as rev B: the fixture of rev A is valid, nothing to change', async () => {
    const same = await newRevision('C', TOMU);
    const res = await owner.agent.get(`/api/v1/duts/${same}/revision-compare`);
    expect(res.status).toBe(200);
    expect(res.body.a).toMatchObject({ dutId: revA, name: 'Tomu FPGA', revision: 'B' });
    expect(res.body.b).toMatchObject({ dutId: same, revision: 'C' });
    expect(res.body.testConfig).toEqual({ id: configId, name: 'Bottom TPs', version: 1 });
    expect(res.body.comparison.verdict).toBe('valid');
    // 8 of its 12 bottom test points: four stand 1.00 mm from a neighbour, closer than two P39 press
    // fits allow in the FR4/G10 probe plate (1.20 mm, decision 0054), and get no probe.
    expect(res.body.comparison.fixtureA.probes).toBe(8);
    expect(res.body.comparison.diff.pads.changed).toEqual([]);
    expect(res.body.deltaFiles).toEqual([]);
  });

  it('TP1 moved 0.5 mm: needs rework, exactly that probe moves; the delta zip holds its drill file', async () => {
    const moved = await newRevision('D', tomuWithMovedFootprint('TP1', 0.5));
    const res = await owner.agent.get(
      `/api/v1/duts/${moved}/revision-compare?against=${revA}&testConfigId=${configId}&version=1`,
    );
    expect(res.status).toBe(200);
    const c = res.body.comparison;
    expect(c.verdict).toBe('needs-rework');
    expect(
      c.delta.probes.map((p: { action: string; label: string; movedMm: number }) => [
        p.action,
        p.label,
        p.movedMm,
      ]),
    ).toEqual([['move', 'TP1.1', 0.5]]);
    expect(c.diff.testPoints.changed.map((ch: { a: { label: string } }) => ch.a.label)).toEqual(['TP1.1']);
    expect(res.body.deltaFiles).toEqual(expect.arrayContaining(['delta/probe-plate-new-holes.drl']));

    const zip = await rawRequest(
      owner.agent,
      'GET',
      `/api/v1/duts/${moved}/revision-compare/delta.zip?testConfigId=${configId}`,
    );
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['x-fixture-verdict']).toBe('needs-rework');
    expect(zip.headers['content-disposition']).toBe(
      'attachment; filename="Tomu-FPGA-fixture-delta-B-to-D.zip"',
    );
    const entries = unzipSync(new Uint8Array(zip.raw));
    expect(Object.keys(entries).sort()).toEqual(
      [...res.body.deltaFiles, 'README.txt', 'comparison.json'].sort(),
    );
    const drill = strFromU8(entries['delta/probe-plate-new-holes.drl']!);
    expect(drill).toMatch(/METRIC/);
    // One new probe hole (with its receptacle): the drill file has hits, the README says the verdict.
    expect(drill.split('\n').filter((l) => /^X-?[\d.]+Y-?[\d.]+/.test(l)).length).toBeGreaterThanOrEqual(1);
    expect(strFromU8(entries['README.txt']!)).toMatch(
      /^Fixture of Tomu FPGA rev B \(test config "Bottom TPs" v1\) on Tomu FPGA rev D\r\n\r\nNEEDS REWORK/,
    );
    expect(JSON.parse(strFromU8(entries['comparison.json']!)).verdict).toBe('needs-rework');
  });

  it('says why when there is nothing to compare: no previous revision, no saved version', async () => {
    const first = await owner.agent.get(`/api/v1/duts/${revA}/revision-compare`);
    expect(first.status).toBe(409);
    expect(first.body.message).toMatch(/has no previous revision/);
    const bare = (await importedDut(owner.agent, 'Bare')).id;
    const res = await owner.agent.get(`/api/v1/duts/${revA}/revision-compare?against=${bare}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Bare rev B has no saved test-config version: save one to check whether its fixture serves Tomu FPGA rev B.',
    );
    const noConfigOfA = await owner.agent.get(
      `/api/v1/duts/${bare}/revision-compare?against=${bare}&testConfigId=${configId}`,
    );
    expect(noConfigOfA.status).toBe(404);
  });

  it("answers 404 for another company's DUT, in the path or as rev A, and for its test config", async () => {
    const other = await ownerWithCompany(t, 'revisions-other');
    expect((await other.agent.get(`/api/v1/duts/${revA}/revision-compare`)).status).toBe(404);
    const own = (await other.agent.post('/api/v1/duts', { name: 'Mine' })).body.id;
    const asA = await other.agent.get(`/api/v1/duts/${own}/revision-compare?against=${revA}`);
    expect(asA.status).toBe(404);
    expect(asA.body.code).toBe('not_found');
    const config = await other.agent.get(
      `/api/v1/duts/${own}/revision-compare?against=${own}&testConfigId=${configId}`,
    );
    expect(config.status).toBe(404);
    expect(
      (await rawRequest(other.agent, 'GET', `/api/v1/duts/${revA}/revision-compare/delta.zip`)).status,
    ).toBe(404);
  });

  it("follows rev A's poor contacts in production onto rev B: TP1 moved, TP7 unchanged; another company's line adds nothing", async () => {
    // Rev A's line: 40 runs, TP1 and TP7 (the shorts step) fail as contact failures in 4 (10 %).
    const strategy = await owner.agent.post(`/api/v1/duts/${revA}/test-strategies`, { name: 'Tomu plan' });
    expect(strategy.status).toBe(201);
    const versionId = strategy.body.versions[0].id as string;
    const { token } = await registerStation(owner.agent, 'Tomu line', 'FX-T');
    const start = Date.now() - 86_400_000;
    for (let i = 0; i < 40; i++) {
      const run = sampleRun({
        key: `tomu-run-${i}`,
        serial: `T-${i}`,
        versionId,
        startedAt: new Date(start + i * 60_000).toISOString(),
        contactFails: i % 10 === 0,
      });
      expect((await asStation(t, token, 'POST', '/api/v1/results/runs', run)).status).toBe(201);
    }
    // Another company's station on a board of its own: its runs are not rev A's lesson.
    const other = await ownerWithCompany(t, 'revisions-line-b');
    const vb = await strategyVersionOf(other.agent, 'Other board');
    const tokenB = (await registerStation(other.agent, 'B line', 'FX-T')).token;
    for (let i = 0; i < 20; i++)
      await asStation(
        t,
        tokenB,
        'POST',
        '/api/v1/results/runs',
        sampleRun({
          key: `b-line-run-${i}`,
          serial: `B-${i}`,
          versionId: vb.versionId,
          startedAt: new Date(start).toISOString(),
          contactFails: true,
        }),
      );
    const moved = await newRevision('P', tomuWithMovedFootprint('TP1', 0.5));
    const res = await owner.agent.get(`/api/v1/duts/${moved}/revision-compare?against=${revA}`);
    expect(res.status).toBe(200);
    const lessons = res.body.comparison.productionContacts as {
      probe: string;
      fate: string;
      summary: string;
    }[];
    expect(lessons.map((l) => [l.probe, l.fate])).toEqual([
      ['TP1', 'moved'],
      ['TP7', 'unchanged'],
    ]);
    expect(lessons[0]!.summary).toBe(
      'TP1: poor contact in production (4 of 40 runs) — moved 0.5 mm on rev B',
    );
    expect(lessons[1]!.summary).toBe('TP7: poor contact in production (4 of 40 runs) — unchanged on rev B');
    const zip = await rawRequest(
      owner.agent,
      'GET',
      `/api/v1/duts/${moved}/revision-compare/delta.zip?against=${revA}`,
    );
    const readme = strFromU8(unzipSync(new Uint8Array(zip.raw))['README.txt']!);
    expect(readme).toContain('- TP1: poor contact in production (4 of 40 runs) — moved 0.5 mm on rev B');
  }, 240_000);
});
