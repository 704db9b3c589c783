import type { Point } from '../../board/model';
import { cosSin, normalizeDeg } from '../../geometry/vec';

/**
 * KiCad → board frame. KiCad stores page coordinates in mm with +Y down; the board frame is the top
 * view with +Y up, same origin: (x, y) → (x, −y), exactly what KiCad's own Gerber output does.
 *
 * Angles need no sign change: KiCad rotates with `RotatePoint`, which turns (1, 0) by +90° into
 * (0, −1) in its y-down coordinates, i.e. counter-clockwise as seen on screen; after the y flip that is
 * an ordinary counter-clockwise rotation in the y-up frame. A KiCad angle θ is therefore θ CCW here.
 */
export const toBoardPoint = (x: number, y: number): Point => ({ x: x + 0, y: -y + 0 });

/** A rigid placement (footprint or pad): maps local KiCad coordinates (+Y down) to the board frame. */
export interface Placement {
  /** Origin in the board frame (mm). */
  x: number;
  y: number;
  /** Rotation, degrees CCW, normalised to [0, 360). */
  rotationDeg: number;
  cos: number;
  sin: number;
}

/** The placement of something KiCad puts at (kx, ky) rotated by `rotationDeg` (KiCad frame). */
export function placementAt(kx: number, ky: number, rotationDeg: number): Placement {
  const rot = normalizeDeg(rotationDeg);
  const [cos, sin] = cosSin(rot);
  return { x: kx + 0, y: -ky + 0, rotationDeg: rot, cos, sin };
}

/** Board-level items: KiCad page coordinates with no rotation. */
export const PAGE: Placement = placementAt(0, 0, 0);

/** Maps local KiCad coordinates (lx, ly) through a placement into the board frame. */
export function place(p: Placement, lx: number, ly: number): Point {
  return { x: placedX(p, lx, ly), y: placedY(p, lx, ly) };
}

/** The x of `place(p, lx, ly)`, without the point object. */
export function placedX(p: Placement, lx: number, ly: number): number {
  const Y = -ly;
  // `+ 0` turns −0 into 0 so that exact comparisons and JSON agree.
  return p.x + lx * p.cos - Y * p.sin + 0;
}

/** The y of `place(p, lx, ly)`, without the point object. */
export function placedY(p: Placement, lx: number, ly: number): number {
  const Y = -ly;
  return p.y + lx * p.sin + Y * p.cos + 0;
}

/** A placement nested inside another (a pad inside a footprint), with its own absolute rotation. */
export function nestedPlacement(
  parent: Placement,
  lx: number,
  ly: number,
  absRotationDeg: number,
): Placement {
  return placementOf(placedX(parent, lx, ly), placedY(parent, lx, ly), normalizeDeg(absRotationDeg));
}

/** The placement at (x, y) in the board frame turned by `rotationDeg` (already in [0, 360)). */
export function placementOf(x: number, y: number, rotationDeg: number): Placement {
  const [cos, sin] = cosSin(rotationDeg);
  return { x, y, rotationDeg, cos, sin };
}
