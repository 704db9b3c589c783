import { sql } from 'drizzle-orm';
import { user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';

/** True until the first user exists (that user becomes staff; the sign-up screen says so). */
export async function isFirstRun({ db }: Pick<ServiceDeps, 'db'>): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(user).limit(1);
  return rows.length === 0;
}
