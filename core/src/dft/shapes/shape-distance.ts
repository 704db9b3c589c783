import type { Point } from '../../board/model';
import { pointInRing } from '../../geometry/rings';
import type { CopperShape } from './copper-shape';

// Allocation-free geometry: this runs for every test point against every nearby component body.

function pointSegmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
  t = Math.min(1, Math.max(0, t));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  const o1 = orient(a.x, a.y, b.x, b.y, c.x, c.y);
  const o2 = orient(a.x, a.y, b.x, b.y, d.x, d.y);
  const o3 = orient(c.x, c.y, d.x, d.y, a.x, a.y);
  const o4 = orient(c.x, c.y, d.x, d.y, b.x, b.y);
  if (o1 * o2 < 0 && o3 * o4 < 0) return 0;
  return Math.min(
    pointSegmentDistance(a.x, a.y, c.x, c.y, d.x, d.y),
    pointSegmentDistance(b.x, b.y, c.x, c.y, d.x, d.y),
    pointSegmentDistance(c.x, c.y, a.x, a.y, b.x, b.y),
    pointSegmentDistance(d.x, d.y, a.x, a.y, b.x, b.y),
  );
}

/** Number of edges of a core: a point and a segment are one (degenerate) edge, a polygon closes. */
const edgeCount = (core: Point[]) => (core.length <= 2 ? 1 : core.length);
const edgeEnd = (core: Point[], i: number) => (core.length === 1 ? core[0]! : core[(i + 1) % core.length]!);

/** True when a core point lies inside the other's polygon (cores of 3+ points are polygons). */
function overlaps(a: Point[], b: Point[]): boolean {
  if (b.length >= 3 && pointInRing(a[0]!, b)) return true;
  return a.length >= 3 && pointInRing(b[0]!, a);
}

/**
 * Edge-to-edge distance (mm) between two shapes: 0 when they touch or overlap (one inside the other
 * included). Used for "pad edge to component body" (PRODUCT.md §5).
 */
export function shapeDistance(a: CopperShape, b: CopperShape): number {
  if (overlaps(a.core, b.core)) return 0;
  // Round pads and vias (a point core) are most test points: a point needs no segment pairs.
  if (a.core.length === 1) return Math.max(0, pointToCore(a.core[0]!, b.core) - a.radius - b.radius);
  if (b.core.length === 1) return Math.max(0, pointToCore(b.core[0]!, a.core) - a.radius - b.radius);
  let best = Infinity;
  const na = edgeCount(a.core);
  const nb = edgeCount(b.core);
  for (let i = 0; i < na; i++) {
    const p = a.core[i]!;
    const q = edgeEnd(a.core, i);
    for (let j = 0; j < nb; j++) {
      const d = segmentDistance(p, q, b.core[j]!, edgeEnd(b.core, j));
      if (d < best) best = d;
    }
  }
  return Math.max(0, best - a.radius - b.radius);
}

function pointToCore(p: Point, core: Point[]): number {
  let best = Infinity;
  for (let j = 0, n = edgeCount(core); j < n; j++) {
    const c = core[j]!;
    const d = edgeEnd(core, j);
    const dist = pointSegmentDistance(p.x, p.y, c.x, c.y, d.x, d.y);
    if (dist < best) best = dist;
  }
  return best;
}

/** Distance (mm) between the bounding boxes of two shapes: a lower bound of `shapeDistance`. */
export function boxDistance(a: CopperShape, b: CopperShape): number {
  const dx = Math.max(0, a.box[0] - b.box[2], b.box[0] - a.box[2]);
  const dy = Math.max(0, a.box[1] - b.box[3], b.box[1] - a.box[3]);
  return Math.sqrt(dx * dx + dy * dy);
}
