import type { Point } from '../../board/model';
import type { MacroShape } from './macro-primitives';
import { convexHull } from '../../geometry/hull';
import {
  circlePoints,
  isRectangle,
  near,
  nearPoint,
  outlineShape,
  rectangleOf,
  symmetricShape,
} from './shape-geometry';
import type { ApertureShape } from './types';

const ORIGIN: Point = { x: 0, y: 0 };

/** Scales a primitive from file units to mm. */
export function scaleShape(s: MacroShape, k: number): MacroShape {
  const p = (q: Point): Point => ({ x: q.x * k, y: q.y * k });
  switch (s.type) {
    case 'circle':
    case 'disc':
      return { ...s, c: p(s.c), d: s.d * k };
    case 'line':
      return { ...s, a: p(s.a), b: p(s.b), width: s.width * k };
    case 'poly':
      return { ...s, points: s.points.map(p) };
  }
}

/** The corners of a vector line (a rectangle with square ends, spec §4.5.1.3). */
function lineCorners(a: Point, b: Point, width: number): Point[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = len > 0 ? (-(b.y - a.y) / len) * (width / 2) : 0;
  const ny = len > 0 ? ((b.x - a.x) / len) * (width / 2) : width / 2;
  return [
    { x: a.x + nx, y: a.y + ny },
    { x: b.x + nx, y: b.y + ny },
    { x: b.x - nx, y: b.y - ny },
    { x: a.x - nx, y: a.y - ny },
  ];
}

function samplePoints(s: MacroShape): Point[] {
  switch (s.type) {
    case 'circle':
    case 'disc':
      return circlePoints(s.c, s.d);
    case 'line':
      return lineCorners(s.a, s.b, s.width);
    case 'poly':
      return s.points;
  }
}

type Recogniser = (on: MacroShape[]) => ApertureShape | null;

const asCircle: Recogniser = (on) => {
  const [s] = on;
  return on.length === 1 && s?.type === 'circle' && nearPoint(s.c, ORIGIN)
    ? symmetricShape('circle', s.d, s.d, 0)
    : null;
};

const asRect: Recogniser = (on) => {
  const [s] = on;
  if (on.length !== 1 || s?.type !== 'poly' || !isRectangle(s.points)) return null;
  const r = rectangleOf(s.points);
  return nearPoint(r.center, ORIGIN) ? symmetricShape('rect', r.w, r.h, r.deg) : null;
};

/** A vector line with a circle of the same diameter on each end: KiCad's oval pads at any angle. */
const asOval: Recogniser = (on) => {
  const line = on.find((s) => s.type === 'line');
  const circles = on.filter((s) => s.type === 'circle');
  if (on.length !== 3 || line?.type !== 'line' || circles.length !== 2) return null;
  const ends = circles.every(
    (c) => near(c.d, line.width) && (nearPoint(c.c, line.a) || nearPoint(c.c, line.b)),
  );
  const mid = { x: (line.a.x + line.b.x) / 2, y: (line.a.y + line.b.y) / 2 };
  if (!ends || !nearPoint(mid, ORIGIN)) return null;
  const len = Math.hypot(line.b.x - line.a.x, line.b.y - line.a.y);
  const deg = (Math.atan2(line.b.y - line.a.y, line.b.x - line.a.x) * 180) / Math.PI;
  return symmetricShape('oval', len + line.width, line.width, deg);
};

/**
 * A rectangle body, a circle of one diameter on each corner and optional edge strokes of that
 * width: KiCad's `RoundRect` macro (and any other writer's equivalent), at any rotation.
 */
const asRoundRect: Recogniser = (on) => {
  const bodies = on.filter((s) => s.type === 'poly');
  const body = bodies[0];
  if (bodies.length !== 1 || body?.type !== 'poly' || !isRectangle(body.points)) return null;
  const circles = on.filter((s) => s.type === 'circle');
  const lines = on.filter((s) => s.type === 'line');
  if (circles.length !== 4 || circles.length + lines.length + 1 !== on.length) return null;
  const d = circles[0]!.type === 'circle' ? circles[0]!.d : 0;
  const corner = (p: Point) => body.points.some((q) => nearPoint(p, q));
  const ok =
    circles.every((c) => c.type === 'circle' && near(c.d, d) && corner(c.c)) &&
    lines.every((l) => l.type === 'line' && near(l.width, d) && corner(l.a) && corner(l.b));
  const r = rectangleOf(body.points);
  if (!ok || !nearPoint(r.center, ORIGIN)) return null;
  return symmetricShape('roundrect', r.w + d, r.h + d, r.deg);
};

const asTrapezoid: Recogniser = (on) => {
  const [s] = on;
  const four = on.length === 1 && s?.type === 'poly' && s.points.length === 4 && !isRectangle(s.points);
  return four ? outlineShape('trapezoid', s.points) : null;
};

const RECOGNISERS: Recogniser[] = [asCircle, asRect, asOval, asRoundRect, asTrapezoid];

/**
 * Classifies an evaluated macro (mm) into a pad shape. Shapes that are none of the simple kinds
 * are 'custom': their outline is the single outline primitive when there is exactly one dark
 * primitive, else the convex hull of all dark primitives (an approximation, stated in decision 0003);
 * their extents always cover every dark primitive. Clear (exposure off) primitives are ignored.
 */
export function classifyMacro(shapes: MacroShape[]): ApertureShape {
  const on = shapes.filter((s) => s.on);
  for (const recognise of RECOGNISERS) {
    const shape = recognise(on);
    if (shape) return shape;
  }
  const points: Point[] = [];
  for (const s of on) for (const p of samplePoints(s)) points.push(p);
  const single = on.length === 1 && on[0]?.type === 'poly' ? on[0].points : null;
  return outlineShape('custom', single ?? convexHull(points), points);
}
