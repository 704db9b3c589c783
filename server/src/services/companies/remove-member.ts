import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { member, session } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, Forbidden, NotFound } from '../errors';
import { countOwners, findMember, lockCompany } from './membership';

/**
 * Removes a member from the company. Admins cannot remove owners; the last owner cannot be removed.
 * The removed user's sessions stop acting in this company at once.
 */
export async function removeMember(deps: ServiceDeps, actor: CompanyActor, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const target = await findMember(tx, actor.companyId, userId);
    if (!target) throw new NotFound('member');
    if (target.role === 'owner') {
      if (actor.role !== 'owner') throw new Forbidden('Only an owner can remove an owner.');
      if ((await countOwners(tx, actor.companyId)) <= 1) {
        throw new Conflict('The last owner cannot be removed: make another member owner first.');
      }
    }
    await tx.delete(member).where(and(eq(member.organizationId, actor.companyId), eq(member.userId, userId)));
    await tx
      .update(session)
      .set({ activeOrganizationId: null })
      .where(and(eq(session.userId, userId), eq(session.activeOrganizationId, actor.companyId)));
  });
  await deps.bus.publish({ type: 'member.removed', companyId: actor.companyId, userId });
}
