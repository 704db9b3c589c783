import type { Movement, MovementKind, MovementList, MovementQuery } from '@studio/api';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inventoryLocation, inventoryMovement, part } from '../../db/schema/index';
import { iso, type ServiceDeps } from '../context';

/**
 * The ledger, newest first, each movement with the balance of its part and location right after it
 * (running sums over that part and location's movements in ledger order).
 */
export async function listMovements(
  { db }: Pick<ServiceDeps, 'db'>,
  query: z.output<typeof MovementQuery>,
): Promise<MovementList> {
  const conditions: SQL[] = [];
  if (query.partId) conditions.push(eq(inventoryMovement.partId, query.partId));
  if (query.locationId) conditions.push(eq(inventoryMovement.locationId, query.locationId));
  if (query.kind) conditions.push(eq(inventoryMovement.kind, query.kind));
  if (query.reference) conditions.push(eq(inventoryMovement.reference, query.reference));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const window = sql`partition by ${inventoryMovement.partId}, ${inventoryMovement.locationId} order by ${inventoryMovement.seq}`;
  // Running balances must see every movement of the part and location, not only the filtered ones:
  // the window runs in a subquery filtered by part / location only (the partition keys).
  const partitionFilter = and(
    ...(query.partId ? [eq(inventoryMovement.partId, query.partId)] : []),
    ...(query.locationId ? [eq(inventoryMovement.locationId, query.locationId)] : []),
  );
  const running = db
    .select({
      id: sql<string>`${inventoryMovement.id}`.as('running_id'),
      onHandAfter: sql<number>`sum(${inventoryMovement.onHandDelta}) over (${window})`.as('on_hand_after'),
      reservedAfter: sql<number>`sum(${inventoryMovement.reservedDelta}) over (${window})`.as(
        'reserved_after',
      ),
    })
    .from(inventoryMovement)
    .where(partitionFilter)
    .as('running');

  const rows = await db
    .select({
      m: inventoryMovement,
      partNumber: part.partNumber,
      partName: part.name,
      locationCode: inventoryLocation.code,
      onHandAfter: running.onHandAfter,
      reservedAfter: running.reservedAfter,
    })
    .from(inventoryMovement)
    .innerJoin(running, eq(running.id, inventoryMovement.id))
    .innerJoin(part, eq(part.id, inventoryMovement.partId))
    .innerJoin(inventoryLocation, eq(inventoryLocation.id, inventoryMovement.locationId))
    .where(where)
    .orderBy(desc(inventoryMovement.seq))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(inventoryMovement).where(where);

  const items: Movement[] = rows.map((r) => {
    const onHand = Number(r.onHandAfter);
    const reserved = Number(r.reservedAfter);
    return {
      id: r.m.id,
      kind: r.m.kind as MovementKind,
      partId: r.m.partId,
      partNumber: r.partNumber,
      partName: r.partName,
      locationId: r.m.locationId,
      locationCode: r.locationCode,
      quantity: r.m.quantity,
      onHandDelta: r.m.onHandDelta,
      reservedDelta: r.m.reservedDelta,
      reason: r.m.reason,
      reference: r.m.reference,
      actor: r.m.actorId ? { id: r.m.actorId, name: r.m.actorName } : null,
      createdAt: iso(r.m.createdAt),
      after: { onHand, reserved, available: onHand - reserved },
    };
  });
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
