import type { Invitation } from '@studio/api';
import { desc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { invitation, user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { toInvitation } from './invitation-rows';

export async function listInvitations({ db }: ServiceDeps, actor: CompanyActor): Promise<Invitation[]> {
  const rows = await db
    .select({ row: invitation, inviterName: user.name })
    .from(invitation)
    .leftJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.organizationId, actor.companyId))
    .orderBy(desc(invitation.createdAt));
  return rows.map(({ row, inviterName }) => toInvitation(row, inviterName));
}
