import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { job as jobTable } from '../src/db/schema/index';
import { enqueueJob, getJob } from '../src/jobs/queue';
import { JobRunner } from '../src/jobs/runner';
import { z } from 'zod';
import { type JobHandler, PermanentJobError } from '../src/jobs/types';
import { jobEnv, until } from './duts-support';
import { databases } from './helpers/databases';
import { startApp, type TestApp } from './helpers/harness';

// The durable job queue on a real database: leases that run out when a runner dies, attempts,
// permanent errors, clean shutdown, and several runners sharing one queue. Runners here use short
// leases; waits poll the database (no timed assertions).

const quiet = { info() {}, warn() {}, error() {} };

/** Handlers here take any object as their payload (the runner checks it with this schema). */
type TestHandler = Omit<JobHandler, 'payload'>;
const anyPayload = z.looseObject({});

/** A handler that never finishes on its own: it only ends when its runner aborts it. */
const hanging: TestHandler = {
  run: (_job, ctx) =>
    new Promise((_resolve, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason))),
};

describe.each(databases)('job queue on $name', (database) => {
  let t: TestApp;
  let db: Db;
  const runners: JobRunner[] = [];
  const queue = () => `test-${randomUUID()}`;
  const runner = (
    q: string,
    handlers: Record<string, TestHandler>,
    options: { concurrency?: number; leaseMs?: number } = {},
  ) => {
    const r = new JobRunner({
      db,
      log: quiet,
      queue: q,
      handlers: Object.fromEntries(
        Object.entries(handlers).map(([kind, handler]) => [kind, { payload: anyPayload, ...handler }]),
      ),
      concurrency: options.concurrency ?? 1,
      leaseMs: options.leaseMs ?? 1000,
      pollMs: 50,
      retryDelayMs: () => 0,
    });
    runners.push(r);
    r.start();
    return r;
  };
  const status = async (id: string) => (await getJob(db, id))!;

  beforeAll(async () => {
    t = await startApp(database, jobEnv({ JOB_WORKERS: '0' }));
    db = t.app.deps.db;
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await t?.close();
  });

  it('gives the job of a runner that died to another runner once its lease runs out', async () => {
    const q = queue();
    const job = await enqueueJob(db, { queue: q, kind: 'work', payload: { n: 1 } });
    const dying = runner(q, { work: hanging });
    await until(async () => (await status(job.id)).leaseOwner === dying.owner, 'the first claim');
    dying.crash();
    const ran: string[] = [];
    const heir = runner(q, {
      work: {
        async run(claimed, ctx) {
          ran.push(claimed.id);
          await ctx.commit(async () => undefined, { result: { by: 'heir' } });
        },
      },
    });
    const done = await until(async () => {
      const row = await status(job.id);
      return row.status === 'succeeded' && row;
    }, 'the job to succeed');
    expect(ran).toEqual([job.id]);
    expect(done).toMatchObject({ attempts: 2, result: { by: 'heir' }, leaseOwner: null, progress: 1 });
    expect(heir.active).toEqual([]);
  });

  it('fails a job whose runner keeps dying once its attempts are spent, and tells its handler', async () => {
    const q = queue();
    const job = await enqueueJob(db, { queue: q, kind: 'poison', maxAttempts: 2 });
    for (let attempt = 1; attempt <= 2; attempt++) {
      const r = runner(q, { poison: hanging });
      await until(async () => {
        const row = await status(job.id);
        return row.leaseOwner === r.owner && row.attempts === attempt;
      }, `claim ${attempt}`);
      r.crash();
    }
    const failures: string[] = [];
    runner(q, {
      poison: {
        ...hanging,
        onFailed: async (failed, message) => void failures.push(`${failed.id}: ${message}`),
      },
    });
    const failed = await until(async () => {
      const row = await status(job.id);
      return row.status === 'failed' && row;
    }, 'the job to fail');
    expect(failed.attempts).toBe(2);
    expect(failed.error).toBe(
      'Stopped without finishing on each of its 2 attempts (the server running it stopped or stalled); giving up.',
    );
    expect(failed.finishedAt).not.toBeNull();
    expect(failures).toEqual([`${job.id}: ${failed.error}`]);
  });

  it('retries a failing job, fails a permanent error at once, and hands jobs back on a clean stop', async () => {
    const q = queue();
    let calls = 0;
    const failedOnce = await enqueueJob(db, { queue: q, kind: 'flaky' });
    const permanent = await enqueueJob(db, { queue: q, kind: 'bad' });
    const reported: string[] = [];
    const r = runner(q, {
      flaky: {
        async run() {
          calls++;
          if (calls === 1) throw new Error('storage hiccup');
        },
      },
      bad: {
        async run() {
          throw new PermanentJobError('the package is not a board');
        },
        onFailed: async (_job, message) => void reported.push(message),
      },
    });
    const flaky = await until(async () => {
      const row = await status(failedOnce.id);
      return row.status === 'succeeded' && row;
    }, 'the flaky job');
    expect(flaky).toMatchObject({ attempts: 2, error: null });
    const bad = await until(async () => {
      const row = await status(permanent.id);
      return row.status === 'failed' && row;
    }, 'the permanent failure');
    expect(bad).toMatchObject({ attempts: 1, error: 'the package is not a board' });
    expect(reported).toEqual(['the package is not a board']);
    await r.stop();

    const slow = await enqueueJob(db, { queue: q, kind: 'slow' });
    const stopping = runner(q, { slow: hanging });
    await until(async () => (await status(slow.id)).leaseOwner === stopping.owner, 'the slow claim');
    await stopping.stop();
    expect(await status(slow.id)).toMatchObject({ status: 'queued', attempts: 0, leaseOwner: null });
  });

  it('fails a job whose payload does not fit its handler at once, without running or retrying it', async () => {
    const q = queue();
    const wrong = await enqueueJob(db, { queue: q, kind: 'typed', payload: { dutId: 42 } });
    const right = await enqueueJob(db, { queue: q, kind: 'typed', payload: { dutId: 'd1' } });
    const seen: string[] = [];
    const failures: string[] = [];
    const r = new JobRunner({
      db,
      log: quiet,
      queue: q,
      concurrency: 1,
      leaseMs: 1000,
      pollMs: 50,
      retryDelayMs: () => 0,
    });
    runners.push(r);
    r.register('typed', {
      payload: z.object({ dutId: z.string() }),
      async run(job) {
        seen.push(job.payload.dutId);
      },
      onFailed: async (job) => void failures.push(job.id),
    });
    r.start();
    const bad = await until(async () => {
      const row = await status(wrong.id);
      return row.status === 'failed' && row;
    }, 'the job with a bad payload');
    expect(bad.attempts).toBe(1);
    expect(bad.error).toContain("The job's payload is not what a typed job takes");
    expect(bad.error).toContain('dutId');
    await until(async () => (await status(right.id)).status === 'succeeded', 'the good job');
    expect(seen).toEqual(['d1']);
    expect(failures).toEqual([]);
  });

  it('throws away the work of a runner that lost its lease: commit() applies nothing', async () => {
    const q = queue();
    const stalled = await enqueueJob(db, { queue: q, kind: 'stall' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let applied = false;
    let outcome = '';
    const slow = runner(q, {
      stall: {
        async run(_job, ctx) {
          await gate;
          try {
            await ctx.commit(async () => {
              applied = true;
            });
            outcome = 'committed';
          } catch (error) {
            outcome = (error as Error).name;
            throw error;
          }
        },
      },
    });
    await until(async () => (await status(stalled.id)).leaseOwner === slow.owner, 'the claim');
    // Another runner took the job over (as after a lease that ran out while this one stalled).
    await db.update(jobTable).set({ leaseOwner: 'someone-else' }).where(eq(jobTable.id, stalled.id));
    release();
    await until(async () => outcome, 'the stalled handler');
    expect(outcome).toBe('LeaseLost');
    expect(applied).toBe(false);
    expect(await status(stalled.id)).toMatchObject({
      status: 'running',
      leaseOwner: 'someone-else',
      attempts: 1,
    });
  });

  it('runs each job exactly once when two runners share the queue', async () => {
    const q = queue();
    const n = 40;
    const jobs = [];
    for (let i = 0; i < n; i++) jobs.push(await enqueueJob(db, { queue: q, kind: 'count', payload: { i } }));
    const runs: string[] = [];
    const handler: TestHandler = {
      async run(job, ctx) {
        runs.push(job.id);
        // Yield so that the two runners interleave.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await ctx.commit(async () => undefined);
      },
    };
    // Leases long enough that a loaded machine's late heartbeat does not hand a job over (that is
    // the lease test above); here only the claims race.
    const one = runner(q, { count: handler }, { concurrency: 3, leaseMs: 10_000 });
    const two = runner(q, { count: handler }, { concurrency: 3, leaseMs: 10_000 });
    // One query per probe: PGlite runs on this thread, and 40 lookups every 50 ms would starve the
    // runners' heartbeats.
    const finished = async () =>
      (
        await db
          .select({ id: jobTable.id })
          .from(jobTable)
          .where(and(eq(jobTable.queue, q), inArray(jobTable.status, ['succeeded', 'failed'])))
      ).length;
    await until(async () => (await finished()) === n, 'every job');
    expect(runs.sort()).toEqual(jobs.map((j) => j.id).sort());
    const rows = await db.select().from(jobTable).where(eq(jobTable.queue, q));
    expect(rows.map((row) => `${row.status} ${row.attempts}`)).toEqual(Array(n).fill('succeeded 1'));
    expect(one.active).toEqual([]);
    expect(two.active).toEqual([]);
  });
});
