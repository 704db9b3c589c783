import type { Point, Polygon, Ring } from '../board/model';
import { bboxOfPoints } from './bbox';
import { distanceToSegment } from './vec';

/** Signed area of a ring (mm²): positive when counter-clockwise (in a +Y-up frame). */
export function signedArea(ring: Ring): number {
  let a = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % n]!;
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
}

/** Returns the ring oriented counter-clockwise (a new array when it had to be reversed). */
export const toCCW = (ring: Ring): Ring => (signedArea(ring) < 0 ? [...ring].reverse() : ring);
export const toCW = (ring: Ring): Ring => (signedArea(ring) > 0 ? [...ring].reverse() : ring);

/** Even-odd point-in-ring test. Points exactly on an edge may answer either way. */
export function pointInRing(p: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(p: Point, poly: Polygon): boolean {
  return pointInRing(p, poly.outer) && !poly.holes.some((h) => pointInRing(p, h));
}

/** Distance from a point to the nearest edge of a ring (mm). */
export function distanceToRing(p: Point, ring: Ring): number {
  let best = Infinity;
  for (let i = 0, n = ring.length; i < n; i++) {
    const d = distanceToSegment(p, ring[i]!, ring[(i + 1) % n]!);
    if (d < best) best = d;
  }
  return best;
}

/**
 * Groups closed rings into polygons with holes: a ring inside another ring (odd nesting depth) is a
 * hole of its nearest enclosing outer ring. Outer rings come out CCW, holes CW.
 */
export function ringsToPolygons(rings: Ring[]): Polygon[] {
  const items = rings
    .filter((r) => r.length >= 3)
    .map((ring) => ({ ring, area: Math.abs(signedArea(ring)), box: bboxOfPoints(ring) }))
    .sort((a, b) => b.area - a.area);
  const depth: number[] = [];
  const parent: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const probe = items[i]!.ring[0]!;
    let p = -1;
    for (let j = i - 1; j >= 0; j--) {
      if (items[j]!.area > items[i]!.area && pointInRing(probe, items[j]!.ring)) {
        if (p === -1 || items[j]!.area < items[p]!.area) p = j;
      }
    }
    parent.push(p);
    depth.push(p === -1 ? 0 : depth[p]! + 1);
  }
  const polygons = new Map<number, Polygon>();
  items.forEach((item, i) => {
    if (depth[i]! % 2 === 0) polygons.set(i, { outer: toCCW(item.ring), holes: [] });
  });
  items.forEach((item, i) => {
    if (depth[i]! % 2 === 1) polygons.get(parent[i]!)?.holes.push(toCW(item.ring));
  });
  return [...polygons.values()];
}
