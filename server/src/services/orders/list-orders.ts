import type { DeliveryOrder, DeliveryOrderSummary, OrderQueueQuery } from '@studio/api';
import { and, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyActor, UserActor } from '../../auth/session';
import { deliveryOrder, organization, testSolution } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findOrderOrThrow, toOrder, toOrderSummaries } from './order-rows';

const QUEUE_LIMIT = 500;

/** The company's own orders, newest change first. */
export async function listCompanyOrders(
  { db }: ServiceDeps,
  actor: CompanyActor,
): Promise<DeliveryOrderSummary[]> {
  const rows = await db
    .select()
    .from(deliveryOrder)
    .where(eq(deliveryOrder.companyId, actor.companyId))
    .orderBy(desc(deliveryOrder.updatedAt), desc(deliveryOrder.number))
    .limit(QUEUE_LIMIT);
  return toOrderSummaries(db, rows);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The fixture shop's queue: every company's orders, filtered by status (or `open`: neither delivered
 * nor cancelled), company, hold, and words of the order number, title or company name.
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
  const rows = await db
    .select()
    .from(deliveryOrder)
    .where(where.length ? and(...where) : sql`true`)
    .orderBy(desc(deliveryOrder.updatedAt), desc(deliveryOrder.number))
    .limit(QUEUE_LIMIT);
  return toOrderSummaries(db, rows);
}

export async function getOrder({ db }: ServiceDeps, actor: UserActor, id: string): Promise<DeliveryOrder> {
  return toOrder(db, actor, await findOrderOrThrow(db, actor, id));
}
