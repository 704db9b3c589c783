import type { Point } from '../../board/model';
import { type ArcResult, multiQuadrantArc, singleQuadrantArc } from './arcs';
import { DEFAULT_FORMAT, parseCoordinate } from './coordinate-format';
import { runCommentAttribute } from './extended-commands';
import { type GraphicsState, MAX_OBJECTS, MAX_POINTS, unitOf } from './graphics-state';
import { transformShape } from './transform-shape';
import { clip } from '../shared/clip';
import type { WordFields } from './words';
import { GerberCode } from './codes';

type GHandler = (st: GraphicsState, line: number) => void;

/** G codes (spec §4.7, §4.10 and the deprecated ones of §8). */
const G_CODES: Record<number, GHandler> = {
  1: (st) => {
    st.interpolation = 'linear';
  },
  2: (st) => {
    st.interpolation = 'cw';
  },
  3: (st) => {
    st.interpolation = 'ccw';
  },
  36: (st, line) => {
    st.region = { contours: [], current: null, line };
  },
  37: (st, line) => closeRegion(st, line),
  54: () => {}, // "select aperture" prefix: the D code on the same word does it
  55: () => {}, // "prepare for flash": no effect
  70: (st) => {
    st.mmPerUnit = 25.4;
    st.image.units = 'inch';
  },
  71: (st) => {
    st.mmPerUnit = 1;
    st.image.units = 'mm';
  },
  74: (st) => {
    st.quadrant = 'single';
  },
  75: (st) => {
    st.quadrant = 'multi';
  },
  90: (st) => {
    st.incremental = false;
  },
  91: (st) => {
    st.incremental = true;
  },
};

function formatOf(st: GraphicsState, line: number) {
  if (!st.format) {
    st.sink.warn(
      GerberCode.formatMissing,
      'no %FS before the first coordinate: assuming leading zeros omitted, 2.4',
      {
        line,
      },
    );
    st.format = DEFAULT_FORMAT;
  }
  return st.format;
}

/** Reads the target point and I/J of a word, in file units. Returns null when a number is garbage. */
function readTarget(
  st: GraphicsState,
  w: WordFields,
  line: number,
): { x: number; y: number; i: number; j: number } | null {
  const f = formatOf(st, line);
  const read = (raw: string | null, int: number, dec: number) =>
    raw === null ? null : parseCoordinate(raw, int, dec, f.zeros);
  const x = read(w.x, f.xInt, f.xDec);
  const y = read(w.y, f.yInt, f.yDec);
  const i = read(w.i, f.xInt, f.xDec) ?? 0;
  const j = read(w.j, f.yInt, f.yDec) ?? 0;
  const values = [x ?? 0, y ?? 0, i, j];
  if (!values.every((v) => Number.isFinite(v) && Math.abs(v) < 1e12)) {
    st.sink.error(GerberCode.coordinateBad, 'coordinate is not a valid number; operation skipped', { line });
    return null;
  }
  const nx = x === null ? st.x : st.incremental ? st.x + x : x;
  const ny = y === null ? st.y : st.incremental ? st.y + y : y;
  return { x: nx, y: ny, i, j };
}

/** A point in mm, with the deprecated image offset (%OF, in file units) applied. */
function toMm(st: GraphicsState, x: number, y: number, line: number): Point {
  const k = unitOf(st, line);
  return { x: (x + st.offset.x) * k, y: (y + st.offset.y) * k };
}

function budgetOk(st: GraphicsState, points: number, line: number): boolean {
  if (st.objectCount < MAX_OBJECTS && st.pointCount + points <= MAX_POINTS) {
    st.objectCount++;
    st.pointCount += points;
    return true;
  }
  st.sink.error(GerberCode.objectsCapped, 'too many objects or points in this file: the rest is ignored', {
    line,
  });
  return false;
}

function arcOf(st: GraphicsState, a: Point, b: Point, i: number, j: number, line: number): ArcResult {
  const ccw = st.interpolation === 'ccw';
  const arc =
    st.quadrant === 'multi' ? multiQuadrantArc(a, b, i, j, ccw) : singleQuadrantArc(a, b, i, j, ccw);
  if (arc.radiusMismatch > 0.01) {
    st.sink.warn(GerberCode.arcInconsistent, 'arc start and end are not on one circle around its centre', {
      line,
    });
  }
  return arc;
}

/** The path of a D01 from the current point, in mm. */
function pathTo(st: GraphicsState, t: { x: number; y: number; i: number; j: number }, line: number): Point[] {
  const a = toMm(st, st.x, st.y, line);
  const b = toMm(st, t.x, t.y, line);
  const k = unitOf(st, line);
  if (st.interpolation === 'linear' || st.pointCount > MAX_POINTS / 2) return [a, b];
  return arcOf(st, a, b, t.i * k, t.j * k, line).points;
}

