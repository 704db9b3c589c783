import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { BlobStore } from '../../storage/index';
import { referencedAmong } from '../housekeeping/blob-references';

/** An arbitrary, fixed namespace for the advisory locks that guard blobs (the other key: the hash). */
const BLOB_LOCK_SPACE = 72_616_002;

/**
 * Runs `fn` in a transaction holding the advisory lock of each blob. Blobs are shared by content (the
 * same file in two DUTs, or uploaded twice), so "add a reference" and "remove the last reference and
 * delete the blob" must not interleave: both take these locks (in a fixed order: no deadlock).
 */
export async function withBlobLocks<T>(db: Db | Tx, shas: string[], fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (db as Db).transaction(async (tx) => {
    for (const sha of [...new Set(shas)].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(${BLOB_LOCK_SPACE}, hashtext(${sha}))`);
    return fn(tx);
  });
}

/**
 * Deletes the blobs nothing refers to any more (after their rows were deleted). A failure here only
 * leaves an orphan blob behind (space, not data); it is logged by the caller.
 */
export async function releaseBlobs(deps: { db: Db; storage: BlobStore }, shas: (string | null)[]) {
  for (const sha of new Set(shas)) {
    if (!sha) continue;
    await withBlobLocks(deps.db, [sha], async (tx) => {
      // Any row naming it keeps it: DUT files and boards, and the boards test-config versions and
      // DFT reports were made for (one list of reference columns, shared with the housekeeping sweep).
      if (!(await referencedAmong(tx, [sha])).has(sha)) await deps.storage.delete(sha);
    });
  }
}

/**
 * Makes sure the blob exists while the caller's transaction holds its lock: a concurrent
 * releaseBlobs may have deleted it between the caller's upload and the lock (same content,
 * last reference just removed), in which case the staged copy is committed again.
 */
export async function ensureBlob(storage: BlobStore, sha: string, recommit: () => Promise<void>) {
  if (!(await storage.exists(sha))) await recommit();
}
