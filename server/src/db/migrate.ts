import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { SERVER_DIR } from '../locations';
import type { Database } from './client';

/** server/drizzle/, resolved from the server's folder so that the CLI and tests work from any directory. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** An arbitrary, fixed key: every Studio instance takes the same advisory lock to migrate. */
const MIGRATION_LOCK_KEY = 72_616_001;

/**
 * Applies pending migrations. On PostgreSQL, several instances (and parallel test files) may boot at
 * once: a session-level advisory lock makes them migrate one after the other, and the later ones
 * find nothing left to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
