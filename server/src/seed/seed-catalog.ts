import { randomUUID } from 'node:crypto';
import { PartInput } from '@studio/api';
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  inventoryLocation,
  inventoryMovement,
  inventoryStockPoint,
  part,
  partClass,
  partCompatibility,
} from '../db/schema/index';
import { CLASS_PATH_SEPARATOR } from '../services/parts/class-tree';
import { orderedPair } from '../services/parts/save-part';
import { SEED_ACTOR, SEED_CLASSES, SEED_LOCATION, SEED_PARTS } from '../services/parts/seed-catalog-data';

/** An arbitrary, fixed key: instances booting together seed one after the other. */
const SEED_LOCK_KEY = 72_616_006;

export interface SeedLog {
  info(obj: object, msg: string): void;
}

/**
 * Seeds the catalog of a fresh instance: part classes, parts, compatibility links, the MAIN location
 * and opening stock (receipts in the ledger). Runs once: only while the instance has no part class
 * and no part, so staff edits are never undone and a restart adds nothing. Returns whether it seeded.
 */
export async function seedCatalogIfEmpty(db: Db, log?: SeedLog): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [classes] = await tx.select({ n: count() }).from(partClass);
    const [parts] = await tx.select({ n: count() }).from(part);
    if (Number(classes?.n ?? 0) > 0 || Number(parts?.n ?? 0) > 0) return false;
    await seedCatalog(tx);
    return true;
  });
  if (seeded)
    log?.info({ parts: SEED_PARTS.length }, `seeded the parts catalog with ${SEED_PARTS.length} parts`);
  return seeded;
}

/**
 * Writes the whole seed in a handful of multi-row inserts (it runs at the first boot of every instance,
 * test apps included). Every part still passes the api schema of its kind first; opening stock is a
 * receipt per part in the ledger, like any other stock.
 */
async function seedCatalog(tx: Tx): Promise<void> {
  const classIds = new Map<string, string>();
  const classes = SEED_CLASSES.map((path) => {
    const names = path.split(CLASS_PATH_SEPARATOR);
    const parentPath = names.slice(0, -1).join(CLASS_PATH_SEPARATOR);
    const id = randomUUID();
    classIds.set(path, id);
    return { id, name: names.at(-1)!, parentId: classIds.get(parentPath) ?? null };
  });
  await tx.insert(partClass).values(classes);

  const partIds = new Map(SEED_PARTS.map((p) => [p.partNumber, randomUUID()]));
  const parts = SEED_PARTS.map((seed) => {
    const { classPath, stock: _stock, fits: _fits, ...fields } = seed;
    const input = PartInput.parse({ ...fields, classId: classIds.get(classPath) });
    return {
      id: partIds.get(seed.partNumber)!,
      ...input,
      specs: input.specs as Record<string, unknown>,
      updatedById: null,
    };
  });
  await tx.insert(part).values(parts);
  const links = SEED_PARTS.flatMap((s) =>
    (s.fits ?? []).map((n) => orderedPair(partIds.get(s.partNumber)!, partIds.get(n)!)),
  );
  if (links.length > 0) await tx.insert(partCompatibility).values(links).onConflictDoNothing();

  const locationId = randomUUID();
  await tx.insert(inventoryLocation).values({ id: locationId, ...SEED_LOCATION });
  // Services are never stocked: no stock point, no receipt.
  const stocked = SEED_PARTS.flatMap((seed) => (seed.stock ? [{ ...seed, stock: seed.stock }] : []));
  await tx.insert(inventoryStockPoint).values(
    stocked.map((seed) => ({
      partId: partIds.get(seed.partNumber)!,
      locationId,
      reorderPoint: seed.stock.reorderPoint,
    })),
  );
  await tx.insert(inventoryMovement).values(
    stocked.map((seed) => ({
      id: randomUUID(),
      kind: 'receipt',
      partId: partIds.get(seed.partNumber)!,
      locationId,
      quantity: seed.stock.onHand,
      onHandDelta: seed.stock.onHand,
      reservedDelta: 0,
      reference: 'opening-stock',
      actorId: SEED_ACTOR.id,
      actorName: SEED_ACTOR.name,
    })),
  );
}
