import type { CompatiblePart, PartDetail, PartKind, PartList, PartListQuery } from '@studio/api';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { part, partCompatibility, user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { stockTotalsFor } from '../inventory/stock-levels';
import { classesByPath, subtreeIds } from './class-tree';
import type { CatalogReader } from './catalog-reader';
import { type DbOrTx, findPartOrThrow, partColumns, toPart } from './part-rows';
import { loadClassTree } from './class-tree';

type Query = z.output<typeof PartListQuery>;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  partNumber: part.partNumber,
  name: part.name,
  manufacturer: part.manufacturer,
  kind: part.kind,
  unitPrice: part.unitPrice,
  leadTimeDays: part.leadTimeDays,
  updatedAt: part.updatedAt,
  createdAt: part.createdAt,
} as const;

/** Search, filter, sort and page the catalog. Members see active parts only. */
export async function listParts(
  { db }: Pick<ServiceDeps, 'db'>,
  reader: CatalogReader,
  query: Query,
): Promise<PartList> {
  const tree = await loadClassTree(db);
  const conditions: SQL[] = [];
  const active = reader.staff ? query.active : 'true';
  if (active !== 'all') conditions.push(eq(part.active, active === 'true'));
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    conditions.push(
      or(
        ilike(part.partNumber, pattern),
        ilike(part.name, pattern),
        ilike(part.manufacturer, pattern),
        ilike(part.mpn, pattern),
      )!,
    );
  }
  if (query.kind) conditions.push(eq(part.kind, query.kind));
  if (query.classId) {
    const ids = subtreeIds(tree, query.classId);
    conditions.push(ids.length > 0 ? inArray(part.classId, ids) : sql`false`);
  }
  if (query.pitchClass) {
    conditions.push(
      or(
        sql`${part.specs}->>'pitchClass' = ${query.pitchClass}`,
        sql`(${part.specs}->'pitchClasses') @> ${JSON.stringify([query.pitchClass])}::jsonb`,
      )!,
    );
  }
  if (query.tipStyle) conditions.push(sql`${part.specs}->>'tipStyle' = ${query.tipStyle}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const direction = query.order === 'asc' ? asc : desc;
  const sortKey =
    query.sort === 'classPath'
      ? // Class paths live in the tree, not in the table: sort by each class's rank in path order.
        sql`array_position(${sql.param(classesByPath(tree).map((c) => c.id))}::text[], ${part.classId})`
      : SORT_COLUMNS[query.sort];
  const rows = await db
    .select(partColumns)
    .from(part)
    .leftJoin(user, eq(user.id, part.updatedById))
    .where(where)
    .orderBy(direction(sortKey), asc(sql`lower(${part.partNumber})`), asc(part.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(part).where(where);
  const stock = reader.staff
    ? await stockTotalsFor(
        db,
        rows.map((r) => r.row.id),
      )
    : undefined;
  return {
    items: rows.map((r) => toPart(r, tree, reader, stock?.get(r.row.id))),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One part with its compatibility links (and stock, for staff). */
export async function getPart(
  { db }: Pick<ServiceDeps, 'db'>,
  reader: CatalogReader,
  id: string,
): Promise<PartDetail> {
  const found = await findPartOrThrow(db, id, reader);
  const tree = await loadClassTree(db);
  const stock = reader.staff ? (await stockTotalsFor(db, [id])).get(id) : undefined;
  return { ...toPart(found, tree, reader, stock), compatibility: await compatibleParts(db, id, reader) };
}

/** The parts linked to a part (members: active ones only), by part number. */
export async function compatibleParts(
  db: DbOrTx,
  id: string,
  reader: CatalogReader,
): Promise<CompatiblePart[]> {
  const links = await db
    .select({ a: partCompatibility.partAId, b: partCompatibility.partBId })
    .from(partCompatibility)
    .where(or(eq(partCompatibility.partAId, id), eq(partCompatibility.partBId, id)));
  const otherIds = links.map((l) => (l.a === id ? l.b : l.a));
  if (otherIds.length === 0) return [];
  const rows = await db
    .select({
      id: part.id,
      partNumber: part.partNumber,
      name: part.name,
      kind: part.kind,
      active: part.active,
    })
    .from(part)
    .where(and(inArray(part.id, otherIds), ...(reader.staff ? [] : [eq(part.active, true)])))
    .orderBy(asc(part.partNumber));
  return rows.map((r) => ({ ...r, kind: r.kind as PartKind }));
}
