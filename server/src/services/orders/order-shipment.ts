import { randomUUID } from 'node:crypto';
import { planShipment } from '@studio/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deliveryOrderShipment, testSolution } from '../../db/schema/index';
import { Conflict } from '../errors';
import type { LedgerActor } from '../inventory/record-movement';
import { orderHoldings, reserveForOrder, settleOrderStock } from './order-ledger';
import type { OrderRow } from './order-rows';

export interface ShippedOrder {
  complete: boolean;
  number: number;
  summary: string;
}

/**
 * Ships what the order has (issue 29, decision 0063), inside the action's transaction with the order
 * row locked: first reserves from stock what is still owed (stock received since submission), then
 * plans the shipment from the ledger — refused with the short parts named unless `partial` — then
 * consumes exactly what is packed and records the shipment with its lines. The order is shipped only
 * when nothing stays backordered.
 */
export async function shipOrder(
  tx: Tx,
  actor: LedgerActor,
  row: OrderRow,
  input: { partial: boolean; carrier: string; trackingNumber: string },
): Promise<ShippedOrder> {
  const [solution] = await tx
    .select({ snapshot: testSolution.snapshot })
    .from(testSolution)
    .where(eq(testSolution.id, row.solutionId));
  const stocked = solution!.snapshot!.price.parts.filter((p) => p.available !== null && p.need > 0);
  const held = async () => {
    const h = await orderHoldings(tx, row.id);
    return stocked.map((p) => {
      const mine = h.filter((x) => x.partNumber === p.partNumber);
      return {
        partNumber: p.partNumber,
        need: p.need,
        shipped: mine.reduce((n, x) => n + x.consumed, 0),
        reserved: mine.reduce((n, x) => n + x.reserved, 0),
      };
    });
  };
  const owed = (await held())
    .map((p) => ({ partNumber: p.partNumber, need: p.need - p.shipped - p.reserved }))
    .filter((p) => p.need > 0);
  if (owed.length > 0) await reserveForOrder(tx, actor, row.id, owed, 'Backorder: stock received');
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(deliveryOrderShipment)
    .where(eq(deliveryOrderShipment.orderId, row.id))) as [{ n: number }];
  const number = Number(n) + 1;
  const plan = planShipment(await held(), input.partial, number);
  if (!plan.ok) throw new Conflict(plan.message);
  await settleOrderStock(tx, actor, row.id, 'consumption', `Shipment ${number} of the delivery order`);
  await tx.insert(deliveryOrderShipment).values({
    id: randomUUID(),
    orderId: row.id,
    number,
    carrier: input.carrier,
    trackingNumber: input.trackingNumber,
    lines: plan.lines,
    complete: plan.complete,
    actorId: actor.id,
    actorName: actor.name,
  });
  return { complete: plan.complete, number, summary: plan.summary };
}
