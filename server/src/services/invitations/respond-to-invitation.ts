import { randomUUID } from 'node:crypto';
import type { Company, CompanyRole, InvitationPreview } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import { invitation, member, organization, user } from '../../db/schema/index';
import { setActiveCompany } from '../companies/membership';
import { toCompany } from '../companies/company-rows';
import type { ServiceDeps } from '../context';
import { Conflict, Forbidden, NotFound } from '../errors';
import { normaliseEmail, statusOf } from './invitation-rows';
import type { Tx } from '../../db/client';

// The invitee's side. An invitation is visible only to the account with the invited address: for
// anyone else it does not exist (404), whatever its id.

async function findOwnInvitation(db: Tx | ServiceDeps['db'], actor: UserActor, id: string) {
  const [found] = await db
    .select({ row: invitation, companyName: organization.name, inviterName: user.name })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .leftJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.id, id), eq(invitation.email, normaliseEmail(actor.email))));
  if (!found) throw new NotFound('invitation');
  return found;
}

export async function previewInvitation(
  { db }: ServiceDeps,
  actor: UserActor,
  id: string,
): Promise<InvitationPreview> {
  const { row, companyName, inviterName } = await findOwnInvitation(db, actor, id);
  return {
    id: row.id,
    companyName,
    inviterName,
    email: row.email,
    role: (row.role ?? 'viewer') as CompanyRole,
    status: statusOf(row),
  };
}

function assertPending(row: typeof invitation.$inferSelect) {
  const status = statusOf(row);
  if (status === 'expired') throw new Conflict('This invitation has expired: ask for a new one.');
  if (status !== 'pending') throw new Conflict(`This invitation was already ${status}.`);
}

/** Joins the company with the invited role and switches this session to it. */
export async function acceptInvitation(deps: ServiceDeps, actor: UserActor, id: string): Promise<Company> {
  if (!actor.emailVerified) throw new Forbidden('Confirm your e-mail address first.');
  const accepted = await deps.db.transaction(async (tx) => {
    const { row } = await findOwnInvitation(tx, actor, id);
    assertPending(row);
    const role = (row.role ?? 'viewer') as CompanyRole;
    await tx
      .insert(member)
      .values({ id: randomUUID(), organizationId: row.organizationId, userId: actor.userId, role })
      .onConflictDoNothing();
    await tx.update(invitation).set({ status: 'accepted' }).where(eq(invitation.id, row.id));
    await setActiveCompany(tx, actor.sessionId, row.organizationId);
    return { companyId: row.organizationId, role };
  });
  await deps.bus.publish({
    type: 'member.joined',
    companyId: accepted.companyId,
    userId: actor.userId,
    name: actor.name,
  });
  const [company] = await deps.db.select().from(organization).where(eq(organization.id, accepted.companyId));
  if (!company) throw new NotFound('company');
  return toCompany(company, accepted.role);
}

export async function rejectInvitation(deps: ServiceDeps, actor: UserActor, id: string): Promise<void> {
  const { row } = await findOwnInvitation(deps.db, actor, id);
  assertPending(row);
  await deps.db.update(invitation).set({ status: 'rejected' }).where(eq(invitation.id, row.id));
}
