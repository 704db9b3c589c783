import type { Board, Pad, Ring } from '@studio/core';
import type { BoardRect } from '../types';

const DEG = Math.PI / 180;

/** Axis-aligned half extents (mm) of a w × h box rotated by `deg`. */
export function rotatedHalfExtents(w: number, h: number, deg: number): { hx: number; hy: number } {
  const c = Math.abs(Math.cos(deg * DEG));
  const s = Math.abs(Math.sin(deg * DEG));
  return { hx: (w * c + h * s) / 2, hy: (w * s + h * c) / 2 };
}

export function ringBounds(ring: Ring): BoardRect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of ring) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** Bounds of a pad's copper in the board frame (mm). */
export function padBounds(pad: Pad): BoardRect {
  if (pad.polygon && pad.polygon.length >= 3) return ringBounds(pad.polygon);
  const { hx, hy } = rotatedHalfExtents(pad.widthMm, pad.heightMm, pad.rotationDeg);
  return { minX: pad.x - hx, minY: pad.y - hy, maxX: pad.x + hx, maxY: pad.y + hy };
}

const squareAround = (x: number, y: number, r: number): BoardRect => ({
  minX: x - r,
  minY: y - r,
  maxX: x + r,
  maxY: y + r,
});

/** Bounds of every feature index in the board frame (mm); components without a body get a point. */
export function featureBounds(board: Board, f: number): BoardRect {
  let i = f;
  if (i < board.pads.length) return padBounds(board.pads[i]!);
  i -= board.pads.length;
  const via = board.vias[i];
  if (via) return squareAround(via.x, via.y, via.diameterMm / 2);
  i -= board.vias.length;
  const hole = board.holes[i];
  if (hole) return squareAround(hole.x, hole.y, (hole.diameterMm + (hole.slotLengthMm ?? 0)) / 2);
  i -= board.holes.length;
  const c = board.components[i];
  if (!c) return squareAround(0, 0, 0);
  return c.body && c.body.length >= 3 ? ringBounds(c.body) : squareAround(c.x, c.y, 0);
}

export const unionRect = (a: BoardRect, b: BoardRect): BoardRect => ({
  minX: Math.min(a.minX, b.minX),
  minY: Math.min(a.minY, b.minY),
  maxX: Math.max(a.maxX, b.maxX),
  maxY: Math.max(a.maxY, b.maxY),
});

export const EMPTY_RECT: BoardRect = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
export const isEmptyRect = (r: BoardRect): boolean => !(r.minX <= r.maxX && r.minY <= r.maxY);

/** What zoomTo / search focus on: the feature, and for a component also all its pads (mm). */
export function focusBounds(board: Board, f: number): BoardRect {
  let rect = featureBounds(board, f);
  const comp = board.components[f - board.pads.length - board.vias.length - board.holes.length];
  if (!comp) return rect;
  board.pads.forEach((p, i) => {
    if (p.ref === comp.ref) rect = unionRect(rect, featureBounds(board, i));
  });
  return rect;
}
