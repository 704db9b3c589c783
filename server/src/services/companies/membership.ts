import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { member, organization, session } from '../../db/schema/index';

/**
 * Serialises membership changes of one company: the company row is locked for the transaction, so
 * that two concurrent demotions cannot both see "another owner is left" (PGlite runs transactions one
 * at a time anyway).
 */
export async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, companyId))
    .for('update');
}

export async function countOwners(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .where(and(eq(member.organizationId, companyId), eq(member.role, 'owner')));
  return Number(row?.n ?? 0);
}

export async function findMember(tx: Tx | Db, companyId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(member)
    .where(and(eq(member.organizationId, companyId), eq(member.userId, userId)));
  return row ?? null;
}

/** Makes the session act in `companyId` (null: in none). */
export async function setActiveCompany(db: Tx | Db, sessionId: string, companyId: string | null) {
  await db.update(session).set({ activeOrganizationId: companyId }).where(eq(session.id, sessionId));
}
