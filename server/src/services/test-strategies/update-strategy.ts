import type { TestStrategyDetail, TestStrategyUpdate } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { testStrategy } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { getStrategy } from './list-strategies';
import { publishStrategyUpdated } from './strategy-events';
import { findStrategyOrThrow } from './strategy-rows';

/** Renames a strategy or sets its status (draft, in review, approved). */
export async function updateStrategy(
  deps: ServiceDeps,
  actor: CompanyActor,
  id: string,
  input: z.output<typeof TestStrategyUpdate>,
): Promise<TestStrategyDetail> {
  const { strategy } = await findStrategyOrThrow(deps.db, actor.companyId, id);
  await deps.db
    .update(testStrategy)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(testStrategy.id, id), eq(testStrategy.companyId, actor.companyId)));
  await publishStrategyUpdated(deps, strategy);
  return getStrategy(deps, actor, id);
}

/** Deletes a strategy with its versions. */
export async function deleteStrategy(deps: ServiceDeps, actor: CompanyActor, id: string): Promise<void> {
  const { strategy } = await findStrategyOrThrow(deps.db, actor.companyId, id);
  await deps.db
    .delete(testStrategy)
    .where(and(eq(testStrategy.id, id), eq(testStrategy.companyId, actor.companyId)));
  await publishStrategyUpdated(deps, strategy);
}
