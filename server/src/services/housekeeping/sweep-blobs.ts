import type { Db } from '../../db/client';
import type { BlobInfo, BlobStore } from '../../storage/index';
import { withBlobLocks } from '../duts/blobs';
import { referencedAmong } from './blob-references';

export interface BlobSweepOptions {
  /** Blobs written less than this long ago are never removed (see decision 0017). */
  graceMs: number;
  dryRun: boolean;
  now?: Date;
  signal?: AbortSignal;
}

export interface BlobSweepReport {
  /** Blobs in storage. */
  scanned: number;
  /** Younger than the grace period: not looked at further. */
  young: number;
  /** Removed (or, in a dry run, that would be). */
  removed: BlobInfo[];
  removedBytes: number;
}

/** Reference checks go to the database this many names at a time. */
const BATCH = 500;

/**
 * Removes the blobs no row refers to. Each candidate is decided under its blob lock (the one uploads
 * and imports take while they add a reference): references are checked again there, and the blob's
 * age too, so that a blob an upload is re-committing right now is never taken away. A dry run only
 * reports, without locks.
 */
export async function sweepBlobs(
  deps: { db: Db; storage: BlobStore },
  options: BlobSweepOptions,
): Promise<BlobSweepReport> {
  const now = (options.now ?? new Date()).getTime();
  const isOld = (info: BlobInfo) => now - info.modifiedAt.getTime() >= options.graceMs;
  const report: BlobSweepReport = { scanned: 0, young: 0, removed: [], removedBytes: 0 };
  let batch: BlobInfo[] = [];

  const flush = async () => {
    const referenced = await referencedAmong(
      deps.db,
      batch.map((b) => b.sha256),
    );
    for (const info of batch) {
      if (referenced.has(info.sha256) || options.signal?.aborted) continue;
      const removed = options.dryRun ? info : await removeIfOrphan(deps, info.sha256, isOld);
      if (!removed) continue;
      report.removed.push(removed);
      report.removedBytes += removed.sizeBytes;
    }
    batch = [];
  };

  for await (const info of deps.storage.list()) {
    if (options.signal?.aborted) break;
    report.scanned++;
    if (!isOld(info)) {
      report.young++;
      continue;
    }
    batch.push(info);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return report;
}

async function removeIfOrphan(
  deps: { db: Db; storage: BlobStore },
  sha: string,
  isOld: (info: BlobInfo) => boolean,
): Promise<BlobInfo | null> {
  return withBlobLocks(deps.db, [sha], async (tx) => {
    if ((await referencedAmong(tx, [sha])).size > 0) return null;
    // Stat again under the lock: gone meanwhile (released by its owner), or written again since
    // it was listed (a writer outside the lock protocol), it is left alone.
    const current = await deps.storage.stat(sha);
    if (!current || !isOld(current)) return null;
    await deps.storage.delete(sha);
    return current;
  });
}
