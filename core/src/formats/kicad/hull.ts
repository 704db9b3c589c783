import type { Point, Ring } from '../../board/model';
import { convexHull as hullOf } from '../../geometry/hull';

/** Convex hull as a body or pad ring; null when the points span no area. */
export function convexHull(points: readonly Point[]): Ring | null {
  const hull = hullOf(points);
  return hull.length >= 3 ? hull : null;
}
