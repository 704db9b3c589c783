import type { Point, Ring } from '../../board/model';
import { arcPoints } from '../../geometry/arc';
import { DEG } from '../../geometry/vec';
import { boolAttr, numAttr } from './tree';
import type { XmlNode } from './xml-tree';

/** Rings longer than this are cut (memory guard against hostile files). */
export const MAX_RING_POINTS = 200_000;

export interface RingResult {
  ring: Ring;
  /** Steps that could not be read (missing or non-numeric coordinates). */
  badSteps: number;
}

/**
 * Reads a `<Polygon>` / `<Cutout>` / `<Polyline>` body (PolyBegin, then PolyStepSegment and
 * PolyStepCurve steps) into a ring in mm. Arcs become polylines within the geometry tolerance
 * (PolyStepCurve: end point, centre, `clockwise`; an arc that ends where it starts is a full circle).
 * The closing point, when the path repeats its start, is dropped.
 */
export function readRing(node: XmlNode, mmPerUnit: number): RingResult {
  const ring: Point[] = [];
  let badSteps = 0;
  let current: Point | null = null;
  for (const step of node.children) {
    if (ring.length >= MAX_RING_POINTS) break;
    if (step.name !== 'PolyBegin' && step.name !== 'PolyStepSegment' && step.name !== 'PolyStepCurve')
      continue;
    const x = numAttr(step, 'x');
    const y = numAttr(step, 'y');
    if (x === undefined || y === undefined) {
      badSteps++;
      continue;
    }
    const p = { x: x * mmPerUnit, y: y * mmPerUnit };
    if (step.name === 'PolyStepCurve' && current) {
      const cx = numAttr(step, 'centerX');
      const cy = numAttr(step, 'centerY');
      if (cx === undefined || cy === undefined) badSteps++;
      else
        ring.push(
          ...arcTo(
            current,
            p,
            { x: cx * mmPerUnit, y: cy * mmPerUnit },
            boolAttr(step, 'clockwise') === true,
          ),
        );
    }
    ring.push(p);
    current = p;
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (
    ring.length > 1 &&
    first &&
    last &&
    Math.abs(first.x - last.x) < 1e-9 &&
    Math.abs(first.y - last.y) < 1e-9
  )
    ring.pop();
  return { ring, badSteps };
}

/** Intermediate points of the arc from `a` to `b` about `c` (both ends excluded). */
function arcTo(a: Point, b: Point, c: Point, clockwise: boolean): Point[] {
  const r = Math.hypot(a.x - c.x, a.y - c.y);
  if (!(r > 1e-9)) return [];
  const start = Math.atan2(a.y - c.y, a.x - c.x) / DEG;
  const end = Math.atan2(b.y - c.y, b.x - c.x) / DEG;
  let sweep = end - start;
  if (clockwise) {
    while (sweep >= 0) sweep -= 360;
  } else {
    while (sweep <= 0) sweep += 360;
  }
  const pts = arcPoints(c, r, start, sweep);
  return pts.slice(1, -1);
}
