import type {
  TestStrategyDetail,
  TestStrategyList,
  TestStrategyListQuery,
  TestStrategyVersion,
} from '@studio/api';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { dut, testStrategy, testStrategyVersion } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadPeople } from '../test-configs/people';
import {
  findStrategyOrThrow,
  findStrategyVersionOrThrow,
  type StrategyVersionRef,
  toStrategySummary,
  toStrategyVersion,
  toStrategyVersionSummary,
} from './strategy-rows';

type Query = z.output<typeof TestStrategyListQuery>;

const SORT = {
  name: testStrategy.name,
  dut: dut.name,
  status: testStrategy.status,
  updatedAt: testStrategy.updatedAt,
} as const;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company's strategies with their DUT: search in the strategy's and the DUT's name, filter by status. */
export async function listStrategies(
  { db }: ServiceDeps,
  actor: CompanyActor,
  query: Query,
  dutId?: string,
): Promise<TestStrategyList> {
  const conditions: SQL[] = [eq(testStrategy.companyId, actor.companyId)];
  if (dutId) {
    await findDutOrThrow(db, actor.companyId, dutId);
    conditions.push(eq(testStrategy.dutId, dutId));
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    conditions.push(or(ilike(testStrategy.name, pattern), ilike(dut.name, pattern))!);
  }
  if (query.status) conditions.push(eq(testStrategy.status, query.status));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ strategy: testStrategy, dutName: dut.name })
    .from(testStrategy)
    .innerJoin(dut, eq(dut.id, testStrategy.dutId))
    .where(where)
    .orderBy(direction(SORT[query.sort]), desc(testStrategy.updatedAt), asc(testStrategy.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(testStrategy)
    .innerJoin(dut, eq(dut.id, testStrategy.dutId))
    .where(where);
  const people = await loadPeople(
    db,
    rows.map((r) => r.strategy.createdById),
  );
  return {
    items: rows.map((r) => toStrategySummary(r.strategy, r.dutName, people)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

// Everything of a version but its document (lists never read it).
const { document: _document, ...summaryColumns } = getTableColumns(testStrategyVersion);

/** A strategy with its versions, newest first. */
export async function getStrategy(
  { db }: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<TestStrategyDetail> {
  const { strategy, dutName } = await findStrategyOrThrow(db, actor.companyId, id);
  const versions = await db
    .select(summaryColumns)
    .from(testStrategyVersion)
    .where(eq(testStrategyVersion.testStrategyId, id))
    .orderBy(desc(testStrategyVersion.number));
  const people = await loadPeople(db, [strategy.createdById, ...versions.map((v) => v.createdById)]);
  return {
    ...toStrategySummary(strategy, dutName, people),
    versions: versions.map((v) => toStrategyVersionSummary(v, people)),
  };
}

/** One version with its document. */
export async function getStrategyVersion(
  { db }: ServiceDeps,
  actor: CompanyActor,
  id: string,
  ref: StrategyVersionRef,
): Promise<TestStrategyVersion> {
  const row = await findStrategyVersionOrThrow(db, actor.companyId, id, ref);
  return toStrategyVersion(row, await loadPeople(db, [row.createdById]));
}
