import { randomUUID } from 'node:crypto';
import type { PartDetail, PartDuplicateInput, PartInputParsed } from '@studio/api';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/session';
import { part, partClass, partCompatibility } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound, Validation } from '../errors';
import { getPart } from './list-parts';
import { FieldConflict } from './field-conflict';
import { findPartByNumber } from './part-rows';
import type { Tx } from '../../db/client';

const STAFF = { staff: true } as const;

const numberTaken = (partNumber: string) =>
  new FieldConflict(`Part number ${partNumber} is already used.`, {
    partNumber: `${partNumber} is already used by another part`,
  });

async function checkClass(tx: Tx, classId: string) {
  const [found] = await tx.select({ id: partClass.id }).from(partClass).where(eq(partClass.id, classId));
  if (!found)
    throw new Validation('This part class does not exist.', { classId: 'Choose an existing part class' });
}

const columnsOf = (input: PartInputParsed, actorId: string | null) => ({
  partNumber: input.partNumber,
  name: input.name,
  manufacturer: input.manufacturer,
  mpn: input.mpn,
  classId: input.classId,
  kind: input.kind,
  specs: input.specs as Record<string, unknown>,
  unitPrice: input.unitPrice,
  currency: input.currency,
  leadTimeDays: input.leadTimeDays,
  datasheetUrl: input.datasheetUrl,
  description: input.description,
  active: input.active,
  updatedById: actorId,
});

/** Inserts a part inside the caller's transaction (CSV import, seed); the part number must be free. */
export async function insertPart(tx: Tx, input: PartInputParsed, actorId: string | null): Promise<string> {
  await checkClass(tx, input.classId);
  if (await findPartByNumber(tx, input.partNumber)) throw numberTaken(input.partNumber);
  const id = randomUUID();
  await tx.insert(part).values({ id, ...columnsOf(input, actorId) });
  return id;
}

/** Replaces a part's fields inside the caller's transaction. */
export async function replacePart(tx: Tx, id: string, input: PartInputParsed, actorId: string | null) {
  const [current] = await tx.select().from(part).where(eq(part.id, id)).for('update');
  if (!current) throw new NotFound('part');
  await checkClass(tx, input.classId);
  const other = await findPartByNumber(tx, input.partNumber);
  if (other && other.id !== id) throw numberTaken(input.partNumber);
  if (current.kind !== input.kind) {
    const links = await tx
      .select({ a: partCompatibility.partAId })
      .from(partCompatibility)
      .where(or(eq(partCompatibility.partAId, id), eq(partCompatibility.partBId, id)))
      .limit(1);
    if (links.length > 0)
      throw new FieldConflict('Remove the compatibility links before changing the kind.', {
        kind: `This ${current.kind} has compatibility links: remove them before changing the kind`,
      });
  }
  await tx.update(part).set(columnsOf(input, actorId)).where(eq(part.id, id));
}

export async function createPart(deps: Pick<ServiceDeps, 'db'>, actor: UserActor, input: PartInputParsed) {
  const id = await deps.db.transaction((tx) => insertPart(tx, input, actor.userId));
  return getPart(deps, STAFF, id);
}

export async function updatePart(
  deps: Pick<ServiceDeps, 'db'>,
  actor: UserActor,
  id: string,
  input: PartInputParsed,
): Promise<PartDetail> {
  await deps.db.transaction((tx) => replacePart(tx, id, input, actor.userId));
  return getPart(deps, STAFF, id);
}

export async function setPartActive(
  deps: Pick<ServiceDeps, 'db'>,
  actor: UserActor,
  id: string,
  active: boolean,
): Promise<PartDetail> {
  const [row] = await deps.db
    .update(part)
    .set({ active, updatedById: actor.userId })
    .where(eq(part.id, id))
    .returning({ id: part.id });
  if (!row) throw new NotFound('part');
  return getPart(deps, STAFF, id);
}

/** A copy under a new part number: same class, kind, specs, price, lead time and links. */
export async function duplicatePart(
  deps: Pick<ServiceDeps, 'db'>,
  actor: UserActor,
  id: string,
  input: z.output<typeof PartDuplicateInput>,
): Promise<PartDetail> {
  const newId = await deps.db.transaction(async (tx) => {
    const [source] = await tx.select().from(part).where(eq(part.id, id));
    if (!source) throw new NotFound('part');
    if (await findPartByNumber(tx, input.partNumber)) throw numberTaken(input.partNumber);
    const copyId = randomUUID();
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source;
    await tx.insert(part).values({
      ...fields,
      id: copyId,
      partNumber: input.partNumber,
      name: input.name ?? `${source.name} (copy)`,
      updatedById: actor.userId,
    });
    const links = await tx
      .select()
      .from(partCompatibility)
      .where(or(eq(partCompatibility.partAId, id), eq(partCompatibility.partBId, id)));
    const others = links.map((l) => (l.partAId === id ? l.partBId : l.partAId));
    if (others.length > 0)
      await tx.insert(partCompatibility).values(others.map((o) => orderedPair(copyId, o)));
    return copyId;
  });
  return getPart(deps, STAFF, newId);
}

export const orderedPair = (x: string, y: string) =>
  x < y ? { partAId: x, partBId: y } : { partAId: y, partBId: x };
