import type { Point } from '../board/model';

/** Small vector helpers (mm). Angles in degrees CCW unless a name says otherwise. */
export const DEG = Math.PI / 180;

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Rotates a point CCW by `deg` degrees about the origin. Exact for multiples of 90° (no 1e-17
 * residue), so that rotated pad positions compare exactly with other tools' output.
 */
export function rotate(p: Point, deg: number): Point {
  const [c, s] = cosSin(deg);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** cos and sin of an angle in degrees, exact at multiples of 90°. */
export function cosSin(deg: number): [number, number] {
  const d = normalizeDeg(deg);
  if (d === 0) return [1, 0];
  if (d === 90) return [0, 1];
  if (d === 180) return [-1, 0];
  if (d === 270) return [0, -1];
  return [Math.cos(d * DEG), Math.sin(d * DEG)];
}

/** Normalises an angle to [0, 360). */
export function normalizeDeg(deg: number): number {
  const d = deg % 360;
  const n = d < 0 ? d + 360 : d;
  return n === 360 || Object.is(n, -0) ? 0 : n;
}

/** Distance from point p to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  return distance(p, { x: a.x + ab.x * t, y: a.y + ab.y * t });
}
