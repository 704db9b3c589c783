import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testMeasurementDaily, testRun } from '../../db/schema/index';
import { takeRollUpLock } from '../results/roll-up';

const DAY_MS = 86_400_000;

/**
 * Production results older than the retention (RESULTS_RETENTION_DAYS, issue 32): their runs (the
 * measurements go with them) and the per-day aggregates of the days before the cut. 0 keeps all.
 * The cut is the UTC midnight at or before `now − retentionDays` (a little more is kept), so that the
 * runs removed are exactly those of the aggregate days removed; both deletes happen under the
 * roll-up's lock, so no roll-up folds a run between them (decision 0065). A run not rolled up yet
 * simply goes. Returns the runs removed (or that would be, on a dry run).
 */
export async function pruneResults(
  db: Db,
  options: { retentionDays: number; dryRun: boolean; now?: Date },
): Promise<number> {
  if (options.retentionDays <= 0) return 0;
  const back = (options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS;
  const cut = new Date(Math.floor(back / DAY_MS) * DAY_MS);
  const old = lt(testRun.startedAt, cut);
  if (options.dryRun) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(testRun).where(old);
    return Number(row?.n ?? 0);
  }
  return db.transaction(async (tx) => {
    await takeRollUpLock(tx);
    const removed = await tx.delete(testRun).where(old).returning({ id: testRun.id });
    await tx.delete(testMeasurementDaily).where(lt(testMeasurementDaily.day, cut.toISOString().slice(0, 10)));
    return removed.length;
  });
}
