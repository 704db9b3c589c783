import type { Board, TestPoint } from '../board/model';
import { reachableSides, type TestConfig } from './model';
import { detectSeparator, readCsv, type CsvField, type CsvRow } from '../formats/shared/csv';
import { candidateName } from '../board/test-points';
import { compareForNet, isReachableFrom, selectedIds } from './selection-ops';

/** The outcome of one data row of a selection CSV. */
export interface SelectionCsvRow {
  /** 1-based line of the row in the file. */
  line: number;
  /** What the row asked for, as written ("TP3", "U2.14", "net VCC"). */
  input: string;
  /** Test-point ids the row selects (empty when it failed or its net is already probed). */
  ids: string[];
  /** Why the row selects nothing, naming the line and what was expected; null when it worked. */
  error: string | null;
}

export interface SelectionCsvResult {
  /** Every id the file selects, de-duplicated, in file order. */
  ids: string[];
  rows: SelectionCsvRow[];
  /** Problems with the file as a whole (no rows, an unterminated quote). */
  fileErrors: string[];
}

type Column = 'name' | 'ref' | 'pad' | 'net';

const HEADER_NAMES: Record<string, Column> = {
  name: 'name',
  'test point': 'name',
  testpoint: 'name',
  'test point name': 'name',
  tp: 'name',
  point: 'name',
  ref: 'ref',
  refdes: 'ref',
  reference: 'ref',
  designator: 'ref',
  component: 'ref',
  pad: 'pad',
  pin: 'pad',
  'pad number': 'pad',
  'pin number': 'pad',
  net: 'net',
  'net name': 'net',
  netname: 'net',
  signal: 'net',
};

const normalise = (s: string) => s.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');

/** Column of each known header name, or null when the first row is data. */
function readHeader(row: CsvRow): Partial<Record<Column, number>> | null {
  const columns: Partial<Record<Column, number>> = {};
  row.fields.forEach((f, i) => {
    const c = HEADER_NAMES[normalise(f.text)];
    if (c && columns[c] === undefined) columns[c] = i;
  });
  return Object.keys(columns).length > 0 ? columns : null;
}

/** Lookups of the board's candidates by name, reference and net (all case-insensitive). */
class CandidateLookup {
  readonly byName = new Map<string, TestPoint[]>();
  readonly byRef = new Map<string, TestPoint[]>();
  readonly byNet = new Map<string, TestPoint[]>();
  readonly byId = new Map<string, TestPoint>();

  constructor(board: Board) {
    for (const tp of board.testPoints) {
      this.byId.set(tp.id.toLowerCase(), tp);
      push(this.byName, candidateName(tp).toLowerCase(), tp);
      if (tp.ref !== null) push(this.byRef, tp.ref.toLowerCase(), tp);
      if (tp.net !== null) push(this.byNet, tp.net.toLowerCase(), tp);
    }
  }
}

function push(map: Map<string, TestPoint[]>, key: string, tp: TestPoint): void {
  const list = map.get(key);
  if (list) list.push(tp);
  else map.set(key, [tp]);
}

interface Context {
  lookup: CandidateLookup;
  config: TestConfig;
  /** Nets that already have a selected point (before or earlier in the file). */
  probedNets: Set<string>;
}

const quote = (s: string) => `“${s}”`;

function sidesText(config: TestConfig): string {
  const sides = reachableSides(config);
  return sides.length === 2 ? 'either side' : `the ${sides[0]}`;
}

/** A net: its best reachable candidate, unless the net already has a selected point. */
function resolveNet(net: string, line: number, ctx: Context): Omit<SelectionCsvRow, 'line' | 'input'> {
  const all = ctx.lookup.byNet.get(net.toLowerCase());
  if (!all) return { ids: [], error: `Line ${line}: no net ${quote(net)} on this board.` };
  if (ctx.probedNets.has(all[0]!.net!)) return { ids: [], error: null };
  const sides = reachableSides(ctx.config);
  const best = all.filter((tp) => isReachableFrom(tp, sides)).sort(compareForNet(ctx.config.probeSide))[0];
  if (!best)
    return {
      ids: [],
      error: `Line ${line}: net ${quote(net)} has no candidate a probe can reach from ${sidesText(ctx.config)}.`,
    };
  return { ids: [best.id], error: null };
}

