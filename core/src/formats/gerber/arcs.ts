import type { Point } from '../../board/model';
import { arcPoints } from '../../geometry/arc';

export interface ArcResult {
  points: Point[];
  /** Relative difference between the start and end radii; > 1e-3 means the file's arc is inconsistent. */
  radiusMismatch: number;
}

const angleOf = (c: Point, p: Point): number => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

/** Sweep (degrees, CCW positive) from a0 to a1 in the given direction; `full` when start = end. */
function sweepOf(a0: number, a1: number, ccw: boolean, full: boolean): number {
  let sweep = ccw ? a1 - a0 : a0 - a1;
  sweep = ((sweep % 360) + 360) % 360;
  if (sweep === 0 && full) sweep = 360;
  return ccw ? sweep : -sweep;
}

function build(start: Point, end: Point, center: Point, ccw: boolean, full: boolean): ArcResult {
  const r0 = Math.hypot(start.x - center.x, start.y - center.y);
  const r1 = Math.hypot(end.x - center.x, end.y - center.y);
  const radius = (r0 + r1) / 2;
  const sweep = sweepOf(angleOf(center, start), angleOf(center, end), ccw, full);
  // arcPoints caps the segment count (720), so a pathological radius cannot hang the reader.
  const points = arcPoints(center, radius, angleOf(center, start), sweep);
  points[0] = start;
  if (!full) points[points.length - 1] = end;
  return { points, radiusMismatch: radius > 0 ? Math.abs(r0 - r1) / radius : 0 };
}

/**
 * Multi-quadrant arc (G75, spec §4.7.2): the centre is start + (I, J); start = end is a full circle.
 * All values in mm.
 */
export function multiQuadrantArc(start: Point, end: Point, i: number, j: number, ccw: boolean): ArcResult {
  const full = start.x === end.x && start.y === end.y;
  return build(start, end, { x: start.x + i, y: start.y + j }, ccw, full);
}

/**
 * Single-quadrant arc (G74, deprecated, spec §8.2.2): I and J are unsigned; of the four candidate
 * centres, take the one whose arc in the given direction spans at most 90° and whose radii agree best.
 */
export function singleQuadrantArc(start: Point, end: Point, i: number, j: number, ccw: boolean): ArcResult {
  let best: ArcResult | null = null;
  for (const [si, sj] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    const center = { x: start.x + si * Math.abs(i), y: start.y + sj * Math.abs(j) };
    const sweep = Math.abs(sweepOf(angleOf(center, start), angleOf(center, end), ccw, false));
    if (sweep > 90 + 1e-6) continue;
    const arc = build(start, end, center, ccw, false);
    if (!best || arc.radiusMismatch < best.radiusMismatch) best = arc;
  }
  return best ?? { points: [start, end], radiusMismatch: 1 };
}
