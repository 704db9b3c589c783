import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dutFile } from '../../db/schema/index';
import type { DutFileRow } from './dut-rows';

/** Formats the import engine lists with the board but does not import. */
export const SUPPORTING_FORMATS = new Set(['step', 'pdf']);

/**
 * Formats that add no geometry but check or fill the board (a netlist, a schematic, a BOM): `ready`
 * when used, `supporting` when only listed (decisions 0015, 0059).
 */
export const CHECKING_FORMATS = new Set(['kicad-netlist', 'kicad-sch', 'bom']);

/** Files a CAD tool writes beside a design that Studio keeps without reading (decision 0059): never failures. */
export const KEPT_FORMATS = new Set(['kept']);

/** Every file of a DUT, by name, the newest of a name first. */
export function allFiles(db: Db | Tx, dutId: string): Promise<DutFileRow[]> {
  return db
    .select()
    .from(dutFile)
    .where(eq(dutFile.dutId, dutId))
    .orderBy(asc(dutFile.name), desc(dutFile.seq));
}

/**
 * The DUT's package: the newest file of each name (an upload never replaces a file; a newer file of
 * the same name supersedes the older one for import). Also the superseded → newer map.
 */
export function splitPackage(files: DutFileRow[]): {
  current: DutFileRow[];
  supersededBy: Map<string, string>;
} {
  const newest = new Map<string, DutFileRow>();
  const supersededBy = new Map<string, string>();
  for (const file of files) {
    const winner = newest.get(file.name);
    if (!winner) newest.set(file.name, file);
    else if (isNewer(file, winner)) {
      supersededBy.set(winner.id, file.id);
      newest.set(file.name, file);
    } else supersededBy.set(file.id, winner.id);
  }
  // A file superseded by one that is itself superseded points at the newest of its name.
  for (const [id, by] of supersededBy) supersededBy.set(id, newest.get(nameOf(files, by))?.id ?? by);
  return { current: [...newest.values()], supersededBy };
}

const isNewer = (a: DutFileRow, b: DutFileRow) => a.seq > b.seq;

const nameOf = (files: DutFileRow[], id: string) => files.find((f) => f.id === id)?.name ?? '';
