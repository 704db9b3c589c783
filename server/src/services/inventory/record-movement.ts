import { randomUUID } from 'node:crypto';
import type { Movement, MovementInput, MovementKind } from '@studio/api';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inventoryLocation, inventoryMovement, inventoryStockPoint, part } from '../../db/schema/index';
import { iso, type ServiceDeps } from '../context';
import { Conflict, Validation } from '../errors';
import { balanceOf } from './stock-levels';
import type { Tx } from '../../db/client';

type Input = z.output<typeof MovementInput>;

/** Who recorded a movement: a user, or the system (seed, imports run by the CLI). */
export interface LedgerActor {
  id: string | null;
  name: string;
}

/** A movement that would take stock below zero (answered 409 with the quantities). */
export class InsufficientStockError extends Conflict {
  constructor(
    message: string,
    readonly balance: { onHand: number; reserved: number; available: number },
    readonly requested: number,
  ) {
    super(message);
  }
}

/** On-hand and reserved deltas of a movement (api inventory.ts, table at the top). */
export function deltasOf(input: Pick<Input, 'kind' | 'quantity' | 'fromReservation'>) {
  const q = input.quantity;
  const table: Record<MovementKind, { onHandDelta: number; reservedDelta: number }> = {
    receipt: { onHandDelta: q, reservedDelta: 0 },
    reservation: { onHandDelta: 0, reservedDelta: q },
    release: { onHandDelta: 0, reservedDelta: -q },
    consumption: { onHandDelta: -q, reservedDelta: input.fromReservation ? -q : 0 },
    adjustment: { onHandDelta: q, reservedDelta: 0 },
  };
  return table[input.kind];
}

/**
 * Locks the stock point of a part at a location, creating it first if needed. Every movement of that
 * part and location takes this row lock (`FOR UPDATE`) before it reads the ledger, so concurrent
 * movements are serialised: on PostgreSQL the second waits for the first to commit and then sees its
 * movement; PGlite has one connection and runs the same code.
 */
export async function lockStockPoint(tx: Tx, partId: string, locationId: string): Promise<number | null> {
  await tx.insert(inventoryStockPoint).values({ partId, locationId }).onConflictDoNothing();
  const [locked] = await tx
    .select({ reorderPoint: inventoryStockPoint.reorderPoint })
    .from(inventoryStockPoint)
    .where(and(eq(inventoryStockPoint.partId, partId), eq(inventoryStockPoint.locationId, locationId)))
    .for('update');
  return locked?.reorderPoint ?? null;
}

/** Checks and records one movement inside the caller's transaction (CSV imports, orders, the seed). */
export async function applyMovement(tx: Tx, actor: LedgerActor, input: Input): Promise<Movement> {
  const [target] = await tx
    .select({ partNumber: part.partNumber, partName: part.name })
    .from(part)
    .where(eq(part.id, input.partId))
    .limit(1);
  if (!target) throw new Validation('This part does not exist.', { partId: 'Choose an existing part' });
  const [location] = await tx
    .select({ code: inventoryLocation.code, active: inventoryLocation.active })
    .from(inventoryLocation)
    .where(eq(inventoryLocation.id, input.locationId))
    .limit(1);
  if (!location)
    throw new Validation('This location does not exist.', { locationId: 'Choose an existing location' });
  if (!location.active && input.kind === 'receipt')
    throw new Validation(`Location ${location.code} is inactive.`, {
      locationId: `Location ${location.code} is inactive: receive into an active location`,
    });

  await lockStockPoint(tx, input.partId, input.locationId);
  const before = await balanceOf(tx, input.partId, input.locationId);
  const { onHandDelta, reservedDelta } = deltasOf(input);
  const after = {
    onHand: before.onHand + onHandDelta,
    reserved: before.reserved + reservedDelta,
    available: before.available + onHandDelta - reservedDelta,
  };
  refuseBelowZero(input, target.partNumber, location.code, before, after);

  const id = randomUUID();
  const [row] = await tx
    .insert(inventoryMovement)
    .values({
      id,
      kind: input.kind,
      partId: input.partId,
      locationId: input.locationId,
      quantity: input.quantity,
      onHandDelta,
      reservedDelta,
      reason: input.reason,
      reference: input.reference,
      actorId: actor.id,
      actorName: actor.name,
    })
    .returning();
  return {
    id,
    kind: input.kind,
    partId: input.partId,
    partNumber: target.partNumber,
    partName: target.partName,
    locationId: input.locationId,
    locationCode: location.code,
    quantity: input.quantity,
    onHandDelta,
    reservedDelta,
    reason: input.reason,
    reference: input.reference,
    actor: actor.id ? { id: actor.id, name: actor.name } : null,
    createdAt: iso(row!.createdAt),
    after,
  };
}

function refuseBelowZero(
  input: Input,
  partNumber: string,
  locationCode: string,
  before: { onHand: number; reserved: number; available: number },
  after: { onHand: number; reserved: number; available: number },
) {
  const where = `${partNumber} at ${locationCode}`;
  if (after.reserved < 0) {
    throw new InsufficientStockError(
      `Only ${before.reserved} of ${where} reserved: cannot ${input.kind === 'release' ? 'release' : 'consume from the reservation'} ${input.quantity}.`,
      before,
      Math.abs(input.quantity),
    );
  }
  if (after.available < 0 || after.onHand < 0) {
    throw new InsufficientStockError(
      `Only ${before.available} of ${where} available: cannot ${verbOf(input)} ${Math.abs(input.quantity)}.`,
      before,
      Math.abs(input.quantity),
    );
  }
}

const verbOf = (input: Input) =>
  ({
    receipt: 'receive',
    reservation: 'reserve',
    release: 'release',
    consumption: 'consume',
    adjustment: 'remove',
  })[input.kind];

/** Records one movement in its own transaction. */
export async function recordMovement(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: LedgerActor,
  input: Input,
): Promise<Movement> {
  return db.transaction((tx) => applyMovement(tx, actor, input));
}

/** Sets (or removes, with null) the reorder point of a part at a location. */
export async function setReorderPoint(
  tx: Tx,
  partId: string,
  locationId: string,
  reorderPoint: number | null,
): Promise<void> {
  await tx
    .insert(inventoryStockPoint)
    .values({ partId, locationId, reorderPoint })
    .onConflictDoUpdate({
      target: [inventoryStockPoint.partId, inventoryStockPoint.locationId],
      set: { reorderPoint: sql`excluded.reorder_point` },
    });
}
