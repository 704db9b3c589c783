import type {
  TestStrategyCounts,
  TestStrategyDocument,
  TestStrategyStatus,
  TestStrategySummary,
  TestStrategyVersion,
  TestStrategyVersionSummary,
} from '@studio/api';
import { type TestStrategy, upgradeStrategy } from '@studio/core';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dut, testStrategy, testStrategyVersion } from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';
import { personRef } from '../test-configs/people';

export type StrategyRow = typeof testStrategy.$inferSelect;
export type StrategyVersionRow = typeof testStrategyVersion.$inferSelect;
export type StrategyVersionSummaryRow = Omit<StrategyVersionRow, 'document'>;

/** A version reference: its number, or its own id. */
export type StrategyVersionRef = number | string;

// The API's zod schema mirrors the engine's type (api cannot import core): this fails the type check
// when the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Strip<T> = T extends string ? string : T extends object ? { [K in keyof T]: Strip<T[K]> } : T;
const documentMatches: Same<Strip<TestStrategyDocument>, Strip<TestStrategy>> = true;
void documentMatches;

/**
 * A stored or posted document as the engine's type (validated by `TestStrategyDocument`). A version
 * stored in an earlier document shape is upgraded to the current one (core's `upgradeStrategy`).
 */
export const asEngineStrategy = (doc: TestStrategyDocument): TestStrategy => upgradeStrategy(doc);
export const asDocument = (strategy: TestStrategy): TestStrategyDocument =>
  strategy as unknown as TestStrategyDocument;

export function countsOf(doc: TestStrategyDocument): TestStrategyCounts {
  return {
    steps: doc.steps.length,
    flagged: doc.steps.filter((s) => s.flag !== null).length,
    nets: doc.coverage.nets,
    touched: doc.coverage.touched,
    seconds: doc.seconds,
  };
}

/** The company's strategy with its DUT's name; another company's id is simply not found. */
export async function findStrategyOrThrow(db: Db | Tx, companyId: string, id: string) {
  const [row] = await db
    .select({ strategy: testStrategy, dutName: dut.name })
    .from(testStrategy)
    .innerJoin(dut, eq(dut.id, testStrategy.dutId))
    .where(and(eq(testStrategy.id, id), eq(testStrategy.companyId, companyId)));
  if (!row) throw new NotFound('test strategy');
  return row;
}

export async function findStrategyVersionOrThrow(
  db: Db | Tx,
  companyId: string,
  strategyId: string,
  ref: StrategyVersionRef,
): Promise<StrategyVersionRow> {
  const [row] = await db
    .select()
    .from(testStrategyVersion)
    .where(
      and(
        eq(testStrategyVersion.testStrategyId, strategyId),
        eq(testStrategyVersion.companyId, companyId),
        typeof ref === 'number' ? eq(testStrategyVersion.number, ref) : eq(testStrategyVersion.id, ref),
      ),
    );
  if (!row) throw new NotFound(typeof ref === 'number' ? `version ${ref}` : 'version');
  return row;
}

export function toStrategySummary(
  row: StrategyRow,
  dutName: string,
  people: Map<string, string>,
): TestStrategySummary {
  return {
    id: row.id,
    dutId: row.dutId,
    dutName,
    name: row.name,
    status: row.status as TestStrategyStatus,
    latestVersion: row.latestVersion > 0 ? row.latestVersion : null,
    counts: row.counts ?? null,
    source:
      row.sourceTestConfigName !== null && row.sourceVersionNumber !== null
        ? { testConfigName: row.sourceTestConfigName, versionNumber: row.sourceVersionNumber }
        : null,
    createdBy: personRef(people, row.createdById),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toStrategyVersionSummary(
  row: StrategyVersionSummaryRow,
  people: Map<string, string>,
): TestStrategyVersionSummary {
  return {
    id: row.id,
    number: row.number,
    note: row.note,
    createdBy: personRef(people, row.createdById),
    createdAt: iso(row.createdAt),
    boardSha256: row.boardSha256,
  };
}

export function toStrategyVersion(row: StrategyVersionRow, people: Map<string, string>): TestStrategyVersion {
  return {
    ...toStrategyVersionSummary(row, people),
    testStrategyId: row.testStrategyId,
    dutId: row.dutId,
    document: asDocument(asEngineStrategy(row.document)),
  };
}
