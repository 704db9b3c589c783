import type { DiagnosticSink } from '../../board/diagnostics';
import { componentId, padId } from '../../board/ids';
import type { Component, Pad } from '../../board/model';
import { CellReader } from './cells';
import { type Column, mapColumns } from './columns';
import type { Section } from './sections';
import { parseSide, parseType } from './values';
import { TestpointCsvCode } from './codes';

/** Pad diameter assumed when the file gives no Size column or an empty cell (mm). */
export const DEFAULT_PAD_MM = 1.0;

const ALIASES = {
  net: ['net', 'netname', 'signal'],
  name: ['name', 'testpoint', 'tp', 'ref', 'refdes', 'designator', 'reference'],
  x: ['x', 'posx', 'centerx', 'midx', 'xmm'],
  y: ['y', 'posy', 'centery', 'midy', 'ymm'],
  side: ['side', 'layer'],
  type: ['type', 'mount', 'mounting', 'technology'],
  size: ['size', 'diameter', 'padsize', 'paddiameter', 'pad'],
  drill: ['drill', 'hole', 'drilldiameter', 'holediameter', 'holesize'],
};
export type TestPointColumn = keyof typeof ALIASES;
export const REQUIRED_TEST_POINT_COLUMNS: TestPointColumn[] = ['net', 'name', 'x', 'y'];

export interface TestPointRows {
  pads: Pad[];
  components: Component[];
  /** Source line of each pad, by index. */
  padLines: number[];
}

/** Reads the header of the test-point section. */
export function mapTestPointColumns(section: Section) {
  return mapColumns(section.header!, ALIASES);
}

interface Ctx {
  sink: DiagnosticSink<TestpointCsvCode>;
  decimalComma: boolean;
  columns: Partial<Record<TestPointColumn, Column>>;
  out: TestPointRows;
  assumedSizeLines: number[];
  names: Set<string>;
}

function readRow(row: Section['rows'][number], ctx: Ctx): void {
  const c = ctx.columns;
  const cells = new CellReader(row, ctx.sink, ctx.decimalComma);
  const name = cells.read(
    'Name',
    c.name,
    (t) => (t ? { ok: true, value: t } : { ok: false, expected: 'a test-point name' }),
    true,
  );
  const x = cells.length('X', c.x, true);
  const y = cells.length('Y', c.y, true);
  const side = cells.read('Side', c.side, parseSide, false) ?? 'top';
  const drill = cells.length('Drill', c.drill, false, true);
  const type = cells.read('Type', c.type, parseType, false) ?? (drill !== null ? 'th' : 'smd');
  const size = cells.length('Size', c.size, false, true);
  if (cells.bad || name === null || x === null || y === null) return;
  if (ctx.names.has(name))
    ctx.sink.warn(TestpointCsvCode.nameDuplicate, `Line ${row.line}: test point ${name} is listed twice`, {
      line: row.line,
    });
  ctx.names.add(name);
  if (size === null) ctx.assumedSizeLines.push(row.line);
  if (type === 'smd' && side === 'both') {
    ctx.sink.warn(
      TestpointCsvCode.sideSmdBoth,
      `Line ${row.line}: an SMD test point cannot be on both sides; taken as top`,
      { line: row.line },
    );
  }
  const net = cells.text(c.net);
  const padSide = type === 'th' ? 'both' : side === 'both' ? 'top' : side;
  const diameter = size ?? Math.max(DEFAULT_PAD_MM, (drill ?? 0) * 1.5);
  ctx.out.padLines.push(row.line);
  ctx.out.pads.push({
    id: padId(ctx.out.pads.length),
    ref: name,
    number: '1',
    x,
    y,
    net: net === '' ? null : net,
    side: padSide,
    shape: 'circle',
    widthMm: diameter,
    heightMm: diameter,
    rotationDeg: 0,
    type,
    drillMm: type === 'th' ? drill : null,
    slotLengthMm: null,
    plated: type === 'th',
    polygon: null,
    mask: 'open',
    testpointFlag: true,
  });
  ctx.out.components.push({
    id: componentId(ctx.out.components.length),
    ref: name,
    value: '',
    footprint: '',
    side: side === 'bottom' ? 'bottom' : 'top',
    x,
    y,
    rotationDeg: 0,
    body: null,
    heightMm: null,
    dnp: false,
    excludeFromBom: false,
    excludeFromPosFiles: false,
  });
}

/**
 * Turns the rows of a test-point section into test-point pads (ref = Name, number '1',
 * testpointFlag) and one component each. Coordinates: mm, the design's board frame (top view, +Y up).
 * Through-hole points reach both sides; Side then only says where the probe is expected.
 */
export function readTestPointRows(
  section: Section,
  columns: Partial<Record<TestPointColumn, Column>>,
  sink: DiagnosticSink<TestpointCsvCode>,
  decimalComma: boolean,
): TestPointRows {
  const ctx: Ctx = {
    sink,
    decimalComma,
    columns,
    out: { pads: [], components: [], padLines: [] },
    assumedSizeLines: [],
    names: new Set(),
  };
  for (const row of section.rows) readRow(row, ctx);
  const [first] = ctx.assumedSizeLines;
  if (first !== undefined) {
    const n = ctx.assumedSizeLines.length;
    sink.info(
      TestpointCsvCode.sizeAssumed,
      `${n} test point(s) give no pad size; ${DEFAULT_PAD_MM} mm (or 1.5 × the drill) is assumed`,
      { line: first },
    );
  }
  return ctx.out;
}
