import type { KindAndSpecs, Part, PartKind, StockTotals } from '@studio/api';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { part, user } from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';
import type { ClassTree } from './class-tree';
import type { CatalogReader } from './catalog-reader';

export type PartRow = typeof part.$inferSelect;

export type DbOrTx = Db | Tx;

/** The columns a part is read with: the row and the name of whoever last changed it. */
export const partColumns = { row: part, updatedByName: user.name };

export interface PartWithEditor {
  row: PartRow;
  updatedByName: string | null;
}

export function toPart(
  { row, updatedByName }: PartWithEditor,
  tree: ClassTree,
  reader: CatalogReader,
  stock?: StockTotals,
): Part {
  const kindAndSpecs = { kind: row.kind as PartKind, specs: row.specs } as KindAndSpecs;
  return {
    id: row.id,
    partNumber: row.partNumber,
    name: row.name,
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    classId: row.classId,
    classPath: tree.get(row.classId)?.path ?? '',
    unitPrice: Number(row.unitPrice),
    currency: row.currency,
    leadTimeDays: row.leadTimeDays,
    datasheetUrl: row.datasheetUrl,
    description: row.description,
    active: row.active,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatedBy: reader.staff && row.updatedById ? { id: row.updatedById, name: updatedByName ?? '' } : null,
    ...(reader.staff ? { stock: stock ?? { onHand: 0, reserved: 0, available: 0, low: false } } : {}),
    ...kindAndSpecs,
  };
}

/** The part (any state, for staff; active only, for members), or NotFound. */
export async function findPartOrThrow(
  db: DbOrTx,
  id: string,
  reader: CatalogReader,
): Promise<PartWithEditor> {
  const [found] = await db
    .select(partColumns)
    .from(part)
    .leftJoin(user, eq(user.id, part.updatedById))
    .where(eq(part.id, id))
    .limit(1);
  if (!found || (!reader.staff && !found.row.active)) throw new NotFound('part');
  return found;
}

export async function findPartByNumber(db: DbOrTx, partNumber: string): Promise<PartRow | undefined> {
  const [found] = await db
    .select()
    .from(part)
    .where(eq(sql`lower(${part.partNumber})`, partNumber.toLowerCase()))
    .limit(1);
  return found;
}
