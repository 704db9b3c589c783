import type { DiagnosticSink } from '../../board/diagnostics';
import { type Contour, readContours } from './contours';
import { type Orientation, orientationFrom } from './orient';
import { coordMm, isHeaderLine, type RecordLine, recordLines, tokens } from './text';
import { coordScale, declaredUnits, type OdbUnits, unitsFromWord } from './units';
import { OdbppCode } from './codes';

/**
 * A layer's `features` file (spec, "features (Graphic Data)"):
 *
 *   $<n> <symbol name> [I|M]       symbol table (I / M: the symbol's own units)
 *   @<n> <attribute name>          attribute names
 *   &<n> <text>                    attribute text values
 *   P <x> <y> <apt_def> <pol> <dcode> <orient_def> [angle] ;<attrs>;ID=<id>     pad
 *      (apt_def is a symbol number, or `-1 <symbol> <resize>` for a resized symbol)
 *   L <xs> <ys> <xe> <ye> <sym> <pol> <dcode> ;<attrs>                          line
 *   A <xs> <ys> <xe> <ye> <xc> <yc> <sym> <pol> <dcode> <cw> ;<attrs>           arc
 *   T ... / B ...                                                               text, barcode
 *   S <pol> <dcode> ;<attrs>  followed by OB/OS/OC/OE contours and SE          surface
 *
 * Every feature record counts in the feature index that eda/data `FID` records point at (0-based,
 * in file order). Pads, lines (routed slots in drill layers) and surfaces are kept in full; arcs and
 * texts are counted.
 */
export interface PadFeature {
  kind: 'P';
  index: number;
  line: number;
  x: number;
  y: number;
  symbol: number;
  positive: boolean;
  orient: Orientation;
  /** Raw attribute part after the first `;` (resolved on demand by `attrOf`). */
  attrs: string;
}

export interface SurfaceFeature {
  kind: 'S';
  index: number;
  line: number;
  positive: boolean;
  contours: Contour[];
  attrs: string;
}

/** A line drawn with a symbol from (xs, ys) to (xe, ye); in a drill layer, a routed slot. */
export interface LineFeature {
  kind: 'L';
  index: number;
  line: number;
  xs: number;
  ys: number;
  xe: number;
  ye: number;
  symbol: number;
  positive: boolean;
  attrs: string;
}

export interface OtherFeature {
  kind: 'L' | 'A' | 'T' | 'B';
  index: number;
  line: number;
}

export type Feature = PadFeature | SurfaceFeature | LineFeature | OtherFeature;

export interface SymbolRef {
  name: string;
  /** Units of the symbol's dimensions (its own suffix, else the file's). */
  units: OdbUnits;
}

export interface FeaturesFile {
  file: string;
  units: OdbUnits;
  symbols: Map<number, SymbolRef>;
  attrNames: Map<string, number>;
  attrTexts: Map<number, string>;
  features: Feature[];
}

function splitAttrs(text: string): [string, string] {
  const semi = text.indexOf(';');
  if (semi < 0) return [text, ''];
  return [text.slice(0, semi), text.slice(semi + 1)];
}

/** Reads a features file. Bad records become warnings (file and line) and are skipped. */
export function parseFeatures(
  text: string,
  file: string,
  defaultUnits: OdbUnits,
  sink: DiagnosticSink<OdbppCode>,
): FeaturesFile {
  const lines = recordLines(text);
  const units = declaredUnits(lines)?.units ?? defaultUnits;
  const scale = coordScale(units);
  const out: FeaturesFile = {
    file,
    units,
    symbols: new Map(),
    attrNames: new Map(),
    attrTexts: new Map(),
    features: [],
  };
  const bad = (r: RecordLine, expected: string) =>
    sink.warn(OdbppCode.featuresBadRecord, `${file}: expected ${expected}, found "${r.text.slice(0, 80)}"`, {
      line: r.line,
    });
  for (let i = 0; i < lines.length; i++) {
    const r = lines[i]!;
    const c = r.text[0];
    if (c === '$' || c === '@' || c === '&') {
      readTableEntry(out, r);
      continue;
    }
    const [body, attrs] = splitAttrs(r.text);
    const t = tokens(body);
    const kind = t[0];
    const index = out.features.length;
    if (kind === 'P') {
      const pad = readPad(t, index, r.line, attrs, scale);
      if (pad) out.features.push(pad);
      else {
        bad(r, 'P <x> <y> <symbol> <P|N> <dcode> <orient_def> [angle]');
        out.features.push({ kind: 'T', index, line: r.line }); // keep the index count right
      }
    } else if (kind === 'L') {
      // a line whose fields do not read stays counted (FID indices) without geometry
      out.features.push(readLine(t, index, r.line, attrs, scale) ?? { kind, index, line: r.line });
    } else if (kind === 'A' || kind === 'T' || kind === 'B') {
      out.features.push({ kind, index, line: r.line });
    } else if (kind === 'S') {
      const contours: Contour[] = [];
      let j = readContours(lines, i + 1, scale, sink, contours);
      if (j < lines.length && tokens(lines[j]!.text)[0] === 'SE') j++;
      else sink.warn(OdbppCode.featuresSurfaceEnd, `${file}: surface without SE`, { line: r.line });
      out.features.push({ kind: 'S', index, line: r.line, positive: t[1] !== 'N', contours, attrs });
      i = j - 1;
    } else if (kind === 'SE' || kind === 'OB' || kind === 'OS' || kind === 'OC' || kind === 'OE') {
      bad(r, 'a contour only inside a surface (S ... SE)');
    } else if (isHeaderLine(r.text) || /^F\s/i.test(r.text)) {
      // header lines: units (read above), layer ID, feature count
    } else bad(r, 'a feature record (P, L, A, S, T, B) or a table entry ($, @, &)');
  }
  return out;
}

