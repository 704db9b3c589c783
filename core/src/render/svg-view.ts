import type { Board, Pad, Ring, Side } from '../board/model';
import { type BBox, emptyBBox, isEmptyBBox } from '../geometry/bbox';
import { cosSin } from '../geometry/vec';

/**
 * How a drawing looks at the board. The board frame is mm, top view, +Y up; SVG user space is mm
 * with +Y DOWN. From the top a point (x, y) is drawn at (x, −y); from the bottom the drawing is
 * also mirrored left-right, so (x, y) is drawn at (−x, −y).
 */
export interface SvgView {
  side: Side;
  /** X multiplier: 1 seen from the top, −1 seen from the bottom (mirrored). */
  mirrorX: 1 | -1;
}

export const viewFrom = (side: Side): SvgView => ({ side, mirrorX: side === 'top' ? 1 : -1 });

/** SVG x (mm) of a board-frame x (mm). */
export const svgX = (view: SvgView, x: number): number => view.mirrorX * x;
/** SVG y (mm) of a board-frame y (mm): SVG's y axis points down. */
export const svgY = (y: number): number => -y;

/**
 * SVG `rotate()` angle for a board-frame rotation (degrees CCW seen from the top). From the top the
 * y flip turns CCW into SVG's negative angles; from the bottom the x mirror flips it back, and a
 * positive SVG angle (clockwise on screen) is what a CCW-from-top rotation looks like from below.
 */
export const svgAngle = (view: SvgView, deg: number): number => (view.side === 'top' ? -deg : deg);

/**
 * Formats a length for SVG output: rounded to 0.001 mm (1 µm), no "-0", no exponent. Integer
 * arithmetic instead of String(number): a drawing has millions of numbers and this is about twice
 * as fast.
 */
export function fmt(n: number): string {
  const r = Math.round(n * 1000);
  if (r === 0) return '0';
  const abs = r < 0 ? -r : r;
  const whole = Math.floor(abs / 1000);
  const head = r < 0 ? `-${whole}` : `${whole}`;
  let frac = abs - whole * 1000;
  if (frac === 0) return head;
  let digits = 3;
  while (frac % 10 === 0) {
    frac /= 10;
    digits--;
  }
  return `${head}.${String(frac).padStart(digits, '0')}`;
}

/** True when the feature with this copper side is on the side being looked at (or on both). */
export const isNearSide = (view: SvgView, side: Side | 'both'): boolean =>
  side === 'both' || side === view.side;

function extend(box: BBox, x: number, y: number, hx: number, hy: number): void {
  if (x - hx < box.minX) box.minX = x - hx;
  if (y - hy < box.minY) box.minY = y - hy;
  if (x + hx > box.maxX) box.maxX = x + hx;
  if (y + hy > box.maxY) box.maxY = y + hy;
}

function extendByRing(box: BBox, ring: Ring): void {
  for (const p of ring) extend(box, p.x, p.y, 0, 0);
}

/** Half extents (mm) of a pad's copper along the board axes, its rotation included. */
function padHalfExtents(pad: Pad): [number, number] {
  const [c, s] = cosSin(pad.rotationDeg);
  const hw = pad.widthMm / 2;
  const hh = pad.heightMm / 2;
  return [Math.abs(hw * c) + Math.abs(hh * s), Math.abs(hw * s) + Math.abs(hh * c)];
}

/**
 * Extent of the board in the board frame (mm): the outline grown by every pad, via, hole and
 * component body (a connector hanging over the edge must still be inside the drawing). The same for
 * both sides, so that top and bottom drawings of a board have the same size.
 */
export function boardExtent(board: Board): BBox {
  const box = emptyBBox();
  for (const poly of board.outline) extendByRing(box, poly.outer);
  for (const pad of board.pads) {
    if (pad.polygon && pad.polygon.length >= 3) extendByRing(box, pad.polygon);
    else extend(box, pad.x, pad.y, ...padHalfExtents(pad));
  }
  for (const via of board.vias) extend(box, via.x, via.y, via.diameterMm / 2, via.diameterMm / 2);
  for (const hole of board.holes) extend(box, hole.x, hole.y, hole.diameterMm / 2, hole.diameterMm / 2);
  for (const c of board.components) if (c.body) extendByRing(box, c.body);
  return isEmptyBBox(box) ? { minX: 0, minY: 0, maxX: 10, maxY: 10 } : box;
}

/** The same extent in SVG user space (mm, +Y down, mirrored from the bottom). */
export function svgExtent(view: SvgView, box: BBox): BBox {
  const xa = svgX(view, box.minX);
  const xb = svgX(view, box.maxX);
  return { minX: Math.min(xa, xb), maxX: Math.max(xa, xb), minY: svgY(box.maxY), maxY: svgY(box.minY) };
}
