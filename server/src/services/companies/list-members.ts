import type { CompanyRole, Member } from '@studio/api';
import { asc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { member, user } from '../../db/schema/index';
import { iso, type ServiceDeps } from '../context';

export async function listMembers({ db }: ServiceDeps, actor: CompanyActor): Promise<Member[]> {
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      role: member.role,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, actor.companyId))
    .orderBy(asc(user.name), asc(user.email));
  return rows.map((r) => ({ ...r, role: r.role as CompanyRole, joinedAt: iso(r.joinedAt) }));
}
