/**
 * The two kinds of ODB++ text files (spec, "Structured Text Files" and "Line Record Text Files"):
 * structured files hold `KEY=VALUE` lines and named blocks `NAME { ... }` (matrix, stephdr, tools,
 * misc/info, attrlist); line record files hold one record per line, a record type first (features,
 * components, eda/data, netlist, profile). Comments start with `#`.
 */

/** One non-empty, non-comment line. */
export interface RecordLine {
  /** 1-based line number in the file. */
  line: number;
  /** The line without end-of-line characters and surrounding white space. */
  text: string;
}

/**
 * A header line of a line record file: `KEY=VALUE` (`UNITS=MM`, `ID=123` — the unique id ODB++ 8
 * writers give every file) or the short `U MM`. Records start with their type word and never hold
 * an `=` before the first blank.
 */
export function isHeaderLine(text: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*\s*=/.test(text) || /^U\s+\w+$/i.test(text);
}

/** Longest line kept whole; longer ones are cut (no real record comes near this). */
const MAX_LINE_CHARS = 64 * 1024;

/** The records of a line record file, with their line numbers; comments and blank lines left out. */
export function recordLines(text: string): RecordLine[] {
  const out: RecordLine[] = [];
  const parts = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < parts.length; i++) {
    let t = parts[i]!;
    if (t.length > MAX_LINE_CHARS) t = t.slice(0, MAX_LINE_CHARS);
    t = t.trim();
    if (t === '' || t.startsWith('#')) continue;
    out.push({ line: i + 1, text: t });
  }
  return out;
}

/** Splits a record at white space. */
export const tokens = (text: string): string[] => text.split(/\s+/).filter((s) => s !== '');

/**
 * Largest coordinate or size accepted, in mm (100 m). Beyond it a value is a damaged record, not a
 * board: such numbers would also defeat the spatial grids (cell indices past 2^53 stop counting).
 */
export const MAX_COORD_MM = 100_000;

/** A coordinate in mm (`token` × `scale`), or NaN when it is not a number or beyond MAX_COORD_MM. */
export function coordMm(token: string | undefined, scale: number): number {
  const v = num(token) * scale;
  return Math.abs(v) <= MAX_COORD_MM ? v : Number.NaN;
}

/** A finite number from a token, or NaN. */
export function num(token: string | undefined): number {
  if (token === undefined || token === '') return Number.NaN;
  const v = Number(token);
  return Number.isFinite(v) ? v : Number.NaN;
}

export interface StructuredBlock {
  /** Block name as written, upper-cased (STEP, LAYER, TOOLS, ...). */
  name: string;
  line: number;
  /** Keys upper-cased. */
  values: Map<string, string>;
}

export interface StructuredFile {
  /** Top-level `KEY=VALUE` pairs, keys upper-cased (attribute names keep their leading dot). */
  values: Map<string, string>;
  blocks: StructuredBlock[];
  /** Lines that were neither `KEY=VALUE`, a block start nor a block end. */
  strays: RecordLine[];
}

/** Reads a structured text file. Never throws: what it cannot read lands in `strays`. */
export function parseStructured(text: string): StructuredFile {
  const out: StructuredFile = { values: new Map(), blocks: [], strays: [] };
  let block: StructuredBlock | null = null;
  for (const r of recordLines(text)) {
    const open = /^([A-Za-z_][\w-]*)\s*\{$/.exec(r.text);
    if (open) {
      block = { name: open[1]!.toUpperCase(), line: r.line, values: new Map() };
      out.blocks.push(block);
      continue;
    }
    if (r.text === '}') {
      block = null;
      continue;
    }
    const eq = r.text.indexOf('=');
    if (eq <= 0) {
      out.strays.push(r);
      continue;
    }
    const key = r.text.slice(0, eq).trim().toUpperCase();
    const value = r.text.slice(eq + 1).trim();
    (block ? block.values : out.values).set(key, value);
  }
  return out;
}
