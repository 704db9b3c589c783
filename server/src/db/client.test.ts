import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

describe('the embedded database and the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dir: null });
  });
  afterAll(() => database.close());

  it('lets other work run between the queries of a burst (issue 13: /api/health waited for 50 requests)', async () => {
    // PGlite answers synchronously and resolves through promises: without a turn of the loop per
    // query, a burst of queries ran in one turn and a timer or socket waited for all of them.
    const order: string[] = [];
    const burst = Array.from({ length: 200 }, (_, i) =>
      database.db.execute(sql`select ${i}::int as n`).then(() => order.push('query')),
    );
    const timer = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => order.push('timer'));
    await Promise.all([...burst, timer]);
    const timerAt = order.indexOf('timer');
    expect(timerAt).toBeGreaterThanOrEqual(0);
    expect(timerAt).toBeLessThan(20);
  });
});
