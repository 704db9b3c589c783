import type { DiagnosticSink } from '../../board/diagnostics';
import { holeId } from '../../board/ids';
import type { Hole } from '../../board/model';
import { CellReader } from './cells';
import { type Column, mapColumns } from './columns';
import type { Section } from './sections';
import { parsePlated } from './values';
import type { TestpointCsvCode } from './codes';

const ALIASES = {
  name: ['name', 'ref', 'refdes', 'designator', 'id'],
  x: ['x', 'posx', 'centerx'],
  y: ['y', 'posy', 'centery'],
  diameter: ['diameter', 'drill', 'size', 'hole', 'holediameter'],
  plated: ['plated', 'plating', 'pth'],
};
export type ToolingColumn = keyof typeof ALIASES;
export const REQUIRED_TOOLING_COLUMNS: ToolingColumn[] = ['x', 'y', 'diameter'];

export function mapToolingColumns(section: Section) {
  return mapColumns(section.header!, ALIASES);
}

/** Turns the rows of a `[Tooling holes]` section into holes (mm, board frame). Plated defaults to No. */
export function readToolingRows(
  section: Section,
  columns: Partial<Record<ToolingColumn, Column>>,
  sink: DiagnosticSink<TestpointCsvCode>,
  decimalComma: boolean,
): Hole[] {
  const holes: Hole[] = [];
  for (const row of section.rows) {
    const cells = new CellReader(row, sink, decimalComma);
    const x = cells.length('X', columns.x, true);
    const y = cells.length('Y', columns.y, true);
    const diameter = cells.length('Diameter', columns.diameter, true, true);
    const plated = cells.read('Plated', columns.plated, parsePlated, false) ?? false;
    if (cells.bad || x === null || y === null || diameter === null) continue;
    const name = cells.text(columns.name);
    holes.push({
      id: holeId(holes.length),
      x,
      y,
      diameterMm: diameter,
      slotLengthMm: null,
      plated,
      ref: name === '' ? null : name,
    });
  }
  return holes;
}
