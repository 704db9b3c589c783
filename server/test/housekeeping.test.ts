import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3 } from './helpers/local-s3';
import { dut, job, session } from '../src/db/schema/index';
import { enqueueJob } from '../src/jobs/queue';
import { type HousekeepingDeps, runHousekeeping } from '../src/services/housekeeping/index';
import { createDut, jobEnv, upload } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';

// The storage sweep and the pruning of jobs and sessions, on both databases and both storage
// adapters (a local folder; S3 against s3rver on 127.0.0.1). Blob ages are judged at a `now` in the
// future instead of waiting out the grace period (60 minutes, the default).

const HOUR = 60 * 60_000;
const inTwoHours = () => new Date(Date.now() + 2 * HOUR);
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const s3 = localS3('studio-housekeeping-');

const storages = [
  { storage: 'local', env: (): Record<string, string> => ({}) },
  {
    storage: 's3',
    env: (): Record<string, string> => s3.env(`housekeeping-${randomUUID().slice(0, 8)}`),
  },
];
const cases = databases.flatMap((database) => storages.map((s) => ({ ...s, database, name: database.name })));

const depsOf = (t: TestApp): HousekeepingDeps => ({
  database: t.app.deps.database,
  storage: t.app.deps.storage,
  config: t.config,
});

describe.each(cases)('housekeeping on $name with $storage storage', ({ database, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    // No import runs: the uploads stay queued, their blobs are what the sweep looks at.
    t = await startApp(database, jobEnv({ JOB_WORKERS: '0', ...env() }));
  });
  afterAll(() => t?.close());

  it('removes the blobs of a DUT whose rows went without them, after the grace period only', async () => {
    const { storage, db } = t.app.deps;
    const owner = await ownerWithCompany(t, 'hk-dut');
    const shared = `Ref,X,Y\nTP1,1,2\n${randomUUID()}\n`;
    const unique = `only in the deleted DUT ${randomUUID()}`;
    const gone = await createDut(owner.agent, { name: 'Gone' });
    const kept = await createDut(owner.agent, { name: 'Kept' });
    expect(
      (
        await upload(owner.agent, gone.id, [
          { name: 'points.csv', bytes: shared },
          { name: 'notes.txt', bytes: unique },
        ])
      ).status,
    ).toBe(201);
    expect((await upload(owner.agent, kept.id, [{ name: 'points.csv', bytes: shared }])).status).toBe(201);
    // What a crash between deleting the rows and releasing the blobs leaves: rows gone, blobs stored.
    await db.delete(dut).where(eq(dut.id, gone.id));
    expect(await storage.exists(sha(unique))).toBe(true);

    const early = await runHousekeeping(depsOf(t));
    expect(early!.blobs.removed.map((b) => b.sha256)).not.toContain(sha(unique));
    expect(early!.blobs.young).toBeGreaterThanOrEqual(2);
    expect(await storage.exists(sha(unique))).toBe(true);

    const dry = await runHousekeeping(depsOf(t), { dryRun: true, now: inTwoHours() });
    expect(dry!.dryRun).toBe(true);
    expect(dry!.blobs.removed.map((b) => b.sha256)).toEqual([sha(unique)]);
    expect(dry!.blobs.removedBytes).toBe(Buffer.byteLength(unique));
    expect(await storage.exists(sha(unique))).toBe(true);

    const late = await runHousekeeping(depsOf(t), { now: inTwoHours() });
    expect(late!.blobs.removed.map((b) => b.sha256)).toEqual([sha(unique)]);
    expect(late!.blobs.scanned).toBeGreaterThanOrEqual(2);
    expect(await storage.exists(sha(unique))).toBe(false);
    expect(await storage.exists(sha(shared))).toBe(true); // the other DUT's file
    const download = await owner.agent.get(`/api/v1/duts/${kept.id}/files`);
    expect(download.status).toBe(200);

    const again = await runHousekeeping(depsOf(t), { now: inTwoHours() });
    expect(again!.blobs.removed).toEqual([]);
  });

  it('keeps a fresh unreferenced blob (an upload that has not committed its row yet)', async () => {
    const { storage } = t.app.deps;
    const content = `in flight ${randomUUID()}`;
    const stored = await storage.put(Buffer.from(content));
    const report = await runHousekeeping(depsOf(t));
    expect(report!.blobs.removed.map((b) => b.sha256)).not.toContain(stored.sha256);
    expect(await storage.exists(stored.sha256)).toBe(true);
    // Once past the grace period it is an orphan like any other.
    const later = await runHousekeeping(depsOf(t), { now: inTwoHours() });
    expect(later!.blobs.removed.map((b) => b.sha256)).toContain(stored.sha256);
    expect(await storage.exists(stored.sha256)).toBe(false);
  });

  it('prunes old finished jobs of its queue (failed ones later) and expired sessions', async () => {
    const { db } = t.app.deps;
    const queue = t.config.jobs.queue;
    const make = async (status: string, daysAgo: number) => {
      const row = await enqueueJob(db, { queue, kind: 'housekeeping-test' });
      await db
        .update(job)
        .set({
          status,
          finishedAt: status === 'queued' ? null : sql`now() - (${daysAgo}::int * interval '1 day')`,
          createdAt: sql`now() - (${daysAgo}::int * interval '1 day')`,
        })
        .where(eq(job.id, row.id));
      return row.id;
    };
    const ids = {
      oldOk: await make('succeeded', 20),
      newOk: await make('succeeded', 3),
      oldFailed: await make('failed', 100),
      failed: await make('failed', 20),
      queued: await make('queued', 200),
    };
    const otherQueue = await enqueueJob(db, { queue: `${queue}-other`, kind: 'housekeeping-test' });
    await db
      .update(job)
      .set({ status: 'succeeded', finishedAt: sql`now() - interval '300 days'` })
      .where(eq(job.id, otherQueue.id));

    const member = await ownerWithCompany(t, 'hk-session');
    const [live] = await db.select().from(session).where(eq(session.userId, member.userId));
    const expiredId = randomUUID();
    await db.insert(session).values({
      id: expiredId,
      token: randomUUID(),
      userId: member.userId,
      expiresAt: new Date(Date.now() - HOUR),
      createdAt: new Date(Date.now() - 30 * 24 * HOUR),
      updatedAt: new Date(Date.now() - 30 * 24 * HOUR),
    });

    const dry = await runHousekeeping(depsOf(t), { dryRun: true });
    expect(dry!.jobs).toEqual({ succeeded: 1, failed: 1 });
    expect(dry!.sessions).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(session).where(eq(session.id, expiredId))).toHaveLength(1);

    const report = await runHousekeeping(depsOf(t));
    expect(report!.jobs).toEqual({ succeeded: 1, failed: 1 });
    expect(report!.sessions).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: job.id })
      .from(job)
      .where(inArray(job.id, [...Object.values(ids), otherQueue.id]));
    expect(left.map((r) => r.id).sort()).toEqual([ids.newOk, ids.failed, ids.queued, otherQueue.id].sort());
    expect(await db.select().from(session).where(eq(session.id, expiredId))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.id, live!.id))).toHaveLength(1);
    expect((await member.agent.get('/api/v1/me')).status).toBe(200);
    await db.delete(job).where(eq(job.id, otherQueue.id));
  });

  it('lets one of two passes at once do the work; the other skips', async () => {
    const [a, b] = await Promise.all([runHousekeeping(depsOf(t)), runHousekeeping(depsOf(t))]);
    expect([a, b].filter((r) => r === null)).toHaveLength(1);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    expect(await runHousekeeping(depsOf(t))).not.toBeNull();
  });
});
