import type { DeliveryOrder, DeliveryOrderSummary } from '@studio/api';
import { addWorkingDays, availableOrderActions, type OrderActor, type OrderStatus } from '@studio/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import { can } from '../../auth/access-control';
import type { Db, Tx } from '../../db/client';
import {
  deliveryOrder,
  deliveryOrderEvent,
  deliveryOrderShipment,
  inventoryMovement,
  organization,
  part,
  testSolution,
} from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';
import { orderNumber } from '../solutions/solution-rows';
import { orderHoldings, orderReference } from './order-ledger';

export type OrderRow = typeof deliveryOrder.$inferSelect;
type SolutionRow = typeof testSolution.$inferSelect;

/** An order the actor may see: their active company's, or any for staff. Others are not found. */
export async function findOrderOrThrow(db: Db | Tx, actor: UserActor, id: string, lock = false) {
  const where = actor.isStaff
    ? eq(deliveryOrder.id, id)
    : and(eq(deliveryOrder.id, id), eq(deliveryOrder.companyId, actor.companyId ?? ''));
  const query = db.select().from(deliveryOrder).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('delivery order');
  return row;
}

/** How the order's state machine sees the actor (core OrderActor). */
export function orderActorOf(actor: UserActor, order: Pick<OrderRow, 'companyId'>): OrderActor {
  const member = actor.companyId === order.companyId && actor.role !== null;
  return {
    staff: actor.isStaff,
    customerEditor: member && can(actor.role!, 'data', 'update'),
  };
}

export async function toOrderSummaries(db: Db | Tx, rows: OrderRow[]): Promise<DeliveryOrderSummary[]> {
  if (rows.length === 0) return [];
  const solutions = await db
    .select()
    .from(testSolution)
    .where(
      inArray(
        testSolution.id,
        rows.map((r) => r.solutionId),
      ),
    );
  const companies = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(
      inArray(
        organization.id,
        rows.map((r) => r.companyId),
      ),
    );
  const sol = new Map(solutions.map((s) => [s.id, s]));
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const held = await heldByOrder(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    summaryOf(r, sol.get(r.solutionId)!, names.get(r.companyId) ?? '', held.get(r.id) ?? new Map()),
  );
}

/** Per order and part: units reserved now plus units shipped (the ledger, one grouped query). */
async function heldByOrder(db: Db | Tx, ids: string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      reference: inventoryMovement.reference,
      partNumber: part.partNumber,
      held: sql<number>`coalesce(sum(${inventoryMovement.reservedDelta}), 0)::integer + coalesce(sum(case when ${inventoryMovement.kind} = 'consumption' then ${inventoryMovement.quantity} else 0 end), 0)::integer`,
    })
    .from(inventoryMovement)
    .innerJoin(part, eq(part.id, inventoryMovement.partId))
    .where(inArray(inventoryMovement.reference, ids.map(orderReference)))
    .groupBy(inventoryMovement.reference, part.partNumber);
  for (const r of rows) {
    const id = r.reference.slice('order:'.length);
    if (!out.has(id)) out.set(id, new Map());
    out.get(id)!.set(r.partNumber, Number(r.held));
  }
  return out;
}

const OPEN = new Set(['submitted', 'confirmed', 'in_production']);

function summaryOf(
  r: OrderRow,
  s: SolutionRow,
  companyName: string,
  held: Map<string, number>,
): DeliveryOrderSummary {
  const snap = s.snapshot!;
  const estimatedShipDate = addWorkingDays(r.createdAt, snap.price.leadTime.days);
  const dueDate = r.promisedShipDate ?? estimatedShipDate;
  const open = OPEN.has(r.status);
  const shortParts = open
    ? snap.price.parts
        .filter((p) => p.available !== null)
        .map((p) => ({ partNumber: p.partNumber, quantity: p.need - (held.get(p.partNumber) ?? 0) }))
        .filter((p) => p.quantity > 0)
    : [];
  return {
    id: r.id,
    number: orderNumber(r.number),
    company: { id: r.companyId, name: companyName },
    solutionId: s.id,
    title: s.title,
    dutName: snap.dutName,
    status: r.status as OrderStatus,
    onHold: r.onHold,
    holdReason: r.holdReason,
    quantity: s.selection.quantity,
    totals: snap.price.totals,
    leadTimeDays: snap.price.leadTime.days,
    poNumber: r.poNumber,
    buyerReference: r.buyerReference,
    promisedShipDate: r.promisedShipDate,
    estimatedShipDate,
    dueDate,
    late: open && dueDate < new Date().toISOString().slice(0, 10),
    shortParts,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export async function toOrder(db: Db | Tx, actor: UserActor, r: OrderRow): Promise<DeliveryOrder> {
  const [s] = await db.select().from(testSolution).where(eq(testSolution.id, r.solutionId));
  const [company] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, r.companyId));
  const snap = s!.snapshot!;
  const events = await db
    .select()
    .from(deliveryOrderEvent)
    .where(eq(deliveryOrderEvent.orderId, r.id))
    .orderBy(asc(deliveryOrderEvent.seq));
  const holdings = await orderHoldings(db as Tx, r.id);
  const shipments = await db
    .select()
    .from(deliveryOrderShipment)
    .where(eq(deliveryOrderShipment.orderId, r.id))
    .orderBy(asc(deliveryOrderShipment.number));
  const reservations = snap.price.parts
    .filter((p) => p.available !== null)
    .map((p) => {
      const mine = holdings.filter((h) => h.partNumber === p.partNumber);
      const ever = mine.reduce((n, h) => n + h.everReserved, 0);
      return {
        partNumber: p.partNumber,
        need: p.need,
        reserved: mine.reduce((n, h) => n + h.reserved, 0),
        consumed: mine.reduce((n, h) => n + h.consumed, 0),
        shortBy: Math.max(0, p.need - ever),
        leadTimeDays: p.leadTimeDays,
      };
    });
  const backorder =
    shipments.length === 0
      ? []
      : reservations
          .map((p) => ({ partNumber: p.partNumber, quantity: Math.max(0, p.need - p.consumed) }))
          .filter((b) => b.quantity > 0 && r.status !== 'cancelled');
  const heldNow = new Map<string, number>();
  for (const h of holdings)
    heldNow.set(h.partNumber, (heldNow.get(h.partNumber) ?? 0) + h.reserved + h.consumed);
  return {
    ...summaryOf(r, s!, company?.name ?? '', heldNow),
    shipments: shipments.map((x) => ({
      number: x.number,
      carrier: x.carrier,
      trackingNumber: x.trackingNumber,
      lines: x.lines,
      complete: x.complete,
      actor: { id: x.actorId, name: x.actorName },
      at: iso(x.createdAt),
    })),
    backorder,
    carrier: r.carrier,
    trackingNumber: r.trackingNumber,
    shippingAddress: snap.shippingAddress,
    billingAddress: snap.billingAddress,
    testConfig: { id: s!.testConfigId, name: snap.testConfigName, versionNumber: s!.versionNumber },
    price: snap.price,
    reservations,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus as OrderStatus | null,
      toStatus: e.toStatus as OrderStatus | null,
      onHold: e.onHold,
      note: e.note,
      carrier: e.carrier,
      trackingNumber: e.trackingNumber,
      actor: { id: e.actorId, name: e.actorName, staff: e.actorStaff },
      at: iso(e.createdAt),
    })),
    actions: availableOrderActions(
      { status: r.status as OrderStatus, onHold: r.onHold },
      orderActorOf(actor, r),
    ),
  };
}
