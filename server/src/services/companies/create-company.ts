import { randomUUID } from 'node:crypto';
import type { Company, CreateCompany } from '@studio/api';
import type { UserActor } from '../../auth/session';
import { member, organization } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { setActiveCompany } from './membership';
import { slugFor, toCompany } from './company-rows';

/** Creates a company with the user as its owner, and switches the session to it. */
export async function createCompany(
  { db, bus }: ServiceDeps,
  actor: UserActor,
  input: CreateCompany,
): Promise<Company> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(organization)
      .values({ id: randomUUID(), name: input.name, slug: slugFor(input.name) })
      .returning();
    await tx
      .insert(member)
      .values({ id: randomUUID(), organizationId: created!.id, userId: actor.userId, role: 'owner' });
    await setActiveCompany(tx, actor.sessionId, created!.id);
    return created!;
  });
  // The session acts in another company: its cached actor is stale (auth/actor-cache.ts).
  await bus.publish({ type: 'account.changed', userId: actor.userId });
  return toCompany(row, 'owner');
}
