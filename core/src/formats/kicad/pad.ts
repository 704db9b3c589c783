import { padId } from '../../board/ids';
import type { CopperSides, Pad, PadShape, PadType, Side } from '../../board/model';
import { type KicadContext, where } from './context';
import { L_BACK_CU, L_BACK_MASK, L_FRONT_CU, L_FRONT_MASK, layerFlags } from './layers';
import { readItemNet } from './nets';
import { chamferedRectRing, customPadRing, trapezoidRing } from './pad-shapes';
import { readFrontBack } from './tenting';
import { nestedPlacement, type Placement } from './transform';

/** What the footprint reader needs besides the model pad. */
export interface ReadPad {
  pad: Pad;
  /** Drill sizes as written (for slots: both axes), null without a drill. */
  drill: { w: number; h: number } | null;
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
 * Reads `(pad NUMBER TYPE SHAPE (at x y [angle]) (size w h) ...)` of a footprint placed at `fp`.
 *
 * The pad position is relative to the footprint and rotates with it; the pad ANGLE in the file is
 * absolute (board orientation, footprint rotation included) in every format from KiCad 5 to 9 —
 * checked against KiCad's own reading of the demo boards. Bottom-side footprints are stored already
 * flipped, so the same transform serves both sides.
 */
export function readPad(
  ctx: KicadContext,
  node: number,
  fp: Placement,
  fpSide: Side,
  ref: string,
): ReadPad | null {
  const { t } = ctx;
  const element = `footprint ${ref} / pad ${t.strArg(node, 0)}`;
  const number = t.strArg(node, 0);
  const typeWord = t.strArg(node, 1);
  const shapeWord = t.strArg(node, 2);
  const type = PAD_TYPES.get(typeWord);
  if (!type) {
    ctx.sink.warn(
      'kicad.pad.unknown-type',
      `unknown pad type "${typeWord}"; pad skipped`,
      where(ctx, node, element),
    );
    return null;
  }
  let shape = PAD_SHAPES.get(shapeWord);
  if (!shape) {
    ctx.sink.warn(
      'kicad.pad.unknown-shape',
      `unknown pad shape "${shapeWord}"; read as a rectangle`,
      where(ctx, node, element),
    );
    shape = 'rect';
  }
  const at = t.child(node, 'at');
  const ax = t.numArg(at, 0);
  const ay = t.numArg(at, 1);
  if (!Number.isFinite(ax) || !Number.isFinite(ay)) {
    ctx.sink.error(
      'kicad.pad.bad-position',
      'pad without a valid (at x y); skipped',
      where(ctx, node, element),
    );
    return null;
  }
  const angle = t.numArg(at, 2);
  const p = nestedPlacement(fp, ax, ay, Number.isFinite(angle) ? angle : 0);
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) {
    ctx.sink.error('kicad.pad.bad-position', 'pad position out of range; skipped', where(ctx, node, element));
    return null;
  }
  const size = t.child(node, 'size');
  let w = t.numArg(size, 0);
  let h = t.numArg(size, 1);
  if (!(w >= 0) || !(h >= 0) || !Number.isFinite(w) || !Number.isFinite(h)) {
    ctx.sink.warn(
      'kicad.pad.bad-size',
      'pad without a valid (size w h); size 0 assumed',
      where(ctx, node, element),
    );
    w = Number.isFinite(w) && w >= 0 ? w : 0;
    h = Number.isFinite(h) && h >= 0 ? h : w;
  }
  const layers = layerFlags(t, ctx.layers, t.child(node, 'layers'));
  const drill = readDrill(ctx, t.child(node, 'drill'), element);
  const side = copperSides(layers, type, fpSide);
  const geometry = padGeometry(ctx, node, p, shape, w, h);
  const finalShape = geometry.shape;
  const polygon = geometry.polygon?.every((q) => Number.isFinite(q.x) && Number.isFinite(q.y))
    ? geometry.polygon
    : null;
  const holed = type !== 'smd' && drill !== null;
  const pad: Pad = {
    id: padId(-1), // numbered by the footprint reader when the pad joins the board
    ref,
    number,
    x: p.x,
    y: p.y,
    net: type === 'npth' ? null : readItemNet(ctx, node),
    side,
    shape: finalShape,
    widthMm: w,
    heightMm: h,
    rotationDeg: p.rotationDeg,
    type,
    drillMm: holed ? Math.min(drill.w, drill.h) : null,
    slotLengthMm: holed && drill.w !== drill.h ? Math.max(drill.w, drill.h) : null,
    plated: type === 'th',
    polygon,
    mask: maskState(ctx, node, layers, side, type),
    testpointFlag: hasTestpointProperty(ctx, node),
  };
  if (type !== 'smd' && drill === null) {
    ctx.sink.warn('kicad.pad.no-drill', `${typeWord} pad without a drill`, where(ctx, node, element));
  }
  return { pad, drill };
}

