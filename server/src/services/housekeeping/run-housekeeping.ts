import type { Database } from '../../db/client';
import type { Config, StorageConfig } from '../../env';
import type { BlobStore } from '../../storage/index';
import { type BlobSweepReport, sweepBlobs } from './sweep-blobs';
import { type JobPruneReport, pruneJobs } from './prune-jobs';
import { reindexStaleDocuments } from '../knowledge/reindex-stale';
import { pruneResults } from './prune-results';
import { pruneSessions } from './prune-sessions';
import { withSweepLock } from './sweep-lock';

export interface HousekeepingDeps {
  database: Database;
  storage: BlobStore;
  config: Pick<Config, 'storage' | 'housekeeping' | 'jobs'>;
}

export interface HousekeepingOptions {
  /** Report what would be removed, remove nothing. */
  dryRun?: boolean;
  /** Overrides config.housekeeping.blobGraceMs (the CLI's --grace-minutes). */
  blobGraceMs?: number;
  /** The time blob ages are measured at (tests look into the future instead of waiting). */
  now?: Date;
  signal?: AbortSignal;
}

export interface HousekeepingReport {
  dryRun: boolean;
  blobs: BlobSweepReport;
  jobs: JobPruneReport;
  sessions: number;
  /** Production runs past RESULTS_RETENTION_DAYS. */
  results: number;
  /** Knowledge documents queued for indexing by the current text analysis. */
  staleDocuments: number;
  startedAt: Date;
  finishedAt: Date;
}

/**
 * What the sweep lock is about: the storage being swept. Instances sharing a bucket or folder sweep
 * one at a time; instances that share only the database (separate JOB_QUEUEs) do not wait for each
 * other.
 */
export const storageIdentity = (storage: StorageConfig) =>
  storage.kind === 's3' ? `s3:${storage.endpoint ?? 'aws'}/${storage.bucket}` : `local:${storage.dir}`;

/**
 * One housekeeping pass: orphan blobs, old finished jobs of this instance's queue, expired sessions,
 * knowledge documents indexed by an older text analysis (queued again).
 * Returns null when another pass over the same storage is running (here or on another instance).
 */
export async function runHousekeeping(
  deps: HousekeepingDeps,
  options: HousekeepingOptions = {},
): Promise<HousekeepingReport | null> {
  const { housekeeping } = deps.config;
  const dryRun = options.dryRun ?? false;
  const db = deps.database.db;
  return withSweepLock(deps.database, storageIdentity(deps.config.storage), async () => {
    const startedAt = new Date();
    const blobs = await sweepBlobs(
      { db, storage: deps.storage },
      {
        graceMs: options.blobGraceMs ?? housekeeping.blobGraceMs,
        dryRun,
        now: options.now ?? startedAt,
        signal: options.signal,
      },
    );
    const jobs = await pruneJobs(db, {
      queue: deps.config.jobs.queue,
      succeededDays: housekeeping.jobRetentionDays,
      failedDays: housekeeping.failedJobRetentionDays,
      dryRun,
    });
    const sessions = await pruneSessions(db, { dryRun });
    const results = await pruneResults(db, {
      retentionDays: housekeeping.resultsRetentionDays,
      dryRun,
      now: options.now ?? startedAt,
    });
    const staleDocuments = await reindexStaleDocuments(db, deps.config.jobs.queue, { dryRun });
    return { dryRun, blobs, jobs, sessions, results, staleDocuments, startedAt, finishedAt: new Date() };
  });
}
