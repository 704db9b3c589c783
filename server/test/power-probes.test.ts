import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, importedDut, PIC, proposalFor, tomuTestPoints } from './test-configs-support';

// Probes on power and ground nets sized by current, added in one action (decision 0074). The plan
// of pic_programmer supplies Net-(D1-Pad2) at 0.5 A and returns it through GND (the supplies' sum,
// 0.5 A): each needs ceil(0.5 / 3 A) = 1 force probe and 1 to sense, and the proposal gives each one
// probe — one missing on each. Tomu's +5V and GND have no free candidate left from the bottom.

describe.each(databases)('power probes on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let picConfig: string;
  let tomuConfig: string;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'power-probes');
    const pic = (await importedDut(owner.agent, 'PIC programmer', PIC)).id;
    const picBoard = (await fetchBoard(owner.agent, `/api/v1/duts/${pic}/board`)).board;
    picConfig = (
      await owner.agent.post(`/api/v1/duts/${pic}/test-configs`, {
        name: 'Proposal',
        config: proposalFor(picBoard),
      })
    ).body.id;
    const tomu = (await importedDut(owner.agent, 'Tomu FPGA')).id;
    const tomuBoard = (await fetchBoard(owner.agent, `/api/v1/duts/${tomu}/board`)).board;
    tomuConfig = (
      await owner.agent.post(`/api/v1/duts/${tomu}/test-configs`, {
        name: 'Bottom TPs',
        config: tomuTestPoints(tomuBoard),
      })
    ).body.id;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('adds the sense probe of each net as version 2, marked as Studio’s; asked again, nothing is left to add', async () => {
    const v1 = (await owner.agent.get(`/api/v1/test-configs/${picConfig}/versions/1`)).body;
    const res = await owner.agent.post(`/api/v1/test-configs/${picConfig}/versions/1/power-probes`, {});
    expect(res.status).toBe(200);
    const byNet = new Map(res.body.nets.map((n: { net: string }) => [n.net, n]));
    expect([...byNet.keys()].sort()).toEqual(['GND', 'Net-(D1-Pad2)']);
    for (const net of byNet.values())
      expect(net).toMatchObject({ code: 'interface.sense-missing', missing: 1, shortBy: 0, advice: null });
    const version = res.body.version;
    expect(version.number).toBe(2);
    expect(version.note).toMatch(/^Probes added on GND, Net-\(D1-Pad2\) for their current and sense lines/);
    const added = version.config.testPoints.slice(v1.config.testPoints.length);
    expect(added).toHaveLength(2);
    expect(added.every((p: { addedFor?: string }) => p.addedFor === 'power-net')).toBe(true);
    expect(version.config.testPoints.slice(0, v1.config.testPoints.length)).toEqual(v1.config.testPoints);
    // Version 2 plans force and sense on both nets: no finding proposes more.
    const again = await owner.agent.post(`/api/v1/test-configs/${picConfig}/versions/2/power-probes`, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ version: null, nets: [] });
  });

  it('a net with no candidate left: no version, the advice names where a test pad would help', async () => {
    const res = await owner.agent.post(`/api/v1/test-configs/${tomuConfig}/versions/1/power-probes`, {
      nets: ['+5V'],
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBeNull();
    expect(res.body.nets).toHaveLength(1);
    expect(res.body.nets[0]).toMatchObject({ net: '+5V', missing: 1, added: [], shortBy: 1 });
    expect(res.body.nets[0].advice).toMatch(
      /^add 1 test pad on \+5V near TP\d+\.1 on the bottom, at least 1\.20 mm from other probed points$/,
    );
  });

  it('keeps the hold-down block switch with the version, and refuses a value it does not know', async () => {
    const v2 = (await owner.agent.get(`/api/v1/test-configs/${picConfig}/versions/2`)).body.config;
    const forbidden = { ...v2, fixture: { ...v2.fixture, holdDownBlock: 'forbidden' } };
    const saved = await owner.agent.post(`/api/v1/test-configs/${picConfig}/versions`, {
      config: forbidden,
      note: 'No blocks in this shop',
    });
    expect(saved.status).toBe(201);
    const read = (await owner.agent.get(`/api/v1/test-configs/${picConfig}/versions/${saved.body.number}`))
      .body;
    expect(read.config.fixture.holdDownBlock).toBe('forbidden');
    // The power probes Studio added stay marked as its own in the saved version.
    expect(
      read.config.testPoints.filter((p: { addedFor?: string }) => p.addedFor === 'power-net'),
    ).toHaveLength(2);
    const bad = await owner.agent.post(`/api/v1/test-configs/${picConfig}/versions`, {
      config: { ...v2, fixture: { ...v2.fixture, holdDownBlock: 'sometimes' } },
    });
    expect(bad.status).toBe(400);
  });

  it('needs edit rights: a viewer is refused (403), another company does not see the version (404)', async () => {
    const viewer = await addMember(t, owner.agent, 'pp-viewer', 'viewer');
    const path = `/api/v1/test-configs/${picConfig}/versions/1/power-probes`;
    expect((await viewer.agent.post(path, {})).status).toBe(403);
    const other = await ownerWithCompany(t, 'power-probes-other');
    const res = await other.agent.post(path, {});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    // Nothing was saved by either.
    const list = (await owner.agent.get(`/api/v1/test-configs/${picConfig}`)).body;
    expect(list.versions.map((v: { number: number }) => v.number).sort()).toEqual([1, 2, 3]);
  });
});
