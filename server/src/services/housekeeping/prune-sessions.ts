import { count, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/index';

/**
 * Deletes expired sessions. better-auth refuses them but removes one only when its cookie comes
 * back; a browser that never returns leaves its row forever. (Expired verification tokens it does
 * clean up itself, whenever a token is looked up.)
 */
export async function pruneSessions(db: Db, options: { dryRun: boolean }): Promise<number> {
  const expired = lt(session.expiresAt, sql`now()`);
  if (options.dryRun) {
    const [row] = await db.select({ n: count() }).from(session).where(expired);
    return row?.n ?? 0;
  }
  return (await db.delete(session).where(expired).returning({ id: session.id })).length;
}
