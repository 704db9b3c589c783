import type { Point, Ring } from '../../board/model';
import type { Primitive } from './primitives';
import { applyXform, orientThrough, type Xform } from './xform';

/** One level of nesting: local coordinates → parent by an Xform, then a translation to `at`. */
export interface Placement {
  xform: Xform;
  at: Point;
}

/** Maps a point from the innermost frame through `chain` (innermost first) to the board frame. */
export function through(p: Point, chain: readonly Placement[]): Point {
  let q = p;
  for (const { xform, at } of chain) {
    const r = applyXform(q, xform);
    q = { x: r.x + at.x + 0, y: r.y + at.y + 0 };
  }
  return q;
}

/** A shape placed through a chain: its centre, orientation (degrees CCW from the top) and outline. */
export interface PlacedShape {
  x: number;
  y: number;
  rotationDeg: number;
  polygon: Ring | null;
}

/** Places primitive `shape` (its own Xform first) through `chain` into the board frame. */
export function placeShape(shape: Primitive, chain: readonly Placement[]): PlacedShape {
  const full: Placement[] = [{ xform: shape.xform, at: { x: 0, y: 0 } }, ...chain];
  const c = through(shape.center, full);
  let rot = 0;
  for (const { xform } of full) rot = orientThrough(rot, xform);
  return {
    x: c.x,
    y: c.y,
    rotationDeg: rot,
    polygon: shape.polygon ? shape.polygon.map((p) => through(p, full)) : null,
  };
}
