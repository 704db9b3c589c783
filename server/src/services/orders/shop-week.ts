import type { DeliveryOrderSummary, OrderQueueQuery, ReorderLine } from '@studio/api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  deliveryOrder,
  inventoryBalance,
  inventoryLocation,
  inventoryMovement,
  part,
  testSolution,
} from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { writeCsv } from '../parts/csv-table';
import { listOrderQueue } from './list-orders';
import { orderReference } from './order-ledger';

/** What to pick for each order: reserved units per part and location (by location code). */
export async function pickLists(db: Db, orderIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select({
      reference: inventoryMovement.reference,
      partNumber: part.partNumber,
      code: inventoryLocation.code,
      reserved: sql<number>`coalesce(sum(${inventoryMovement.reservedDelta}), 0)::integer`,
    })
    .from(inventoryMovement)
    .innerJoin(part, eq(part.id, inventoryMovement.partId))
    .innerJoin(inventoryLocation, eq(inventoryLocation.id, inventoryMovement.locationId))
    .where(inArray(inventoryMovement.reference, orderIds.map(orderReference)))
    .groupBy(inventoryMovement.reference, part.partNumber, inventoryLocation.code)
    .orderBy(asc(part.partNumber), asc(inventoryLocation.code));
  for (const r of rows) {
    if (Number(r.reserved) <= 0) continue;
    const id = r.reference.slice('order:'.length);
    out.set(id, [...(out.get(id) ?? []), `${r.partNumber} × ${Number(r.reserved)} @ ${r.code}`]);
  }
  return out;
}

/**
 * What to reorder (issue 29): per stocked part, what the open orders are still owed (need − shipped)
 * against what is on hand; a part is listed when the open orders need more than the shelves hold.
 */
export async function reorderList({ db }: ServiceDeps): Promise<ReorderLine[]> {
  const open = await db
    .select({ id: deliveryOrder.id, number: deliveryOrder.number, snapshot: testSolution.snapshot })
    .from(deliveryOrder)
    .innerJoin(testSolution, eq(testSolution.id, deliveryOrder.solutionId))
    .where(inArray(deliveryOrder.status, ['submitted', 'confirmed', 'in_production']));
  if (open.length === 0) return [];
  const shipped = await db
    .select({
      reference: inventoryMovement.reference,
      partNumber: part.partNumber,
      consumed: sql<number>`coalesce(sum(${inventoryMovement.quantity}), 0)::integer`,
    })
    .from(inventoryMovement)
    .innerJoin(part, eq(part.id, inventoryMovement.partId))
    .where(
      and(
        inArray(
          inventoryMovement.reference,
          open.map((o) => orderReference(o.id)),
        ),
        eq(inventoryMovement.kind, 'consumption'),
      ),
    )
    .groupBy(inventoryMovement.reference, part.partNumber);
  const shippedOf = new Map(shipped.map((s) => [`${s.reference}|${s.partNumber}`, Number(s.consumed)]));
  const owed = new Map<string, { quantity: number; orders: string[] }>();
  for (const o of open)
    for (const p of o.snapshot?.price.parts ?? []) {
      if (p.available === null) continue;
      const left = p.need - (shippedOf.get(`${orderReference(o.id)}|${p.partNumber}`) ?? 0);
      if (left <= 0) continue;
      const e = owed.get(p.partNumber) ?? { quantity: 0, orders: [] };
      e.quantity += left;
      e.orders.push(`DO-${String(o.number).padStart(6, '0')}`);
      owed.set(p.partNumber, e);
    }
  if (owed.size === 0) return [];
  const stock = await db
    .select({
      partNumber: part.partNumber,
      name: part.name,
      onHand: sql<number>`coalesce(sum(${inventoryBalance.onHand}), 0)::integer`,
      reserved: sql<number>`coalesce(sum(${inventoryBalance.reserved}), 0)::integer`,
    })
    .from(part)
    .leftJoin(inventoryBalance, eq(inventoryBalance.partId, part.id))
    .where(inArray(part.partNumber, [...owed.keys()]))
    .groupBy(part.partNumber, part.name);
  return stock
    .map((s) => {
      const e = owed.get(s.partNumber)!;
      const onHand = Number(s.onHand);
      return {
        partNumber: s.partNumber,
        name: s.name,
        owedToOpenOrders: e.quantity,
        onHand,
        available: onHand - Number(s.reserved),
        reorder: Math.max(0, e.quantity - onHand),
        orders: e.orders,
      };
    })
    .filter((l) => l.reorder > 0)
    .sort((a, b) => b.reorder - a.reorder || (a.partNumber < b.partNumber ? -1 : 1));
}

export const reorderCsv = (lines: ReorderLine[]) =>
  writeCsv(
    ['part_number', 'name', 'owed_to_open_orders', 'on_hand', 'available', 'reorder', 'orders'],
    lines.map((l) => ({
      part_number: l.partNumber,
      name: l.name,
      owed_to_open_orders: l.owedToOpenOrders,
      on_hand: l.onHand,
      available: l.available,
      reorder: l.reorder,
      orders: l.orders.join(' '),
    })),
  );

/** The queue as the shop's spreadsheet: one row per order, by due date, with what to pick. */
export async function queueCsv(deps: ServiceDeps, query: OrderQueueQuery): Promise<string> {
  const orders: DeliveryOrderSummary[] = await listOrderQueue(deps, query);
  const picks = await pickLists(
    deps.db,
    orders.map((o) => o.id),
  );
  return writeCsv(
    [
      'order',
      'company',
      'status',
      'on_hold',
      'due',
      'late',
      'po_number',
      'reference',
      'title',
      'quantity',
      'short',
      'to_pick',
    ],
    orders.map((o) => ({
      order: o.number,
      company: o.company.name,
      status: o.status,
      on_hold: o.onHold,
      due: o.dueDate,
      late: o.late,
      po_number: o.poNumber,
      reference: o.buyerReference,
      title: o.title,
      quantity: o.quantity,
      short: o.shortParts.map((p) => `${p.partNumber} × ${p.quantity}`).join('; '),
      to_pick: (picks.get(o.id) ?? []).join('; '),
    })),
  );
}
