import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../src/db/client';
import { enqueueJob, getJob } from '../src/jobs/queue';
import { JobRunner } from '../src/jobs/runner';
import { type JobHandler, QueueFull } from '../src/jobs/types';
import { createDut, jobEnv, until, upload } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';

// Fair job queue between companies (issue 31, decision 0064): a company flooding the queue holds at
// most its share of the workers, the next claim goes round robin between companies, and a company
// cannot queue more than its cap. No timed assertions: waits poll the database.

const quiet = { info() {}, warn() {}, error() {} };
const anyPayload = z.looseObject({});

describe.each(databases)('fair job queue on $name', (database) => {
  let t: TestApp;
  let db: Db;
  const runners: JobRunner[] = [];
  const release: Array<() => void> = [];

  const runner = (
    queue: string,
    handler: Omit<JobHandler, 'payload'>,
    concurrency: number,
    perCompany: number,
  ) => {
    const r = new JobRunner({
      db,
      log: quiet,
      queue,
      handlers: { work: { payload: anyPayload, ...handler } },
      concurrency,
      perCompany,
      // Long leases: a late heartbeat on a loaded machine must not hand a flooder's job over mid-test.
      leaseMs: 60_000,
      pollMs: 20,
      retryDelayMs: () => 0,
    });
    runners.push(r);
    r.start();
    return r;
  };

  beforeAll(async () => {
    t = await startApp(database, jobEnv({ JOB_WORKERS: '0' }));
    db = t.app.deps.db;
  });
  afterAll(async () => {
    for (const done of release) done();
    for (const r of runners) await r.stop();
    await t?.close();
  });

  it("runs another company's job at once while one company floods the queue with jobs that do not end", async () => {
    const queue = `fair-${randomUUID()}`;
    const flooder = `company-a-${randomUUID()}`;
    const other = `company-b-${randomUUID()}`;
    const flood = [];
    for (let i = 0; i < 20; i++)
      flood.push(await enqueueJob(db, { queue, kind: 'work', companyId: flooder, payload: { i } }));
    const r = runner(
      queue,
      {
        async run(job, ctx) {
          if (job.companyId === flooder)
            await new Promise<void>((resolve) => {
              release.push(resolve);
              ctx.signal.addEventListener('abort', () => resolve());
            });
          await ctx.commit(async () => undefined);
        },
      },
      2,
      1,
    );
    await until(async () => r.active.length === 1, "the flooder's first job running");
    const late = await enqueueJob(db, { queue, kind: 'work', companyId: other, payload: {} });
    r.wake();
    await until(async () => (await getJob(db, late.id))?.status === 'succeeded', "the other company's job");
    const statuses = await Promise.all(flood.map(async (j) => (await getJob(db, j.id))!.status));
    // The flooder never held the second worker: one of its jobs runs, the rest still wait.
    expect(statuses.filter((s) => s === 'running')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'queued')).toHaveLength(19);
    for (const done of release.splice(0)) done();
    await r.stop();
  }, 180_000);

  it('hands the workers round robin between companies, then oldest job first', async () => {
    const queue = `fair-${randomUUID()}`;
    const [a, b, c] = ['a', 'b', 'c'].map((n) => `company-${n}-${randomUUID()}`);
    for (const company of [a, a, a, b, b, b, c])
      await enqueueJob(db, { queue, kind: 'work', companyId: company, payload: {} });
    await enqueueJob(db, { queue, kind: 'work', companyId: null, payload: {} });
    const order: Array<string | null> = [];
    const r = runner(
      queue,
      {
        async run(job, ctx) {
          order.push(job.companyId);
          await ctx.commit(async () => undefined);
        },
      },
      1,
      1,
    );
    await until(async () => order.length === 8, 'every job run');
    await r.stop();
    const name = (id: string | null) => (id === null ? '-' : id.slice(8, 9));
    // Companies that have not started a job yet first, oldest job first (a, b, c, then the job without
    // a company, which no share holds back), then the company whose last job started longest ago.
    expect(order.map(name).join('')).toBe('abc-abab');
  });

  it("refuses a company's job past its queued cap, and only that company's", async () => {
    const queue = `fair-${randomUUID()}`;
    const company = `company-${randomUUID()}`;
    for (let i = 0; i < 3; i++)
      await enqueueJob(db, { queue, kind: 'work', companyId: company, queuedPerCompany: 3, payload: {} });
    await expect(
      enqueueJob(db, { queue, kind: 'work', companyId: company, queuedPerCompany: 3, payload: {} }),
    ).rejects.toBeInstanceOf(QueueFull);
    await expect(
      enqueueJob(db, {
        queue,
        kind: 'work',
        companyId: `other-${randomUUID()}`,
        queuedPerCompany: 3,
        payload: {},
      }),
    ).resolves.toMatchObject({ status: 'queued' });
    // Another queue (another instance's) does not count.
    await expect(
      enqueueJob(db, {
        queue: `${queue}-2`,
        kind: 'work',
        companyId: company,
        queuedPerCompany: 3,
        payload: {},
      }),
    ).resolves.toMatchObject({ status: 'queued' });
  });

  it('answers 429 to the upload that would queue past the cap, and keeps what was there', async () => {
    const capped = await startApp(database, jobEnv({ JOB_WORKERS: '0', JOB_QUEUED_PER_COMPANY: '2' }));
    try {
      const { agent } = await ownerWithCompany(capped, 'queue-cap');
      const duts = [];
      for (let i = 0; i < 3; i++) duts.push(await createDut(agent, { name: `Board ${i}` }));
      const file = (n: number) => [{ name: `board-${n}.gbr`, bytes: `G04 board ${n}*\nM02*\n` }];
      expect((await upload(agent, duts[0]!.id, file(0))).status).toBe(201);
      expect((await upload(agent, duts[1]!.id, file(1))).status).toBe(201);
      // Uploading again into a DUT whose import is still queued reuses its job: no new one.
      expect((await upload(agent, duts[1]!.id, file(11))).status).toBe(201);
      const over = await upload(agent, duts[2]!.id, file(2));
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 'rate_limited' });
      expect(over.body.message).toContain('2 imports, readings and packages waiting');
      const files = await agent.get(`/api/v1/duts/${duts[2]!.id}/files`);
      expect(files.body.items ?? files.body).toHaveLength(0);
    } finally {
      await capped.close();
    }
  });
});
