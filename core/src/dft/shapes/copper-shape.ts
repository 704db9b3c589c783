import type { Pad, Point, Ring, Via } from '../../board/model';
import { cosSin } from '../../geometry/vec';

/**
 * A copper shape as a "core" swept by a radius (board frame, mm): a point + r is a circle, a segment
 * + r an oval, a polygon + 0 a rectangle or custom pad. Distances to other geometry are then the
 * distance to the core minus r.
 */
export interface CopperShape {
  core: Point[];
  radius: number;
  /** Bounding box [minX, minY, maxX, maxY] of the whole shape. */
  box: [number, number, number, number];
}

function boxOf(core: Point[], r: number): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of core) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return [minX - r, minY - r, maxX + r, maxY + r];
}

const shape = (core: Point[], radius: number): CopperShape => ({ core, radius, box: boxOf(core, radius) });

/** A point in the pad's own frame (mm, pad rotation and centre applied). */
function place(pad: Pad, u: number, v: number): Point {
  const [c, s] = cosSin(pad.rotationDeg);
  return { x: pad.x + u * c - v * s, y: pad.y + u * s + v * c };
}

/**
 * The copper of a pad. Round-rect corners are ignored: the full rectangle is never closer to the
 * pad's centre than the real copper, so clearances measured to it are on the safe side.
 */
export function padCopperShape(pad: Pad): CopperShape {
  const hw = pad.widthMm / 2;
  const hh = pad.heightMm / 2;
  if (pad.polygon && pad.polygon.length >= 3) return shape(pad.polygon, 0);
  if (pad.shape === 'circle') return shape([{ x: pad.x, y: pad.y }], Math.min(hw, hh));
  if (pad.shape === 'oval') {
    const r = Math.min(hw, hh);
    const along =
      hw >= hh
        ? [place(pad, -(hw - r), 0), place(pad, hw - r, 0)]
        : [place(pad, 0, -(hh - r)), place(pad, 0, hh - r)];
    return shape(along, r);
  }
  return shape([place(pad, -hw, -hh), place(pad, hw, -hh), place(pad, hw, hh), place(pad, -hw, hh)], 0);
}

/** The copper annulus of a via, as its outer circle. */
export const viaCopperShape = (via: Via): CopperShape => shape([{ x: via.x, y: via.y }], via.diameterMm / 2);

/** A ring as a shape with no radius (component bodies). */
export const ringShape = (ring: Ring): CopperShape => shape(ring, 0);

/** A reusable shape for the round copper of one point at a time (see `setRound`). */
export function roundShapeScratch(): CopperShape {
  return { core: [{ x: 0, y: 0 }], radius: 0, box: [0, 0, 0, 0] };
}

/** Writes a circle of radius r at (x, y) into a round scratch shape (no allocation) and returns it. */
export function setRound(out: CopperShape, x: number, y: number, r: number): CopperShape {
  const c = out.core[0]!;
  c.x = x;
  c.y = y;
  out.radius = r;
  out.box[0] = x - r;
  out.box[1] = y - r;
  out.box[2] = x + r;
  out.box[3] = y + r;
  return out;
}
