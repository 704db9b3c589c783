import type { Point, Ring } from '../../board/model';
import { cosSin } from '../../geometry/vec';
import { orientThrough, type Xform } from './xform';

/** One level of nesting: local coordinates → parent by an Xform, then a translation to `at`. */
export interface Placement {
  xform: Xform;
  at: Point;
}

/** A shape placed through a chain: its centre, orientation (degrees CCW from the top) and outline. */
export interface PlacedShape {
  x: number;
  y: number;
  rotationDeg: number;
  polygon: Ring | null;
}

/** What a shape is placed with: its own Xform, then `inner` (a padstack's pad) if any, then `outer` at (ax, ay). */
interface Chain {
  own: Xform;
  inner: Placement | undefined;
  outer: Xform;
  ax: number;
  ay: number;
}

// The point a step leaves (module scratch: a pad is placed without an object per step).
let sx = 0;
let sy = 0;

/**
 * Maps (x, y) by Xform `t` (applyXform) and then translates it to (ax, ay), into sx, sy: the same
 * operations in the same order as applyXform followed by the translation, so the same doubles.
 */
function step(x: number, y: number, t: Xform, ax: number, ay: number): void {
  // Indexed, not destructured: destructuring an array goes through its iterator.
  const cs = cosSin(t.rotationDeg);
  const c = cs[0];
  const s = cs[1];
  const rx = (x * c - y * s) * t.scale;
  const ry = (x * s + y * c) * t.scale;
  sx = (t.mirror ? -rx : rx) + t.dx + 0 + ax + 0;
  sy = ry + t.dy + 0 + ay + 0;
}

/** Maps a point of the shape's own frame through the chain into sx, sy. */
function through(x: number, y: number, ch: Chain): void {
  step(x, y, ch.own, 0, 0);
  if (ch.inner) step(sx, sy, ch.inner.xform, ch.inner.at.x, ch.inner.at.y);
  step(sx, sy, ch.outer, ch.ax, ch.ay);
}

function place(shape: { center: Point; polygon: Ring | null }, ch: Chain): PlacedShape {
  through(shape.center.x, shape.center.y, ch);
  const x = sx;
  const y = sy;
  let rot = orientThrough(0, ch.own);
  if (ch.inner) rot = orientThrough(rot, ch.inner.xform);
  rot = orientThrough(rot, ch.outer);
  const polygon = shape.polygon
    ? shape.polygon.map((p) => {
        through(p.x, p.y, ch);
        return { x: sx, y: sy };
      })
    : null;
  return { x, y, rotationDeg: rot, polygon };
}

/**
 * Places a shape (its own Xform first) through `inner` (a padstack's pad, or none) and then `outer`
 * at (ax, ay) into the board frame: a pad, a package pin or a net point.
 */
export function placeShape(
  shape: { center: Point; polygon: Ring | null; xform: Xform },
  inner: Placement | undefined,
  outer: Xform,
  ax: number,
  ay: number,
): PlacedShape {
  return place(shape, { own: shape.xform, inner, outer, ax, ay });
}
