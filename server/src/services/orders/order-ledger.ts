import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inventoryLocation, inventoryMovement, inventoryStockPoint, part } from '../../db/schema/index';
import { applyMovement, type LedgerActor, lockStockPoint } from '../inventory/record-movement';
import { balanceOf } from '../inventory/stock-levels';

/** The ledger reference of an order's movements (api inventory.ts: `order:<id>`). */
export const orderReference = (orderId: string) => `order:${orderId}`;

export interface PartNeedLike {
  partNumber: string;
  need: number;
}

/**
 * Reserves what the stock has of each stocked part the order needs, location by location (by code),
 * inside the submitting transaction. Every stock point is locked (`FOR UPDATE`) in one order — part
 * id, then location id — before its balance is read, so concurrent submissions on PostgreSQL wait for
 * each other and the second sees the first's reservation: the last unit is reserved once. What the
 * stock lacks stays short (its lead time counts) and does not block the order.
 */
export async function reserveForOrder(
  tx: Tx,
  actor: LedgerActor,
  orderId: string,
  needs: PartNeedLike[],
  reason = 'Delivery order submitted',
): Promise<void> {
  const wanted = needs.filter((n) => n.need > 0);
  if (wanted.length === 0) return;
  const points = await lockStockOf(
    tx,
    wanted.map((n) => n.partNumber),
  );
  const remaining = new Map(wanted.map((n) => [n.partNumber, n.need]));
  const byCode = [...points].sort((a, b) =>
    a.partNumber === b.partNumber ? (a.code < b.code ? -1 : 1) : a.partNumber < b.partNumber ? -1 : 1,
  );
  for (const p of byCode) {
    const left = remaining.get(p.partNumber) ?? 0;
    if (left <= 0) continue;
    const { available } = await balanceOf(tx, p.partId, p.locationId);
    const take = Math.min(left, available);
    if (take <= 0) continue;
    await applyMovement(tx, actor, {
      kind: 'reservation',
      partId: p.partId,
      locationId: p.locationId,
      quantity: take,
      reason,
      reference: orderReference(orderId),
      fromReservation: true,
    });
    remaining.set(p.partNumber, left - take);
  }
}

/**
 * Locks every stock point of the given parts (`FOR UPDATE`) in one global order — part id, then
 * location id — so that two transactions never wait for each other in a cycle. Returns the points.
 */
export async function lockStockOf(tx: Tx, partNumbers: string[]) {
  if (partNumbers.length === 0) return [];
  const points = await tx
    .select({
      partId: inventoryStockPoint.partId,
      partNumber: part.partNumber,
      locationId: inventoryStockPoint.locationId,
      code: inventoryLocation.code,
    })
    .from(inventoryStockPoint)
    .innerJoin(part, eq(part.id, inventoryStockPoint.partId))
    .innerJoin(inventoryLocation, eq(inventoryLocation.id, inventoryStockPoint.locationId))
    .where(inArray(part.partNumber, partNumbers))
    .orderBy(asc(inventoryStockPoint.partId), asc(inventoryStockPoint.locationId));
  for (const p of points) await lockStockPoint(tx, p.partId, p.locationId);
  return points;
}

/** What the ledger holds for an order per part and location: reserved now, and consumed. */
export async function orderHoldings(tx: Pick<Tx, 'select'>, orderId: string) {
  const rows = await tx
    .select({
      partId: inventoryMovement.partId,
      partNumber: part.partNumber,
      locationId: inventoryMovement.locationId,
      reserved: sql<number>`coalesce(sum(${inventoryMovement.reservedDelta}), 0)::integer`,
      consumed: sql<number>`coalesce(sum(case when ${inventoryMovement.kind} = 'consumption' then ${inventoryMovement.quantity} else 0 end), 0)::integer`,
      everReserved: sql<number>`coalesce(sum(case when ${inventoryMovement.kind} = 'reservation' then ${inventoryMovement.quantity} else 0 end), 0)::integer`,
    })
    .from(inventoryMovement)
    .innerJoin(part, eq(part.id, inventoryMovement.partId))
    .where(eq(inventoryMovement.reference, orderReference(orderId)))
    .groupBy(inventoryMovement.partId, part.partNumber, inventoryMovement.locationId)
    .orderBy(asc(inventoryMovement.partId), asc(inventoryMovement.locationId));
  return rows.map((r) => ({
    ...r,
    reserved: Number(r.reserved),
    consumed: Number(r.consumed),
    everReserved: Number(r.everReserved),
  }));
}

/** Cancelling releases what is still reserved; shipping consumes it from the reservation. */
export async function settleOrderStock(
  tx: Tx,
  actor: LedgerActor,
  orderId: string,
  how: 'release' | 'consumption',
  reason = how === 'release' ? 'Delivery order cancelled' : 'Delivery order shipped',
): Promise<void> {
  const holdings = await orderHoldings(tx, orderId);
  for (const h of holdings) await lockStockPoint(tx, h.partId, h.locationId);
  for (const h of holdings) {
    if (h.reserved <= 0) continue;
    await applyMovement(tx, actor, {
      kind: how,
      partId: h.partId,
      locationId: h.locationId,
      quantity: h.reserved,
      reason,
      reference: orderReference(orderId),
      fromReservation: true,
    });
  }
}
