import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part, testMeasurement, testMeasurementDaily, testRun, testStation } from '../src/db/schema/index';
import { pruneResults } from '../src/services/housekeeping/prune-results';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { nextEvent, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { asStation, registerStation, sampleRun, strategyVersionOf } from './results-support';

// Production test results (issue 32): stations with API tokens (hash stored, shown once, revocable),
// run uploads received exactly once, tenancy between companies' tokens, and the dashboard's figures
// checked against hand-computed yields, Cpk, Pareto, histogram and contact failures.

const RUNS = '/api/v1/results/runs';
/** Two days ago (UTC): inside the DFT report's 90 days whenever the test runs. */
const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const NEXT_DAY = new Date(Date.parse(`${DAY}T00:00:00Z`) + 86_400_000).toISOString();
const at = (hhmm: string) => `${DAY}T${hhmm}:00.000Z`;
const WINDOW = `from=${encodeURIComponent(`${DAY}T00:00:00Z`)}&to=${encodeURIComponent(NEXT_DAY)}`;

describe.each(databases)('production results on $name', (database) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof ownerWithCompany>>;
  let b: Awaited<ReturnType<typeof ownerWithCompany>>;
  let va: Awaited<ReturnType<typeof strategyVersionOf>>;
  let vb: Awaited<ReturnType<typeof strategyVersionOf>>;
  let tokenA: string;
  let tokenB: string;
  let kitRatedCycles: number;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    a = await ownerWithCompany(t, 'results-a');
    b = await ownerWithCompany(t, 'results-b');
    va = await strategyVersionOf(a.agent, 'Line A board');
    vb = await strategyVersionOf(b.agent, 'Line B board');
    const [kit] = await t.app.deps.db.select().from(part).where(eq(part.kind, 'fixture-kit')).limit(1);
    kitRatedCycles = Number((kit!.specs as { ratedCycles: number }).ratedCycles);
    tokenA = (await registerStation(a.agent, 'Line 1 ICT', 'FX-001', { fixtureKitPartId: kit!.id })).token;
    tokenB = (await registerStation(b.agent, 'B station', 'FX-B')).token;
  }, 240_000);
  afterAll(() => t?.close());

  it('shows a station token once and stores only its hash', async () => {
    const made = await registerStation(a.agent, 'Spare station', 'FX-009');
    expect(made.token).toMatch(/^sst_[A-Za-z0-9_-]{43}$/);
    expect(made.station.tokenHint).toBe(made.token.slice(-4));
    const list = await a.agent.get('/api/v1/test-stations');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    const rows = await t.app.deps.db.select().from(testStation).where(eq(testStation.id, made.station.id));
    expect(JSON.stringify(rows)).not.toContain(made.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const taken = await a.agent.post('/api/v1/test-stations', { name: 'spare STATION', fixtureSerial: 'x' });
    expect(taken.status).toBe(409);
    const badProfile = await a.agent.post('/api/v1/test-stations', {
      name: 'Other',
      fixtureSerial: 'x',
      stationProfileId: 'no-such-profile',
    });
    expect(badProfile.status).toBe(400);
    expect(badProfile.body.fields).toHaveProperty('stationProfileId');
  });

  it('receives a run exactly once per idempotency key, and tells the station it arrived', async () => {
    const run = sampleRun({
      key: 'once-0001',
      serial: 'SN-ONCE',
      versionId: va.versionId,
      startedAt: at('07:00'),
    });
    const first = await asStation(t, tokenA, 'POST', RUNS, run);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ duplicate: false, serial: 'SN-ONCE', passed: true });
    const again = await asStation(t, tokenA, 'POST', RUNS, run);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, runId: first.body.runId });
    const [concurrent1, concurrent2] = await Promise.all([
      asStation(t, tokenA, 'POST', RUNS, { ...run, idempotencyKey: 'once-0002' }),
      asStation(t, tokenA, 'POST', RUNS, { ...run, idempotencyKey: 'once-0002' }),
    ]);
    expect([concurrent1.status, concurrent2.status].sort()).toEqual([200, 201]);
    const { db } = t.app.deps;
    const runs = await db
      .select()
      .from(testRun)
      .where(and(eq(testRun.serial, 'SN-ONCE'), eq(testRun.companyId, a.companyId)));
    expect(runs).toHaveLength(2);
    const measurements = await db
      .select()
      .from(testMeasurement)
      .where(eq(testMeasurement.runId, first.body.runId));
    expect(measurements).toHaveLength(2);
    const looked = await asStation(t, tokenA, 'GET', `${RUNS}?key=once-0001`);
    expect(looked.body).toMatchObject({ runId: first.body.runId });
    // Clean the version's figures for the dashboard test below.
    await db.delete(testRun).where(and(eq(testRun.serial, 'SN-ONCE'), eq(testRun.companyId, a.companyId)));
    await db.delete(testMeasurementDaily).where(eq(testMeasurementDaily.strategyVersionId, va.versionId));
  });

  it('refuses uploads without a valid token and names bad fields', async () => {
    const run = sampleRun({
      key: 'auth-0001',
      serial: 'SN-X',
      versionId: va.versionId,
      startedAt: at('06:00'),
    });
    expect((await asStation(t, null, 'POST', RUNS, run)).status).toBe(401);
    expect((await asStation(t, 'sst_not-a-real-token-aaaaaaaaaaaaaaaaaaaa', 'POST', RUNS, run)).status).toBe(
      401,
    );
    // A member's session is not a station token.
    expect((await a.agent.post(RUNS, run)).status).toBe(401);
    const bad = await asStation(t, tokenA, 'POST', RUNS, { ...run, serial: '', endedAt: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['serial', 'endedAt']));
    // Revoked, then renewed: the old token stops, the new one works.
    const spare = await registerStation(a.agent, 'Revoked station', 'FX-R');
    const revoked = await a.agent.post(`/api/v1/test-stations/${spare.station.id}/revoke`);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await asStation(t, spare.token, 'GET', `${RUNS}?key=x`)).status).toBe(401);
    const renewed = await a.agent.post(`/api/v1/test-stations/${spare.station.id}/token`);
    expect(renewed.status).toBe(200);
    expect((await asStation(t, spare.token, 'GET', `${RUNS}?key=auth-none`)).status).toBe(401);
    expect((await asStation(t, renewed.body.token, 'GET', `${RUNS}?key=auth-none`)).status).toBe(404);
  });

  it("keeps each company's results its own: a token can neither write nor read another's", async () => {
    const mine = sampleRun({
      key: 'tenant-b-01',
      serial: 'SN-B',
      versionId: vb.versionId,
      startedAt: at('05:00'),
    });
    expect((await asStation(t, tokenB, 'POST', RUNS, mine)).status).toBe(201);
    // B's token writing to A's strategy version: not found, nothing stored.
    const intoA = sampleRun({
      key: 'tenant-b-02',
      serial: 'SN-B2',
      versionId: va.versionId,
      startedAt: at('05:00'),
    });
    const refused = await asStation(t, tokenB, 'POST', RUNS, intoA);
    expect(refused.status).toBe(404);
    expect(await t.app.deps.db.select().from(testRun).where(eq(testRun.serial, 'SN-B2'))).toHaveLength(0);
    // A's token reading B's run by its key: not found. The same key in A is A's own run.
    expect((await asStation(t, tokenA, 'GET', `${RUNS}?key=tenant-b-01`)).status).toBe(404);
    const sameKey = sampleRun({
      key: 'tenant-b-01',
      serial: 'SN-A-K',
      versionId: va.versionId,
      startedAt: at('05:00'),
    });
    expect((await asStation(t, tokenA, 'POST', RUNS, sameKey)).body.duplicate).toBe(false);
    // B's members see nothing of A's: history, dashboard, wear.
    expect((await b.agent.get('/api/v1/results/serials?serial=SN-A-K')).body.runs).toEqual([]);
    expect((await b.agent.get(`/api/v1/test-strategies/${va.strategyId}/versions/1/results`)).status).toBe(
      404,
    );
    expect(JSON.stringify((await b.agent.get('/api/v1/results/fixture-wear')).body)).not.toContain('FX-001');
    await t.app.deps.db.delete(testRun).where(eq(testRun.serial, 'SN-A-K'));
    await t.app.deps.db
      .delete(testMeasurementDaily)
      .where(eq(testMeasurementDaily.strategyVersionId, va.versionId));
  });

  it('computes yields, Pareto, Cpk, histogram and contact failures (by hand) and goes live', async () => {
    const live = nextEvent(t, (e) => e.type === 'results.run' && e.serial === 'SN-1');
    const runs = [
      { key: 'dash-0001', serial: 'SN-1', startedAt: at('08:00'), rail: 3.3 },
      { key: 'dash-0002', serial: 'SN-2', startedAt: at('08:10'), rail: 3.25 },
      { key: 'dash-0003', serial: 'SN-3', startedAt: at('08:20'), rail: 3.35, contactFails: true },
      { key: 'dash-0004', serial: 'SN-3', startedAt: at('08:30'), rail: 3.35 },
      { key: 'dash-0005', serial: 'SN-4', startedAt: at('08:40'), rail: 3.45 },
      { key: 'dash-0006', serial: 'SN-4', startedAt: at('08:50'), rail: 3.5 },
      { key: 'dash-0007', serial: 'SN-5', startedAt: at('09:00'), rail: 3.3 },
    ];
    for (const r of runs) {
      const res = await asStation(t, tokenA, 'POST', RUNS, sampleRun({ ...r, versionId: va.versionId }));
      expect(res.status).toBe(201);
    }
    expect(await live).toMatchObject({ dutId: va.dutId, testStrategyId: va.strategyId, versionNumber: 1 });
    const dash = await a.agent.get(`/api/v1/test-strategies/${va.strategyId}/versions/1/results?${WINDOW}`);
    expect(dash.status).toBe(200);
    // 5 boards; first pass: SN-1, SN-2, SN-5 → 3/5; final: SN-3 passes its retest → 4/5.
    expect(dash.body.yields).toMatchObject({
      boards: 5,
      runs: 7,
      retests: 2,
      firstPassYield: 0.6,
      finalYield: 0.8,
    });
    // 7 runs from 08:00 to 09:01 (the last run's end) → 7 / (61/60) h.
    expect(dash.body.yields.runsPerHour).toBeCloseTo(6.885245901639345, 9);
    expect(dash.body.hourly).toEqual([
      { hour: `${DAY}T08:00:00Z`, runs: 6, failed: 3 },
      { hour: `${DAY}T09:00:00Z`, runs: 1, failed: 0 },
    ]);
    expect(dash.body.stepPareto.map((p: { key: string; failures: number }) => [p.key, p.failures])).toEqual([
      ['rail:+3V3', 2],
      ['shorts', 1],
    ]);
    const rail = dash.body.measurements.find((m: { stepId: string }) => m.stepId === 'rail:+3V3');
    // Rail values 3.30 3.25 3.35 3.35 3.45 3.50 3.30: mean 23.5/7 = 3.3571429, s = 0.0886405;
    // Cpu = (3.4 − 3.3571429) / (3 · 0.0886405) = 0.1611646 < Cpl = 0.5909368.
    expect(rail.mean).toBeCloseTo(3.3571429, 6);
    expect(rail.stdDev).toBeCloseTo(0.0886405, 6);
    expect(rail.cpk).toBeCloseTo(0.1611646, 6);
    expect([rail.count, rail.failures]).toEqual([7, 2]);
    // SN-3's first run failed at TP1/TP7 as a contact failure; SN-4's rail failure repeats on retest
    // (a real failure, not a contact). The shorts measurement ran in all 7 runs.
    expect(dash.body.contacts).toEqual([
      { probe: 'TP1', failedRuns: 1, runs: 7, rate: 1 / 7 },
      { probe: 'TP7', failedRuns: 1, runs: 7, rate: 1 / 7 },
    ]);
    expect(dash.body.recentRuns[0]).toMatchObject({
      serial: 'SN-5',
      stationName: 'Line 1 ICT',
      passed: true,
    });
    const dist = await a.agent.get(
      `/api/v1/test-strategies/${va.strategyId}/versions/1/results/measurement?${WINDOW}&step=rail%3A%2B3V3&measurement=L1&bins=5`,
    );
    expect(dist.status).toBe(200);
    // Values and limits span 3.2…3.5; half a bin (0.03) each side → 3.17…3.53, bins of 0.072 V.
    expect(dist.body.bins.map((b: { count: number }) => b.count)).toEqual([0, 3, 2, 1, 1]);
    expect(dist.body.bins[0].fromValue).toBeCloseTo(3.17, 9);
    expect(dist.body.stats.cpk).toBeCloseTo(0.1611646, 6);
    const history = await a.agent.get('/api/v1/results/serials?serial=SN-3');
    expect(history.body.runs.map((r: { passed: boolean }) => r.passed)).toEqual([false, true]);
    expect(history.body.runs[0].failures[0]).toMatchObject({ stepId: 'shorts', probes: ['TP1', 'TP7'] });
    const wear = await a.agent.get('/api/v1/results/fixture-wear');
    const fx = wear.body.find((w: { fixtureSerial: string }) => w.fixtureSerial === 'FX-001');
    // 7 runs here and the 3 runs of the tests above whose rows they deleted to clean up: a deleted
    // run still actuated the fixture, so its cycle counter keeps it (decision 0069).
    expect(fx).toMatchObject({ cycles: 10, ratedCycles: kitRatedCycles, stations: ['Line 1 ICT'] });
    expect(fx.used).toBeCloseTo(10 / kitRatedCycles, 12);
    const stored = await t.app.deps.db
      .select()
      .from(testRun)
      .where(and(eq(testRun.companyId, a.companyId), eq(testRun.serial, 'SN-3')));
    expect(stored).toHaveLength(2);
  });

  it('lists a test point with poor contact in production for the DFT report (n of m runs)', async () => {
    const url = `/api/v1/duts/${va.dutId}/production-contacts`;
    // 7 runs so far (one suspect at TP1/TP7): under the 20 runs the lesson needs.
    expect((await a.agent.get(url)).body).toMatchObject({ runs: 7, poorContacts: [] });
    for (let i = 0; i < 13; i++) {
      const run = sampleRun({
        key: `lesson-${String(i).padStart(4, '0')}`,
        serial: `SN-L${i}`,
        versionId: va.versionId,
        startedAt: at(`10:${String(i).padStart(2, '0')}`),
      });
      expect((await asStation(t, tokenA, 'POST', RUNS, run)).status).toBe(201);
    }
    const lesson = await a.agent.get(url);
    expect(lesson.status).toBe(200);
    // 1 suspect in 20 runs = 5 % ≥ 2 %: TP1 and TP7; TP3 (the rail) had real failures only.
    expect(lesson.body.runs).toBe(20);
    expect(lesson.body.poorContacts.map((c: { probe: string; text: string }) => [c.probe, c.text])).toEqual([
      ['TP1', 'poor contact in production (1 of 20 runs)'],
      ['TP7', 'poor contact in production (1 of 20 runs)'],
    ]);
    expect((await b.agent.get(url)).status).toBe(404);
  });

  it('deletes runs past the retention with their measurements and aggregates; 0 keeps all', async () => {
    const old = sampleRun({
      key: 'retention-01',
      serial: 'SN-OLD',
      versionId: vb.versionId,
      startedAt: '2020-01-02T08:00:00Z',
    });
    const stored = await asStation(t, tokenB, 'POST', RUNS, old);
    expect(stored.status).toBe(201);
    const { db } = t.app.deps;
    expect(await pruneResults(db, { retentionDays: 0, dryRun: false })).toBe(0);
    expect(await pruneResults(db, { retentionDays: 365, dryRun: true })).toBeGreaterThanOrEqual(1);
    expect(
      await db
        .select()
        .from(testRun)
        .where(and(eq(testRun.serial, 'SN-OLD'), eq(testRun.companyId, b.companyId))),
    ).toHaveLength(1);
    expect(await pruneResults(db, { retentionDays: 365, dryRun: false })).toBeGreaterThanOrEqual(1);
    expect(
      await db
        .select()
        .from(testRun)
        .where(and(eq(testRun.serial, 'SN-OLD'), eq(testRun.companyId, b.companyId))),
    ).toHaveLength(0);
    expect(
      await db.select().from(testMeasurement).where(eq(testMeasurement.runId, stored.body.runId)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(testMeasurementDaily)
        .where(
          and(
            eq(testMeasurementDaily.strategyVersionId, vb.versionId),
            eq(testMeasurementDaily.day, '2020-01-02'),
          ),
        ),
    ).toHaveLength(0);
    // The recent runs stay.
    expect(
      await db
        .select()
        .from(testRun)
        .where(and(eq(testRun.serial, 'SN-1'), eq(testRun.companyId, a.companyId))),
    ).toHaveLength(1);
  });
});
