import type { Point } from '../../board/model';
import { arcPoints, arcThroughPoints, circleRing } from '../../geometry/arc';
import type { SexprTree } from '../sexpr/index';
import { readXY, xyAt } from './context';
import type { FabPoints } from './fab-points';
import { type Placement, place, placedX, placedY } from './transform';

/** A drawn shape in the board frame: an open polyline (line, arc, curve) or a closed ring. */
export interface Shape {
  closed: boolean;
  points: Point[];
}

/** Bézier curves become this many segments (KiCad's own default is similar). */
const BEZIER_SEGMENTS = 32;

/**
 * Reads a graphic item (`gr_*`, `fp_*`, or a custom-pad primitive) into the board frame through
 * `p`. The kind is the head without its `gr_` / `fp_` prefix. Returns null for kinds that are not
 * geometry (text, dimensions) or when coordinates are missing or not finite.
 */
export function readShape(t: SexprTree, node: number, kind: string, p: Placement): Shape | null {
  const reader = READERS.get(kind);
  const shape = reader ? reader(t, node, p) : null;
  // coordinates near the float range can still overflow once placed: such a shape is unusable
  return shape?.points.every(isFinitePoint) ? shape : null;
}

const isFinitePoint = (q: Point) => Number.isFinite(q.x) && Number.isFinite(q.y);

// A Map, not an object: kinds come from the file, and `gr_constructor` must not find Object.prototype.
const READERS = new Map<string, (t: SexprTree, node: number, p: Placement) => Shape | null>([
  ['line', readLine],
  ['arc', readArc],
  ['circle', readCircle],
  ['rect', readRect],
  ['poly', readPoly],
  ['curve', readCurve],
]);

/** The kind of a graphic head: `gr_line` → `line`, `fp_arc` → `arc`; "" for anything else. */
export function shapeKind(head: string): string {
  return head.startsWith('gr_') || head.startsWith('fp_') ? head.slice(3) : '';
}

/**
 * A line's two points (`readShape` of kind 'line') straight into `fab`, in the same order, without a
 * shape or point objects; nothing when `readShape` would give null (a missing or non-finite end,
 * or a placed coordinate that overflowed).
 */
export function addLinePoints(t: SexprTree, node: number, p: Placement, fab: FabPoints): void {
  const a = t.child(node, 'start');
  const b = t.child(node, 'end');
  if (a < 0 || b < 0 || !hasXY(t, a) || !hasXY(t, b)) return;
  const ax = t.num(a + 2);
  const ay = t.num(a + 3);
  const bx = t.num(b + 2);
  const by = t.num(b + 3);
  if (!Number.isFinite(ax) || !Number.isFinite(ay) || !Number.isFinite(bx) || !Number.isFinite(by)) return;
  const x1 = placedX(p, ax, ay);
  const y1 = placedY(p, ax, ay);
  const x2 = placedX(p, bx, by);
  const y2 = placedY(p, bx, by);
  if (!Number.isFinite(x1) || !Number.isFinite(y1) || !Number.isFinite(x2) || !Number.isFinite(y2)) return;
  fab.add(x1, y1);
  fab.add(x2, y2);
}

/** True when list `c` has the two atoms `xyAt` reads (whether they are finite numbers is not checked). */
function hasXY(t: SexprTree, c: number): boolean {
  return c + 3 < t.end(c) && t.isAtom(c + 2) && t.isAtom(c + 3);
}

function readLine(t: SexprTree, node: number, p: Placement): Shape | null {
  const a = readXY(t, node, 'start');
  const b = readXY(t, node, 'end');
  if (!a || !b) return null;
  return { closed: false, points: [place(p, a.x, a.y), place(p, b.x, b.y)] };
}

/**
 * KiCad 6+ arcs are start / mid / end. KiCad 5 (and early 6 development files) wrote
 * `(start centre) (end arc-start) (angle sweep)`: the arc ends at arc-start rotated by −sweep with
 * KiCad's RotatePoint (EDA_SHAPE::SetArcAngleAndEnd), i.e. a positive sweep runs clockwise as seen
 * on screen, which is clockwise in the y-up frame too. Chosen by which fields exist, not by version.
 */
