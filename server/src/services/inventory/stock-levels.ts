import type { PartStock, StockLevel, StockList, StockQuery, StockTotals } from '@studio/api';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  inventoryBalance,
  inventoryLocation,
  inventoryMovement,
  inventoryStockPoint,
  part,
} from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';

/**
 * Stock levels, derived from the ledger (the `inventory_balance` view sums the movements): one row per
 * part and location that has a stock point (a movement or a reorder point).
 */

const onHand = sql<number>`coalesce(${inventoryBalance.onHand}, 0)`;
const reserved = sql<number>`coalesce(${inventoryBalance.reserved}, 0)`;
const available = sql<number>`(coalesce(${inventoryBalance.onHand}, 0) - coalesce(${inventoryBalance.reserved}, 0))`;
const low = sql<boolean>`(${inventoryStockPoint.reorderPoint} is not null and ${available} <= ${inventoryStockPoint.reorderPoint})`;

const levelColumns = {
  partId: inventoryStockPoint.partId,
  partNumber: part.partNumber,
  partName: part.name,
  kind: part.kind,
  partActive: part.active,
  locationId: inventoryStockPoint.locationId,
  locationCode: inventoryLocation.code,
  onHand,
  reserved,
  available,
  reorderPoint: inventoryStockPoint.reorderPoint,
  low,
};

const levels = (db: Db | Tx) =>
  db
    .select(levelColumns)
    .from(inventoryStockPoint)
    .innerJoin(part, eq(part.id, inventoryStockPoint.partId))
    .innerJoin(inventoryLocation, eq(inventoryLocation.id, inventoryStockPoint.locationId))
    .leftJoin(
      inventoryBalance,
      and(
        eq(inventoryBalance.partId, inventoryStockPoint.partId),
        eq(inventoryBalance.locationId, inventoryStockPoint.locationId),
      ),
    );

type LevelRow = Awaited<ReturnType<ReturnType<typeof levels>['execute']>>[number];

const toLevel = (r: LevelRow): StockLevel => ({
  ...r,
  kind: r.kind as StockLevel['kind'],
  onHand: Number(r.onHand),
  reserved: Number(r.reserved),
  available: Number(r.available),
  low: Boolean(r.low),
});

const SORTS = {
  partNumber: part.partNumber,
  partName: part.name,
  locationCode: inventoryLocation.code,
  onHand,
  reserved,
  available,
} as const;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listStock(
  { db }: Pick<ServiceDeps, 'db'>,
  query: z.output<typeof StockQuery>,
): Promise<StockList> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    conditions.push(or(ilike(part.partNumber, pattern), ilike(part.name, pattern))!);
  }
  if (query.kind) conditions.push(eq(part.kind, query.kind));
  if (query.locationId) conditions.push(eq(inventoryStockPoint.locationId, query.locationId));
  if (query.partId) conditions.push(eq(inventoryStockPoint.partId, query.partId));
  if (query.low !== undefined) conditions.push(query.low ? low : sql`not ${low}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await levels(db)
    .where(where)
    .orderBy(direction(SORTS[query.sort]), asc(part.partNumber), asc(inventoryLocation.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(inventoryStockPoint)
    .innerJoin(part, eq(part.id, inventoryStockPoint.partId))
    .leftJoin(
      inventoryBalance,
      and(
        eq(inventoryBalance.partId, inventoryStockPoint.partId),
        eq(inventoryBalance.locationId, inventoryStockPoint.locationId),
      ),
    )
    .where(where);
  return {
    items: rows.map(toLevel),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every stock level, ordered by part number and location (CSV export). */
export async function allStockLevels(db: Db | Tx): Promise<StockLevel[]> {
  const rows = await levels(db).orderBy(asc(part.partNumber), asc(inventoryLocation.code));
  return rows.map(toLevel);
}

export async function stockOfPart({ db }: Pick<ServiceDeps, 'db'>, partId: string): Promise<PartStock> {
  const [exists] = await db.select({ id: part.id }).from(part).where(eq(part.id, partId)).limit(1);
  if (!exists) throw new NotFound('part');
  const rows = (
    await levels(db).where(eq(inventoryStockPoint.partId, partId)).orderBy(asc(inventoryLocation.code))
  ).map(toLevel);
  return { partId, locations: rows, total: sumLevels(rows) };
}

function sumLevels(rows: StockLevel[]): StockTotals {
  return {
    onHand: rows.reduce((s, r) => s + r.onHand, 0),
    reserved: rows.reduce((s, r) => s + r.reserved, 0),
    available: rows.reduce((s, r) => s + r.available, 0),
    low: rows.some((r) => r.low),
  };
}

/** Stock totals over all locations, for a page of parts (staff lists). */
export async function stockTotalsFor(db: Db | Tx, partIds: string[]): Promise<Map<string, StockTotals>> {
  const out = new Map<string, StockTotals>();
  if (partIds.length === 0) return out;
  const rows = (await levels(db).where(inArray(inventoryStockPoint.partId, partIds))).map(toLevel);
  const byPart = new Map<string, StockLevel[]>();
  for (const r of rows) byPart.set(r.partId, [...(byPart.get(r.partId) ?? []), r]);
  for (const [id, list] of byPart) out.set(id, sumLevels(list));
  return out;
}

/** The balance of one part at one location, summed from the ledger (call with the stock point locked). */
export async function balanceOf(tx: Db | Tx, partId: string, locationId: string) {
  const [row] = await tx
    .select({
      onHand: sql<number>`coalesce(sum(${inventoryMovement.onHandDelta}), 0)::integer`,
      reserved: sql<number>`coalesce(sum(${inventoryMovement.reservedDelta}), 0)::integer`,
    })
    .from(inventoryMovement)
    .where(and(eq(inventoryMovement.partId, partId), eq(inventoryMovement.locationId, locationId)));
  const onHandNow = Number(row?.onHand ?? 0);
  const reservedNow = Number(row?.reserved ?? 0);
  return { onHand: onHandNow, reserved: reservedNow, available: onHandNow - reservedNow };
}
