import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testMeasurementDaily, testRun } from '../../db/schema/index';

/**
 * Production results older than the retention (RESULTS_RETENTION_DAYS, issue 32): their runs (the
 * measurements go with them) and the per-day aggregates of the days before the cut. 0 keeps all.
 * Returns the runs removed (or that would be, on a dry run).
 */
export async function pruneResults(
  db: Db,
  options: { retentionDays: number; dryRun: boolean; now?: Date },
): Promise<number> {
  if (options.retentionDays <= 0) return 0;
  const cut = new Date((options.now ?? new Date()).getTime() - options.retentionDays * 86_400_000);
  const old = lt(testRun.startedAt, cut);
  if (options.dryRun) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(testRun).where(old);
    return Number(row?.n ?? 0);
  }
  const removed = await db.delete(testRun).where(and(old)).returning({ id: testRun.id });
  await db.delete(testMeasurementDaily).where(lt(testMeasurementDaily.day, cut.toISOString().slice(0, 10)));
  return removed.length;
}
