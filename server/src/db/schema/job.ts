import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (server/src/jobs/). A runner claims a job by taking a lease
 * (`lease_owner`, `lease_expires_at`) and keeps extending it while it works; a lease that runs out
 * (the process died) makes the job claimable again, until `max_attempts` is spent.
 */
export const job = pgTable(
  'job',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /**
     * Runners claim only the jobs of their queue (JOB_QUEUE): instances that share a database but not
     * their storage (tests on one PostgreSQL, a staging and a production instance) keep apart.
     */
    queue: text('queue').default('default').notNull(),
    /** What the job is about (e.g. the DUT id), for listing a record's jobs. */
    subjectId: text('subject_id'),
    companyId: text('company_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().default({}).notNull(),
    /** 'queued' | 'running' | 'succeeded' | 'failed' */
    status: text('status').default('queued').notNull(),
    attempts: integer('attempts').default(0).notNull(),
    maxAttempts: integer('max_attempts').default(3).notNull(),
    /** Not claimed before this time (retries back off). */
    runAt: timestamp('run_at', { withTimezone: true }).defaultNow().notNull(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    progress: real('progress').default(0).notNull(),
    error: text('error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('job_queue_claim_idx').on(t.queue, t.status, t.runAt),
    index('job_subject_idx').on(t.subjectId, t.createdAt),
    /** A company's queued and running jobs (the queued cap, the claim's share per company). */
    index('job_company_status_idx').on(t.queue, t.companyId, t.status),
    /** A company's last start (the claim's round robin between companies). */
    index('job_company_started_idx').on(t.queue, t.companyId, t.startedAt),
  ],
);
