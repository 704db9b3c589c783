import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, Tx } from '../db/client';
import {
  claimJob,
  extendLease,
  failExpiredJobs,
  finishJob,
  lockHeldJob,
  releaseJobs,
  retryJob,
  setJobProgress,
} from './queue';
import { z } from 'zod';
import {
  type Job,
  type JobContext,
  type JobHandler,
  type JobRow,
  LeaseLost,
  PermanentJobError,
} from './types';

export interface RunnerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  log: RunnerLog;
  /** The queue this runner serves (JOB_QUEUE). */
  queue: string;
  /** Handlers by job kind; more can be added with register() before start(). */
  handlers?: Record<string, JobHandler>;
  /** Jobs run at once by this runner (0: the runner claims nothing). */
  concurrency: number;
  /**
   * Jobs of one company running at once over every runner of the queue (JOB_WORKERS_PER_COMPANY;
   * default: no limit). Claims are fair between companies either way (decision 0064).
   */
  perCompany?: number;
  /** How long a claim holds without a heartbeat; the heartbeat renews it every third of that. */
  leaseMs?: number;
  /** How often the queue is polled when nothing woke the runner. */
  pollMs?: number;
  /** Delay before retry n (1-based) after a retryable error. */
  retryDelayMs?: (attempt: number) => number;
  /** Identifies this runner in `lease_owner` (default: host, pid and a random suffix). */
  owner?: string;
}

interface Running {
  job: JobRow;
  abort: AbortController;
  done: Promise<void>;
}

/**
 * Runs durable jobs from the `job` table (ARCHITECTURE.md "Jobs"). Each claimed job is leased and the
 * lease renewed while the handler runs; results are applied under the lease (JobContext.commit). A
 * runner that dies leaves its leases to run out, and any runner (this instance after a restart, or
 * another one on the same PostgreSQL) takes the job over; a job whose attempts are spent fails with a
 * message instead of staying "running" forever.
 */
