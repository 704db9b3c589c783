import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organization, user } from '../../db/schema/index';

/** Counts of what an instance holds (the CLI prints them after a restore). */
export async function summarizeInstance(db: Db): Promise<{ users: number; companies: number }> {
  const [users] = await db.select({ n: sql<number>`count(*)::int` }).from(user);
  const [companies] = await db.select({ n: sql<number>`count(*)::int` }).from(organization);
  return { users: Number(users?.n ?? 0), companies: Number(companies?.n ?? 0) };
}
