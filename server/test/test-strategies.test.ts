import { moveStep, type TestStrategy, updateLimit } from '@studio/core';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, nextEvent, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, importedDut, tomuTestPoints } from './test-configs-support';
import { pdfPageTexts } from './helpers/pdf-text';

// Test strategies (issue #17): drafted from a DUT's board or a test-config version in a worker
// thread, saved as immutable numbered versions (the server re-derives what the steps imply and
// refuses a plan with errors), listed per company and per DUT, renamed and given a status, exported
// as Markdown, CSV, JSON, a pytest project (zip) and a server-made PDF; viewers read only.

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pages = await pdfPageTexts(bytes);
  return { pages: pages.length, text: pages.join('\n') };
}

describe.each(databases)('test strategies on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let dutId: string;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'strat');
    dutId = (await importedDut(owner.agent, 'Tomu')).id;
  }, 120_000);
  afterAll(() => t?.close());

  it('drafts a strategy from the board as version 1 and saves the edited plan as version 2', async () => {
    const { agent } = owner;
    const updated = nextEvent(t, (e) => e.type === 'test-strategy.updated');
    const created = await agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'Bring-up' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Bring-up',
      dutId,
      dutName: 'Tomu',
      status: 'draft',
      latestVersion: 1,
      source: null,
      counts: { steps: 13, nets: 27, touched: 27 },
    });
    expect(created.body.versions[0]).toMatchObject({ number: 1, note: 'Drafted from the board' });
    const id = created.body.id as string;
    expect(await updated).toMatchObject({ testStrategyId: id, dutId });

    const v1 = await agent.get(`/api/v1/test-strategies/${id}/versions/1`);
    const plan = v1.body.document as TestStrategy;
    expect(plan.steps[0]!.id).toBe('shorts');
    expect(plan.rails.find((r) => r.net === '+3V3')).toMatchObject({ nominalV: 3.3 });

    // The engineer moves the LED step first among the functional steps and tightens +3V3.
    let edited = moveStep(plan, 'leds', 8);
    edited = updateLimit(edited, 'rail:+3V3', 'L1', { min: 3.2, max: 3.4 });
    // Derived fields sent wrong are recomputed by the server, not trusted.
    const tampered = { ...edited, coverage: { ...edited.coverage, touched: 999 }, seconds: 1 };
    const v2 = await agent.post(`/api/v1/test-strategies/${id}/versions`, {
      document: tampered,
      note: 'tighter 3V3',
    });
    expect(v2.status).toBe(201);
    expect(v2.body).toMatchObject({ number: 2, note: 'tighter 3V3', testStrategyId: id });
    const stored = v2.body.document as TestStrategy;
    expect(stored.steps[8]!.id).toBe('leds');
    expect(stored.steps.find((s) => s.id === 'rail:+3V3')!.limits[0]).toMatchObject({
      min: 3.2,
      max: 3.4,
      reason: 'set by the engineer',
    });
    expect(stored.coverage.touched).toBe(27);
    expect(stored.seconds).toBe(plan.seconds);
    expect(v2.body.boardSha256).toBe(v1.body.boardSha256);

    const detail = await agent.get(`/api/v1/test-strategies/${id}`);
    expect(detail.body.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    // By its own id too.
    expect((await agent.get(`/api/v1/test-strategies/${id}/versions/${v1.body.id}`)).body.number).toBe(1);

    // Three saves at once get three distinct numbers.
    const parallel = await Promise.all(
      [1, 2, 3].map((n) =>
        agent.post(`/api/v1/test-strategies/${id}/versions`, { document: edited, note: `p${n}` }),
      ),
    );
    expect(parallel.map((r) => r.body.number).sort()).toEqual([3, 4, 5]);
  });

  it('drafts from a test-config version with its selected test points', async () => {
    const { agent } = owner;
    const { board } = await fetchBoard(agent, `/api/v1/duts/${dutId}/board`);
    const config = (
      await agent.post(`/api/v1/duts/${dutId}/test-configs`, {
        name: 'Hand-picked',
        config: tomuTestPoints(board),
      })
    ).body;
    const created = await agent.post(`/api/v1/duts/${dutId}/test-strategies`, {
      name: 'From the config',
      testConfig: { id: config.id, versionNumber: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body.source).toEqual({ testConfigName: 'Hand-picked', versionNumber: 1 });
    expect(created.body.versions[0].note).toBe('Drafted from Hand-picked v1');
    const doc = (await agent.get(`/api/v1/test-strategies/${created.body.id}/versions/1`)).body
      .document as TestStrategy;
    expect(doc.probeSource).toBe('test-config');
    // Tied to the version's fixture: every selected point is a probe on a channel of the station the
    // version names (none: the generic interface), and each step names the probes on its nets.
    expect(doc.fixture).toMatchObject({
      source: 'Hand-picked v1',
      station: { name: 'Generic N-pin interface' },
    });
    // Tomu's 12 hand-picked points give 8 probes: four stand 1.00 mm apart, too close for two press-fit
    // holes in the plate (decision 0054); every probe is one of the selected points.
    const selected = doc.nets.reduce((n, x) => n + x.probes.length, 0);
    expect(selected).toBe(12);
    expect(doc.fixture!.probes.length).toBe(8);
    expect(doc.fixture!.probes.every((p) => p.channel !== null)).toBe(true);
    const power = doc.steps.find((s) => s.kind === 'power-up')!;
    const fixtureOn = (net: string) => doc.fixture!.probes.filter((p) => p.net === net).map((p) => p.probe);
    expect(power.probes.map((p) => p.probe)).toEqual([...fixtureOn('+5V'), ...fixtureOn('GND')]);
    // An edited version keeps the fixture and re-derives the steps' probes.
    const saved = await agent.post(`/api/v1/test-strategies/${created.body.id}/versions`, {
      document: { ...doc, steps: doc.steps.map((s) => ({ ...s, probes: [] })) },
      note: 'same',
    });
    expect(saved.status).toBe(201);
    expect((saved.body.document as TestStrategy).steps.find((s) => s.kind === 'power-up')!.probes).toEqual(
      power.probes,
    );
    // The PDF names the fixture and each step's probes and channels.
    const pdf = await rawRequest(
      agent,
      'GET',
      `/api/v1/test-strategies/${created.body.id}/versions/1/export?format=pdf`,
    );
    const { text } = await pdfText(new Uint8Array(pdf.raw));
    expect(text).toContain('Tied to the fixture of Hand-picked v1');
    const p0 = power.probes[0]!;
    expect(text).toContain(`${p0.probe} ${p0.label} (+5V`);
    expect(text).toContain(`> ${p0.channel}`);
    const missing = await agent.post(`/api/v1/duts/${dutId}/test-strategies`, {
      name: 'x',
      testConfig: { id: config.id, versionNumber: 9 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a plan with errors, a DUT without a board, and bad fields', async () => {
    const { agent } = owner;
    const id = (await agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'Checks' })).body.id;
    const plan = (await agent.get(`/api/v1/test-strategies/${id}/versions/1`)).body.document as TestStrategy;
    const wrong = updateLimit(plan, 'rail:+3V3', 'L1', { min: 4, max: 3 });
    const refused = await agent.post(`/api/v1/test-strategies/${id}/versions`, { document: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('the minimum (4) is above the maximum (3)');
    const untitled = { ...plan, steps: plan.steps.map((s, i) => (i === 0 ? { ...s, title: ' ' } : s)) };
    const bad = await agent.post(`/api/v1/test-strategies/${id}/versions`, { document: untitled });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty(['document.steps.0.title']);
    expect((await agent.get(`/api/v1/test-strategies/${id}`)).body.latestVersion).toBe(1);
    const empty = await createDut(agent, { name: 'No board yet' });
    const noBoard = await agent.post(`/api/v1/duts/${empty.id}/test-strategies`, { name: 'x' });
    expect(noBoard.status).toBe(409);
    expect(noBoard.body.message).toContain('no imported board');
  });

  it('lists per company and per DUT, searches, filters by status, renames and deletes', async () => {
    const { agent } = owner;
    const id = (await agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'Production FCT' })).body
      .id;
    const patched = await agent.patch(`/api/v1/test-strategies/${id}`, {
      status: 'approved',
      name: 'Production',
    });
    expect(patched.body).toMatchObject({ status: 'approved', name: 'Production' });
    const approved = await agent.get('/api/v1/test-strategies?status=approved');
    expect(approved.body.items.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(approved.body.items[0]).toMatchObject({ dutName: 'Tomu', counts: { steps: 13 } });
    const byName = await agent.get('/api/v1/test-strategies?q=produc');
    expect(byName.body.items.map((s: { id: string }) => s.id)).toEqual([id]);
    const byDut = await agent.get('/api/v1/test-strategies?q=tomu&sort=name&order=asc');
    expect(byDut.body.total).toBeGreaterThanOrEqual(4);
    const names = byDut.body.items.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const ofDut = await agent.get(`/api/v1/duts/${dutId}/test-strategies`);
    expect(ofDut.body.items.map((s: { id: string }) => s.id)).toContain(id);
    expect((await agent.patch(`/api/v1/test-strategies/${id}`, {})).status).toBe(400);
    expect((await agent.delete(`/api/v1/test-strategies/${id}`)).status).toBe(204);
    expect((await agent.get(`/api/v1/test-strategies/${id}`)).status).toBe(404);
    expect((await agent.get(`/api/v1/test-strategies/${id}/versions/1`)).status).toBe(404);
  });

  it('keeps versions immutable: no route, and the database refuses', async () => {
    const { agent } = owner;
    const id = (await agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'Frozen' })).body.id;
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await agent.request(method, `/api/v1/test-strategies/${id}/versions/1`, {})).status).toBe(404);
    const refused = await t.app.deps.db
      .execute(sql`update test_strategy_version set note = 'changed' where test_strategy_id = ${id}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(
      /test_strategy_version rows are immutable/,
    );
  });

  it('exports a version as Markdown, CSV, JSON, a pytest project and a PDF', async () => {
    const { agent } = owner;
    const id = (await agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'Export me' })).body.id;
    const url = (format: string) => `/api/v1/test-strategies/${id}/versions/1/export?format=${format}`;
    const md = await rawRequest(agent, 'GET', url('md'));
    expect(md.status).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers['content-disposition']).toBe(
      'attachment; filename="test-strategy-tomu-export-me-v1.md"',
    );
    expect(md.raw.toString('utf8')).toContain('# Test strategy — Tomu — Export me v1');
    const csv = await rawRequest(agent, 'GET', url('csv'));
    expect(csv.raw.toString('utf8').split('\r\n')[0]).toMatch(/^step,step_id,step_kind/);
    const json = await rawRequest(agent, 'GET', url('json'));
    expect(JSON.parse(json.raw.toString('utf8')).format).toBe('studio-test-strategy');
    const zip = await rawRequest(agent, 'GET', url('zip'));
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = Object.keys(unzipSync(new Uint8Array(zip.raw))).sort();
    expect(files).toEqual(
      [
        'README.md',
        'conftest.py',
        'instruments.py',
        'limits.json',
        'pytest.ini',
        'studio.json',
        'studio_results.py',
        'test_sequence.py',
      ].map((f) => `test-strategy-tomu-export-me-v1/${f}`),
    );
    const pdf = await rawRequest(agent, 'GET', url('pdf'));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, text } = await pdfText(new Uint8Array(pdf.raw));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Test strategy - Tomu');
    expect(text).toContain('Shorts and opens on the power rails (unpowered)');
    expect(text).toContain('>= 100 ohm');
    expect((await rawRequest(agent, 'GET', url('docx'))).status).toBe(400);
  });

  it('exports the in-circuit tests as the neutral CSV and i3070 sources; a version without a plan answers 409', async () => {
    const { agent } = owner;
    const id = (await agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'ICT' })).body.id;
    const url = (n: number, format: string) =>
      `/api/v1/test-strategies/${id}/versions/${n}/export?format=${format}`;
    const v1 = (await agent.get(`/api/v1/test-strategies/${id}/versions/1`)).body.document as TestStrategy;
    expect(v1.ict?.format).toBe('studio-ict-plan');
    const csv = await rawRequest(agent, 'GET', url(1, 'ict-csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="test-strategy-tomu-ict-v1-ict.csv"',
    );
    const lines = csv.raw.toString('utf8').split('\r\n');
    expect(lines[0]).toContain('studio-ict-csv/1');
    expect(lines.find((l) => l.startsWith('test,'))).toMatch(
      /^test,type,parts,high_node,low_node,guard_nodes,/,
    );
    expect(lines.some((l) => l.startsWith('c1+c2+c3,capacitor,C1 C2 C3,+5V,GND,'))).toBe(true);
    const zip = await rawRequest(agent, 'GET', url(1, 'i3070'));
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.raw));
    const dir = 'test-strategy-tomu-ict-v1-i3070';
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        `${dir}/testorder`,
        `${dir}/testplan.analog`,
        `${dir}/README.txt`,
        `${dir}/analog/c1`,
      ]),
    );
    expect(new TextDecoder().decode(files[`${dir}/analog/c1`])).toContain('connect s to "+5V"');
    const pdf = await rawRequest(agent, 'GET', url(1, 'pdf'));
    expect((await pdfText(new Uint8Array(pdf.raw))).text).toContain('In-circuit test');
    // Edits keep the plan; a document saved without one (as versions before it were) cannot export it.
    const { ict: _ict, ...withoutIct } = v1;
    const v2 = await agent.post(`/api/v1/test-strategies/${id}/versions`, { document: v1, note: 'same' });
    expect((v2.body.document as TestStrategy).ict).toEqual(v1.ict);
    await agent.post(`/api/v1/test-strategies/${id}/versions`, { document: withoutIct, note: 'old shape' });
    const refused = await rawRequest(agent, 'GET', url(3, 'ict-csv'));
    expect(refused.status).toBe(409);
    expect(refused.raw.toString('utf8')).toContain('no in-circuit test plan');
    expect((await rawRequest(agent, 'GET', url(3, 'md'))).status).toBe(200);
  });

  it('lets viewers read and export, not draft, save or change', async () => {
    const viewer = await addMember(t, owner.agent, 'strat-viewer', 'viewer');
    const id = (await owner.agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'Read only' })).body
      .id;
    const plan = (await viewer.agent.get(`/api/v1/test-strategies/${id}/versions/1`)).body.document;
    expect(plan.steps.length).toBe(13);
    expect((await viewer.agent.get(`/api/v1/test-strategies/${id}/versions/1/export?format=md`)).status).toBe(
      200,
    );
    expect((await viewer.agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'x' })).status).toBe(
      403,
    );
    expect(
      (await viewer.agent.post(`/api/v1/test-strategies/${id}/versions`, { document: plan })).status,
    ).toBe(403);
    expect((await viewer.agent.patch(`/api/v1/test-strategies/${id}`, { status: 'approved' })).status).toBe(
      403,
    );
    expect((await viewer.agent.delete(`/api/v1/test-strategies/${id}`)).status).toBe(403);
  });
});
