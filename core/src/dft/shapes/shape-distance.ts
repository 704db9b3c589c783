import type { Point } from '../../board/model';
import { pointInRing } from '../../geometry/rings';
import { distanceToSegment } from '../../geometry/vec';
import type { CopperShape } from './copper-shape';

const orient = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsCross(a, b, c, d)) return 0;
  return Math.min(
    distanceToSegment(a, c, d),
    distanceToSegment(b, c, d),
    distanceToSegment(c, a, b),
    distanceToSegment(d, a, b),
  );
}

/** The edges of a core: none for a point, one for a segment, closed ring for a polygon. */
function edges(core: Point[]): [Point, Point][] {
  if (core.length === 1) return [[core[0]!, core[0]!]];
  if (core.length === 2) return [[core[0]!, core[1]!]];
  return core.map((p, i) => [p, core[(i + 1) % core.length]!]);
}

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
  let best = Infinity;
  for (const [p, q] of edges(a.core)) {
    for (const [r, s] of edges(b.core)) {
      const d = segmentDistance(p, q, r, s);
      if (d < best) best = d;
    }
  }
  return Math.max(0, best - a.radius - b.radius);
}
