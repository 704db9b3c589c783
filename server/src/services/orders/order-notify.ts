import { ORDER_ACTION_RULES, ORDER_STATUS_LABELS, type OrderAction, type OrderStatus } from '@studio/core';
import { eq } from 'drizzle-orm';
import { member, organization, user } from '../../db/schema/index';
import { orderUpdateMail } from '../../mail/index';
import type { ServiceDeps } from '../context';
import { orderNumber } from '../solutions/solution-rows';
import type { OrderRow } from './order-rows';

/** What the mail says happened; `ship-partial`: a partial shipment left a backorder (issue 29). */
export type OrderChange = OrderAction | 'submit' | 'ship-partial';

const WHAT: Record<OrderChange, string> = {
  submit: 'submitted',
  'ship-partial': 'partly shipped; the rest is backordered',
  confirm: 'confirmed by the fixture shop',
  'start-production': 'in production',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  hold: 'put on hold',
  release: 'released from hold',
  note: 'a note was added',
};

/**
 * After a change is committed: mail to every member of the ordering company (SMTP or the outbox) and
 * a live event to them and to staff. A mail that cannot be sent is logged, never undoes the change.
 */
export async function notifyOrderChange(
  deps: ServiceDeps & { log?: { warn(obj: unknown, msg: string): void } },
  order: OrderRow,
  title: string,
  action: OrderChange,
  input: { note: string; carrier: string; trackingNumber: string },
  actorName: string,
): Promise<void> {
  await deps.bus.publish({
    type: 'delivery-order.updated',
    companyId: order.companyId,
    orderId: order.id,
    status: order.status,
    staff: true,
  });
  const [company] = await deps.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, order.companyId));
  const members = await deps.db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, order.companyId));
  const what = WHAT[action] ?? ORDER_ACTION_RULES[action as OrderAction].label;
  for (const m of members) {
    try {
      await deps.mailer.send(
        orderUpdateMail(deps.config.publicUrl, m.email, {
          id: order.id,
          number: orderNumber(order.number),
          companyName: company?.name ?? '',
          title,
          what,
          status: `${ORDER_STATUS_LABELS[order.status as OrderStatus]}${order.onHold ? ' (on hold)' : ''}`,
          note: input.note,
          carrier: action === 'ship' || action === 'ship-partial' ? input.carrier : '',
          trackingNumber: action === 'ship' || action === 'ship-partial' ? input.trackingNumber : '',
          actorName,
        }),
      );
    } catch (error) {
      deps.log?.warn({ err: error, orderId: order.id }, 'order mail not sent');
    }
  }
}
