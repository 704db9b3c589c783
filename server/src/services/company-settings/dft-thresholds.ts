import type {
  CompanyDftThresholds,
  DftThresholdsBody,
  DftThresholdsInput,
  ThresholdsSource,
} from '@studio/api';
import { DEFAULT_THRESHOLDS, type DftThresholds, parseDftThresholds } from '@studio/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { companyDftThresholds } from '../../db/schema/index';
import { iso, type ServiceDeps } from '../context';
import { Validation } from '../errors';
import { loadPeople, personRef } from '../test-configs/people';

/** The thresholds in force for a company: its own, or the defaults of PRODUCT.md §5. */
export async function thresholdsOfCompany(
  db: Db | Tx,
  companyId: string,
): Promise<{ thresholds: DftThresholds; source: ThresholdsSource }> {
  const [row] = await db
    .select({ thresholds: companyDftThresholds.thresholds })
    .from(companyDftThresholds)
    .where(eq(companyDftThresholds.companyId, companyId));
  // Stored rows were validated on the way in; parsing again also fills fields a newer engine added.
  const parsed = row ? parseDftThresholds(row.thresholds) : null;
  if (parsed?.ok) return { thresholds: parsed.thresholds, source: 'company' };
  return { thresholds: DEFAULT_THRESHOLDS, source: 'defaults' };
}

export async function getDftThresholds(
  { db }: ServiceDeps,
  actor: CompanyActor,
): Promise<CompanyDftThresholds> {
  const [row] = await db
    .select()
    .from(companyDftThresholds)
    .where(eq(companyDftThresholds.companyId, actor.companyId));
  const { thresholds, source } = await thresholdsOfCompany(db, actor.companyId);
  const people = await loadPeople(db, [row?.updatedById ?? null]);
  return {
    thresholds: thresholds satisfies DftThresholdsBody,
    defaults: DEFAULT_THRESHOLDS,
    source,
    updatedAt: row ? iso(row.updatedAt) : null,
    updatedBy: row ? personRef(people, row.updatedById) : null,
  };
}

/**
 * Sets the company's thresholds: fields left out keep the defaults; the engine's own parser checks
 * the whole set (recommended ≥ minimum, clamp order) and names the field it refuses.
 */
export async function putDftThresholds(
  deps: ServiceDeps,
  actor: CompanyActor,
  input: z.output<typeof DftThresholdsInput>,
): Promise<CompanyDftThresholds> {
  const parsed = parseDftThresholds(input);
  if (!parsed.ok) throw new Validation(parsed.message, { [parsed.field]: parsed.message });
  const values = { thresholds: parsed.thresholds, updatedById: actor.userId, updatedAt: new Date() };
  await deps.db
    .insert(companyDftThresholds)
    .values({ companyId: actor.companyId, ...values })
    .onConflictDoUpdate({ target: companyDftThresholds.companyId, set: values });
  await deps.bus.publish({ type: 'company.updated', companyId: actor.companyId });
  return getDftThresholds(deps, actor);
}

/** Back to the defaults (the company's row goes; reports keep the thresholds they used). */
export async function resetDftThresholds(
  deps: ServiceDeps,
  actor: CompanyActor,
): Promise<CompanyDftThresholds> {
  await deps.db.delete(companyDftThresholds).where(eq(companyDftThresholds.companyId, actor.companyId));
  await deps.bus.publish({ type: 'company.updated', companyId: actor.companyId });
  return getDftThresholds(deps, actor);
}