/** A name: a candidate id, "REF.PAD", a reference (all its candidates), else a net. */
function resolveName(name: string, line: number, ctx: Context): Omit<SelectionCsvRow, 'line' | 'input'> {
  const key = name.toLowerCase();
  const byId = ctx.lookup.byId.get(key);
  const points = byId ? [byId] : (ctx.lookup.byName.get(key) ?? ctx.lookup.byRef.get(key));
  if (points) return { ids: points.map((tp) => tp.id), error: null };
  if (ctx.lookup.byNet.has(key)) return resolveNet(name, line, ctx);
  return {
    ids: [],
    error: `Line ${line}: ${quote(name)} names no test point, component pad or net on this board (expected e.g. TP3, U2.14 or a net name).`,
  };
}

const text = (f: CsvField | undefined) => f?.text.trim() ?? '';

function resolveRow(
  row: CsvRow,
  header: Partial<Record<Column, number>> | null,
  ctx: Context,
): SelectionCsvRow {
  const cell = (c: Column) => (header && header[c] !== undefined ? text(row.fields[header[c]!]) : '');
  const make = (input: string, r: Omit<SelectionCsvRow, 'line' | 'input'>) => ({
    line: row.line,
    input,
    ...r,
  });
  if (!header) {
    const first = text(row.fields.find((f) => f.text.trim() !== ''));
    return make(first, resolveName(first, row.line, ctx));
  }
  const [name, ref, pad, net] = [cell('name'), cell('ref'), cell('pad'), cell('net')];
  if (name) return make(name, resolveName(name, row.line, ctx));
  if (ref && pad) return make(`${ref}.${pad}`, resolveName(`${ref}.${pad}`, row.line, ctx));
  if (ref) return make(ref, resolveName(ref, row.line, ctx));
  if (net) return make(`net ${net}`, resolveNet(net, row.line, ctx));
  return make('', {
    ids: [],
    error: `Line ${row.line}: empty row (expected a value in the ${Object.keys(header).join(' / ')} column).`,
  });
}

/**
 * Reads a selection CSV (test-point names, component pads or nets → test points). With a header row
 * (columns name / test point, ref / refdes, pad / pin, net; comma, semicolon or tab separated) each
 * row is read by its columns; without one the first field of each row is a name: a candidate id,
 * "REF.PAD", a reference (all its candidates) or a net (its best reachable candidate, unless the net
 * already has a selected point). Every row that selects nothing says why, naming its line. Never
 * throws; the configuration is not changed (apply `ids` with `addTestPoints`).
 */
export function importSelectionCsv(csv: string, board: Board, config: TestConfig): SelectionCsvResult {
  const firstLine = csv.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const { rows, unterminatedQuoteLine } = readCsv(csv, detectSeparator(firstLine));
  const fileErrors: string[] = [];
  if (unterminatedQuoteLine !== null)
    fileErrors.push(`Line ${unterminatedQuoteLine}: a quoted field is not closed (missing ").`);
  const header = rows[0] ? readHeader(rows[0]) : null;
  const data = header ? rows.slice(1) : rows;
  if (data.length === 0)
    fileErrors.push('The file has no rows to read (expected one test point, pad or net per row).');
  const chosen = selectedIds(config);
  const ctx: Context = {
    lookup: new CandidateLookup(board),
    config,
    probedNets: new Set(board.testPoints.filter((tp) => chosen.has(tp.id) && tp.net).map((tp) => tp.net!)),
  };
  const seen = new Set<string>();
  const ids: string[] = [];
  const out = data.map((row) => {
    const result = resolveRow(row, header, ctx);
    for (const id of result.ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
      const net = ctx.lookup.byId.get(id.toLowerCase())?.net;
      if (net) ctx.probedNets.add(net);
    }
    return result;
  });
  return { ids, rows: out, fileErrors };
}
