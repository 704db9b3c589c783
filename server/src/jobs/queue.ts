import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { job } from '../db/schema/index';
import { type JobRow, QueueFull } from './types';

// The durable job queue: plain SQL on the `job` table, the same on PGlite and PostgreSQL. Times are
// the database's (now()), so that several server instances agree on when a lease runs out.

const ms = (value: number) => sql`(${Math.round(value)}::int * interval '1 millisecond')`;

export interface NewJob {
  queue: string;
  kind: string;
  payload?: Record<string, unknown>;
  subjectId?: string | null;
  companyId?: string | null;
  maxAttempts?: number;
  /**
   * Refuse (QueueFull) when the company already has this many queued jobs in the queue
   * (JOB_QUEUED_PER_COMPANY, issue 31). Follow-up jobs a job queues itself pass none.
   */
  queuedPerCompany?: number;
}

/** Jobs of the company waiting in the queue (not yet running). */
export async function countQueuedJobs(db: Db | Tx, queue: string, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(job)
    .where(and(eq(job.queue, queue), eq(job.companyId, companyId), eq(job.status, 'queued')));
  return Number(row?.n ?? 0);
}

export async function enqueueJob(db: Db | Tx, input: NewJob): Promise<JobRow> {
  if (input.queuedPerCompany !== undefined && input.companyId) {
    const queued = await countQueuedJobs(db, input.queue, input.companyId);
    if (queued >= input.queuedPerCompany) throw new QueueFull(input.queuedPerCompany);
  }
  const [row] = await db
    .insert(job)
    .values({
      id: randomUUID(),
      queue: input.queue,
      kind: input.kind,
      payload: input.payload ?? {},
      subjectId: input.subjectId ?? null,
      companyId: input.companyId ?? null,
      maxAttempts: input.maxAttempts ?? 3,
    })
    .returning();
  return row!;
}

/** How claims share the workers between companies (issue 31, decision 0064). */
export interface ClaimFairness {
  /**
   * Jobs of one company that may run at once in the queue, over every runner that shares it
   * (JOB_WORKERS_PER_COMPANY): a company flooding the queue leaves the other workers to the others.
   */
  perCompany: number;
}

/**
 * Claims the next due job of the given kinds for `owner`: a queued job whose time has come, or a
 * running one whose lease ran out (its runner died) with attempts left. `FOR UPDATE SKIP LOCKED`
 * lets concurrent claimers (other runners, other instances) pass over the row one of them is taking,
 * so a job is handed to exactly one of them.
 *
 * Fair between companies (decision 0064): a company already running `perCompany` jobs is passed
 * over; among the others the job goes to the company with the fewest jobs running, then to the one
 * whose last job started longest ago (round robin), and only then to the oldest job. Jobs without a
 * company (housekeeping) are never held back. The share is counted in the claiming statement itself:
 * claims of several instances in the same instant on PostgreSQL can overshoot it by those claims
 * (an advisory lock in a transaction around the claim ran jobs twice in the two-runner test on
 * PGlite, cause not found; decision 0064).
 */
