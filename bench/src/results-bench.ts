// Production results (issue 32, decision 0065) on PostgreSQL: ingest and dashboards.
//
// 1. Ingest: the app listening on 127.0.0.1, `--stations` concurrent stations (each its own token)
//    each posting `--runs` runs of `--measurements` step results over HTTP, one after another, as a
//    line does. Prints step results/s and the p50/p99/max latency per run upload; then the same
//    again paced at `--rate` step results/s offered (0: skip), then how long after
//    the last upload the server's roll-up (RESULTS_ROLLUP_INTERVAL_MS, decision 0065) had folded
//    every run into the per-day aggregates.
// 2. Dashboard: the version filled up to `--rows` step results (inserted with generate_series, with
//    the per-day aggregates built as the roll-up builds them, the runs marked rolled), then the dashboard and one measurement's
//    histogram computed by their services (the SQL and arithmetic a request runs; HTTP and JSON
//    encoding left out), 5 times each: min/median/max.
// Everything the bench made is deleted at the end (its company, cascading).
//
//   node --import tsx bench/src/results-bench.ts --database-url postgres://…/db
//        [--stations 20] [--runs 25] [--measurements 100] [--rows 1000000] [--rate 2000] [--keep]
// (--keep leaves the bench's company in the database, to look at query plans afterwards.)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, loadConfig } from '@studio/server';
import { sql } from 'drizzle-orm';
import type { CompanyActor } from '../../server/src/auth/session';
import {
  dut,
  organization,
  testStation,
  testStrategy,
  testStrategyVersion,
} from '../../server/src/db/schema/index';
import { measurementDistribution } from '../../server/src/services/results/measurement-distribution';
import { resultsDashboard } from '../../server/src/services/results/results-dashboard';
import { makeToken } from '../../server/src/services/results/station-token';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    stations: { type: 'string', default: '20' },
    runs: { type: 'string', default: '25' },
    measurements: { type: 'string', default: '100' },
    rows: { type: 'string', default: '1000000' },
    rate: { type: 'string', default: '2000' },
    keep: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl?.startsWith('postgres')) throw new Error('--database-url postgres://… is required');
