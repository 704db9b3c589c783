import { randomUUID } from 'node:crypto';
import type {
  InventoryLocation,
  InventoryLocationInput,
  InventoryLocationUpdate,
  ReorderPointInput,
  StockLevel,
} from '@studio/api';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { inventoryLocation, part } from '../../db/schema/index';
import { iso, type ServiceDeps } from '../context';
import { NotFound, Validation } from '../errors';
import { FieldConflict } from '../parts/field-conflict';
import { setReorderPoint } from './record-movement';
import { stockOfPart } from './stock-levels';

type LocationRow = typeof inventoryLocation.$inferSelect;

const toLocation = (r: LocationRow): InventoryLocation => ({
  id: r.id,
  code: r.code,
  name: r.name,
  active: r.active,
  createdAt: iso(r.createdAt),
});

export async function listLocations({ db }: Pick<ServiceDeps, 'db'>): Promise<InventoryLocation[]> {
  return (await db.select().from(inventoryLocation).orderBy(asc(inventoryLocation.code))).map(toLocation);
}

export async function findLocationByCode(db: Db | Tx, code: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(inventoryLocation)
    .where(eq(sql`upper(${inventoryLocation.code})`, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

const codeTaken = (code: string) =>
  new FieldConflict(`Location code ${code} is already used.`, { code: `${code} is already used` });

export async function createLocation(
  { db }: Pick<ServiceDeps, 'db'>,
  input: z.output<typeof InventoryLocationInput>,
): Promise<InventoryLocation> {
  if (await findLocationByCode(db, input.code)) throw codeTaken(input.code);
  const [row] = await db
    .insert(inventoryLocation)
    .values({ id: randomUUID(), code: input.code, name: input.name, active: input.active })
    .returning();
  return toLocation(row!);
}

export async function updateLocation(
  { db }: Pick<ServiceDeps, 'db'>,
  id: string,
  input: z.output<typeof InventoryLocationUpdate>,
): Promise<InventoryLocation> {
  if (input.code) {
    const other = await findLocationByCode(db, input.code);
    if (other && other.id !== id) throw codeTaken(input.code);
  }
  const [row] = await db.update(inventoryLocation).set(input).where(eq(inventoryLocation.id, id)).returning();
  if (!row) throw new NotFound('location');
  return toLocation(row);
}

/** Sets a reorder point and answers the part's stock level at that location. */
export async function saveReorderPoint(
  deps: Pick<ServiceDeps, 'db'>,
  input: z.output<typeof ReorderPointInput>,
): Promise<StockLevel> {
  await deps.db.transaction(async (tx) => {
    const [p] = await tx.select({ id: part.id }).from(part).where(eq(part.id, input.partId));
    if (!p) throw new Validation('This part does not exist.', { partId: 'Choose an existing part' });
    const [l] = await tx
      .select({ id: inventoryLocation.id })
      .from(inventoryLocation)
      .where(eq(inventoryLocation.id, input.locationId));
    if (!l)
      throw new Validation('This location does not exist.', { locationId: 'Choose an existing location' });
    await setReorderPoint(tx, input.partId, input.locationId, input.reorderPoint);
  });
  const stock = await stockOfPart(deps, input.partId);
  return stock.locations.find((l) => l.locationId === input.locationId)!;
}