function readArc(t: SexprTree, node: number, p: Placement): Shape | null {
  const s = readXY(t, node, 'start');
  const e = readXY(t, node, 'end');
  if (!s || !e) return null;
  const m = readXY(t, node, 'mid');
  if (m) {
    return {
      closed: false,
      points: arcThroughPoints(place(p, s.x, s.y), place(p, m.x, m.y), place(p, e.x, e.y)),
    };
  }
  const angleNode = t.child(node, 'angle');
  const sweep = angleNode < 0 ? Number.NaN : t.numArg(angleNode, 0);
  if (!Number.isFinite(sweep)) return null;
  const c = place(p, s.x, s.y);
  const a = place(p, e.x, e.y);
  const r = Math.hypot(a.x - c.x, a.y - c.y);
  const startDeg = (Math.atan2(a.y - c.y, a.x - c.x) * 180) / Math.PI;
  const pts = arcPoints(c, r, startDeg, -Math.max(-360, Math.min(360, sweep)));
  if (pts.length > 0) pts[0] = a;
  return { closed: false, points: pts };
}

function readCircle(t: SexprTree, node: number, p: Placement): Shape | null {
  const c = readXY(t, node, 'center');
  const e = readXY(t, node, 'end');
  if (!c || !e) return null;
  const r = Math.hypot(e.x - c.x, e.y - c.y);
  if (!(r > 0) || !Number.isFinite(r)) return null;
  return { closed: true, points: circleRing(place(p, c.x, c.y), r) };
}

function readRect(t: SexprTree, node: number, p: Placement): Shape | null {
  const a = readXY(t, node, 'start');
  const b = readXY(t, node, 'end');
  if (!a || !b) return null;
  return {
    closed: true,
    points: [place(p, a.x, a.y), place(p, b.x, a.y), place(p, b.x, b.y), place(p, a.x, b.y)],
  };
}

/** `(pts (xy x y) ... (arc (start) (mid) (end)) ...)` as a polyline in the board frame. */
export function readPts(t: SexprTree, node: number, p: Placement): Point[] {
  const pts = t.child(node, 'pts');
  const out: Point[] = [];
  if (pts < 0) return out;
  for (let c = t.first(pts) + 1, e = t.end(pts); c < e; c = t.end(c)) {
    if (t.headIs(c, 'xy')) {
      const q = xyAt(t, c);
      if (q) pushDistinct(out, place(p, q.x, q.y));
    } else if (t.headIs(c, 'arc')) {
      const arc = readArc(t, c, p);
      if (arc) for (const q of arc.points) pushDistinct(out, q);
    }
  }
  return out;
}

/** Appends unless it repeats the previous point (an arc in `pts` starts where the last `xy` ended). */
function pushDistinct(out: Point[], q: Point): void {
  const last = out[out.length - 1];
  if (!last || Math.abs(last.x - q.x) > 1e-9 || Math.abs(last.y - q.y) > 1e-9) out.push(q);
}

function readPoly(t: SexprTree, node: number, p: Placement): Shape | null {
  const points = readPts(t, node, p);
  if (points.length < 2) return null;
  return { closed: points.length >= 3, points };
}

function readCurve(t: SexprTree, node: number, p: Placement): Shape | null {
  const c = readPts(t, node, p);
  if (c.length !== 4) return null;
  const [p0, p1, p2, p3] = c as [Point, Point, Point, Point];
  const points: Point[] = [];
  for (let i = 0; i <= BEZIER_SEGMENTS; i++) {
    const u = i / BEZIER_SEGMENTS;
    const v = 1 - u;
    const a = v * v * v;
    const b = 3 * v * v * u;
    const d = 3 * v * u * u;
    const f = u * u * u;
    points.push({
      x: a * p0.x + b * p1.x + d * p2.x + f * p3.x,
      y: a * p0.y + b * p1.y + d * p2.y + f * p3.y,
    });
  }
  return { closed: false, points };
}
