import { padId } from '../../board/ids';
import { normalizeDeg } from '../../geometry/vec';
import { type SexprTree, WordSet } from '../sexpr/index';
import type { CopperSides, Pad, PadShape, PadType, Side } from '../../board/model';
import { type KicadContext, where } from './context';
import { L_ANY_CU, L_BACK_CU, L_BACK_MASK, L_FRONT_CU, L_FRONT_MASK, layerFlags } from './layers';
import { netOfNode } from './nets';
import { chamferedRectRing, customPadRing, trapezoidRing } from './pad-shapes';
import type { TentingDefaults } from '../shared/via-tenting';
import { readFrontBack } from './tenting';
import { type Placement, placedX, placedY, placementOf } from './transform';
import { KicadCode } from './codes';

/**
 * The element the diagnostics of pad node `pad` name: built when one is written, not for every pad
 * (a million pads need not make a million of these strings).
 */
const element = (ctx: KicadContext, pad: number, ref: string): string =>
  `footprint ${ref} / pad ${ctx.t.strArg(pad, 0)}`;

/** A pad's id until the footprint reader numbers it (one string, not one per pad). */
const UNNUMBERED = padId(-1);

/** What the footprint reader needs besides the model pad. */
export interface ReadPad {
  pad: Pad;
  /** Drill sizes as written (for slots: both axes), null without a drill. */
  drill: { w: number; h: number } | null;
  /**
   * Set for an SMD pad on no copper layer (mask or paste only, e.g. a solder-mask removal
   * footprint): not a pad; the mask sides it opens (none for a paste-only aperture).
   */
  copperless: { top: boolean; bottom: boolean } | null;
}

/** KiCad pad types → model type. `connect` is an SMD pad without paste (edge fingers): count it as SMD. */
// Maps, not objects: the words come from the file (a pad type "constructor" must not hit Object.prototype).
const PAD_TYPES = new Map<string, PadType>([
  ['smd', 'smd'],
  ['connect', 'smd'],
  ['thru_hole', 'th'],
  ['np_thru_hole', 'npth'],
]);
const PAD_SHAPES = new Map<string, PadShape>(
  (['circle', 'rect', 'oval', 'roundrect', 'trapezoid', 'custom'] as const).map((s) => [s, s]),
);

/**
 * The common pad types and shapes compared on the atom's bytes (as PAD_TYPES / PAD_SHAPES of its
 * text would answer: `is` matches a symbol or a string without escapes); undefined sends the reader
 * to the maps.
 */
function padType(t: SexprTree, i: number): PadType | undefined {
  if (t.is(i, 'smd')) return 'smd';
  if (t.is(i, 'thru_hole')) return 'th';
  return undefined;
}
function padShape(t: SexprTree, i: number): PadShape | undefined {
  if (t.is(i, 'roundrect')) return 'roundrect';
  if (t.is(i, 'rect')) return 'rect';
  if (t.is(i, 'circle')) return 'circle';
  if (t.is(i, 'oval')) return 'oval';
  return undefined;
}

/** The pad's children the reader uses, found in one pass (node index or -1). */
const FIELDS = [
  'at',
  'size',
  'layers',
  'drill',
  'net',
  'tenting',
  'property',
  'chamfer_ratio',
  'chamfer',
  'roundrect_rratio',
  'rect_delta',
  'primitives',
  'options',
] as const;
const FIELD_WORDS = new WordSet(FIELDS.map((w, i) => [w, i] as const));
type Fields = Record<(typeof FIELDS)[number], number> & { testpoint: boolean };

/**
 * The one Fields object, filled again for each pad: a pad is read to the end before the next one
 * (readPad does not nest), and a million pads need not make a million of these.
 */
const FIELDS_OF_PAD: Fields = {
  at: -1,
  size: -1,
  layers: -1,
  drill: -1,
  net: -1,
  tenting: -1,
  property: -1,
  chamfer_ratio: -1,
  chamfer: -1,
  roundrect_rratio: -1,
  rect_delta: -1,
  primitives: -1,
  options: -1,
  testpoint: false,
};

function readFields(ctx: KicadContext, node: number): Fields {
  const { t } = ctx;
  const f = FIELDS_OF_PAD;
  f.at = -1;
  f.size = -1;
  f.layers = -1;
  f.drill = -1;
  f.net = -1;
  f.tenting = -1;
  f.property = -1;
  f.chamfer_ratio = -1;
  f.chamfer = -1;
  f.roundrect_rratio = -1;
  f.rect_delta = -1;
  f.primitives = -1;
  f.options = -1;
  f.testpoint = false;
  for (let c = t.first(node), e = t.end(node); c < e; c = t.end(c)) {
    const which = t.lookupHead(c, FIELD_WORDS);
    if (which === undefined) continue;
    const key = FIELDS[which]!;
    // `(property pad_prop_testpoint)`: KiCad's fabrication property for test points
    if (key === 'property') f.testpoint ||= t.hasFlag(c, 'pad_prop_testpoint');
    else if (f[key] < 0) f[key] = c;
  }
  return f;
}

