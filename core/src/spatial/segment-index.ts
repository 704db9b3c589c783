import type { Point, Ring } from '../board/model';
import { distanceToSegment } from '../geometry/vec';
import { type BoxIndex, buildBoxIndex } from './box-index';

/**
 * The edges of a set of closed rings, indexed for "distance to the nearest edge" and
 * "inside / outside" queries in O(log n) per point (mm, board frame).
 */
export interface SegmentIndex {
  readonly count: number;
  /** Distance from p to the nearest edge (mm); Infinity when there are no edges. */
  distanceTo(p: Point): number;
  /** The same distance when it is at most `reach` (mm), else Infinity: one box search, no nearest-first walk. */
  distanceWithin(p: Point, reach: number): number;
  /** Even-odd inside test over all rings (a point inside an inner ring of a polygon is outside). */
  contains(p: Point): boolean;
}

export function buildSegmentIndex(rings: readonly Ring[]): SegmentIndex {
  const segments: [Point, Point][] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) segments.push([ring[i]!, ring[(i + 1) % ring.length]!]);
  }
  const index = buildBoxIndex(segments.length, (i) => {
    const [p, q] = segments[i]!;
    return [Math.min(p.x, q.x), Math.min(p.y, q.y), Math.max(p.x, q.x), Math.max(p.y, q.y)];
  });
  const segmentDistance = (p: Point, i: number) => distanceToSegment(p, segments[i]![0], segments[i]![1]);
  return {
    count: segments.length,
    distanceTo: (p) => nearestDistance(index, p, segmentDistance),
    distanceWithin: (p, reach) => {
      let best = Infinity;
      for (const i of index.search(p.x - reach, p.y - reach, p.x + reach, p.y + reach)) {
        const d = segmentDistance(p, i);
        if (d < best) best = d;
      }
      return best <= reach ? best : Infinity;
    },
    contains: (p) => crossesOddTimes(index, segments, p),
  };
}

// The box-nearest segment bounds the true distance from above; every segment closer than that
// bound has a box within it, so one box search finishes the exact answer.
function nearestDistance(
  index: BoxIndex,
  p: Point,
  segmentDistance: (p: Point, i: number) => number,
): number {
  const first = index.nearest(p.x, p.y, 1)[0];
  if (first === undefined) return Infinity;
  let best = segmentDistance(p, first);
  for (const i of index.search(p.x - best, p.y - best, p.x + best, p.y + best)) {
    const d = segmentDistance(p, i);
    if (d < best) best = d;
  }
  return best;
}

// Ray casting towards +X: only segments whose box meets the ray can cross it.
function crossesOddTimes(index: BoxIndex, segments: [Point, Point][], p: Point): boolean {
  let inside = false;
  for (const i of index.search(p.x, p.y, Infinity, p.y)) {
    const [a, b] = segments[i]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
