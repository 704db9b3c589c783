import type { Side } from '../../board/model';
import { CappedSink } from '../shared/capped-sink';
import { clip } from '../shared/clip';
import { type ColumnMap, mapColumns } from './columns';
import { type Delimiter, detectDelimiter, splitFields } from './split-fields';
import type { CentroidDialect, CentroidFile, CentroidRow } from './types';
import { mmPerUnit, readMeasure, unitsFromPreamble } from './units';
import { CentroidCode } from './codes';

/** The header must appear within this many lines (Altium writes a dozen lines of preamble). */
const HEADER_SEARCH_LINES = 200;
const MAX_ROWS = 1_000_000;

const SIDES: Record<string, Side> = {
  top: 'top',
  t: 'top',
  toplayer: 'top',
  front: 'top',
  f: 'top',
  component: 'top',
  bottom: 'bottom',
  bot: 'bottom',
  b: 'bottom',
  bottomlayer: 'bottom',
  back: 'bottom',
  solder: 'bottom',
};

const sideOf = (s: string | undefined): Side | null =>
  SIDES[(s ?? '').toLowerCase().replace(/[^a-z]/g, '')] ?? null;

/** Side implied by a file name (`-top-pos.csv`, `PickPlace_Bottom.csv`); null when none. */
export function sideFromName(name: string): Side | null {
  const base = name.toLowerCase().replace(/^.*[\\/]/, '');
  if (/(^|[^a-z])(bottom|bot|back)([^a-z]|$)/.test(base)) return 'bottom';
  if (/(^|[^a-z])(top|front)([^a-z]|$)/.test(base)) return 'top';
  return null;
}

interface Header {
  index: number;
  delimiter: Delimiter;
  columns: ColumnMap;
  dialect: CentroidDialect;
}

function dialectOf(fields: string[], delimiter: Delimiter, preamble: string): CentroidDialect {
  const norm = fields.map((f) => f.toLowerCase().replace(/[^a-z]/g, ''));
  if (norm.join(',') === 'ref,val,package,posx,posy,rot,side')
    return delimiter === 'space' ? 'kicad-pos' : 'kicad-csv';
  if (
    /altium/i.test(preamble) ||
    (norm.includes('designator') && norm.some((n) => /^(midx|centerx|refx|padx)$/.test(n)))
  ) {
    return 'altium';
  }
  return 'generic';
}

