import type { Board, Side } from '../board/model';
import { type BBox, emptyBBox, isEmptyBBox } from '../geometry/bbox';

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

function extend(box: BBox, x: number, y: number, r: number): void {
  if (x - r < box.minX) box.minX = x - r;
  if (y - r < box.minY) box.minY = y - r;
  if (x + r > box.maxX) box.maxX = x + r;
  if (y + r > box.maxY) box.maxY = y + r;
}

/**
 * Extent of the board in the board frame (mm): the outline when there is one, grown by every pad,
 * via and hole (a feature hanging over the edge must still be inside the drawing).
 */
export function boardExtent(board: Board): BBox {
  const box = emptyBBox();
  for (const poly of board.outline) for (const p of poly.outer) extend(box, p.x, p.y, 0);
  for (const pad of board.pads) extend(box, pad.x, pad.y, Math.max(pad.widthMm, pad.heightMm) / 2);
  for (const via of board.vias) extend(box, via.x, via.y, via.diameterMm / 2);
  for (const hole of board.holes) extend(box, hole.x, hole.y, hole.diameterMm / 2);
  return isEmptyBBox(box) ? { minX: 0, minY: 0, maxX: 10, maxY: 10 } : box;
}

/** The same extent in SVG user space (mm, +Y down, mirrored from the bottom). */
export function svgExtent(view: SvgView, box: BBox): BBox {
  const xa = svgX(view, box.minX);
  const xb = svgX(view, box.maxX);
  return { minX: Math.min(xa, xb), maxX: Math.max(xa, xb), minY: svgY(box.maxY), maxY: svgY(box.minY) };
}