const STATIONS = Number(values.stations);
const RUNS = Number(values.runs);
const MEASUREMENTS = Number(values.measurements);
const ROWS = Number(values.rows);
const RATE = Number(values.rate);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function runBody(versionId: string, station: number, i: number) {
  const start = new Date(Date.now() - 3_600_000 + i * 1000);
  const steps = [];
  for (let s = 0; s < MEASUREMENTS / 10; s++)
    steps.push({
      id: `step-${s}`,
      title: `Step ${s}`,
      passed: true,
      measurements: Array.from({ length: 10 }, (_, m) => {
        const value = 3.3 + Math.sin(i * 7 + m * 13 + s) * 0.03;
        return {
          id: `L${m}`,
          label: `V${m}`,
          value,
          unit: 'V',
          low: 3.2,
          high: 3.4,
          passed: true,
          probes: [`TP${s * 10 + m}`],
        };
      }),
    });
  return {
    format: 'studio-test-run',
    version: 1,
    idempotencyKey: `bench-${station}-${i}-${randomUUID()}`,
    serial: `SN-${station}-${i}`,
    strategyVersionId: versionId,
    startedAt: start.toISOString(),
    endedAt: new Date(start.getTime() + 20_000).toISOString(),
    passed: true,
    steps,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-results-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:4106',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000000',
    DATABASE_URL: databaseUrl!,
    IMPORT_PREWARM: '0',
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const { db } = app.deps;
  const companyId = randomUUID();
  try {
    // A company, a DUT, a strategy and its version 1 (a minimal document: uploads only need the row).
    await db.insert(organization).values({ id: companyId, name: 'Bench line', slug: `bench-${companyId}` });
    const dutId = randomUUID();
    await db.insert(dut).values({ id: dutId, companyId, name: 'Bench board' } as typeof dut.$inferInsert);
    const strategyId = randomUUID();
    await db
      .insert(testStrategy)
      .values({ id: strategyId, companyId, dutId, name: 'Bench plan', latestVersion: 1 });
    const versionId = randomUUID();
    await db.insert(testStrategyVersion).values({
      id: versionId,
      testStrategyId: strategyId,
      companyId,
      dutId,
      number: 1,
      document: {} as never,
      boardSha256: 'bench',
    });
    const tokens: string[] = [];
    for (let s = 0; s < STATIONS; s++) {
      const t = makeToken();
      tokens.push(t.token);
      await db.insert(testStation).values({
        id: randomUUID(),
        companyId,
        name: `Station ${s}`,
        fixtureSerial: `FX-${s % 4}`,
        tokenHash: t.hash,
        tokenHint: t.hint,
      });
    }
    // 1. Ingest: as fast as the stations can send (saturation), then paced at --rate (the issue's
    //    figure: a line sending 2,000 step results/s, and how long each upload takes at that rate).
    const ingestRound = async (label: string, round: number, rate: number) => {
      const latencies: number[] = [];
      // Paced: each station sends one run every `period` ms, the stations staggered over one period;
      // an upload that ends late makes the next start at once (no catching up by bursts).
      const period = rate > 0 ? (STATIONS * MEASUREMENTS * 1000) / rate : 0;
      const started = performance.now();
      await Promise.all(
        tokens.map(async (token, s) => {
          for (let i = 0; i < RUNS; i++) {
            if (period > 0) {
              const due = started + (s / STATIONS + i) * period;
              const wait = due - performance.now();
              if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            }
            const body = JSON.stringify(runBody(versionId, s, round * RUNS + i));
            const t0 = performance.now();
            const res = await fetch(`${base}/api/v1/results/runs`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body,
            });
            await res.text();
            if (res.status !== 201) throw new Error(`upload: ${res.status}`);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((x, y) => x - y);
      const stepResults = STATIONS * RUNS * MEASUREMENTS;
      const figures = {
        offeredPerSecond: rate > 0 ? rate : null,
        stations: STATIONS,
        runs: STATIONS * RUNS,
        stepResults,
        seconds: Number(seconds.toFixed(2)),
        stepResultsPerSecond: Math.round(stepResults / seconds),
        uploadMs: {
          p50: Number(quantile(latencies, 0.5).toFixed(1)),
          p99: Number(quantile(latencies, 0.99).toFixed(1)),
          max: Number(latencies[latencies.length - 1]!.toFixed(1)),
        },
      };
      console.log(
        `ingest (${label}): ${stepResults} step results from ${STATIONS} stations in ${figures.seconds} s = ${figures.stepResultsPerSecond}/s; upload p50 ${figures.uploadMs.p50} ms, p99 ${figures.uploadMs.p99} ms, max ${figures.uploadMs.max} ms`,
      );
      return figures;
    };
    const ingest = await ingestRound('as fast as possible', 0, 0);
    const paced = RATE > 0 ? await ingestRound(`paced at ${RATE}/s`, 1, RATE) : null;
    const stepResults = ingest.stepResults * (paced ? 2 : 1);
    // The roll-up runs on its own in the app; wait until it has folded every uploaded run.
    const ingestEnd = performance.now();
    for (;;) {
      const [{ n }] = (
        await db.execute(
          sql`select count(*)::int as n from test_run where strategy_version_id = ${versionId} and not rolled`,
        )
      ).rows as [{ n: number }];
      if (Number(n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rollUpLagSeconds = Number(((performance.now() - ingestEnd) / 1000).toFixed(2));
    console.log(`roll-up: every run in the aggregates ${rollUpLagSeconds} s after the last upload`);

    // 2. Fill to ROWS step results: runs of 50 measurements over the last 6 days, 3 % failing.
    const per = 50;
    const extraRuns = Math.max(0, Math.ceil((ROWS - stepResults) / per));
    const t1 = performance.now();
    await db.execute(sql`
      insert into test_run (id, company_id, station_name, idempotency_key, dut_id, test_strategy_id,
        strategy_version_id, strategy_version_number, serial, fixture_serial, started_at, ended_at, passed,
        step_count, measurement_count, failed_count, rolled)
      select 'fill-' || g, ${companyId}, 'Station ' || (g % 20), 'fill-' || g, ${dutId}, ${strategyId},
        ${versionId}, 1, 'FILL-' || (g - (g % 10 = 3)::int), 'FX-' || (g % 4),
        now() - interval '6 days' + (g * interval '1 second') * (518400.0 / ${extraRuns}),
        now() - interval '6 days' + (g * interval '1 second') * (518400.0 / ${extraRuns}) + interval '20 seconds',
        g % 33 <> 0, 5, ${per}, (g % 33 = 0)::int, true
      from generate_series(1, ${extraRuns}) g`);
    await db.execute(sql`
      insert into test_measurement (run_id, ordinal, company_id, strategy_version_id, started_at, step_id,
        step_title, measurement_id, label, value, unit, low, high, passed, contact, probes)
      select r.id, m, ${companyId}, ${versionId}, r.started_at, 'fill-step-' || (m / 10), 'Fill step ' || (m / 10),
        'L' || (m % 10), 'V' || (m % 10), 3.3 + sin(m * 7 + length(r.id)) * 0.03 + (case when not r.passed and m = 7 then 0.5 else 0 end),
        'V', 3.2, 3.4, r.passed or m <> 7, false, jsonb_build_array('TP' || m)
      from test_run r, generate_series(0, ${per - 1}) m
      where r.company_id = ${companyId} and r.id like 'fill-%'`);
    await db.execute(sql`
      insert into test_measurement_daily (company_id, strategy_version_id, day, step_id, measurement_id, step_title,
        label, unit, low, high, count, failures, value_count, value_sum, value_sum_squares, value_min, value_max, probes)
      select ${companyId}, ${versionId}, (started_at at time zone 'UTC')::date, step_id, measurement_id, max(step_title),
        max(label), max(unit), max(low), max(high), count(*), count(*) filter (where not passed), count(value),
        sum(value), sum(value * value), min(value), max(value), (array_agg(probes))[1]
      from test_measurement where run_id like 'fill-%' and company_id = ${companyId}
      group by 3, 4, 5
      on conflict (strategy_version_id, day, step_id, measurement_id) do update set
        count = test_measurement_daily.count + excluded.count,
        failures = test_measurement_daily.failures + excluded.failures,
        value_count = test_measurement_daily.value_count + excluded.value_count,
        value_sum = test_measurement_daily.value_sum + excluded.value_sum,
        value_sum_squares = test_measurement_daily.value_sum_squares + excluded.value_sum_squares`);
    await db.execute(sql`analyze test_run; analyze test_measurement; analyze test_measurement_daily`);
    const [{ n }] = (
      await db.execute(sql`select count(*)::int as n from test_measurement where company_id = ${companyId}`)
    ).rows as [{ n: number }];
    console.log(`filled to ${n} step results in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

    const actor: CompanyActor = {
      userId: 'bench',
      sessionId: 'bench',
      email: 'bench@example.test',
      name: 'Bench',
      emailVerified: true,
      isStaff: false,
      companyId,
      role: 'owner',
    };
    const timed = async (f: () => Promise<unknown>) => {
      const ms: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await f();
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      return {
        min: Number(ms[0]!.toFixed(1)),
        median: Number(ms[2]!.toFixed(1)),
        max: Number(ms[4]!.toFixed(1)),
      };
    };
    const dashboard = await timed(() => resultsDashboard(app.deps, actor, strategyId, 1, {}));
    const histogram = await timed(() =>
      measurementDistribution(app.deps, actor, strategyId, 1, { step: 'fill-step-0', measurement: 'L7' }),
    );
    console.log(
      `dashboard on ${n} step results: min ${dashboard.min} ms, median ${dashboard.median} ms, max ${dashboard.max} ms`,
    );
    console.log(
      `histogram of one measurement: min ${histogram.min} ms, median ${histogram.median} ms, max ${histogram.max} ms`,
    );
    console.log(
      JSON.stringify({
        bench: 'results',
        machine: `${os.cpus().length} cores`,
        ingest,
        paced,
        rollUpLagSeconds,
        stepResults: n,
        dashboard,
        histogram,
      }),
    );
  } finally {
    if (values.keep) console.log(`kept: company ${companyId}`);
    else await db.delete(organization).where(sql`${organization.id} = ${companyId}`);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
