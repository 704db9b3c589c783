import type { z } from 'zod';
import type { Tx } from '../db/client';
import type { job } from '../db/schema/index';

export type JobRow = typeof job.$inferSelect;
/** A claimed job whose payload passed its handler's schema. */
export type Job<P> = Omit<JobRow, 'payload'> & { payload: P };
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

export interface JobHandler<P = unknown> {
  /**
   * The payload's schema. The runner parses every claimed job's payload with it before `run`; a
   * payload that does not fit fails the job at once (retrying cannot fix it), with the schema's message.
   */
  payload: z.ZodType<P>;
  run(job: Job<P>, ctx: JobContext): Promise<void>;
  /**
   * Called once when the job has failed for good (an error marked permanent, attempts spent, or its
   * last lease ran out), so that the records it was working on do not stay "in progress". Not called
   * for a job whose payload does not fit the schema (it names nothing the handler could clean up).
   */
  onFailed?(job: Job<P>, error: string): Promise<void>;
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

/**
 * The company already has as many jobs waiting in the queue as JOB_QUEUED_PER_COMPANY allows (issue 31):
 * the request that would add more is refused with 429 instead of growing everyone's wait.
 */
export class QueueFull extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds = 30;
  constructor(max: number) {
    super(
      `Your company already has ${max} imports, readings and packages waiting to run: wait for some to finish, then try again.`,
    );
    this.name = 'QueueFull';
  }
}
