import type { Company, CompanyRole, SwitchCompany } from '@studio/api';
import { eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import { organization } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { findMember, setActiveCompany } from './membership';
import { toCompany } from './company-rows';

/** Acts in another of the user's companies from now on (this session only). */
export async function switchCompany(
  { db, bus }: ServiceDeps,
  actor: UserActor,
  input: SwitchCompany,
): Promise<Company> {
  const membership = await findMember(db, input.companyId, actor.userId);
  if (!membership) throw new NotFound('company');
  const [row] = await db.select().from(organization).where(eq(organization.id, input.companyId));
  if (!row) throw new NotFound('company');
  await setActiveCompany(db, actor.sessionId, row.id);
  // The session acts in another company: its cached actor is stale (auth/actor-cache.ts).
  await bus.publish({ type: 'account.changed', userId: actor.userId });
  return toCompany(row, membership.role as CompanyRole);
}
