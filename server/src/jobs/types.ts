import type { job } from '../db/schema/index';
import type { Tx } from '../services/context';

export type JobRow = typeof job.$inferSelect;
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** What a handler gets while it runs one claimed job. */
export interface JobContext {
  /** Aborted when the lease is lost (another runner took the job over) or the runner stops. */
  signal: AbortSignal;
  /** Records progress (0..1) on the job row. */
  progress(value: number): Promise<void>;
  /**
   * Applies the job's effects in one transaction that also finishes the job, and only while this
   * runner still holds the lease: a runner that lost its job (it was too slow and the lease ran out)
   * can never apply a result twice. `failed` finishes the job as failed instead of succeeded.
   */
  commit<T>(
    apply: (tx: Tx) => Promise<T>,
    outcome?: { failed?: string; result?: Record<string, unknown> },
  ): Promise<T>;
}

export interface JobHandler {
  run(job: JobRow, ctx: JobContext): Promise<void>;
  /**
   * Called once when the job has failed for good (an error marked permanent, attempts spent, or its
   * last lease ran out), so that the records it was working on do not stay "in progress".
   */
  onFailed?(job: JobRow, error: string): Promise<void>;
  /** Releases what the handler holds (worker threads) when the runner stops. */
  close?(): Promise<void>;
}

/** An error that retrying cannot fix (bad input, a time or memory limit): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The runner no longer holds the job's lease: its work is thrown away. */
export class LeaseLost extends Error {
  constructor(jobId: string) {
    super(`Lost the lease of job ${jobId}.`);
    this.name = 'LeaseLost';
  }
}
