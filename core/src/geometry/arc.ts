import type { Point } from '../board/model';
import { DEG } from './vec';

/** Maximum chord deviation used when arcs become polylines (mm). */
export const ARC_TOLERANCE_MM = 0.005;

/** Number of segments for an arc of `sweepDeg` on `radius` so that the chord error stays within tolerance. */
export function arcSegments(radius: number, sweepDeg: number, toleranceMm = ARC_TOLERANCE_MM): number {
  if (!(radius > 0) || !Number.isFinite(radius)) return 1;
  const t = Math.min(toleranceMm, radius);
  const maxStep = 2 * Math.acos(1 - t / radius);
  const n = Math.ceil((Math.abs(sweepDeg) * DEG) / maxStep);
  return Math.max(1, Math.min(n, 720));
}

/**
 * Points along an arc from `startDeg` sweeping `sweepDeg` (CCW positive) about `center`, including
 * both ends.
 */
export function arcPoints(center: Point, radius: number, startDeg: number, sweepDeg: number): Point[] {
  const n = arcSegments(radius, sweepDeg);
  const pts: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const a = (startDeg + (sweepDeg * i) / n) * DEG;
    pts.push({ x: center.x + radius * Math.cos(a), y: center.y + radius * Math.sin(a) });
  }
  return pts;
}

/** Circle through three points; null when they are collinear. */
export function circleThrough(a: Point, b: Point, c: Point): { center: Point; radius: number } | null {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  if (Math.abs(d) < 1e-12) return null;
  const a2 = a.x * a.x + a.y * a.y;
  const b2 = b.x * b.x + b.y * b.y;
  const c2 = c.x * c.x + c.y * c.y;
  const center = {
    x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
    y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d,
  };
  return { center, radius: Math.hypot(a.x - center.x, a.y - center.y) };
}

/** Polyline of the arc start → mid → end (the mid point fixes the direction). */
export function arcThroughPoints(start: Point, mid: Point, end: Point): Point[] {
  const circle = circleThrough(start, mid, end);
  if (!circle) return [start, end];
  const { center, radius } = circle;
  const ang = (p: Point) => Math.atan2(p.y - center.y, p.x - center.x) / DEG;
  const a0 = ang(start);
  const am = ang(mid);
  const a1 = ang(end);
  const ccw = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
  const sweepToEnd = ccw(a0, a1) || 360;
  const sweep = ccw(a0, am) <= sweepToEnd ? sweepToEnd : sweepToEnd - 360;
  const pts = arcPoints(center, radius, a0, sweep);
  pts[0] = start;
  pts[pts.length - 1] = end;
  return pts;
}

/** A circle as a closed ring (last point not repeated), CCW. */
export function circleRing(center: Point, radius: number): Point[] {
  const pts = arcPoints(center, radius, 0, 360);
  pts.pop();
  return pts;
}