export async function claimJob(
  db: Db,
  owner: string,
  queue: string,
  kinds: string[],
  leaseMs: number,
  fairness: ClaimFairness = { perCompany: Number.MAX_SAFE_INTEGER },
): Promise<JobRow | null> {
  const runningOfCompany = sql`(select count(*) from ${job} r where r.queue = ${job.queue} and r.company_id = ${job.companyId} and r.status = 'running' and r.lease_expires_at >= now())`;
  const lastStartOfCompany = sql`(select max(r.started_at) from ${job} r where r.queue = ${job.queue} and r.company_id = ${job.companyId})`;
  const perCompany = Math.max(1, Math.floor(fairness.perCompany));
  const due = db
    .select({ id: job.id })
    .from(job)
    .where(
      and(
        eq(job.queue, queue),
        inArray(job.kind, kinds),
        or(
          and(eq(job.status, 'queued'), lte(job.runAt, sql`now()`)),
          and(
            eq(job.status, 'running'),
            lt(job.leaseExpiresAt, sql`now()`),
            lt(job.attempts, job.maxAttempts),
          ),
        ),
        or(sql`${job.companyId} is null`, sql`${runningOfCompany} < ${perCompany}`),
      ),
    )
    .orderBy(
      sql`case when ${job.companyId} is null then 0 else ${runningOfCompany} end`,
      sql`case when ${job.companyId} is null then null else ${lastStartOfCompany} end asc nulls first`,
      asc(job.runAt),
      asc(job.createdAt),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(job)
    .set({
      status: 'running',
      attempts: sql`${job.attempts} + 1`,
      leaseOwner: owner,
      leaseExpiresAt: sql`now() + ${ms(leaseMs)}`,
      startedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(inArray(job.id, due))
    .returning();
  return row ?? null;
}

/**
 * Fails the jobs whose last lease ran out: their runner died on every attempt (a poison job that
 * kills its process, or a machine that keeps dying). Returns them, each exactly once.
 */
export async function failExpiredJobs(db: Db, queue: string, kinds: string[]): Promise<JobRow[]> {
  return db
    .update(job)
    .set({
      status: 'failed',
      error: sql`'Stopped without finishing on each of its ' || ${job.attempts} || ' attempts (the server running it stopped or stalled); giving up.'`,
      leaseOwner: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(job.queue, queue),
        inArray(job.kind, kinds),
        eq(job.status, 'running'),
        lt(job.leaseExpiresAt, sql`now()`),
        sql`${job.attempts} >= ${job.maxAttempts}`,
      ),
    )
    .returning();
}

const held = (id: string, owner: string) =>
  and(eq(job.id, id), eq(job.leaseOwner, owner), eq(job.status, 'running'));

/** Extends the lease; false when the runner no longer holds it. */
export async function extendLease(db: Db, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ leaseExpiresAt: sql`now() + ${ms(leaseMs)}`, updatedAt: sql`now()` })
    .where(held(id, owner))
    .returning({ id: job.id });
  return rows.length > 0;
}

export async function setJobProgress(db: Db, id: string, owner: string, progress: number): Promise<void> {
  await db
    .update(job)
    .set({ progress: Math.max(0, Math.min(1, progress)), updatedAt: sql`now()` })
    .where(held(id, owner));
}

/** Locks the job row while `owner` holds it (inside a transaction); false when the lease is gone. */
export async function lockHeldJob(tx: Tx, id: string, owner: string): Promise<boolean> {
  const rows = await tx.select({ id: job.id }).from(job).where(held(id, owner)).for('update');
  return rows.length > 0;
}

export async function finishJob(
  db: Db | Tx,
  id: string,
  owner: string,
  outcome: { failed?: string; result?: Record<string, unknown> },
): Promise<JobRow | null> {
  const [row] = await db
    .update(job)
    .set({
      status: outcome.failed ? 'failed' : 'succeeded',
      error: outcome.failed ?? null,
      result: outcome.result ?? null,
      ...(outcome.failed ? {} : { progress: 1 }),
      leaseOwner: null,
      leaseExpiresAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(held(id, owner))
    .returning();
  return row ?? null;
}

/** Puts a job back in the queue after a retryable error, to run again after `delayMs`. */
export async function retryJob(db: Db, id: string, owner: string, error: string, delayMs: number) {
  await db
    .update(job)
    .set({
      status: 'queued',
      error,
      leaseOwner: null,
      leaseExpiresAt: null,
      runAt: sql`now() + ${ms(delayMs)}`,
      updatedAt: sql`now()`,
    })
    .where(held(id, owner));
}

/**
 * Hands the owner's running jobs back to the queue without spending an attempt: a clean shutdown
 * (deploy, restart) is not the job's fault.
 */
export async function releaseJobs(db: Db, owner: string): Promise<number> {
  const rows = await db
    .update(job)
    .set({
      status: 'queued',
      attempts: sql`greatest(${job.attempts} - 1, 0)`,
      leaseOwner: null,
      leaseExpiresAt: null,
      runAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(job.leaseOwner, owner), eq(job.status, 'running')))
    .returning({ id: job.id });
  return rows.length;
}

export async function getJob(db: Db | Tx, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(job).where(eq(job.id, id));
  return row ?? null;
}

/** The latest jobs about a record, newest first. */
export async function listJobsOf(
  db: Db | Tx,
  subjectId: string,
  kind: string,
  limit = 20,
): Promise<JobRow[]> {
  return db
    .select()
    .from(job)
    .where(and(eq(job.subjectId, subjectId), eq(job.kind, kind)))
    .orderBy(desc(job.createdAt), desc(job.id))
    .limit(limit);
}
