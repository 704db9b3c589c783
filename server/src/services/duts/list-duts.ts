import type { Dut, DutList, DutListQuery } from '@studio/api';
import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { dut } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findDutOrThrow, toDut } from './dut-rows';

type Query = z.output<typeof DutListQuery>;

const SORT_COLUMNS = {
  name: dut.name,
  revision: dut.revision,
  updatedAt: dut.updatedAt,
  createdAt: dut.createdAt,
  status: dut.status,
} as const;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company's DUTs: search in name, part number and revision; filter by status; sort; page. */
export async function listDuts({ db }: ServiceDeps, actor: CompanyActor, query: Query): Promise<DutList> {
  const conditions: SQL[] = [eq(dut.companyId, actor.companyId)];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    conditions.push(
      or(ilike(dut.name, pattern), ilike(dut.partNumber, pattern), ilike(dut.revision, pattern))!,
    );
  }
  if (query.status) conditions.push(eq(dut.status, query.status));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  // The total comes with the page (a window count: one query instead of two per list request).
  const rows = await db
    .select({ row: dut, total: sql<string>`count(*) over ()` })
    .from(dut)
    .where(where)
    // The id last: a stable order across pages when the sort key ties.
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(dut.createdAt), asc(dut.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // A page past the end has no row to carry the total: count apart.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : query.page > 1
        ? Number((await db.select({ n: count() }).from(dut).where(where))[0]?.n ?? 0)
        : 0;
  return { items: rows.map((r) => toDut(r.row)), total, page: query.page, pageSize: query.pageSize };
}

export async function getDut({ db }: ServiceDeps, actor: CompanyActor, id: string): Promise<Dut> {
  return toDut(await findDutOrThrow(db, actor.companyId, id));
}
