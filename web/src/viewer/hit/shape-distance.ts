import type { Board, Pad, Point, Ring } from '@studio/core';
import { distanceToRing, pointInRing } from '@studio/core';
import { isHolePad, isPolygonPad, ROUNDRECT_RATIO } from '../scene/scene-instances';

/**
 * Signed distances (mm) from a board-frame point to feature shapes: negative inside, 0 on the
 * edge, positive outside. The same shape definitions as the shaders, so what is drawn is what is hit.
 */

const DEG = Math.PI / 180;

export const sdCircle = (u: number, v: number, r: number): number => Math.hypot(u, v) - r;

export function sdBox(u: number, v: number, hw: number, hh: number): number {
  const dx = Math.abs(u) - hw;
  const dy = Math.abs(v) - hh;
  return Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0);
}

export const sdRoundBox = (u: number, v: number, hw: number, hh: number, r: number): number =>
  sdBox(u, v, hw - r, hh - r) - r;

/** A stadium (oval pad): a segment along the longer axis, swept by half the shorter side. */
export function sdStadium(u: number, v: number, hw: number, hh: number): number {
  if (hw >= hh) return Math.hypot(Math.max(Math.abs(u) - (hw - hh), 0), v) - hh;
  return Math.hypot(u, Math.max(Math.abs(v) - (hh - hw), 0)) - hw;
}

export function sdRing(p: Point, ring: Ring): number {
  const d = distanceToRing(p, ring);
  return pointInRing(p, ring) ? -d : d;
}

/** Point in the pad's own axes (rotation undone), origin at the pad centre. */
export function toLocal(p: Point, cx: number, cy: number, rotationDeg: number): { u: number; v: number } {
  const c = Math.cos(-rotationDeg * DEG);
  const s = Math.sin(-rotationDeg * DEG);
  const x = p.x - cx;
  const y = p.y - cy;
  return { u: x * c - y * s, v: x * s + y * c };
}

export function sdPad(p: Point, pad: Pad): number {
  if (isHolePad(pad)) return sdCircle(p.x - pad.x, p.y - pad.y, (pad.drillMm ?? pad.widthMm) / 2);
  if (isPolygonPad(pad)) return sdRing(p, pad.polygon!);
  const { u, v } = toLocal(p, pad.x, pad.y, pad.rotationDeg);
  const hw = pad.widthMm / 2;
  const hh = pad.heightMm / 2;
  switch (pad.shape) {
    case 'circle':
      return sdCircle(u, v, hw);
    case 'oval':
      return sdStadium(u, v, hw, hh);
    case 'roundrect':
      return sdRoundBox(u, v, hw, hh, Math.min(hw, hh) * 2 * ROUNDRECT_RATIO);
    default:
      return sdBox(u, v, hw, hh);
  }
}

/** Signed distance to feature `f` (pads, vias, holes, then component bodies). */
export function sdFeature(board: Board, f: number, p: Point): number {
  let i = f;
  if (i < board.pads.length) return sdPad(p, board.pads[i]!);
  i -= board.pads.length;
  const via = board.vias[i];
  if (via) return sdCircle(p.x - via.x, p.y - via.y, via.diameterMm / 2);
  i -= board.vias.length;
  const hole = board.holes[i];
  if (hole) {
    const len = Math.max(hole.diameterMm, hole.slotLengthMm ?? 0);
    return sdStadium(p.x - hole.x, p.y - hole.y, len / 2, hole.diameterMm / 2);
  }
  i -= board.holes.length;
  const c = board.components[i];
  return c?.body && c.body.length >= 3 ? sdRing(p, c.body) : Infinity;
}

/** Centre of a feature in the board frame (mm): pad / via / hole centre, component origin. */
export function featureCentre(board: Board, f: number): Point {
  let i = f;
  if (i < board.pads.length) return board.pads[i]!;
  i -= board.pads.length;
  if (i < board.vias.length) return board.vias[i]!;
  i -= board.vias.length;
  if (i < board.holes.length) return board.holes[i]!;
  i -= board.holes.length;
  return board.components[i] ?? { x: 0, y: 0 };
}
