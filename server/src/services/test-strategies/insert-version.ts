import { randomUUID } from 'node:crypto';
import type { TestStrategyDocument } from '@studio/api';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testStrategy, testStrategyVersion } from '../../db/schema/index';
import { NotFound } from '../errors';
import { countsOf, type StrategyVersionRow } from './strategy-rows';
import type { Tx } from '../../db/client';

/**
 * Inserts the next version of a strategy inside the caller's transaction. The number comes from one
 * `UPDATE … SET latest_version = latest_version + 1 … RETURNING`: its row lock makes concurrent saves
 * wait for each other (and the unique index on (test_strategy_id, number) would refuse a duplicate).
 */
export async function insertStrategyVersion(
  tx: Tx,
  actor: CompanyActor,
  strategyId: string,
  body: { document: TestStrategyDocument; note: string; boardSha256: string },
): Promise<StrategyVersionRow> {
  const [bumped] = await tx
    .update(testStrategy)
    .set({
      latestVersion: sql`${testStrategy.latestVersion} + 1`,
      counts: countsOf(body.document),
      updatedAt: new Date(),
    })
    .where(and(eq(testStrategy.id, strategyId), eq(testStrategy.companyId, actor.companyId)))
    .returning({ number: testStrategy.latestVersion, dutId: testStrategy.dutId });
  if (!bumped) throw new NotFound('test strategy');
  const [row] = await tx
    .insert(testStrategyVersion)
    .values({
      id: randomUUID(),
      testStrategyId: strategyId,
      companyId: actor.companyId,
      dutId: bumped.dutId,
      number: bumped.number,
      note: body.note,
      document: body.document,
      boardSha256: body.boardSha256,
      createdById: actor.userId,
    })
    .returning();
  return row!;
}
