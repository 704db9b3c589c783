import type { StockAvailability } from '@studio/core';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inventoryBalance, inventoryStockPoint, part } from '../../db/schema/index';

/**
 * Units available now per stocked part number (on hand − reserved over every location). A part
 * without a stock point is absent: not stocked, bought or made to order.
 */
export async function stockAvailability(db: Db | Tx): Promise<StockAvailability> {
  const rows = await db
    .select({
      partNumber: part.partNumber,
      available: sql<number>`coalesce(sum(coalesce(${inventoryBalance.onHand}, 0) - coalesce(${inventoryBalance.reserved}, 0)), 0)::integer`,
    })
    .from(inventoryStockPoint)
    .innerJoin(part, eq(part.id, inventoryStockPoint.partId))
    .leftJoin(
      inventoryBalance,
      sql`${inventoryBalance.partId} = ${inventoryStockPoint.partId} and ${inventoryBalance.locationId} = ${inventoryStockPoint.locationId}`,
    )
    .groupBy(part.partNumber);
  return Object.fromEntries(rows.map((r) => [r.partNumber, Number(r.available)]));
}
