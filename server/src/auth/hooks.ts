import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceFact, member, user } from '../db/schema/index';

/**
 * The first user of a fresh instance becomes staff (PRODUCT.md §3). Exactly one sign-up can insert
 * the `first-user` row (primary key), so two concurrent first sign-ups cannot both become staff.
 */
export async function claimFirstUser(db: Db, userId: string): Promise<void> {
  const claimed = await db
    .insert(instanceFact)
    .values({ key: 'first-user', value: userId })
    .onConflictDoNothing()
    .returning({ key: instanceFact.key });
  if (claimed.length > 0) await db.update(user).set({ isStaff: true }).where(eq(user.id, userId));
}

/** A new session acts in the company the user joined most recently (null: none yet). */
export async function pickActiveCompany(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: member.organizationId })
    .from(member)
    .where(eq(member.userId, userId))
    .orderBy(desc(member.createdAt))
    .limit(1);
  return row?.companyId ?? null;
}
