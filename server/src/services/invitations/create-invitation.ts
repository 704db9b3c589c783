import { randomUUID } from 'node:crypto';
import type { CreateInvitation, Invitation } from '@studio/api';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { invitation, member, organization, user } from '../../db/schema/index';
import { invitationMail } from '../../mail/index';
import type { ServiceDeps } from '../context';
import { Conflict, NotFound } from '../errors';
import { INVITATION_TTL_MS, normaliseEmail, toInvitation } from './invitation-rows';

/**
 * Invites someone by e-mail. Inviting an address that already has a pending invitation renews it
 * (new role, new expiry) and sends the mail again instead of piling up invitations.
 */
export async function createInvitation(
  deps: ServiceDeps,
  actor: CompanyActor,
  input: CreateInvitation,
): Promise<Invitation> {
  const { db } = deps;
  const email = normaliseEmail(input.email);
  const [alreadyMember] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, actor.companyId), eq(sql`lower(${user.email})`, email)));
  if (alreadyMember) throw new Conflict(`${email} is already a member of this company.`);

  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const [pending] = await db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, actor.companyId),
        eq(invitation.email, email),
        eq(invitation.status, 'pending'),
      ),
    );
  const [row] = pending
    ? await db
        .update(invitation)
        .set({ role: input.role, expiresAt, inviterId: actor.userId })
        .where(eq(invitation.id, pending.id))
        .returning()
    : await db
        .insert(invitation)
        .values({
          id: randomUUID(),
          organizationId: actor.companyId,
          email,
          role: input.role,
          status: 'pending',
          expiresAt,
          inviterId: actor.userId,
        })
        .returning();
  if (!row) throw new NotFound('invitation');

  const [company] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, actor.companyId));
  await deps.mailer.send(
    invitationMail(deps.config.publicUrl, {
      id: row.id,
      email,
      companyName: company?.name ?? 'a company',
      inviterName: actor.name,
      role: input.role,
    }),
  );
  return toInvitation(row, actor.name);
}