/**
 * Reads `(pad NUMBER TYPE SHAPE (at x y [angle]) (size w h) ...)` of a footprint placed at `fp`.
 *
 * The pad position is relative to the footprint and rotates with it; the pad ANGLE in the file is
 * absolute (board orientation, footprint rotation included) in every format from KiCad 5 to 9 —
 * checked against KiCad's own reading of the demo boards and KiCad 9's IPC-D-356 export. Bottom-side
 * footprints are stored already flipped, so the same transform serves both sides. The position is
 * KiCad's pad position, i.e. the hole: a drill `(offset)` shifts the copper, not the pad.
 */
export function readPad(
  ctx: KicadContext,
  node: number,
  fp: Placement,
  fpSide: Side,
  ref: string,
): ReadPad | null {
  const { t } = ctx;
  const number = t.strArg(node, 0);
  const typeNode = t.arg(node, 1);
  const type = padType(t, typeNode) ?? PAD_TYPES.get(t.str(typeNode));
  if (!type) {
    ctx.sink.warn(
      KicadCode.padUnknownType,
      `unknown pad type "${t.str(typeNode)}"; pad skipped`,
      where(ctx, node, element(ctx, node, ref)),
    );
    return null;
  }
  const f = readFields(ctx, node);
  const ax = t.numArg(f.at, 0);
  const ay = t.numArg(f.at, 1);
  const angle = t.numArg(f.at, 2);
  // nestedPlacement(fp, ax, ay, angle), made into an object only for a pad with a polygon
  const rotationDeg = normalizeDeg(Number.isFinite(angle) ? angle : 0);
  const x = placedX(fp, ax, ay);
  const y = placedY(fp, ax, ay);
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    ctx.sink.error(
      KicadCode.padBadPosition,
      'pad without a valid (at x y); skipped',
      where(ctx, node, element(ctx, node, ref)),
    );
    return null;
  }
  const { w, h } = readSize(ctx, f.size, node, ref);
  const layers = layerFlags(t, ctx.layers, f.layers);
  const copperless =
    type === 'smd' && (layers & L_ANY_CU) === 0
      ? { top: (layers & L_FRONT_MASK) !== 0, bottom: (layers & L_BACK_MASK) !== 0 }
      : null;
  const drill = readDrill(ctx, f.drill, node, ref);
  if (type !== 'smd' && drill === null) {
    ctx.sink.warn(
      KicadCode.padNoDrill,
      `${t.str(typeNode)} pad without a drill`,
      where(ctx, node, element(ctx, node, ref)),
    );
  }
  const side = copperless
    ? copperless.bottom && !copperless.top
      ? 'bottom'
      : fpSide
    : copperSides(layers, type, fpSide);
  const geometry = padGeometry(ctx, f, x, y, rotationDeg, readShapeWord(ctx, node, ref), w, h);
  const holed = type !== 'smd' && drill !== null;
  const pad: Pad = {
    id: UNNUMBERED, // numbered by the footprint reader when the pad joins the board
    ref,
    number,
    x,
    y,
    net: type === 'npth' ? null : netOfNode(ctx, f.net),
    side,
    shape: geometry.shape,
    widthMm: w,
    heightMm: h,
    rotationDeg,
    type,
    drillMm: holed ? Math.min(drill.w, drill.h) : null,
    slotLengthMm: holed && drill.w !== drill.h ? Math.max(drill.w, drill.h) : null,
    plated: type === 'th',
    polygon: geometry.polygon?.every((q) => Number.isFinite(q.x) && Number.isFinite(q.y))
      ? geometry.polygon
      : null,
    mask: maskState(ctx, f.tenting, layers, side, type),
    testpointFlag: f.testpoint,
  };
  return { pad, drill, copperless };
}

function readShapeWord(ctx: KicadContext, node: number, ref: string): PadShape {
  const at = ctx.t.arg(node, 2);
  const known = padShape(ctx.t, at);
  if (known) return known;
  const word = ctx.t.str(at);
  const shape = PAD_SHAPES.get(word);
  if (shape) return shape;
  ctx.sink.warn(
    KicadCode.padUnknownShape,
    `unknown pad shape "${word}"; read as a rectangle`,
    where(ctx, node, element(ctx, node, ref)),
  );
  return 'rect';
}

function readSize(ctx: KicadContext, size: number, node: number, ref: string): { w: number; h: number } {
  const w = ctx.t.numArg(size, 0);
  const h = ctx.t.numArg(size, 1);
  if (w >= 0 && h >= 0 && Number.isFinite(w) && Number.isFinite(h)) return { w, h };
  ctx.sink.warn(
    KicadCode.padBadSize,
    'pad without a valid (size w h); size 0 assumed',
    where(ctx, node, element(ctx, node, ref)),
  );
  const ww = Number.isFinite(w) && w >= 0 ? w : 0;
  return { w: ww, h: Number.isFinite(h) && h >= 0 ? h : ww };
}

