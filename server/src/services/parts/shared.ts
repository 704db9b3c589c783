import type { KindAndSpecs, Part, PartKind, StockTotals } from '@studio/api';
import { eq, sql } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { part, user } from '../../db/schema/index';
import { iso, type Tx } from '../context';
import { Conflict, Forbidden, NotFound } from '../errors';
import { type ClassTree, loadClassTree } from './class-tree';

/**
 * Who reads the catalog: staff see everything (inactive parts, who changed what, stock); a member of a
 * company sees active parts and prices only (PRODUCT.md §3; decision 0014).
 */
export interface CatalogReader {
  staff: boolean;
}

export function catalogReaderOf(actor: UserActor): CatalogReader {
  if (actor.isStaff) return { staff: true };
  if (!actor.companyId || !actor.role) throw new Forbidden('Create a company or accept an invitation first.');
  return { staff: false };
}

export type PartRow = typeof part.$inferSelect;
export type DbOrTx = Db | Tx;

/** A 409 that names the form field at fault (the parts routes answer it with `fields`). */
export class FieldConflict extends Conflict {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

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

export { loadClassTree };