/** `(drill D)`, `(drill oval W H)`, either with `(offset x y)`; oval with one size is round-ended W × W. */
function readDrill(ctx: KicadContext, node: number, element: string): { w: number; h: number } | null {
  if (node < 0) return null;
  const { t } = ctx;
  const sizes: number[] = [];
  for (let c = t.end(t.first(node)), e = t.end(node); c < e; c = t.end(c)) {
    if (t.isList(c)) continue;
    const v = t.num(c);
    if (Number.isFinite(v)) sizes.push(v);
  }
  const w = sizes[0];
  if (w === undefined || !(w >= 0)) {
    ctx.sink.warn('kicad.pad.bad-drill', 'drill without a valid size', where(ctx, node, element));
    return null;
  }
  if (w === 0) return null;
  const h = sizes[1] !== undefined && sizes[1] > 0 ? sizes[1] : w;
  return { w, h };
}

/** Which copper sides the pad exposes. A hole reaches both; an SMD pad with no outer copper stays on its footprint's side. */
function copperSides(layers: number, type: PadType, fpSide: Side): CopperSides {
  const f = (layers & L_FRONT_CU) !== 0;
  const b = (layers & L_BACK_CU) !== 0;
  if (type !== 'smd') return 'both';
  if (f && b) return 'both';
  if (f) return 'top';
  if (b) return 'bottom';
  return fpSide;
}

/**
 * 'open' when the solder mask has an opening on at least one copper side the pad exposes (its layer
 * list holds that side's mask layer), unless KiCad 9's per-pad `(tenting ...)` says the mask covers
 * that side. NPTH holes are always open.
 */
function maskState(
  ctx: KicadContext,
  node: number,
  layers: number,
  side: CopperSides,
  type: PadType,
): 'open' | 'covered' {
  if (type === 'npth') return 'open';
  const tent = readFrontBack(ctx.t, ctx.t.child(node, 'tenting'));
  const frontOpen = (layers & L_FRONT_MASK) !== 0 && tent.front !== true;
  const backOpen = (layers & L_BACK_MASK) !== 0 && tent.back !== true;
  const top = side !== 'bottom' && frontOpen;
  const bottom = side !== 'top' && backOpen;
  return top || bottom ? 'open' : 'covered';
}

/** `(property pad_prop_testpoint)`: KiCad's fabrication property for test points. */
function hasTestpointProperty(ctx: KicadContext, node: number): boolean {
  const { t } = ctx;
  for (let c = t.first(node), e = t.end(node); c < e; c = t.end(c)) {
    if (t.headIs(c, 'property') && t.hasFlag(c, 'pad_prop_testpoint')) return true;
  }
  return false;
}

/** Shape refinements that need a polygon: chamfered rects, trapezoids, custom pads. */
function padGeometry(
  ctx: KicadContext,
  node: number,
  p: Placement,
  shape: PadShape,
  w: number,
  h: number,
): { shape: PadShape; polygon: Pad['polygon'] } {
  const { t } = ctx;
  if (shape === 'roundrect' || shape === 'rect') {
    const ratio = t.numArg(t.child(node, 'chamfer_ratio'), 0);
    const corners = new Set<string>();
    const chamfer = t.child(node, 'chamfer');
    if (chamfer >= 0)
      for (let c = t.end(chamfer + 1), e = t.end(chamfer); c < e; c = t.end(c)) corners.add(t.str(c));
    if (ratio > 0 && corners.size > 0) {
      const round = shape === 'roundrect' ? t.numArg(t.child(node, 'roundrect_rratio'), 0) : 0;
      return { shape: 'chamfered-rect', polygon: chamferedRectRing(p, w, h, ratio, corners, round || 0) };
    }
    return { shape, polygon: null };
  }
  if (shape === 'trapezoid') {
    const delta = t.child(node, 'rect_delta');
    const dx = t.numArg(delta, 0);
    const dy = t.numArg(delta, 1);
    return {
      shape,
      polygon: trapezoidRing(p, w, h, Number.isFinite(dx) ? dx : 0, Number.isFinite(dy) ? dy : 0),
    };
  }
  if (shape === 'custom') {
    const anchorNode = t.child(t.child(node, 'options'), 'anchor');
    const anchor = anchorNode >= 0 && t.is(t.arg(anchorNode, 0), 'circle') ? 'circle' : 'rect';
    return { shape, polygon: customPadRing(t, t.child(node, 'primitives'), p, anchor, w, h) };
  }
  return { shape, polygon: null };
}
