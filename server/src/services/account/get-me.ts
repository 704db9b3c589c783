import type { CompanyRole, Me, Theme, Units } from '@studio/api';
import { asc, eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import { member, organization, user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';

/** The signed-in user, their preferences, their companies and the active one. */
export async function getMe({ db }: ServiceDeps, actor: UserActor): Promise<Me> {
  const [row] = await db.select().from(user).where(eq(user.id, actor.userId));
  if (!row) throw new NotFound('user');
  const companies = await db
    .select({ id: organization.id, name: organization.name, slug: organization.slug, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, actor.userId))
    .orderBy(asc(organization.name));
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      isStaff: row.isStaff,
    },
    preferences: { units: row.units as Units, theme: row.theme as Theme },
    activeCompanyId: actor.companyId,
    companies: companies.map((c) => ({ ...c, role: c.role as CompanyRole })),
  };
}
