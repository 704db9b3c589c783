import { randomUUID } from 'node:crypto';
import type { TestSolution, TestSolutionInput, TestSolutionSummary } from '@studio/api';
import { optionAvailability, optionProblems } from '@studio/core';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { address, testSolution } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import type { DftDeps } from '../dft-reports/dft-deps';
import { Conflict, Validation } from '../errors';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { findTestConfigOrThrow, findVersionOrThrow } from '../test-configs/test-config-rows';
import { designForVersion } from './design-for-version';
import { findSolutionOrThrow, toSolution, toSummaries } from './solution-rows';

type Input = z.output<typeof TestSolutionInput>;

export async function listSolutions(
  { db }: ServiceDeps,
  actor: CompanyActor,
): Promise<TestSolutionSummary[]> {
  const rows = await db
    .select()
    .from(testSolution)
    .where(eq(testSolution.companyId, actor.companyId))
    .orderBy(desc(testSolution.updatedAt), desc(testSolution.id));
  return toSummaries(db, rows);
}

export async function getSolution(
  { db }: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<TestSolution> {
  return toSolution(db, await findSolutionOrThrow(db, actor.companyId, id));
}

/** An address of the company of the right kind, or a message naming the field. */
async function checkAddress(db: Db | Tx, companyId: string, id: string | null, kind: 'shipping' | 'billing') {
  if (id === null) return;
  const [row] = await db
    .select({ kind: address.kind })
    .from(address)
    .where(and(eq(address.id, id), eq(address.companyId, companyId)));
  const field = `${kind}AddressId`;
  if (!row)
    throw new Validation(`The ${kind} address does not exist.`, { [field]: 'Choose one of your addresses' });
  if (row.kind !== kind)
    throw new Validation(`That is a ${row.kind} address, not a ${kind} address.`, {
      [field]: `Choose a ${kind} address`,
    });
}

/** Designs the version's fixture from the live catalog and checks the choices against its limits. */
async function designed(deps: DftDeps, actor: CompanyActor, input: Input) {
  const config = await findTestConfigOrThrow(deps.db, actor.companyId, input.testConfigId);
  const version = await findVersionOrThrow(deps.db, actor.companyId, config.id, input.versionNumber);
  await checkAddress(deps.db, actor.companyId, input.shippingAddressId, 'shipping');
  await checkAddress(deps.db, actor.companyId, input.billingAddressId, 'billing');
  const catalog = await loadFixtureCatalog(deps.db);
  const design = await designForVersion(deps, actor.companyId, version, catalog);
  const options = optionAvailability(catalog, { bom: design.bom, signalInterface: design.signalInterface });
  const problems = optionProblems(
    input.selection.options.filter((o) => o.quantity > 0),
    options,
  );
  if (problems.length > 0)
    throw new Validation(problems.join(' '), { 'selection.options': problems.join(' ') });
  return { config, version, design };
}

const publish = (deps: ServiceDeps, companyId: string, solutionId: string) =>
  deps.bus.publish({ type: 'test-solution.updated', companyId, solutionId });

export async function createSolution(
  deps: DftDeps,
  actor: CompanyActor,
  input: Input,
): Promise<TestSolution> {
  const { config, design } = await designed(deps, actor, input);
  const id = randomUUID();
  const [row] = await deps.db
    .insert(testSolution)
    .values({
      id,
      companyId: actor.companyId,
      dutId: config.dutId,
      testConfigId: config.id,
      versionNumber: input.versionNumber,
      title: input.title,
      selection: { ...input.selection, options: input.selection.options.filter((o) => o.quantity > 0) },
      shippingAddressId: input.shippingAddressId,
      billingAddressId: input.billingAddressId,
      design,
      createdById: actor.userId,
    })
    .returning();
  await publish(deps, actor.companyId, id);
  return toSolution(deps.db, row!);
}

const SUBMITTED =
  'This solution was submitted: it is the order’s snapshot and cannot change. Start a new solution instead.';

export async function updateSolution(
  deps: DftDeps,
  actor: CompanyActor,
  id: string,
  input: Input,
): Promise<TestSolution> {
  const before = await findSolutionOrThrow(deps.db, actor.companyId, id);
  if (before.status !== 'draft') throw new Conflict(SUBMITTED);
  const { config, design } = await designed(deps, actor, input);
  const row = await deps.db.transaction(async (tx) => {
    const locked = await findSolutionOrThrow(tx, actor.companyId, id, true);
    if (locked.status !== 'draft') throw new Conflict(SUBMITTED);
    const [updated] = await tx
      .update(testSolution)
      .set({
        dutId: config.dutId,
        testConfigId: config.id,
        versionNumber: input.versionNumber,
        title: input.title,
        selection: { ...input.selection, options: input.selection.options.filter((o) => o.quantity > 0) },
        shippingAddressId: input.shippingAddressId,
        billingAddressId: input.billingAddressId,
        design,
        updatedAt: new Date(),
      })
      .where(eq(testSolution.id, id))
      .returning();
    return updated!;
  });
  await publish(deps, actor.companyId, id);
  return toSolution(deps.db, row);
}

export async function deleteSolution(deps: ServiceDeps, actor: CompanyActor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await findSolutionOrThrow(tx, actor.companyId, id, true);
    if (locked.status !== 'draft') throw new Conflict(SUBMITTED);
    await tx.delete(testSolution).where(eq(testSolution.id, id));
  });
  await publish(deps, actor.companyId, id);
}
