import type { DeliveryOrder, DeliveryOrderSummary } from '@studio/api';
import { formatMoney, ORDER_STATUS_LABELS } from '@studio/core';
import { getOrder, listCompanyOrders } from '../orders/list-orders';
import type { ToolContext, ToolResult } from './tools';

// The assistant's order tools (issue 18, on issue 16's orders): the same services as the order
// screens, with the user's actor, so the assistant sees exactly the orders the user can open.

const MAX_LISTED = 10;
const MAX_EVENTS = 12;

const money = (totals: DeliveryOrderSummary['totals']) =>
  totals.map((m) => formatMoney(m.cents, m.currency)).join(' + ') || 'no price';

const status = (o: DeliveryOrderSummary) =>
  `${ORDER_STATUS_LABELS[o.status]}${o.onHold ? ` (on hold: ${o.holdReason || 'no reason given'})` : ''}`;

export const addOrder = (ctx: Pick<ToolContext, 'sources'>, o: DeliveryOrderSummary) =>
  ctx.sources.addRecord({
    recordType: 'order',
    id: o.id,
    label: `Order ${o.number}: ${o.title}`,
    detail: `${status(o)} · ${o.dutName} · ${money(o.totals)}`,
    href: `/delivery-orders/${o.id}`,
  });

function orderLine(o: DeliveryOrderSummary, n: number): string {
  return `[${n}] order ${o.number} "${o.title}" (id ${o.id}) for DUT "${o.dutName}": ${status(o)}; quantity ${o.quantity}; total ${money(o.totals)}; lead time ${o.leadTimeDays} days; estimated ship date ${o.estimatedShipDate}; promised ship date ${o.promisedShipDate ?? 'not promised yet'}${o.poNumber ? `; PO ${o.poNumber}` : ''}; ordered ${o.createdAt.slice(0, 10)}, last change ${o.updatedAt.slice(0, 10)}`;
}

function orderDetail(o: DeliveryOrder, n: number): string[] {
  const lines = [orderLine(o, n)];
  lines.push(
    `Test config "${o.testConfig.name}" v${o.testConfig.versionNumber}; ships to ${[o.shippingAddress.city, o.shippingAddress.countryCode].filter(Boolean).join(', ')}`,
  );
  for (const s of o.shipments)
    lines.push(
      `Shipment ${s.number}${s.complete ? '' : ' (partial)'} on ${s.at.slice(0, 10)} with ${s.carrier}, tracking ${s.trackingNumber}`,
    );
  if (o.shipments.length === 0 && (o.carrier || o.trackingNumber))
    lines.push(`Shipped with ${o.carrier || '?'}, tracking ${o.trackingNumber || '?'}`);
  if (o.backorder.length > 0)
    lines.push(`Backordered: ${o.backorder.map((b) => `${b.quantity} ${b.partNumber}`).join(', ')}`);
  const short = o.reservations.filter((r) => r.shortBy > 0);
  if (short.length > 0)
    lines.push(
      `Short of stock: ${short.map((r) => `${r.partNumber} short by ${r.shortBy}${r.leadTimeDays !== null ? ` (lead time ${r.leadTimeDays} days)` : ''}`).join('; ')}`,
    );
  const events = o.events.slice(-MAX_EVENTS);
  lines.push(`Timeline (${events.length} of ${o.events.length} changes, oldest first):`);
  for (const e of events) {
    const move = e.toStatus && e.toStatus !== e.fromStatus ? ` → ${ORDER_STATUS_LABELS[e.toStatus]}` : '';
    lines.push(
      `- ${e.at.slice(0, 16).replace('T', ' ')} ${e.action}${move} by ${e.actor.name}${e.actor.staff ? ' (fixture shop)' : ''}${e.note ? `: ${e.note}` : ''}${e.trackingNumber ? ` (tracking ${e.trackingNumber})` : ''}`,
    );
  }
  return lines;
}

const ORDER_WORDS =
  /\b(orders?|ordered|delivery|deliveries|delivered|shipp(?:ed|ing)|tracking|fixture shop)\b/i;

/**
 * Orders for an answer without a model: those whose number, title or DUT a term names; or, when the
 * question is about orders and names none, the latest four.
 */
export async function matchingOrders(
  ctx: ToolContext,
  question: string,
  terms: string[],
): Promise<DeliveryOrderSummary[]> {
  const named =
    terms.length > 0 ? await listCompanyOrders(ctx.deps, ctx.actor, { anyOf: terms, limit: 4 }) : [];
  if (named.length > 0) return named;
  return ORDER_WORDS.test(question) ? listCompanyOrders(ctx.deps, ctx.actor, { limit: 4 }) : [];
}

/** One order as a line of the records list of an answer without a model. */
export function orderRecordLine(ctx: ToolContext, o: DeliveryOrderSummary): string {
  return `- Order **${o.number}** ${o.title} (${o.dutName}): **${status(o)}**, quantity ${o.quantity}, ${money(o.totals)} [${addOrder(ctx, o)}]`;
}

export async function findOrders(ctx: ToolContext, args: { query: string }): Promise<ToolResult> {
  const q = args.query.trim();
  const matching = await listCompanyOrders(ctx.deps, ctx.actor, q ? { anyOf: [q] } : {});
  if (matching.length === 0)
    return {
      content: q ? `No order of the company matches "${args.query}".` : 'The company has no order yet.',
      untrusted: false,
    };
  const shown = matching.slice(0, MAX_LISTED);
  const lines = shown.map((o) => orderLine(o, addOrder(ctx, o)));
  if (matching.length > shown.length)
    lines.push(`(${matching.length - shown.length} more not shown; ask with a narrower query)`);
  return { content: lines.join('\n'), untrusted: false };
}

export async function getOrderTool(ctx: ToolContext, args: { orderId: string }): Promise<ToolResult> {
  const order = await getOrder(ctx.deps, ctx.actor, args.orderId);
  return { content: orderDetail(order, addOrder(ctx, order)).join('\n'), untrusted: false };
}
