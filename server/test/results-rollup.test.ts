import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { testMeasurementDaily, testRun } from '../src/db/schema/index';
import { pruneResults } from '../src/services/housekeeping/prune-results';
import { foldRuns, rollUpResults } from '../src/services/results/roll-up';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { asStation, registerStation, sampleRun, strategyVersionOf } from './results-support';

// The roll-up of production results (decision 0065): uploads append, a roll-up folds runs into the
// per-day aggregates and marks them. The dashboards add the runs not rolled yet, so they show the same
// before and after a roll-up; two roll-ups at once (two instances, or two batches) never fold a run
// twice. This app rolls up only when asked (RESULTS_ROLLUP_INTERVAL_MS 0); on the shared PostgreSQL
// other suites' instances may roll up meanwhile, which every assertion here allows.

const RUNS = '/api/v1/results/runs';
const DAY1 = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
const DAY2 = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const WINDOW = `from=${encodeURIComponent(`${DAY1}T00:00:00Z`)}&to=${encodeURIComponent(`${DAY2}T23:59:59Z`)}`;
/** Rail values with exact binary sums and squares: the moments do not depend on the order of adding. */
const RAILS = [3.25, 3.375, 3.125, 3.3125, 3.5, 3.25, 3.28125, 3.375];

describe.each(databases)('results roll-up on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  let v: Awaited<ReturnType<typeof strategyVersionOf>>;
  let token: string;

  beforeAll(async () => {
    t = await startApp(database, jobEnv({ RESULTS_ROLLUP_INTERVAL_MS: '0' }));
    owner = await ownerWithCompany(t, 'rollup');
    v = await strategyVersionOf(owner.agent, 'Rolled board');
    token = (await registerStation(owner.agent, 'Roll-up station', 'FX-RU')).token;
  }, 240_000);
  afterAll(() => t?.close());

  const upload = async (prefix: string, count: number, day: string, hour: number) => {
    for (let i = 0; i < count; i++) {
      const run = sampleRun({
        key: `${prefix}-run-${String(i).padStart(4, '0')}`,
        serial: `SN-${prefix}-${i % 5}`,
        versionId: v.versionId,
        startedAt: `${day}T${String(hour).padStart(2, '0')}:${String(i).padStart(2, '0')}:00.000Z`,
        rail: RAILS[i % RAILS.length]!,
        contactFails: i % 7 === 3,
      });
      expect((await asStation(t, token, 'POST', RUNS, run)).status).toBe(201);
    }
  };
  const unrolled = async () => {
    const [row] = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(testRun)
      .where(and(eq(testRun.strategyVersionId, v.versionId), eq(testRun.rolled, false)));
    return Number(row?.n ?? 0);
  };
  /** Sum of the aggregates' counts of the rail measurement (one per run rolled). */
  const railRolled = async () => {
    const [row] = await t.app.deps.db
      .select({ n: sql<number>`coalesce(sum(${testMeasurementDaily.count}), 0)::int` })
      .from(testMeasurementDaily)
      .where(
        and(
          eq(testMeasurementDaily.strategyVersionId, v.versionId),
          eq(testMeasurementDaily.stepId, 'rail:+3V3'),
        ),
      );
    return Number(row?.n ?? 0);
  };
  /** Rolls up until none of this version's runs is left (on PostgreSQL another instance may hold the lock). */
  const settle = async () => {
    for (let i = 0; i < 100; i++) {
      await rollUpResults(t.app.deps.db);
      if ((await unrolled()) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('runs left unrolled');
  };
  const figures = async () => {
    const base = `/api/v1/test-strategies/${v.strategyId}/versions/1/results`;
    const [dash, dist, contacts] = await Promise.all([
      owner.agent.get(`${base}?${WINDOW}`),
      owner.agent.get(`${base}/measurement?${WINDOW}&step=rail%3A%2B3V3&measurement=L1&bins=6`),
      owner.agent.get(`/api/v1/duts/${v.dutId}/production-contacts`),
    ]);
    expect([dash.status, dist.status, contacts.status]).toEqual([200, 200, 200]);
    return { dashboard: dash.body, distribution: dist.body, contacts: contacts.body };
  };

  it('shows the same dashboard before and after the roll-up, aggregates and tail on one day', async () => {
    await upload('early', 12, DAY1, 8);
    await settle();
    // More runs on the rolled day and the next: the dashboards read aggregates plus this tail.
    await upload('late', 9, DAY1, 15);
    await upload('next', 11, DAY2, 9);
    const pending = await unrolled();
    if (database.name === 'pglite') expect(pending).toBe(20);
    const before = await figures();
    expect(before.dashboard.yields.runs).toBe(32);
    const rail = before.dashboard.measurements.find((m: { stepId: string }) => m.stepId === 'rail:+3V3');
    expect(rail.count).toBe(32);
    // 12 + 9 + 11 runs cycle through RAILS: 3.125 fails low, 3.5 fails high.
    const railsOf = (n: number) => Array.from({ length: n }, (_, i) => RAILS[i % RAILS.length]!);
    const values = [...railsOf(12), ...railsOf(9), ...railsOf(11)];
    expect(rail.failures).toBe(values.filter((x) => x < 3.2 || x > 3.4).length);
    expect(rail.mean).toBe(values.reduce((s, x) => s + x, 0) / values.length);
    await settle();
    expect(await railRolled()).toBe(32);
    expect(await figures()).toEqual(before);
  });

  it('never folds a run twice when roll-ups run at once (two instances, or batches side by side)', async () => {
    const { db } = t.app.deps;
    // A second server instance on the same database (PostgreSQL) or the same one again (PGlite).
    let other: Database | null = null;
    if (database.url) other = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      await upload('race', 24, DAY2, 12);
      const rolled = await Promise.all([
        rollUpResults(db, { batchRuns: 5 }),
        rollUpResults(other?.db ?? db, { batchRuns: 5 }),
        rollUpResults(db, { batchRuns: 3 }),
      ]);
      if (database.name === 'pglite') expect(rolled.reduce<number>((s, n) => s + (n ?? 0), 0)).toBe(24);
      await settle();
      expect(await railRolled()).toBe(32 + 24);
      // Batches without the roll-up's lock, side by side: claimed runs are skipped, not taken twice.
      await upload('batch', 15, DAY2, 13);
      const loop = async (d: Database['db']) => {
        for (;;) if ((await d.transaction((tx) => foldRuns(tx, 2))) === 0) return;
      };
      await Promise.all([loop(db), loop(other?.db ?? db), loop(db)]);
      await settle();
      expect(await railRolled()).toBe(32 + 24 + 15);
      const dash = await owner.agent.get(
        `/api/v1/test-strategies/${v.strategyId}/versions/1/results?${WINDOW}`,
      );
      expect(dash.body.yields.runs).toBe(32 + 24 + 15);
    } finally {
      await other?.close();
    }
  });

  it('cuts retention on a UTC day, runs and aggregates alike, rolled or not', async () => {
    const { db } = t.app.deps;
    const keep = (await unrolled()) + (await railRolled());
    // A retention of 1 day seen from the noon after DAY2 cuts at DAY2's midnight: DAY1 goes whole
    // (its rolled runs, their aggregates and one run not rolled yet) and DAY2 stays whole.
    await upload('cut', 1, DAY1, 20);
    if (database.name === 'pglite') expect(await unrolled()).toBe(1);
    const now = new Date(Date.parse(`${DAY2}T12:00:00Z`) + 86_400_000);
    // On the shared PostgreSQL the sweep removes other suites' old runs too (all companies).
    const removed = await pruneResults(db, { retentionDays: 1, dryRun: false, now });
    if (database.name === 'pglite') expect(removed).toBe(12 + 9 + 1);
    else expect(removed).toBeGreaterThanOrEqual(12 + 9 + 1);
    expect(await unrolled()).toBe(0);
    expect(await railRolled()).toBe(keep - 12 - 9);
    const dash = await owner.agent.get(
      `/api/v1/test-strategies/${v.strategyId}/versions/1/results?${WINDOW}`,
    );
    expect(dash.body.yields.runs).toBe(11 + 24 + 15);
    const rail = dash.body.measurements.find((m: { stepId: string }) => m.stepId === 'rail:+3V3');
    expect(rail.count).toBe(11 + 24 + 15);
  });
});
