import type { Point, Ring } from '../../board/model';
import { circleRing } from '../../geometry/arc';
import { toCCW } from '../../geometry/rings';
import type { SexprTree } from '../sexpr/index';
import { readShape, shapeKind } from './graphics';
import { convexHull } from './hull';
import { type Placement, place } from './transform';

/** Segments per rounded corner of a chamfered pad's polygon. */
const CORNER_SEGMENTS = 6;

/** Corner order around a pad in its local KiCad frame (+Y down): top-left, top-right, bottom-right, bottom-left. */
const CORNERS = ['top_left', 'top_right', 'bottom_right', 'bottom_left'] as const;

/**
 * A chamfered rectangle (KiCad `roundrect` with `(chamfer_ratio r) (chamfer top_left ...)`): the
 * chamfer is `r × min(w, h)`; corners not chamfered keep the roundrect radius `rratio × min(w, h)`.
 * "top" is −Y in KiCad's local frame.
 */
export function chamferedRectRing(
  p: Placement,
  w: number,
  h: number,
  chamferRatio: number,
  chamfered: ReadonlySet<string>,
  roundRatio: number,
): Ring {
  const m = Math.min(w, h);
  const c = Math.min(0.5, Math.max(0, chamferRatio)) * m;
  const r = Math.min(0.5, Math.max(0, roundRatio)) * m;
  const corners: Point[] = [
    { x: -w / 2, y: -h / 2 },
    { x: w / 2, y: -h / 2 },
    { x: w / 2, y: h / 2 },
    { x: -w / 2, y: h / 2 },
  ];
  const local: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const k = corners[i]!;
    const prev = corners[(i + 3) % 4]!;
    const next = corners[(i + 1) % 4]!;
    const dPrev = unit(k, prev);
    const dNext = unit(k, next);
    if (chamfered.has(CORNERS[i]!) && c > 0) {
      local.push(
        { x: k.x + c * dPrev.x, y: k.y + c * dPrev.y },
        { x: k.x + c * dNext.x, y: k.y + c * dNext.y },
      );
    } else if (r > 0) {
      const cx = k.x + r * (dPrev.x + dNext.x);
      const cy = k.y + r * (dPrev.y + dNext.y);
      for (let s = 0; s <= CORNER_SEGMENTS; s++) {
        const a = ((Math.PI / 2) * s) / CORNER_SEGMENTS;
        const u = -r * Math.cos(a);
        const v = -r * Math.sin(a);
        local.push({ x: cx + u * dNext.x + v * dPrev.x, y: cy + u * dNext.y + v * dPrev.y });
      }
    } else local.push(k);
  }
  return toCCW(local.map((q) => place(p, q.x, q.y)));
}

function unit(from: Point, to: Point): Point {
  const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: (to.x - from.x) / d, y: (to.y - from.y) / d };
}

/**
 * A trapezoid pad: size (w, h) with `(rect_delta dx dy)`. Corner formula of KiCad's PAD
 * (pad.cpp, TRAPEZOID), local frame +Y down: dx widens the +Y side and narrows the −Y side along Y…
 * see the corners below; dy does the same along X.
 */
export function trapezoidRing(p: Placement, w: number, h: number, dx: number, dy: number): Ring {
  const hx = w / 2;
  const hy = h / 2;
  const ddx = dx / 2;
  const ddy = dy / 2;
  const local: Point[] = [
    { x: -hx - ddy, y: hy + ddx },
    { x: hx + ddy, y: hy - ddx },
    { x: hx - ddy, y: -hy + ddx },
    { x: -hx + ddy, y: -hy - ddx },
  ];
  return toCCW(local.map((q) => place(p, q.x, q.y)));
}

/**
 * The copper of a custom pad: its primitives (in the pad's local frame) placed with the pad. A
 * single polygon primitive is kept as drawn (it may be concave); several primitives, or lines,
 * circles and arcs, become the convex hull of all of them plus the anchor pad. Stroke widths of
 * primitives are ignored.
 */
export function customPadRing(
  t: SexprTree,
  primitives: number,
  p: Placement,
  anchor: 'rect' | 'circle',
  w: number,
  h: number,
): Ring | null {
  const shapes: Point[][] = [];
  let polys = 0;
  if (primitives >= 0) {
    for (let c = t.first(primitives) + 1, e = t.end(primitives); c < e; c = t.end(c)) {
      if (!t.isList(c)) continue;
      const kind = shapeKind(t.head(c));
      const s = readShape(t, c, kind, p);
      if (!s || s.points.length === 0) continue;
      if (kind === 'poly') polys++;
      shapes.push(s.points);
    }
  }
  if (shapes.length === 1 && polys === 1 && shapes[0]!.length >= 3) return toCCW(shapes[0]!);
  const all: Point[] = anchorPoints(p, anchor, w, h);
  for (const s of shapes) for (const q of s) all.push(q);
  return convexHull(all);
}

function anchorPoints(p: Placement, anchor: 'rect' | 'circle', w: number, h: number): Point[] {
  if (anchor === 'circle') return w > 0 ? circleRing({ x: p.x, y: p.y }, w / 2) : [];
  return [place(p, -w / 2, -h / 2), place(p, w / 2, -h / 2), place(p, w / 2, h / 2), place(p, -w / 2, h / 2)];
}
