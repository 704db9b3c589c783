import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { invitation } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, NotFound } from '../errors';
import { statusOf } from './invitation-rows';

/** Withdraws a pending invitation of the actor's company; its link stops working. */
export async function cancelInvitation({ db }: ServiceDeps, actor: CompanyActor, id: string): Promise<void> {
  const [row] = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.id, id), eq(invitation.organizationId, actor.companyId)));
  if (!row) throw new NotFound('invitation');
  const status = statusOf(row);
  if (status !== 'pending' && status !== 'expired')
    throw new Conflict(`This invitation is already ${status}.`);
  await db.update(invitation).set({ status: 'canceled' }).where(eq(invitation.id, id));
}
