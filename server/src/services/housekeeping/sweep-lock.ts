import type { Database } from '../../db/client';

/** An arbitrary, fixed namespace for the sweep's advisory lock (the blob locks use 72_616_002). */
const SWEEP_LOCK_SPACE = 72_616_004;

/** Sweeps running in this process, by database and key (PGlite has one session: see below). */
const running = new WeakMap<Database, Set<string>>();

/**
 * Runs `fn` unless another sweep of the same `key` (the storage it sweeps) is running; returns null
 * then, without waiting. On PostgreSQL a session-level `pg_try_advisory_lock` on a connection held
 * for the whole sweep makes this true across server instances (a crashed holder's lock goes with its
 * connection). PGlite is one process per data directory and one session, in which advisory locks
 * never conflict, so there an in-process guard is the whole story; it is taken on PostgreSQL too.
 */
export async function withSweepLock<T>(
  database: Database,
  key: string,
  fn: () => Promise<T>,
): Promise<T | null> {
  const keys = running.get(database) ?? new Set<string>();
  running.set(database, keys);
  if (keys.has(key)) return null;
  keys.add(key);
  try {
    if (!database.pool) return await fn();
    const client = await database.pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as ok',
        [SWEEP_LOCK_SPACE, key],
      );
      if (!rows[0]?.ok) return null;
      try {
        return await fn();
      } finally {
        // A connection that cannot unlock is closed instead of going back to the pool (which
        // releases the lock too).
        try {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [SWEEP_LOCK_SPACE, key]);
        } catch (error) {
          broken = error as Error;
        }
      }
    } finally {
      client.release(broken);
    }
  } finally {
    keys.delete(key);
  }
}
