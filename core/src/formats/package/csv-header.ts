import type { FileFormat } from './types';

/** Normalised header cells of a CSV line: lower case, no blanks, units and punctuation dropped. */
function headerKeys(line: string): string[] {
  const sep = [';', '\t', ','].map((s) => ({ s, n: line.split(s).length })).sort((a, b) => b.n - a.n)[0]!.s;
  return line.split(sep).map((c) =>
    c
      .replace(/["']/g, '')
      .replace(/[([].*?[)\]]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, ''),
  );
}

const has = (keys: string[], names: string[]) => keys.some((k) => names.includes(k));

const REF = ['ref', 'refdes', 'designator', 'reference', 'references', 'part', 'component'];
const X = ['x', 'posx', 'midx', 'centerx', 'refx', 'padx', 'xmm', 'locationx', 'xloc'];
const Y = ['y', 'posy', 'midy', 'centery', 'refy', 'pady', 'ymm', 'locationy', 'yloc'];
const NET = ['net', 'netname', 'signal'];
const TP_NAME = ['name', 'testpoint', 'tp', 'ref', 'refdes', 'designator', 'reference'];
const BOM = [
  'quantity',
  'qty',
  'mpn',
  'manufacturer',
  'manufacturerpartnumber',
  'partnumber',
  'libref',
  'value',
  'comment',
  'description',
];
const ROT = ['rot', 'rotation', 'angle', 'orientation'];

/**
 * Classifies a table by its header line: a test-point CSV names a net, a name and X/Y; a centroid
 * (pick-and-place) file a reference and X/Y (KiCad `Ref,Val,Package,PosX,PosY,Rot,Side`, Altium
 * `Designator … Center-X(mm)` / `Mid X` / `Ref X`); a BOM a reference and quantity / part data but no
 * coordinates. Returns null when the line is none of these.
 */
export function classifyHeader(line: string): { format: FileFormat; reason: string } | null {
  const keys = headerKeys(line);
  const xy = has(keys, X) && has(keys, Y);
  if (xy && has(keys, NET) && has(keys, TP_NAME))
    return { format: 'testpoint-csv', reason: 'header names Net, Name, X, Y' };
  if (xy && has(keys, REF)) return { format: 'centroid', reason: 'header names a reference and X/Y' };
  if (xy && has(keys, ROT)) return { format: 'centroid', reason: 'header names X/Y and a rotation' };
  if (!xy && has(keys, REF) && has(keys, BOM))
    return { format: 'bom', reason: 'header names references and part data' };
  return null;
}