function readTableEntry(out: FeaturesFile, r: RecordLine): void {
  const sp = r.text.search(/\s/);
  const n = Number(r.text.slice(1, sp < 0 ? undefined : sp));
  if (!Number.isInteger(n) || sp < 0) return;
  const rest = r.text.slice(sp + 1).trim();
  if (r.text[0] === '&') out.attrTexts.set(n, rest);
  else if (r.text[0] === '@') out.attrNames.set(rest.toLowerCase(), n);
  else {
    const [name, u] = tokens(rest);
    out.symbols.set(n, { name: name ?? '', units: unitsFromWord(u) ?? out.units });
  }
}

/** `L <xs> <ys> <xe> <ye> <sym> <pol> <dcode>`. */
function readLine(
  t: string[],
  index: number,
  line: number,
  attrs: string,
  scale: number,
): LineFeature | null {
  const [xs, ys, xe, ye] = [t[1], t[2], t[3], t[4]].map((v) => coordMm(v, scale)) as [
    number,
    number,
    number,
    number,
  ];
  const symbol = Number(t[5]);
  if (![xs, ys, xe, ye].every(Number.isFinite) || !Number.isInteger(symbol) || symbol < 0) return null;
  return { kind: 'L', index, line, xs, ys, xe, ye, symbol, positive: t[6] !== 'N', attrs };
}

function readPad(t: string[], index: number, line: number, attrs: string, scale: number): PadFeature | null {
  const x = coordMm(t[1], scale);
  const y = coordMm(t[2], scale);
  let k = 3;
  let symbol = Number(t[k]);
  if (symbol === -1) {
    symbol = Number(t[k + 1]);
    k += 3; // -1 <symbol> <resize factor>
  } else k += 1;
  const positive = t[k] !== 'N';
  const orient = t[k + 2] === undefined ? { cwDeg: 0, mirror: false } : orientationFrom(t[k + 2], t[k + 3]);
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isInteger(symbol) || symbol < 0 || !orient)
    return null;
  return { kind: 'P', index, line, x, y, symbol, positive, orient, attrs };
}

/**
 * The value of attribute `name` on a feature: `true` for a boolean attribute present without a
 * value, the text for a text attribute (`&` table), else the raw value (option index or number);
 * undefined when absent.
 */
export function attrOf(f: FeaturesFile, attrs: string, name: string): string | true | undefined {
  if (attrs === '') return undefined;
  const n = f.attrNames.get(name);
  if (n === undefined) return undefined;
  const list = attrs.split(';')[0] ?? '';
  for (const item of list.split(',')) {
    const eq = item.indexOf('=');
    const key = Number(eq < 0 ? item : item.slice(0, eq));
    if (key !== n) continue;
    if (eq < 0) return true;
    const value = item.slice(eq + 1).trim();
    return value;
  }
  return undefined;
}

/** Text attribute value: resolves `&` indices. */
export function textAttrOf(f: FeaturesFile, attrs: string, name: string): string | undefined {
  const v = attrOf(f, attrs, name);
  if (v === undefined || v === true) return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? (f.attrTexts.get(n) ?? v) : v;
}

/**
 * Option attribute value by name. Options are written as their index in the attribute's option list
 * (system attributes, spec "System Attributes"); some writers write the option name instead.
 */
export function optionAttrOf(
  f: FeaturesFile,
  attrs: string,
  name: string,
  options: readonly string[],
): string | undefined {
  const v = attrOf(f, attrs, name);
  if (v === undefined || v === true) return undefined;
  const n = Number(v);
  if (Number.isInteger(n)) return options[n];
  return v.toLowerCase();
}

/** `.drill` options, in the order of the system attribute definition. */
export const DRILL_OPTIONS = ['plated', 'non_plated', 'via'] as const;
/** `.pad_usage` options, in the order of the system attribute definition. */
export const PAD_USAGE_OPTIONS = [
  'toeprint',
  'via',
  'g_fiducial',
  'l_fiducial',
  'tooling_hole',
  'bond_finger',
] as const;
