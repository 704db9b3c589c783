import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database as DatabaseConfig } from '../env';
import * as schema from './schema/index';

export { schema };

/**
 * The Drizzle database. Both drivers speak the same PostgreSQL dialect, so services are written once
 * against this type (the PGlite flavour; node-postgres offers the same query API).
 */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

/** A Drizzle transaction (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The raw PGlite instance (embedded only), for backups. */
  pglite: PGlite | null;
  pool: pg.Pool | null;
}

/** Opens the embedded PGlite (`dir` null: in memory, for tests) or a PostgreSQL pool. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle client that loses its connection emits 'error' on the pool; without a listener that
    // would crash the process. The next query gets a fresh connection.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', pglite: null, pool, close: () => pool.end() };
  }
  if (config.dir) mkdirSync(config.dir, { recursive: true });
  const pglite = await PGlite.create({
    // Contrib extensions are separate builds in PGlite: every opener must load the ones the
    // migrations create (pg_trgm: knowledge-base search, migration 0006).
    extensions: { pg_trgm },
    ...(config.dir ? { dataDir: config.dir } : {}),
    ...(config.snapshot ? { loadDataDir: config.snapshot } : {}),
  });
  yieldBeforeEachQuery(pglite);
  const db = drizzlePglite({ client: pglite, schema });
  return { db, kind: 'pglite', pglite, pool: null, close: () => pglite.close() };
}

/**
 * PGlite runs each query synchronously on the event loop and hands the result on through promises,
 * so a burst of requests (50 summary PDFs at once) ran all their queries in one turn of the loop:
 * 0.4–0.8 s in which no other request — `/api/health`, another user's list — was even read (issue
 * 13 item 1). Every query now waits for the loop's next turn first (setImmediate: after pending I/O),
 * so other requests are served between queries; the cost is one turn of the loop per query.
 */
export function yieldBeforeEachQuery(pglite: PGlite): void {
  const run = pglite.execProtocolRaw.bind(pglite);
  pglite.execProtocolRaw = async (message, options) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return run(message, options);
  };
}
