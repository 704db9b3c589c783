import type { Point } from '../../board/model';
import { normalizeDeg } from '../../geometry/vec';
import type { ApertureKind, ApertureShape } from './types';

/** Geometric tolerance for recognising shapes written with 6 decimals (mm). */
export const SHAPE_EPS_MM = 1e-5;

export const near = (a: number, b: number, eps = SHAPE_EPS_MM): boolean => Math.abs(a - b) <= eps;
export const nearPoint = (p: Point, q: Point, eps = SHAPE_EPS_MM): boolean =>
  near(p.x, q.x, eps) && near(p.y, q.y, eps);

/**
 * A rectangle-like shape (rect, oval, roundrect), symmetric under a half turn: the rotation is
 * normalised into [0°, 90°) by swapping width and height, so that `R 1.6×2.4` and a `1.6×2.4` pad
 * turned 180° come out identical.
 */
export function symmetricShape(kind: ApertureKind, w: number, h: number, rotationDeg: number): ApertureShape {
  let rot = normalizeDeg(rotationDeg) % 180;
  let width = w;
  let height = h;
  if (rot >= 90 - 1e-7) {
    rot -= 90;
    [width, height] = [h, w];
  }
  if (Math.abs(rot) < 1e-7) rot = 0;
  const rad = (rot * Math.PI) / 180;
  const c = Math.abs(Math.cos(rad));
  const s = Math.abs(Math.sin(rad));
  const hx = (width * c + height * s) / 2;
  const hy = (width * s + height * c) / 2;
  return {
    kind,
    widthMm: width,
    heightMm: height,
    rotationDeg: rot,
    outline: null,
    minX: -hx,
    minY: -hy,
    maxX: hx,
    maxY: hy,
  };
}

/** A shape described by an outline (already rotated): extents from the points, rotation 0. */
export function outlineShape(
  kind: ApertureKind,
  outline: Point[],
  extents: Point[] = outline,
): ApertureShape {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of extents) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  if (!(minX <= maxX)) {
    minX = minY = maxX = maxY = 0;
  }
  return {
    kind,
    widthMm: maxX - minX,
    heightMm: maxY - minY,
    rotationDeg: 0,
    outline,
    minX,
    minY,
    maxX,
    maxY,
  };
}

/** True when four points (in order) form a rectangle. */
export function isRectangle(p: Point[]): boolean {
  if (p.length !== 4) return false;
  const [a, b, c, d] = p as [Point, Point, Point, Point];
  const parallelogram = nearPoint({ x: a.x + c.x, y: a.y + c.y }, { x: b.x + d.x, y: b.y + d.y });
  const dot = (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y);
  const scale = Math.hypot(b.x - a.x, b.y - a.y) * Math.hypot(c.x - b.x, c.y - b.y);
  return parallelogram && Math.abs(dot) <= 1e-6 * Math.max(scale, 1e-12) && scale > 0;
}

/** Centre, side lengths and direction of the first side of a rectangle given by its corners. */
export function rectangleOf(p: Point[]): { center: Point; w: number; h: number; deg: number } {
  const [a, b, c] = p as [Point, Point, Point];
  return {
    center: { x: (a.x + c.x) / 2, y: (a.y + c.y) / 2 },
    w: Math.hypot(b.x - a.x, b.y - a.y),
    h: Math.hypot(c.x - b.x, c.y - b.y),
    deg: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
  };
}

/** Points on a circle (for extents and hulls of custom shapes). */
export function circlePoints(c: Point, d: number, n = 16): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    pts.push({ x: c.x + (d / 2) * Math.cos(a), y: c.y + (d / 2) * Math.sin(a) });
  }
  return pts;
}

/**
 * An outline of any aperture shape relative to its flash point: the shape's own outline when it
 * has one; circles and ovals as polygons; rectangles (and round rectangles, conservatively, by
 * their bounding rectangle) by their corners.
 */
export function outlineOf(shape: ApertureShape): Point[] {
  if (shape.outline) return shape.outline;
  const { widthMm: w, heightMm: h, rotationDeg: deg } = shape;
  const turn = (p: Point): Point => {
    const r = (deg * Math.PI) / 180;
    return { x: p.x * Math.cos(r) - p.y * Math.sin(r), y: p.x * Math.sin(r) + p.y * Math.cos(r) };
  };
  if (shape.kind === 'circle') return circlePoints({ x: 0, y: 0 }, w, 32);
  if (shape.kind === 'oval') {
    const long = Math.max(w, h);
    const d = Math.min(w, h);
    const half = (long - d) / 2;
    const pts: Point[] = [];
    for (let i = 0; i <= 8; i++) {
      const a = -Math.PI / 2 + (Math.PI * i) / 8;
      pts.push({ x: half + (d / 2) * Math.cos(a), y: (d / 2) * Math.sin(a) });
    }
    for (let i = 0; i <= 8; i++) {
      const a = Math.PI / 2 + (Math.PI * i) / 8;
      pts.push({ x: -half + (d / 2) * Math.cos(a), y: (d / 2) * Math.sin(a) });
    }
    return (w >= h ? pts : pts.map((p) => ({ x: -p.y, y: p.x }))).map(turn);
  }
  return [
    { x: -w / 2, y: -h / 2 },
    { x: w / 2, y: -h / 2 },
    { x: w / 2, y: h / 2 },
    { x: -w / 2, y: h / 2 },
  ].map(turn);
}
