import { randomUUID } from 'node:crypto';
import type { DeliveryOrder, OrderActionInput } from '@studio/api';
import { checkOrderAction, type OrderStatus } from '@studio/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/session';
import { deliveryOrder, deliveryOrderEvent, testSolution } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, Forbidden, Validation } from '../errors';
import { settleOrderStock } from './order-ledger';
import { type ShippedOrder, shipOrder } from './order-shipment';
import { notifyOrderChange } from './order-notify';
import { findOrderOrThrow, orderActorOf, toOrder } from './order-rows';

type Input = z.output<typeof OrderActionInput>;

/**
 * Takes one action on an order (core's state machine decides): records who, when and the note in the
 * timeline, moves the ledger — cancelling releases the reservation, shipping consumes it — and then
 * mails the company's members and sends the live event. The order row is locked for the change, so
 * two staff clicking at once take one action each, in turn.
 */
export async function takeOrderAction(
  deps: ServiceDeps,
  actor: UserActor,
  orderId: string,
  input: Input,
): Promise<DeliveryOrder> {
  const { order, title, shipped, note } = await deps.db.transaction(async (tx) => {
    const row = await findOrderOrThrow(tx, actor, orderId, true);
    const check = checkOrderAction(
      { status: row.status as OrderStatus, onHold: row.onHold },
      input.action,
      orderActorOf(actor, row),
      input,
    );
    if (!check.ok) {
      if (check.who) throw new Forbidden(check.message);
      if (check.field) throw new Validation(check.message, { [check.field]: check.message });
      throw new Conflict(check.message);
    }
    const ledgerActor = { id: actor.userId, name: actor.name };
    if (input.action === 'cancel') await settleOrderStock(tx, ledgerActor, row.id, 'release');
    const shipped: ShippedOrder | null =
      input.action === 'ship' ? await shipOrder(tx, ledgerActor, row, input) : null;
    // A partial shipment leaves the order in production with its backorder; the last one ships it.
    const to = shipped && !shipped.complete ? null : check.to;
    const note = shipped ? [shipped.summary, input.note].filter(Boolean).join('\n') : input.note;
    const onHold = input.action === 'hold' ? true : input.action === 'release' ? false : row.onHold;
    const [updated] = await tx
      .update(deliveryOrder)
      .set({
        status: to ?? row.status,
        onHold: input.action === 'cancel' ? false : onHold,
        holdReason:
          input.action === 'hold' ? input.note : onHold && input.action !== 'cancel' ? row.holdReason : '',
        ...(input.action === 'ship' ? { carrier: input.carrier, trackingNumber: input.trackingNumber } : {}),
        ...(input.action === 'confirm' && input.promisedShipDate
          ? { promisedShipDate: input.promisedShipDate }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(deliveryOrder.id, row.id))
      .returning();
    await tx.insert(deliveryOrderEvent).values({
      id: randomUUID(),
      orderId: row.id,
      action: shipped && !shipped.complete ? 'ship-partial' : input.action,
      fromStatus: row.status,
      toStatus: to,
      onHold: updated!.onHold,
      note:
        input.action === 'confirm' && input.promisedShipDate
          ? [input.note, `Promised ship date: ${input.promisedShipDate}.`].filter(Boolean).join('\n')
          : note,
      carrier: input.action === 'ship' ? input.carrier : '',
      trackingNumber: input.action === 'ship' ? input.trackingNumber : '',
      actorId: actor.userId,
      actorName: actor.name,
      actorStaff: actor.isStaff,
    });
    const [solution] = await tx
      .select({ title: testSolution.title })
      .from(testSolution)
      .where(eq(testSolution.id, row.solutionId));
    return { order: updated!, title: solution?.title ?? '', shipped, note };
  });
  const what = shipped && !shipped.complete ? 'ship-partial' : input.action;
  await notifyOrderChange(deps, order, title, what, { ...input, note }, actor.name);
  return toOrder(deps.db, actor, order);
}
