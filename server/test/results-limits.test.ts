import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { addMember, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { asStation, registerStation, sampleRun, strategyVersionOf } from './results-support';

// Limits from production (issue 32 item 3, decision 0068): runs uploaded through the stations' path,
// the proposal read for a version (hand-computed), applied as the next version in one action (its
// limits, provenance and note read back), refusals named (unknown, skipped, widen unasked), role,
// tenancy (404) and a stale source version (409).

const RUNS = '/api/v1/results/runs';
const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const NEXT_DAY = new Date(Date.parse(`${DAY}T00:00:00Z`) + 86_400_000).toISOString();
const FROM = `${DAY}T00:00:00.000Z`;
const WINDOW = `from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(NEXT_DAY)}`;
/** Run i of a batch starts at 06:00 + i minutes. */
const at = (i: number) => new Date(Date.parse(`${DAY}T06:00:00Z`) + i * 60_000).toISOString();

interface Row {
  key: string;
  proposed: { min: number | null; max: number | null } | null;
  change: string | null;
  skipped: string | null;
  beyondDesign: boolean;
  values: number;
  cpkNow: number | null;
  cpkAfter: number | null;
  provenance: Record<string, unknown> | null;
}

describe.each(databases)('limits from production on $name', (database) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof ownerWithCompany>>;
  let b: Awaited<ReturnType<typeof ownerWithCompany>>;
  let viewer: Awaited<ReturnType<typeof addMember>>;
  let v: Awaited<ReturnType<typeof strategyVersionOf>>;
  let token: string;
  const limitsUrl = (n: number) => `/api/v1/test-strategies/${v.strategyId}/versions/${n}/results/limits`;
  const proposal = async (n: number) => {
    const res = await a.agent.get(`${limitsUrl(n)}?${WINDOW}`);
    expect(res.status).toBe(200);
    return res.body as { rows: Row[]; latestVersion: number; from: string; to: string };
  };
  const rowOf = (p: { rows: Row[] }, key: string) => p.rows.find((r) => r.key === key)!;
  /** Uploads runs of version `versionId` whose 3V3 rail reads `values` (the sample run's shape). */
  const upload = async (versionId: string, values: number[], prefix: string, offset = 0) => {
    for (const [i, rail] of values.entries()) {
      const run = sampleRun({
        key: `${prefix}-${String(i).padStart(4, '0')}`,
        serial: `${prefix}-SN-${i}`,
        versionId,
        startedAt: at(offset + i),
        rail,
      });
      const res = await asStation(t, token, 'POST', RUNS, run);
      expect(res.status).toBe(201);
    }
  };
  const apply = (n: number, limits: unknown[], agent = a.agent) =>
    agent.post(limitsUrl(n), { from: FROM, to: NEXT_DAY, limits });

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    a = await ownerWithCompany(t, 'limits-a');
    b = await ownerWithCompany(t, 'limits-b');
    viewer = await addMember(t, a.agent, 'limits-viewer', 'viewer');
    v = await strategyVersionOf(a.agent, 'Limits board');
    token = (await registerStation(a.agent, 'Limits line', 'FX-LIM')).token;
  }, 240_000);
  afterAll(() => t?.close());

  // 3.29 and 3.31 V alternating: 40 values → mean 3.30, s = √(40 · 0.0001 / 39) = 0.01012739.
  const tight = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 3.29 : 3.31));

  it('proposes nothing from too few passing runs, then tightens from enough (by hand)', async () => {
    await upload(v.versionId, tight.slice(0, 29), 'few');
    const few = rowOf(await proposal(1), 'rail:+3V3/L1');
    expect(few.skipped).toBe('29 passing values; at least 30 are needed to draw limits.');
    expect(few.proposed).toBeNull();
    await upload(v.versionId, tight.slice(29), 'more', 29);
    const p = await proposal(1);
    expect(p.latestVersion).toBe(1);
    const rail = rowOf(p, 'rail:+3V3/L1');
    // ± 4σ = ± 0.04050956 → 3.25949 … 3.34051, step 0.01 (σ's decade) outward → 3.25 … 3.35: inside
    // the designed 3.135 … 3.465. Cpk now 0.165 / (3 s) = 5.430815; after 0.05 / (3 s) = 1.645701.
    expect(rail).toMatchObject({
      proposed: { min: 3.25, max: 3.35 },
      change: 'tighten',
      beyondDesign: false,
      values: 40,
      skipped: null,
    });
    expect(rail.cpkNow).toBeCloseTo(5.430815, 5);
    expect(rail.cpkAfter).toBeCloseTo(1.645701, 5);
    expect(rail.provenance).toMatchObject({ sourceVersion: 1, n: 40, from: FROM, to: NEXT_DAY });
    expect(rail.provenance!.stdDev as number).toBeCloseTo(0.01012739, 7);
    // The shorts measurement read 1 MΩ every time: no spread to draw from.
    expect(rowOf(p, 'shorts/L1').skipped).toBe(
      'Every value is the same (σ = 0): no spread to draw limits from.',
    );
    expect(rowOf(p, 'rail:+5V/L1').skipped).toBe('No production values for this measurement in the window.');
  });

  it('answers 404 to another company and 403 to a viewer, and names what it refuses', async () => {
    expect((await b.agent.get(`${limitsUrl(1)}?${WINDOW}`)).status).toBe(404);
    expect((await apply(1, [{ stepId: 'rail:+3V3', limitId: 'L1' }], b.agent)).status).toBe(404);
    expect((await apply(1, [{ stepId: 'rail:+3V3', limitId: 'L1' }], viewer.agent)).status).toBe(403);
    const unknown = await apply(1, [
      { stepId: 'rail:+3V3', limitId: 'L99' },
      { stepId: 'rail:+3V3', limitId: 'L1' },
      { stepId: 'nope', limitId: 'L1' },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown limits in version 1: rail:+3V3/L99, nope/L1.');
    expect(Object.keys(unknown.body.fields)).toEqual(['limits.0', 'limits.2']);
    const skipped = await apply(1, [{ stepId: 'shorts', limitId: 'L1' }]);
    expect(skipped.status).toBe(400);
    expect(skipped.body.fields['limits.0']).toBe(
      'shorts/L1: Every value is the same (σ = 0): no spread to draw limits from.',
    );
    expect((await a.agent.get(`/api/v1/test-strategies/${v.strategyId}`)).body.latestVersion).toBe(1);
  });

  it('applies the choice as the next version in one action, with provenance and a note', async () => {
    // Named twice, applied (and counted) once.
    const res = await apply(1, [
      { stepId: 'rail:+3V3', limitId: 'L1' },
      { stepId: 'rail:+3V3', limitId: 'L1' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tightened: 1, widened: 0, version: { number: 2 } });
    expect(res.body.version.note).toBe(
      `Limits from production: 1 tightened, 0 widened (n = 40, version 1, ${DAY} … ${NEXT_DAY.slice(0, 10)})`,
    );
    const stored = await a.agent.get(`/api/v1/test-strategies/${v.strategyId}/versions/2`);
    const step = stored.body.document.steps.find((s: { id: string }) => s.id === 'rail:+3V3');
    expect(step.limits[0]).toMatchObject({
      min: 3.25,
      max: 3.35,
      nominal: 3.3,
      production: { sourceVersion: 1, n: 40, from: FROM, to: NEXT_DAY, designMin: 3.135, designMax: 3.465 },
    });
    expect(step.limits[0].reason).toMatch(/^From production of version 1: n = 40, mean 3\.3 V, σ 10\.13 mV/);
    // Version 1 is no longer the latest: applying from it again would drop version 2.
    const stale = await apply(1, [{ stepId: 'rail:+3V3', limitId: 'L1' }]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Version 1 is no longer the latest \(version 2 is\)/);
    expect((await proposal(1)).latestVersion).toBe(2);
  });

  it('widens only when asked, within the design limits it remembers', async () => {
    const v2 = (await a.agent.get(`/api/v1/test-strategies/${v.strategyId}/versions/2`)).body.id as string;
    // Version 2's line spreads more: 3.27 and 3.33 alternating → s = √(40 · 0.0009 / 39) = 0.03038218;
    // ± 4σ = ± 0.1215287 → 3.1785 … 3.4215 → 3.17 … 3.43: wider than 3.25 … 3.35, inside 3.135 … 3.465.
    await upload(
      v2,
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 3.27 : 3.33)),
      'wide',
      100,
    );
    const rail = rowOf(await proposal(2), 'rail:+3V3/L1');
    expect(rail).toMatchObject({ proposed: { min: 3.17, max: 3.43 }, change: 'widen', beyondDesign: false });
    const unasked = await apply(2, [{ stepId: 'rail:+3V3', limitId: 'L1' }]);
    expect(unasked.status).toBe(400);
    expect(unasked.body.fields['limits.0']).toBe(
      'rail:+3V3/L1 widens its limits: send widen: true to apply it',
    );
    const widened = await apply(2, [{ stepId: 'rail:+3V3', limitId: 'L1', widen: true }]);
    expect(widened.status).toBe(201);
    expect(widened.body).toMatchObject({ tightened: 0, widened: 1, version: { number: 3 } });
    const stored = await a.agent.get(`/api/v1/test-strategies/${v.strategyId}/versions/3`);
    const limit = stored.body.document.steps.find((s: { id: string }) => s.id === 'rail:+3V3').limits[0];
    expect(limit).toMatchObject({
      min: 3.17,
      max: 3.43,
      production: { sourceVersion: 2, designMin: 3.135, designMax: 3.465 },
    });
  });

  it('lets one of two applies from the same version through, the other gets 409', async () => {
    const v3 = (await a.agent.get(`/api/v1/test-strategies/${v.strategyId}/versions/3`)).body.id as string;
    await upload(v3, tight, 'again', 200);
    expect(rowOf(await proposal(3), 'rail:+3V3/L1')).toMatchObject({ change: 'tighten' });
    const choice = [{ stepId: 'rail:+3V3', limitId: 'L1' }];
    const both = await Promise.all([apply(3, choice), apply(3, choice)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const detail = await a.agent.get(`/api/v1/test-strategies/${v.strategyId}`);
    expect(detail.body.latestVersion).toBe(4);
  });
});
