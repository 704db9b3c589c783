import type { DeliveryOrder, DeliveryOrderSummary, OrderQueueQuery } from '@studio/api';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@studio/core';
import { and, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyActor, UserActor } from '../../auth/session';
import { deliveryOrder, organization, testSolution } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findOrderOrThrow, toOrder, toOrderSummaries } from './order-rows';

const QUEUE_LIMIT = 500;

export interface CompanyOrderFilter {
  /**
   * Orders any of these words names: the order number (`DO-000042`, `42`), or a part of the title, the
   * DUT's name or the status (its value or its label). None: every order.
   */
  anyOf?: string[];
  /** At most this many (default and ceiling: 500). */
  limit?: number;
}

/** The company's own orders, newest change first, filtered in SQL. */
export async function listCompanyOrders(
  { db }: ServiceDeps,
  actor: CompanyActor,
  filter: CompanyOrderFilter = {},
): Promise<DeliveryOrderSummary[]> {
  const where: SQL[] = [eq(deliveryOrder.companyId, actor.companyId)];
  const words = (filter.anyOf ?? []).map((w) => w.trim()).filter(Boolean);
  if (words.length > 0) where.push(or(...words.map((w) => namedBy(db, w)))!);
  const rows = await db
    .select()
    .from(deliveryOrder)
    .where(and(...where))
    .orderBy(desc(deliveryOrder.updatedAt), desc(deliveryOrder.number))
    .limit(Math.min(filter.limit ?? QUEUE_LIMIT, QUEUE_LIMIT));
  return toOrderSummaries(db, rows);
}

/** The orders one word names (see `CompanyOrderFilter.anyOf`). */
function namedBy(db: ServiceDeps['db'], word: string): SQL {
  const like = `%${likeEscape(word)}%`;
  const lower = word.toLowerCase();
  const statuses = (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).filter(
    (s) => s.includes(lower) || ORDER_STATUS_LABELS[s].toLowerCase().includes(lower),
  );
  const number = /^(?:DO-?)?0*(\d{1,9})$/i.exec(word);
  const titled = db
    .select({ id: testSolution.id })
    .from(testSolution)
    .where(or(ilike(testSolution.title, like), sql`${testSolution.snapshot}->>'dutName' ilike ${like}`));
  return or(
    inArray(deliveryOrder.solutionId, titled),
    ...(statuses.length > 0 ? [inArray(deliveryOrder.status, statuses)] : []),
    ...(number ? [eq(deliveryOrder.number, Number(number[1]))] : []),
  )!;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The fixture shop's queue: every company's 500 most recently changed orders, filtered by status (or
 * `open`: neither delivered nor cancelled), company, hold, late, short of stock, and words of the order
 * number, title or company name; by due date (the promised ship date, else the estimate), earliest first.
 */
export async function listOrderQueue(
  { db }: ServiceDeps,
  query: OrderQueueQuery,
): Promise<DeliveryOrderSummary[]> {
  const where: SQL[] = [];
  if (query.status === 'open') where.push(notInArray(deliveryOrder.status, ['delivered', 'cancelled']));
  else if (query.status) where.push(eq(deliveryOrder.status, query.status));
  if (query.companyId) where.push(eq(deliveryOrder.companyId, query.companyId));
  if (query.onHold) where.push(eq(deliveryOrder.onHold, query.onHold === 'true'));
  if (query.q) {
    const like = `%${likeEscape(query.q)}%`;
    const digits = query.q.replace(/\D+/g, '');
    const matching = db
      .select({ id: testSolution.id })
      .from(testSolution)
      .where(ilike(testSolution.title, like));
    const companies = db
      .select({ id: organization.id })
      .from(organization)
      .where(ilike(organization.name, like));
    where.push(
      or(
        inArray(deliveryOrder.solutionId, matching),
        inArray(deliveryOrder.companyId, companies),
        ...(digits ? [eq(deliveryOrder.number, Number(digits.slice(0, 9)))] : []),
      )!,
    );
  }
  if (query.late || query.short)
    where.push(notInArray(deliveryOrder.status, ['shipped', 'delivered', 'cancelled']));
  const rows = await db
    .select()
    .from(deliveryOrder)
    .where(where.length ? and(...where) : sql`true`)
    .orderBy(desc(deliveryOrder.updatedAt), desc(deliveryOrder.number))
    .limit(QUEUE_LIMIT);
  // Late and short come from dates and the ledger: filtered on the page of (at most 500) orders.
  const all = await toOrderSummaries(db, rows);
  return all
    .filter((o) => (!query.late || o.late) && (!query.short || o.shortParts.length > 0))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number < b.number ? -1 : 1));
}

export async function getOrder({ db }: ServiceDeps, actor: UserActor, id: string): Promise<DeliveryOrder> {
  return toOrder(db, actor, await findOrderOrThrow(db, actor, id));
}
