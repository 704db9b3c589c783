import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, nextEvent, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, importedDut, PIC, proposalFor } from './test-configs-support';

// Test configs and their immutable versions (issue #5): create with a first version, numbered saves
// (also concurrent), roles, field-level errors, immutability in the database, the version's board
// after a re-import, rename and delete.

describe.each(databases)('test configs on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let dutId: string;
  let proposal: ReturnType<typeof proposalFor>;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'tc');
    dutId = (await importedDut(owner.agent, 'Tomu')).id;
    proposal = proposalFor((await fetchBoard(owner.agent, `/api/v1/duts/${dutId}/board`)).board);
  }, 120_000);
  afterAll(() => t?.close());

  it('creates a test config with the proposal as version 1 and numbers every save', async () => {
    const { agent } = owner;
    const saved = nextEvent(t, (e) => e.type === 'test-config.saved');
    const created = await agent.post(`/api/v1/duts/${dutId}/test-configs`, {
      name: 'Production',
      config: proposal,
      note: 'automatic proposal',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Production', dutId, latestVersion: 1 });
    expect(created.body.versions).toHaveLength(1);
    expect(created.body.versions[0]).toMatchObject({
      number: 1,
      note: 'automatic proposal',
      createdBy: { id: owner.userId, name: 'tc' },
    });
    const id = created.body.id as string;
    expect(await saved).toMatchObject({ testConfigId: id, versionNumber: 1, dutId });

    const dut = (await agent.get(`/api/v1/duts/${dutId}`)).body;
    const v1 = await agent.get(`/api/v1/test-configs/${id}/versions/1`);
    expect(v1.body.config).toEqual({ ...proposal, boardFeatures: [] });
    expect(v1.body.boardSha256).toMatch(/^[0-9a-f]{64}$/);
    // The same version by its own id.
    expect((await agent.get(`/api/v1/test-configs/${id}/versions/${v1.body.id}`)).body.number).toBe(1);

    const edited = {
      ...proposal,
      testPoints: proposal.testPoints.slice(1),
      boardFeatures: [{ componentId: 'C1', kind: 'led' }],
    };
    const v2 = await agent.post(`/api/v1/test-configs/${id}/versions`, { config: edited, note: 'drop one' });
    expect(v2.status).toBe(201);
    expect(v2.body).toMatchObject({ number: 2, note: 'drop one', testConfigId: id, dutId });
    expect(v2.body.config.boardFeatures).toEqual([{ componentId: 'C1', kind: 'led' }]);

    // Five saves at once get five distinct, consecutive numbers.
    const parallel = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        agent.post(`/api/v1/test-configs/${id}/versions`, { config: edited, note: `p${n}` }),
      ),
    );
    expect(parallel.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(parallel.map((r) => r.body.number).sort()).toEqual([3, 4, 5, 6, 7]);

    const detail = await agent.get(`/api/v1/test-configs/${id}`);
    expect(detail.body.latestVersion).toBe(7);
    expect(detail.body.versions.map((v: { number: number }) => v.number)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(detail.body.versions[6].boardSha256).toBe(v1.body.boardSha256);
    const list = await agent.get(`/api/v1/duts/${dutId}/test-configs`);
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(dut.status).toBe('ready');
  });

  it('names every bad field and keeps nothing of a refused save', async () => {
    const { agent } = owner;
    const c = (await agent.post(`/api/v1/duts/${dutId}/test-configs`, { name: 'Errors' })).body;
    expect(c.latestVersion).toBeNull();
    const bad = await agent.post(`/api/v1/test-configs/${c.id}/versions`, {
      config: {
        ...proposal,
        testPoints: [{ id: '' }, { id: 'T1', highPowerA: -2 }],
        fixture: { ...proposal.fixture, orientationDeg: 45 },
        heightOverrides: { U1: 500 },
        extra: true,
      },
      note: 'x'.repeat(2001),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining([
        'config.testPoints.0.id',
        'config.testPoints.1.highPowerA',
        'config.fixture.orientationDeg',
        'config.heightOverrides.U1',
        'note',
      ]),
    );
    expect((await agent.post(`/api/v1/duts/${dutId}/test-configs`, { name: ' ' })).body.fields.name).toBe(
      'Name is required',
    );
    expect((await agent.get(`/api/v1/test-configs/${c.id}/versions/0`)).status).toBe(404);
    expect((await agent.get(`/api/v1/test-configs/${c.id}/versions/1`)).status).toBe(404);
    expect((await agent.get(`/api/v1/test-configs/${c.id}`)).body.versions).toEqual([]);
  });

  it('lets viewers read and engineers write; only the version routes save, nothing edits a version', async () => {
    const viewer = await addMember(t, owner.agent, 'tc-viewer', 'viewer');
    const engineer = await addMember(t, owner.agent, 'tc-engineer', 'engineer');
    const c = (
      await engineer.agent.post(`/api/v1/duts/${dutId}/test-configs`, { name: 'Eng', config: proposal })
    ).body;
    expect(c.latestVersion).toBe(1);
    expect((await viewer.agent.get(`/api/v1/test-configs/${c.id}`)).status).toBe(200);
    expect((await viewer.agent.get(`/api/v1/test-configs/${c.id}/versions/1`)).status).toBe(200);
    expect((await viewer.agent.get(`/api/v1/duts/${dutId}/test-configs`)).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', `/api/v1/duts/${dutId}/test-configs`, { name: 'V' }],
      ['POST', `/api/v1/test-configs/${c.id}/versions`, { config: proposal }],
      ['PATCH', `/api/v1/test-configs/${c.id}`, { name: 'V' }],
      ['DELETE', `/api/v1/test-configs/${c.id}`, undefined],
    ] as const) {
      const res = await viewer.agent.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    // No route changes a version.
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(
        (await engineer.agent.request(method, `/api/v1/test-configs/${c.id}/versions/1`, {})).status,
      ).toBe(404);
    // Nor can the database: a trigger refuses every UPDATE of a version.
    const refused = await t.app.deps.db
      .execute(sql`update test_config_version set note = 'changed' where test_config_id = ${c.id}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(
      /test_config_version rows are immutable/,
    );
    expect((await engineer.agent.get(`/api/v1/test-configs/${c.id}/versions/1`)).body.note).toBe('');

    const renamed = await engineer.agent.patch(`/api/v1/test-configs/${c.id}`, { name: 'Engineering' });
    expect(renamed.body).toMatchObject({ name: 'Engineering', latestVersion: 1 });
    expect((await engineer.agent.delete(`/api/v1/test-configs/${c.id}`)).status).toBe(204);
    expect((await engineer.agent.get(`/api/v1/test-configs/${c.id}`)).status).toBe(404);
    expect((await engineer.agent.get(`/api/v1/test-configs/${c.id}/versions/1`)).status).toBe(404);
  });

  it("keeps a version's board after the DUT is re-imported with another board", async () => {
    const { agent } = owner;
    const c = (await agent.post(`/api/v1/duts/${dutId}/test-configs`, { name: 'Before', config: proposal }))
      .body;
    const before = await fetchBoard(agent, `/api/v1/test-configs/${c.id}/versions/1/board`);
    const v1 = (await agent.get(`/api/v1/test-configs/${c.id}/versions/1`)).body;
    expect(before.etag).toBe(`"${v1.boardSha256}"`);

    expect((await upload(agent, dutId, [{ name: 'board.kicad_pcb', bytes: PIC }])).status).toBe(201);
    expect((await waitForImport(agent, dutId)).status).toBe('ready');
    const now = await fetchBoard(agent, `/api/v1/duts/${dutId}/board`);
    expect(now.etag).not.toBe(before.etag);

    const after = await fetchBoard(agent, `/api/v1/test-configs/${c.id}/versions/1/board`);
    expect(after.etag).toBe(before.etag);
    expect(after.board.testPoints.length).toBe(before.board.testPoints.length);
    // A new version is made for the new board.
    const v2 = await agent.post(`/api/v1/test-configs/${c.id}/versions`, {
      config: proposal,
      note: 'new board',
    });
    expect(v2.body.boardSha256).toBe(now.etag.replaceAll('"', ''));
  }, 120_000);
});