export class JobRunner {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly running = new Map<string, Running>();
  private readonly handlers: Record<string, JobHandler>;
  private state: 'idle' | 'started' | 'stopping' | 'stopped' = 'idle';
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1000;
    this.handlers = { ...options.handlers };
  }

  private get kinds(): string[] {
    return Object.keys(this.handlers);
  }

  /** The handler of a job kind. */
  handler(kind: string): JobHandler | undefined {
    return this.handlers[kind];
  }

  /** Adds the handler of a job kind (before start()). */
  register<P>(kind: string, handler: JobHandler<P>): void {
    this.handlers[kind] = handler;
  }

  start(): void {
    if (this.state !== 'idle' || this.options.concurrency <= 0 || this.kinds.length === 0) return;
    this.state = 'started';
    this.loop = this.poll();
  }

  /** Looks at the queue now (after an enqueue in this process) instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Jobs this runner is working on. */
  get active(): JobRow[] {
    return [...this.running.values()].map((r) => r.job);
  }

  /**
   * Stops claiming, aborts the running handlers and hands their jobs back to the queue without
   * spending an attempt (a restart is not the job's fault).
   */
  async stop(): Promise<void> {
    if (this.state === 'stopped' || this.state === 'stopping') return;
    const wasStarted = this.state === 'started';
    this.state = 'stopping';
    this.wake();
    for (const r of this.running.values()) r.abort.abort(new Error('The server is shutting down.'));
    await this.loop;
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
    if (wasStarted) await releaseJobs(this.options.db, this.owner).catch(() => undefined);
    this.state = 'stopped';
  }

  /**
   * For tests: stops like a process that died — no more heartbeats, nothing written back. Its leases
   * run out and another runner takes the jobs over.
   */
  crash(): void {
    this.state = 'stopped';
    this.wake();
    for (const r of this.running.values()) r.abort.abort(new LeaseLost(r.job.id));
  }

  private async poll(): Promise<void> {
    while (this.state === 'started') {
      try {
        await this.sweep();
        while (this.state === 'started' && this.running.size < this.options.concurrency) {
          const job = await claimJob(
            this.options.db,
            this.owner,
            this.options.queue,
            this.kinds,
            this.leaseMs,
            { perCompany: this.options.perCompany ?? Number.MAX_SAFE_INTEGER },
          );
          if (!job) break;
          this.launch(job);
        }
      } catch (error) {
        this.options.log.error({ err: error }, 'job queue poll failed');
      }
      if (this.state !== 'started') break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  /** Fails the jobs whose last lease ran out, and lets their handlers clean up. */
  private async sweep(): Promise<void> {
    for (const row of await failExpiredJobs(this.options.db, this.options.queue, this.kinds)) {
      this.options.log.warn({ jobId: row.id, kind: row.kind }, 'job failed: attempts spent');
      const job = this.checkPayload(row);
      if (job.ok) await this.notifyFailed(job.job, row.error ?? 'The job failed.');
    }
  }

  private launch(job: JobRow): void {
    const abort = new AbortController();
    const entry: Running = { job, abort, done: Promise.resolve() };
    this.running.set(job.id, entry);
    entry.done = this.execute(job, abort).finally(() => {
      this.running.delete(job.id);
      this.wake();
    });
  }

  /** The job with its payload parsed by its handler's schema, or why the payload does not fit. */
  private checkPayload(row: JobRow): { ok: true; job: Job<unknown> } | { ok: false; error: string } {
    const parsed = this.handlers[row.kind]!.payload.safeParse(row.payload);
    if (parsed.success) return { ok: true, job: { ...row, payload: parsed.data } };
    return {
      ok: false,
      error: `The job's payload is not what a ${row.kind} job takes: ${z.prettifyError(parsed.error)}`,
    };
  }

  private async execute(row: JobRow, abort: AbortController): Promise<void> {
    const { db, log } = this.options;
    const handler = this.handlers[row.kind]!;
    const checked = this.checkPayload(row);
    if (!checked.ok) {
      // Retrying cannot fix a payload; its handler is not told (the payload names nothing it could
      // clean up), the job row keeps the reason.
      log.warn({ jobId: row.id, kind: row.kind, error: checked.error }, 'job failed: bad payload');
      await finishJob(db, row.id, this.owner, { failed: checked.error }).catch((error) =>
        log.error({ err: error, jobId: row.id }, 'could not record a job failure'),
      );
      return;
    }
    const job = checked.job;
    let finished = false;
    const heartbeat = setInterval(
      () => {
        if (this.state === 'stopped') return;
        extendLease(db, job.id, this.owner, this.leaseMs).then(
          (held) => {
            if (!held) abort.abort(new LeaseLost(job.id));
          },
          (error) => log.warn({ err: error, jobId: job.id }, 'could not extend a job lease'),
        );
      },
      Math.max(50, this.leaseMs / 3),
    );
    const ctx: JobContext = {
      signal: abort.signal,
      progress: async (value) => {
        if (this.state !== 'stopped') await setJobProgress(db, job.id, this.owner, value);
      },
      commit: async <T>(apply: (tx: Tx) => Promise<T>, outcome = {}) => {
        if (this.state === 'stopped') throw new LeaseLost(job.id);
        const value = await db.transaction(async (tx) => {
          if (!(await lockHeldJob(tx, job.id, this.owner))) throw new LeaseLost(job.id);
          const applied = await apply(tx);
          await finishJob(tx, job.id, this.owner, outcome);
          return applied;
        });
        finished = true;
        return value;
      },
    };
    try {
      await handler.run(job, ctx);
      if (!finished && this.state !== 'stopped') await finishJob(db, job.id, this.owner, {});
    } catch (error) {
      await this.handleError(job, error, abort.signal);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async handleError(job: Job<unknown>, error: unknown, signal: AbortSignal) {
    const { db, log } = this.options;
    // A crashed runner writes nothing; a lost lease belongs to the runner that took the job over; a
    // shutdown hands the job back in stop().
    if (this.state === 'stopped' || error instanceof LeaseLost || signal.reason instanceof LeaseLost) return;
    if (this.state === 'stopping') return;
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    try {
      if (permanent) {
        log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed');
        if (await finishJob(db, job.id, this.owner, { failed: message }))
          await this.notifyFailed(job, message);
      } else {
        log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job will be retried');
        const delay = this.options.retryDelayMs?.(job.attempts) ?? 2000 * 4 ** (job.attempts - 1);
        await retryJob(db, job.id, this.owner, message, delay);
      }
    } catch (writeError) {
      // The lease runs out and the job is claimed again: nothing is lost.
      log.error({ err: writeError, jobId: job.id }, 'could not record a job failure');
    }
  }

  private async notifyFailed(job: Job<unknown>, message: string): Promise<void> {
    try {
      await this.handlers[job.kind]?.onFailed?.(job, message);
    } catch (error) {
      this.options.log.error({ err: error, jobId: job.id }, 'job failure handler failed');
    }
  }
}