function findHeader(lines: string[]): Header | null {
  const limit = Math.min(lines.length, HEADER_SEARCH_LINES);
  for (let i = 0; i < limit; i++) {
    const text = lines[i]!.replace(/^[#\s]+/, '');
    if (text === '') continue;
    const delimiter = detectDelimiter(text);
    const fields = splitFields(text, delimiter);
    const columns = mapColumns(fields);
    if (columns)
      return {
        index: i,
        delimiter,
        columns,
        dialect: dialectOf(fields, delimiter, lines.slice(0, i).join('\n')),
      };
  }
  return null;
}

/**
 * Reads a pick-and-place / centroid file: KiCad's CSV (`Ref,Val,Package,PosX,PosY,Rot,Side`) and
 * ASCII `.pos`, Altium's pick-and-place (`Designator`, `Mid X` / `Center-X(mm)`, `Ref X`, `Pad X`,
 * units from the preamble, the headers or the values such as `123.4mm`), and generic columns.
 * Positions come out in mm in the file's frame (+Y up); never throws.
 */
export function parseCentroid(text: string, file: string): CentroidFile {
  const sink = new CappedSink<CentroidCode>(file);
  const lines = text.split(/\r\n|\n|\r/);
  const header = findHeader(lines);
  const result: CentroidFile = {
    file,
    dialect: 'generic',
    rows: [],
    bottomXNegated: false,
    diagnostics: sink.list,
  };
  if (!header) {
    sink.error(CentroidCode.headerMissing, 'no header row with reference, X and Y columns found', {
      line: 1,
    });
    result.diagnostics = sink.finish();
    return result;
  }
  result.dialect = header.dialect;
  const preamble = lines.slice(0, header.index);
  const unit = preambleUnits(preamble) ?? mmPerUnit(header.columns.xUnit);
  const fallbackSide = preambleSide(preamble) ?? sideFromName(file);
  // KiCad's CSV has no unit field and is millimetres unless exported otherwise: no diagnostic for it
  const unitKnown = unit !== null || header.dialect === 'kicad-csv';
  const ctx: RowContext = { header, unit: unit ?? 1, unitKnown, fallbackSide, sink, warnedSide: false };
  for (let i = header.index + 1; i < lines.length && result.rows.length < MAX_ROWS; i++) {
    const row = readRow(ctx, lines[i]!, i + 1);
    if (row) result.rows.push(row);
  }
  result.bottomXNegated = looksBottomXNegated(result.rows);
  const bottom = result.rows.find((r) => r.side === 'bottom');
  if (bottom && header.dialect === 'altium') {
    // Altium reports a bottom part's rotation as its PCB editor shows it, i.e. seen from the top
    sink.info(
      CentroidCode.altiumBottomRotation,
      'bottom-side rotations are taken as Altium reports them: seen from the top',
      {
        line: bottom.line,
      },
    );
  }
  if (result.bottomXNegated && header.dialect.startsWith('kicad')) {
    sink.info(
      CentroidCode.kicadNegativeX,
      'bottom-side X values are negative: KiCad\'s "negative X for bottom" option',
      {
        line: header.index + 1,
      },
    );
  }
  result.diagnostics = sink.finish();
  return result;
}

function preambleUnits(preamble: string[]): number | null {
  for (const line of preamble) {
    const u = unitsFromPreamble(line);
    if (u !== null) return u;
  }
  return null;
}

function preambleSide(preamble: string[]): Side | null {
  for (const line of preamble) {
    const m = /side\s*:\s*([a-z]+)/i.exec(line);
    if (m) return sideOf(m[1]);
  }
  return null;
}

interface RowContext {
  header: Header;
  unit: number;
  /** false until a value without a unit suffix is read in a file that states no units. */
  unitKnown: boolean;
  fallbackSide: Side | null;
  sink: CappedSink<CentroidCode>;
  warnedSide: boolean;
}

function readRow(ctx: RowContext, raw: string, line: number): CentroidRow | null {
  const text = raw.trim();
  if (text === '' || text.startsWith('#')) return null;
  const { columns: c, delimiter } = ctx.header;
  const f = splitFields(text, delimiter);
  const ref = f[c.ref] ?? '';
  const x = readMeasure(f[c.x] ?? '');
  const y = readMeasure(f[c.y] ?? '');
  if (
    ref === '' ||
    !Number.isFinite(x.value) ||
    !Number.isFinite(y.value) ||
    Math.abs(x.value) > 1e9 ||
    Math.abs(y.value) > 1e9
  ) {
    ctx.sink.warn(CentroidCode.rowBad, `cannot read placement row "${clip(text)}"`, { line });
    return null;
  }
  if (!ctx.unitKnown && (x.mmPerUnit === null || y.mmPerUnit === null)) {
    ctx.unitKnown = true;
    ctx.sink.info(CentroidCode.unitsAssumed, 'units not stated: assuming millimetres', { line });
  }
  const rotation = c.rotation === null ? 0 : Number((f[c.rotation] ?? '').replace(/deg$/i, ''));
  if (!Number.isFinite(rotation))
    ctx.sink.warn(CentroidCode.rotationBad, `bad rotation in "${clip(text)}"; using 0`, { line });
  return {
    ref,
    value: c.value === null ? '' : (f[c.value] ?? ''),
    footprint: c.footprint === null ? '' : (f[c.footprint] ?? ''),
    x: x.value * (x.mmPerUnit ?? ctx.unit),
    y: y.value * (y.mmPerUnit ?? ctx.unit),
    rotationDeg: Number.isFinite(rotation) ? rotation : 0,
    side: rowSide(ctx, c.side === null ? undefined : f[c.side], line),
    line,
  };
}

function rowSide(ctx: RowContext, value: string | undefined, line: number): Side {
  const side = sideOf(value) ?? ctx.fallbackSide;
  if (side) return side;
  if (!ctx.warnedSide) {
    ctx.warnedSide = true;
    ctx.sink.warn(CentroidCode.sideUnknown, 'component side not stated: assuming top', { line });
  }
  return 'top';
}

/** Bottom rows all at negative X while top rows are all at X ≥ 0 (needs at least one of each). */
function looksBottomXNegated(rows: CentroidRow[]): boolean {
  const bottom = rows.filter((r) => r.side === 'bottom');
  const top = rows.filter((r) => r.side === 'top');
  return bottom.length > 0 && top.length > 0 && bottom.every((r) => r.x < 0) && top.every((r) => r.x >= 0);
}
