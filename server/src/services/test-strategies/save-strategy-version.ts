import type { TestStrategySaveVersion, TestStrategyVersion } from '@studio/api';
import { refreshStrategy, reviewStrategy } from '@studio/core';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { testStrategy, testStrategyVersion } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, NotFound, Validation } from '../errors';
import { loadPeople } from '../test-configs/people';
import { insertStrategyVersion } from './insert-version';
import { publishStrategyUpdated } from './strategy-events';
import { asDocument, asEngineStrategy, toStrategyVersion } from './strategy-rows';

type SaveInput = z.output<typeof TestStrategySaveVersion>;

/**
 * Saves the engineer's edited plan as the next immutable version. The server re-derives everything
 * the steps imply (test points, flags, equipment, coverage, time) and refuses a plan with errors
 * (a minimum above its maximum, a repeated step id). The version keeps the board of the previous one.
 * `basedOn` (a version number) refuses with 409 when another version was saved after it.
 */
export async function saveStrategyVersion(
  deps: ServiceDeps,
  actor: CompanyActor,
  strategyId: string,
  input: SaveInput,
  options: { basedOn?: number } = {},
): Promise<TestStrategyVersion> {
  const document = asDocument(refreshStrategy(asEngineStrategy(input.document)));
  const errors = reviewStrategy(asEngineStrategy(document)).filter((i) => i.severity === 'error');
  if (errors.length)
    throw new Validation(
      errors.map((e) => e.message).join('; '),
      Object.fromEntries(errors.map((e, i) => [`document.steps.${e.stepId ?? i}`, e.message])),
    );
  const row = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ boardSha256: testStrategyVersion.boardSha256, number: testStrategyVersion.number })
      .from(testStrategyVersion)
      .innerJoin(testStrategy, eq(testStrategy.id, testStrategyVersion.testStrategyId))
      .where(
        and(eq(testStrategyVersion.testStrategyId, strategyId), eq(testStrategy.companyId, actor.companyId)),
      )
      .orderBy(desc(testStrategyVersion.number))
      .limit(1);
    if (!previous) throw new NotFound('test strategy');
    // A version derived from another (limits from production) must not silently drop a newer one.
    if (options.basedOn !== undefined && previous.number !== options.basedOn)
      throw new Conflict(
        `Version ${options.basedOn} is no longer the latest (version ${previous.number} is): reload and start from it.`,
      );
    const inserted = await insertStrategyVersion(tx, actor, strategyId, {
      document,
      note: input.note,
      boardSha256: previous.boardSha256,
    });
    // The number is taken under the strategy row's lock: a save that slipped in between shows here.
    if (options.basedOn !== undefined && inserted.number !== options.basedOn + 1)
      throw new Conflict(
        `Version ${options.basedOn} is no longer the latest (version ${inserted.number - 1} was saved meanwhile): reload and start from it.`,
      );
    return inserted;
  });
  await publishStrategyUpdated(deps, { companyId: actor.companyId, dutId: row.dutId, id: strategyId });
  return toStrategyVersion(row, await loadPeople(deps.db, [row.createdById]));
}
