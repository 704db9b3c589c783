import { type Dut, DutList, type DutListQuery } from '@studio/api';
import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { dut } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { DUT_COLUMNS, findDutOrThrow, toDut } from './dut-rows';
import type { DutListCache } from './list-cache';

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

/** The list's filter: the company's DUTs, matching the search pattern and the status when given. */
function whereOf(
  companyId: string | SQLWrapper,
  pattern?: string | SQLWrapper,
  status?: string | SQLWrapper,
) {
  const conditions: SQL[] = [eq(dut.companyId, companyId)];
  if (pattern !== undefined)
    conditions.push(
      or(ilike(dut.name, pattern), ilike(dut.partNumber, pattern), ilike(dut.revision, pattern))!,
    );
  if (status !== undefined) conditions.push(eq(dut.status, status));
  return and(...conditions);
}

/**
 * The page query of one shape (sort, order, with a search, with a status), built once per database
 * handle and run with the request's values: Drizzle builds its SQL once, and on PostgreSQL it is a
 * named prepared statement that each connection parses once.
 */
function buildPageQuery(db: Db, name: string, query: Query, search: boolean) {
  const direction = query.order === 'asc' ? asc : desc;
  return (
    db
      // The total comes with the page (a window count: one query instead of two per list request).
      .select({ ...DUT_COLUMNS, total: sql<string>`count(*) over ()` })
      .from(dut)
      .where(
        whereOf(
          sql.placeholder('companyId'),
          search ? sql.placeholder('pattern') : undefined,
          query.status ? sql.placeholder('status') : undefined,
        ),
      )
      // The id last: a stable order across pages when the sort key ties.
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(dut.createdAt), asc(dut.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name)
  );
}
const pageQueries = new WeakMap<Db, Map<string, ReturnType<typeof buildPageQuery>>>();

function pageQuery(db: Db, query: Query, search: boolean) {
  let shapes = pageQueries.get(db);
  if (!shapes) {
    shapes = new Map();
    pageQueries.set(db, shapes);
  }
  const name = `dut_list_${query.sort}_${query.order}${search ? '_q' : ''}${query.status ? '_s' : ''}`;
  let statement = shapes.get(name);
  if (!statement) {
    statement = buildPageQuery(db, name, query, search);
    shapes.set(name, statement);
  }
  return statement;
}

/** The company's DUTs: search in name, part number and revision; filter by status; sort; page. */
export async function listDuts({ db }: ServiceDeps, actor: CompanyActor, query: Query): Promise<DutList> {
  const q = query.q?.trim();
  const pattern = q ? `%${likeEscape(q)}%` : undefined;
  const rows = await pageQuery(db, query, pattern !== undefined).execute({
    companyId: actor.companyId,
    pattern,
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  // A page past the end has no row to carry the total: count apart.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : query.page > 1
        ? Number(
            (
              await db
                .select({ n: count() })
                .from(dut)
                .where(whereOf(actor.companyId, pattern, query.status))
            )[0]?.n ?? 0,
          )
        : 0;
  return { items: rows.map(toDut), total, page: query.page, pageSize: query.pageSize };
}

/** The cache's key of a list query: every field that changes the answer. */
function listKey(query: Query): string {
  return [
    query.sort,
    query.order,
    query.status ?? '',
    query.page,
    query.pageSize,
    query.q?.trim() ?? '',
  ].join('\n');
}

/**
 * The list as the JSON text of its answer (the response schema's encoding), served from this
 * process's cache of the company's lists while no DUT of the company changed (list-cache.ts,
 * decision 0053). The caller has checked that the actor is a member of the company.
 */
export async function listDutsJson(
  deps: ServiceDeps & { dutLists: DutListCache },
  actor: CompanyActor,
  query: Query,
): Promise<string> {
  return deps.dutLists.answer(actor.companyId, listKey(query), async () =>
    JSON.stringify(DutList.encode(await listDuts(deps, actor, query))),
  );
}

export async function getDut({ db }: ServiceDeps, actor: CompanyActor, id: string): Promise<Dut> {
  return toDut(await findDutOrThrow(db, actor.companyId, id));
}
