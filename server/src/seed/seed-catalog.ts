import { randomUUID } from 'node:crypto';
import { PartInput } from '@studio/api';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inventoryLocation, part, partClass, partCompatibility } from '../db/schema/index';
import type { Tx } from '../services/context';
import { applyMovement, setReorderPoint } from '../services/inventory/record-movement';
import { CLASS_PATH_SEPARATOR } from '../services/parts/class-tree';
import { insertPart, orderedPair } from '../services/parts/save-part';
import { SEED_ACTOR, SEED_CLASSES, SEED_LOCATION, SEED_PARTS } from './catalog-data';

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
  if (seeded) log?.info({ parts: SEED_PARTS.length }, 'seeded the parts catalog');
  return seeded;
}

async function seedCatalog(tx: Tx): Promise<void> {
  const classIds = new Map<string, string>();
  for (const path of SEED_CLASSES) {
    const names = path.split(CLASS_PATH_SEPARATOR);
    const parentPath = names.slice(0, -1).join(CLASS_PATH_SEPARATOR);
    const id = randomUUID();
    await tx
      .insert(partClass)
      .values({ id, name: names.at(-1)!, parentId: classIds.get(parentPath) ?? null });
    classIds.set(path, id);
  }
  const partIds = new Map<string, string>();
  for (const seed of SEED_PARTS) {
    const { classPath, stock: _stock, fits: _fits, ...fields } = seed;
    // The seed goes through the same validation as every part.
    const input = PartInput.parse({ ...fields, classId: classIds.get(classPath) });
    partIds.set(seed.partNumber, await insertPart(tx, input, null));
  }
  const links = SEED_PARTS.flatMap((s) =>
    (s.fits ?? []).map((n) => orderedPair(partIds.get(s.partNumber)!, partIds.get(n)!)),
  );
  if (links.length > 0) await tx.insert(partCompatibility).values(links).onConflictDoNothing();

  const locationId = randomUUID();
  await tx.insert(inventoryLocation).values({ id: locationId, ...SEED_LOCATION });
  for (const seed of SEED_PARTS) {
    const partId = partIds.get(seed.partNumber)!;
    await setReorderPoint(tx, partId, locationId, seed.stock.reorderPoint);
    await applyMovement(tx, SEED_ACTOR, {
      kind: 'receipt',
      partId,
      locationId,
      quantity: seed.stock.onHand,
      reason: '',
      reference: 'opening-stock',
      fromReservation: true,
    });
  }
}