function interpolate(
  st: GraphicsState,
  t: { x: number; y: number; i: number; j: number },
  line: number,
): void {
  const path = pathTo(st, t, line);
  if (st.region) {
    const contour = st.region.current ?? [path[0]!];
    for (let n = 1; n < path.length; n++) contour.push(path[n]!);
    st.region.current = contour;
    st.pointCount += path.length;
    return;
  }
  if (!st.current) {
    st.sink.error(GerberCode.apertureNone, 'draw (D01) before any aperture was selected', { line });
    return;
  }
  if (!budgetOk(st, path.length, line)) return;
  const { shape, aperFunction } = st.current;
  st.image.draws.push({
    points: path,
    widthMm: Math.min(shape.widthMm, shape.heightMm) * st.transform.scale,
    aperFunction,
    attrs: st.objectAttrs,
    dark: st.dark,
    line,
  });
}

function flash(st: GraphicsState, t: { x: number; y: number }, line: number): void {
  if (st.region) {
    st.sink.error(GerberCode.regionFlash, 'flash (D03) inside a region (G36…G37) is not allowed; ignored', {
      line,
    });
    return;
  }
  if (!st.current) {
    st.sink.error(GerberCode.apertureNone, 'flash (D03) before any aperture was selected', { line });
    return;
  }
  if (!budgetOk(st, 1, line)) return;
  const at = toMm(st, t.x, t.y, line);
  st.image.flashes.push({
    x: at.x,
    y: at.y,
    shape: transformShape(st.current.shape, st.transform),
    aperFunction: st.current.aperFunction,
    attrs: st.objectAttrs,
    dark: st.dark,
    line,
  });
}

function move(st: GraphicsState): void {
  const r = st.region;
  if (!r) return;
  if (r.current && r.current.length >= 3) r.contours.push(r.current);
  r.current = null;
}

function closeRegion(st: GraphicsState, line: number): void {
  const r = st.region;
  if (!r) {
    st.sink.warn(GerberCode.regionUnopened, 'G37 without G36', { line });
    return;
  }
  move(st);
  st.region = null;
  if (r.contours.length === 0 || !budgetOk(st, 0, line)) return;
  for (const c of r.contours) {
    const a = c[0]!;
    const b = c[c.length - 1]!;
    if (Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9) c.pop();
  }
  st.image.regions.push({
    contours: r.contours,
    aperFunction: st.apertureAttrs['.AperFunction'] ?? null,
    attrs: st.objectAttrs,
    dark: st.dark,
    line: r.line,
  });
}

const OPERATIONS: Record<
  1 | 2 | 3,
  (st: GraphicsState, t: { x: number; y: number; i: number; j: number }, line: number) => void
> = {
  1: interpolate,
  2: (st) => move(st),
  3: flash,
};

/** Runs one word command: G codes, aperture selection, an operation, or M02. */
export function runWord(st: GraphicsState, w: WordFields, text: string, line: number): void {
  if (w.comment !== null) {
    runCommentAttribute(st, w.comment, line);
    return;
  }
  if (w.unknown !== null) st.sink.warn(GerberCode.wordUnknown, `unknown code in "${clip(text)}"`, { line });
  for (const g of w.g) {
    const handler = G_CODES[g];
    if (handler) handler(st, line);
    else st.sink.warn(GerberCode.gcodeUnknown, `unknown or unsupported G code G${g}`, { line });
  }
  if (w.m !== null) {
    if (w.m === 2 || w.m === 0 || w.m === 1) st.ended = true;
    else st.sink.warn(GerberCode.mcodeUnknown, `unknown M code M${w.m}`, { line });
    return;
  }
  if (w.d !== null && w.d >= 10) {
    selectAperture(st, w.d, line);
    return;
  }
  const hasCoordinates = w.x !== null || w.y !== null || w.i !== null || w.j !== null;
  const op = w.d !== null ? w.d : hasCoordinates ? (st.lastOperation ?? 2) : null;
  if (op === null) return;
  if (op !== 1 && op !== 2 && op !== 3) {
    st.sink.warn(GerberCode.dcodeBad, `unknown operation D${op}`, { line });
    return;
  }
  if (w.d === null)
    st.sink.info(
      GerberCode.deprecatedModalOperation,
      'coordinates without D code reuse the last operation (deprecated)',
      { line },
    );
  const target = readTarget(st, w, line);
  if (!target) return;
  OPERATIONS[op](st, target, line);
  st.lastOperation = op;
  st.x = target.x;
  st.y = target.y;
}

function selectAperture(st: GraphicsState, code: number, line: number): void {
  const ap = st.apertures.get(code);
  if (!ap)
    st.sink.error(GerberCode.apertureUndefined, `aperture D${code} is used but never defined`, { line });
  st.current = ap ?? null;
}
