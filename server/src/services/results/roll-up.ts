import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * The roll-up of production test results (decision 0065): uploads only append their run and its
 * measurements (`test_run.rolled` false); this folds the measurements of runs not rolled yet into
 * `test_measurement_daily` and marks those runs rolled, in one transaction, so that a run is in the
 * aggregates exactly when it is marked. Dashboards add the measurements of unmarked runs (the tail,
 * measurement-stats.ts), so what they show does not depend on when the roll-up ran.
 */

/** An arbitrary, fixed advisory-lock key (the other locks use 72_616_001…010). */
const ROLLUP_LOCK_KEY = 72_616_012;

/**
 * Waits for the roll-up lock in `tx` (held until it ends): what else writes the aggregates (the
 * retention's delete) does so while no roll-up folds. A no-op in effect on PGlite, whose transactions
 * run one at a time anyway.
 */
export async function takeRollUpLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY}::bigint)`);
}

/** Runs folded per transaction (at 100 measurements a run: 50,000 rows read, a few hundred written). */
export const ROLLUP_BATCH_RUNS = 500;

/** Roll-ups under way in this process, per database handle (PGlite: one session, see below). */
const running = new WeakSet<Db>();

/**
 * One batch: claims up to `limit` runs not rolled yet (`FOR UPDATE SKIP LOCKED`: a run another
 * transaction claimed is passed over, never taken twice), adds their measurements to the per-day
 * aggregates and marks them rolled — one statement, so one snapshot. Aggregate rows are written in
 * key order, so two batches at once wait for each other instead of deadlocking. Returns the runs
 * rolled.
 */
export async function foldRuns(tx: Tx, limit: number): Promise<number> {
  const result = await tx.execute(sql`
    with claimed as (
      select id from test_run where not rolled
      order by received_at, id
      limit ${limit}
      for update skip locked
    ),
    marked as (
      update test_run r set rolled = true from claimed c where r.id = c.id returning r.id
    ),
    folded as (
      insert into test_measurement_daily as d (company_id, strategy_version_id, day, step_id, measurement_id,
        step_title, label, unit, low, high, count, failures, value_count, value_sum, value_sum_squares,
        value_min, value_max, probes)
      select m.company_id, m.strategy_version_id, (m.started_at at time zone 'UTC')::date, m.step_id,
        m.measurement_id, max(m.step_title), max(m.label), max(m.unit),
        (array_agg(m.low order by m.started_at desc, m.run_id desc))[1],
        (array_agg(m.high order by m.started_at desc, m.run_id desc))[1],
        count(*), count(*) filter (where not m.passed), count(m.value),
        coalesce(sum(m.value), 0), coalesce(sum(m.value * m.value), 0), min(m.value), max(m.value),
        (array_agg(m.probes order by m.started_at desc, m.run_id desc))[1]
      from test_measurement m join claimed c on c.id = m.run_id
      group by m.strategy_version_id, 3, m.step_id, m.measurement_id, m.company_id
      order by m.strategy_version_id, 3, m.step_id, m.measurement_id
      on conflict (strategy_version_id, day, step_id, measurement_id) do update set
        step_title = excluded.step_title,
        label = excluded.label,
        unit = excluded.unit,
        low = excluded.low,
        high = excluded.high,
        probes = excluded.probes,
        count = d.count + excluded.count,
        failures = d.failures + excluded.failures,
        value_count = d.value_count + excluded.value_count,
        value_sum = d.value_sum + excluded.value_sum,
        value_sum_squares = d.value_sum_squares + excluded.value_sum_squares,
        value_min = least(d.value_min, excluded.value_min),
        value_max = greatest(d.value_max, excluded.value_max)
      returning 1
    )
    select (select count(*) from marked)::int as runs, (select count(*) from folded)::int as keys`);
  const [row] = result.rows as { runs: number | string }[];
  return Number(row?.runs ?? 0);
}

/**
 * Rolls up every run not rolled yet, a batch per transaction; returns the runs rolled, or null when
 * another roll-up is under way (in this process, or on PostgreSQL in another server instance: a
 * transaction-level `pg_try_advisory_xact_lock`, released by commit or by a dropped connection).
 * PGlite is one process and one session, where advisory locks never conflict and transactions run
 * one at a time: there the in-process guard is the whole story. Either way a second roll-up started
 * at the same moment finds the runs marked or claimed, and counts none of them again.
 */
export async function rollUpResults(
  db: Db,
  options: { batchRuns?: number; signal?: AbortSignal } = {},
): Promise<number | null> {
  if (running.has(db)) return null;
  running.add(db);
  const limit = options.batchRuns ?? ROLLUP_BATCH_RUNS;
  let total = 0;
  try {
    for (;;) {
      const rolled = await db.transaction(async (tx) => {
        const lock = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}::bigint) as ok`,
        );
        if (!(lock.rows as { ok: boolean }[])[0]?.ok) return null;
        return foldRuns(tx, limit);
      });
      if (rolled === null) return total > 0 ? total : null;
      total += rolled;
      if (rolled < limit || options.signal?.aborted) return total;
    }
  } finally {
    running.delete(db);
  }
}
