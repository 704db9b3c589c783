import type { ChangeRole, CompanyRole, Member } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { member } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, Forbidden, NotFound } from '../errors';
import { listMembers } from './list-members';
import { countOwners, findMember, lockCompany } from './membership';

/**
 * Changes a member's role. Only an owner may hand out the owner role or change an owner's role, and
 * the last owner cannot step down (the company would be left without anyone who can manage it).
 */
export async function changeMemberRole(
  deps: ServiceDeps,
  actor: CompanyActor,
  userId: string,
  input: ChangeRole,
): Promise<Member> {
  const previous = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const target = await findMember(tx, actor.companyId, userId);
    if (!target) throw new NotFound('member');
    const touchesOwner = target.role === 'owner' || input.role === 'owner';
    if (touchesOwner && actor.role !== 'owner')
      throw new Forbidden('Only an owner can grant or change the owner role.');
    if (target.role === 'owner' && input.role !== 'owner' && (await countOwners(tx, actor.companyId)) <= 1) {
      throw new Conflict('The last owner cannot be demoted: make another member owner first.');
    }
    await tx
      .update(member)
      .set({ role: input.role })
      .where(and(eq(member.organizationId, actor.companyId), eq(member.userId, userId)));
    return target.role as CompanyRole;
  });
  if (previous !== input.role) {
    await deps.bus.publish({
      type: 'member.role-changed',
      companyId: actor.companyId,
      userId,
      role: input.role,
    });
  }
  const updated = (await listMembers(deps, actor)).find((m) => m.userId === userId);
  if (!updated) throw new NotFound('member');
  return updated;
}