/** `(drill D)`, `(drill oval W H)`, either with `(offset x y)`; oval with one size is round-ended W × W. */
function readDrill(
  ctx: KicadContext,
  node: number,
  pad: number,
  ref: string,
): { w: number; h: number } | null {
  if (node < 0) return null;
  const { t } = ctx;
  // the first two finite numbers among the atoms
  let w = Number.NaN;
  let second = Number.NaN;
  for (let c = t.end(t.first(node)), e = t.end(node); c < e; c = t.end(c)) {
    if (t.isList(c)) continue;
    const v = t.num(c);
    if (!Number.isFinite(v)) continue;
    if (Number.isNaN(w)) w = v;
    else {
      second = v;
      break;
    }
  }
  if (!(w >= 0)) {
    ctx.sink.warn(
      KicadCode.padBadDrill,
      'drill without a valid size',
      where(ctx, node, element(ctx, pad, ref)),
    );
    return null;
  }
  if (w === 0) return null;
  const h = second > 0 ? second : w;
  return { w, h };
}

/**
 * Which copper sides the pad exposes: the outer copper layers it lists (`*.Cu` and `F&B.Cu` are
 * both). An NPTH hole goes through the board: both. A plated pad listing no outer copper is both
 * (its barrel), an SMD pad listing none stays on its footprint's side.
 */
function copperSides(layers: number, type: PadType, fpSide: Side): CopperSides {
  const f = (layers & L_FRONT_CU) !== 0;
  const b = (layers & L_BACK_CU) !== 0;
  if (type === 'npth' || (f && b)) return 'both';
  if (f) return 'top';
  if (b) return 'bottom';
  return type === 'th' ? 'both' : fpSide;
}

/**
 * 'open' when the solder mask has an opening on at least one copper side the pad exposes (its layer
 * list holds that side's mask layer), unless KiCad 9's per-pad `(tenting ...)` says the mask covers
 * that side. NPTH holes are always open.
 */
function maskState(
  ctx: KicadContext,
  tenting: number,
  layers: number,
  side: CopperSides,
  type: PadType,
): 'open' | 'covered' {
  if (type === 'npth') return 'open';
  const tent = tenting < 0 ? UNSAID : readFrontBack(ctx.t, tenting);
  const frontOpen = (layers & L_FRONT_MASK) !== 0 && tent.front !== true;
  const backOpen = (layers & L_BACK_MASK) !== 0 && tent.back !== true;
  return (side !== 'bottom' && frontOpen) || (side !== 'top' && backOpen) ? 'open' : 'covered';
}

/** What `readFrontBack` gives a pad without `(tenting ...)` (read only). */
const UNSAID: TentingDefaults = { front: undefined, back: undefined };

/**
 * Shape refinements that need a polygon: chamfered rects, trapezoids, custom pads. The pad is at
 * (x, y) turned by `rotationDeg` (board frame): its placement.
 */
function padGeometry(
  ctx: KicadContext,
  f: Fields,
  x: number,
  y: number,
  rotationDeg: number,
  shape: PadShape,
  w: number,
  h: number,
): { shape: PadShape; polygon: Pad['polygon'] } {
  const { t } = ctx;
  if ((shape === 'roundrect' || shape === 'rect') && f.chamfer >= 0) {
    const ratio = t.numArg(f.chamfer_ratio, 0);
    const corners = new Set<string>();
    for (let c = t.end(f.chamfer + 1), e = t.end(f.chamfer); c < e; c = t.end(c)) corners.add(t.str(c));
    if (ratio > 0 && corners.size > 0) {
      const round = shape === 'roundrect' ? t.numArg(f.roundrect_rratio, 0) : 0;
      return {
        shape: 'chamfered-rect',
        polygon: chamferedRectRing(placementOf(x, y, rotationDeg), w, h, ratio, corners, round || 0),
      };
    }
  }
  if (shape === 'trapezoid') {
    const dx = t.numArg(f.rect_delta, 0);
    const dy = t.numArg(f.rect_delta, 1);
    return {
      shape,
      polygon: trapezoidRing(
        placementOf(x, y, rotationDeg),
        w,
        h,
        Number.isFinite(dx) ? dx : 0,
        Number.isFinite(dy) ? dy : 0,
      ),
    };
  }
  if (shape === 'custom') {
    const anchorNode = t.child(f.options, 'anchor');
    const anchor = anchorNode >= 0 && t.is(t.arg(anchorNode, 0), 'circle') ? 'circle' : 'rect';
    return { shape, polygon: customPadRing(t, f.primitives, placementOf(x, y, rotationDeg), anchor, w, h) };
  }
  return { shape, polygon: null };
}
