import { type Company, checkTaxId, type UpdateCompany } from '@studio/api';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { organization } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound, Validation } from '../errors';
import { toCompany } from './company-rows';

export async function getCompany({ db }: ServiceDeps, actor: CompanyActor): Promise<Company> {
  const [row] = await db.select().from(organization).where(eq(organization.id, actor.companyId));
  if (!row) throw new NotFound('company');
  return toCompany(row, actor.role);
}

/**
 * Updates the company profile; members' open tabs hear `company.updated`. The VAT/tax ID is checked
 * against the company's country (the new one, or the stored one) and kept in its canonical form
 * (DE136695976, 12-3456789); a new country that the stored ID does not belong to is refused on the ID.
 */
export async function updateCompany(
  deps: ServiceDeps,
  actor: CompanyActor,
  input: UpdateCompany,
): Promise<Company> {
  const changes: Partial<typeof organization.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.website !== undefined) changes.website = input.website || null;
  if (input.countryCode !== undefined) changes.countryCode = input.countryCode || null;
  if (input.vatId !== undefined || input.countryCode !== undefined) {
    const [row] = await deps.db
      .select({ vatId: organization.vatId, countryCode: organization.countryCode })
      .from(organization)
      .where(eq(organization.id, actor.companyId));
    if (!row) throw new NotFound('company');
    const vatId = input.vatId !== undefined ? (input.vatId ?? '') : (row.vatId ?? '');
    const country = input.countryCode !== undefined ? input.countryCode || null : row.countryCode;
    const check = checkTaxId(vatId, country);
    if (!check.ok) throw new Validation(check.message, { vatId: check.message });
    if (input.vatId !== undefined || check.value !== (row.vatId ?? '')) changes.vatId = check.value || null;
  }
  if (Object.keys(changes).length > 0) {
    await deps.db.update(organization).set(changes).where(eq(organization.id, actor.companyId));
    await deps.bus.publish({ type: 'company.updated', companyId: actor.companyId });
  }
  return getCompany(deps, actor);
}
