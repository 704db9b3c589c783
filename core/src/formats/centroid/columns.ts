/** The columns a placement file can have, each found by one of its names. */
export interface ColumnMap {
  ref: number;
  x: number;
  y: number;
  value: number | null;
  footprint: number | null;
  rotation: number | null;
  side: number | null;
  /** Units named in the X column header, e.g. `Center-X(mm)`; null when none. */
  xUnit: string | null;
}

/** Names per column, normalised (lower case, letters and digits only), in order of preference. */
const NAMES = {
  ref: [
    'ref',
    'refdes',
    'designator',
    'reference',
    'refdesignator',
    'part',
    'partname',
    'component',
    'comp',
    'name',
    'des',
  ],
  x: ['midx', 'centerx', 'centrex', 'posx', 'x', 'locationx', 'xloc', 'xcoord', 'xpos', 'refx', 'padx'],
  y: ['midy', 'centery', 'centrey', 'posy', 'y', 'locationy', 'yloc', 'ycoord', 'ypos', 'refy', 'pady'],
  value: ['val', 'value', 'comment', 'partvalue'],
  footprint: ['package', 'footprint', 'pattern', 'pcbfootprint', 'packagename', 'case'],
  rotation: ['rot', 'rotation', 'angle', 'orientation', 'theta', 'rotate'],
  side: ['side', 'layer', 'tb', 'placement', 'mount', 'surface', 'boardside'],
} as const;

const normalise = (h: string): string =>
  h
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/[^a-z0-9]/g, '');

const unitIn = (h: string): string | null =>
  /[([]\s*(mm|mil|mils|in|inch|inches|thou)\s*[)\]]/i.exec(h)?.[1]?.toLowerCase() ?? null;

function find(headers: string[], names: readonly string[]): number | null {
  const norm = headers.map(normalise);
  for (const name of names) {
    const i = norm.indexOf(name);
    if (i >= 0) return i;
  }
  return null;
}

/** Maps header fields to columns; null when there is no reference, X or Y column. */
export function mapColumns(headers: string[]): ColumnMap | null {
  const ref = find(headers, NAMES.ref);
  const x = find(headers, NAMES.x);
  const y = find(headers, NAMES.y);
  if (ref === null || x === null || y === null) return null;
  return {
    ref,
    x,
    y,
    value: find(headers, NAMES.value),
    footprint: find(headers, NAMES.footprint),
    rotation: find(headers, NAMES.rotation),
    side: find(headers, NAMES.side),
    xUnit: unitIn(headers[x] ?? ''),
  };
}
