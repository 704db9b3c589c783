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
