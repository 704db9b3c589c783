import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestDatabase } from './databases';

/**
 * A database of its own, for tests about a *fresh* instance (the first user): PGlite is always fresh;
 * on PostgreSQL a throw-away database is created next to TEST_DATABASE_URL and dropped afterwards.
 */
export async function freshDatabase(
  database: TestDatabase,
): Promise<{ database: TestDatabase; drop(): Promise<void> }> {
  if (!database.url) return { database, drop: async () => undefined };
  const name = `studio_fresh_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(database.url);
  url.pathname = `/${name}`;
  return {
    database: { name: database.name, url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: database.url! });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
