import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { job } from '../../db/schema/index';

export interface JobPruneOptions {
  /** Only this queue's jobs (instances sharing a database each prune their own). */
  queue: string;
  succeededDays: number;
  failedDays: number;
  dryRun: boolean;
}

export interface JobPruneReport {
  succeeded: number;
  failed: number;
}

/**
 * Deletes finished jobs once they are old: succeeded ones after `succeededDays`, failed ones (kept
 * longer: their error is what someone may come looking for) after `failedDays`. Queued and running
 * jobs are never touched. Times are the database's, like the queue's.
 */
export async function pruneJobs(db: Db, options: JobPruneOptions): Promise<JobPruneReport> {
  const old = (status: 'succeeded' | 'failed', days: number) =>
    and(
      eq(job.queue, options.queue),
      eq(job.status, status),
      lt(sql`coalesce(${job.finishedAt}, ${job.updatedAt})`, sql`now() - (${days}::int * interval '1 day')`),
    );
  const prune = async (status: 'succeeded' | 'failed', days: number) => {
    if (options.dryRun) {
      const [row] = await db.select({ n: count() }).from(job).where(old(status, days));
      return row?.n ?? 0;
    }
    return (await db.delete(job).where(old(status, days)).returning({ id: job.id })).length;
  };
  return {
    succeeded: await prune('succeeded', options.succeededDays),
    failed: await prune('failed', options.failedDays),
  };
}
