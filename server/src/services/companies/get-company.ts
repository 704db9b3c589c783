import type { Company, UpdateCompany } from '@studio/api';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { organization } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { toCompany } from './company-rows';

export async function getCompany({ db }: ServiceDeps, actor: CompanyActor): Promise<Company> {
  const [row] = await db.select().from(organization).where(eq(organization.id, actor.companyId));
  if (!row) throw new NotFound('company');
  return toCompany(row, actor.role);
}

/** Updates the company profile; members' open tabs hear `company.updated`. */
export async function updateCompany(
  deps: ServiceDeps,
  actor: CompanyActor,
  input: UpdateCompany,
): Promise<Company> {
  const changes: Partial<typeof organization.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.website !== undefined) changes.website = input.website || null;
  if (input.vatId !== undefined) changes.vatId = input.vatId || null;
  if (Object.keys(changes).length > 0) {
    await deps.db.update(organization).set(changes).where(eq(organization.id, actor.companyId));
    await deps.bus.publish({ type: 'company.updated', companyId: actor.companyId });
  }
  return getCompany(deps, actor);
}
