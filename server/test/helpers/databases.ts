/**
 * The databases every integration suite runs on: the embedded PGlite always (in memory, one per
 * app), PostgreSQL too when TEST_DATABASE_URL is set (shared by all suites: each makes its own users
 * and companies with unique e-mails).
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  url: string | null;
}

export const databases: TestDatabase[] = [
  { name: 'pglite', url: null },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

/**
 * Holds a PostgreSQL advisory lock named `name` (on its own connection) until the returned release is
 * called; a no-op on PGlite, whose database is the suite's own. Suites that set and assert exact stock
 * levels of the instance-wide catalog (the order suites) take one, so that on the shared PostgreSQL
 * they do not run beside each other.
 */
export async function holdSuiteLock(database: TestDatabase, name: string): Promise<() => Promise<void>> {
  if (!database.url) return async () => undefined;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('select pg_advisory_lock(hashtext($1))', [name]);
  return async () => {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  };
}
