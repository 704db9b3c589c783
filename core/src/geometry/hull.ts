import type { Point } from '../board/model';

/**
 * Convex hull (Andrew's monotone chain, O(n log n)), counter-clockwise in the y-up board frame,
 * without collinear points; non-finite points are ignored. Fewer than 3 points come back when the
 * input spans no area.
 */
export function convexHull(points: readonly Point[]): Point[] {
  const pts = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  pts.sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length < 3) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}
