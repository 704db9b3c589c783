import type { PadShape, Point, Ring } from '../../board/model';
import { bboxOfPoints, isEmptyBBox } from '../../geometry/bbox';
import { circleRing } from '../../geometry/arc';
import { convexHull } from '../../geometry/hull';
import { readRing } from './poly';
import { child, enumAttr, numAttr } from './tree';
import { IDENTITY, readXform, type Xform } from './xform';
import type { XmlNode } from './xml-tree';

/**
 * A pad shape from a dictionary entry or an inline primitive, in mm, in its own frame: `widthMm` along
 * its X axis, centred on `center`, then turned by its own `xform`. `polygon` (own frame, before the
 * Xform) is set for shapes the model keeps as outlines (custom, chamfered).
 */
export interface Primitive {
  shape: PadShape;
  widthMm: number;
  heightMm: number;
  center: Point;
  polygon: Ring | null;
  xform: Xform;
  /** Approximated (thermal, moiré, butterfly, user-drawn): the caller reports it once. */
  approximate: boolean;
}

type Reader = (n: XmlNode, k: number) => Omit<Primitive, 'xform'> | null;

const size = (n: XmlNode, k: number, a = 'width', b = 'height') => {
  const w = numAttr(n, a);
  const h = numAttr(n, b);
  return w !== undefined && h !== undefined && w > 0 && h > 0 ? { w: w * k, h: h * k } : null;
};
const simple = (shape: PadShape, w: number, h: number, approximate = false): Omit<Primitive, 'xform'> => ({
  shape,
  widthMm: w,
  heightMm: h,
  center: { x: 0, y: 0 },
  polygon: null,
  approximate,
});
const outline = (ring: Ring, approximate = false): Omit<Primitive, 'xform'> | null => {
  const box = bboxOfPoints(ring);
  if (ring.length < 3 || isEmptyBBox(box)) return null;
  return {
    shape: 'custom',
    widthMm: box.maxX - box.minX,
    heightMm: box.maxY - box.minY,
    center: { x: 0, y: 0 },
    polygon: ring,
    approximate,
  };
};
/** A rectangle with the corners cut by `c` (RectCham, Octagon). */
const chamfered = (w: number, h: number, c: number): Ring => {
  const x = w / 2;
  const y = h / 2;
  const d = Math.max(0, Math.min(c, x, y));
  return [
    { x: -x + d, y: -y },
    { x: x - d, y: -y },
    { x, y: -y + d },
    { x, y: y - d },
    { x: x - d, y },
    { x: -x + d, y },
    { x: -x, y: y - d },
    { x: -x, y: -y + d },
  ];
};
const round = (d: number | undefined, k: number, approximate = false) =>
  d !== undefined && d > 0 ? simple('circle', d * k, d * k, approximate) : null;

const READERS: Record<string, Reader> = {
  Circle: (n, k) => round(numAttr(n, 'diameter'), k),
  RectCenter: (n, k) => {
    const s = size(n, k);
    return s && simple('rect', s.w, s.h);
  },
  RectRound: (n, k) => {
    const s = size(n, k);
    return s && simple('roundrect', s.w, s.h);
  },
  RectCham: (n, k) => {
    const s = size(n, k);
    return (
      s && {
        ...simple('chamfered-rect', s.w, s.h),
        polygon: chamfered(s.w, s.h, (numAttr(n, 'chamfer') ?? 0) * k),
      }
    );
  },
  RectCorner: (n, k) => {
    const [x0, y0, x1, y1] = ['lowerLeftX', 'lowerLeftY', 'upperRightX', 'upperRightY'].map((a) =>
      numAttr(n, a),
    );
    if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined || x1 <= x0 || y1 <= y0)
      return null;
    return {
      ...simple('rect', (x1 - x0) * k, (y1 - y0) * k),
      center: { x: ((x0 + x1) / 2) * k, y: ((y0 + y1) / 2) * k },
    };
  },
  Oval: (n, k) => {
    const s = size(n, k);
    return s && simple('oval', s.w, s.h);
  },
  Ellipse: (n, k) => {
    const s = size(n, k);
    return s && simple('oval', s.w, s.h, true);
  },
  Diamond: (n, k) => {
    const s = size(n, k);
    return (
      s &&
      outline([
        { x: s.w / 2, y: 0 },
        { x: 0, y: s.h / 2 },
        { x: -s.w / 2, y: 0 },
        { x: 0, y: -s.h / 2 },
      ])
    );
  },
  Octagon: (n, k) => {
    const s = size(n, k);
    // without a chamfer: the regular octagon, corners cut by (1 − 1/(1+√2))/2 of the size
    const c = numAttr(n, 'chamfer');
    return s && outline(chamfered(s.w, s.h, c !== undefined ? c * k : Math.min(s.w, s.h) * 0.2929));
  },
  Hexagon: (n, k) => {
    const s = size(n, k);
    if (!s) return null;
    const p = Math.min((numAttr(n, 'point') ?? s.h / 2 / k) * k, s.w / 2);
    const [x, y] = [s.w / 2, s.h / 2];
    return outline([
      { x: -x, y: 0 },
      { x: -x + p, y: -y },
      { x: x - p, y: -y },
      { x, y: 0 },
      { x: x - p, y },
      { x: -x + p, y },
    ]);
  },
  Triangle: (n, k) => {
    const s = size(n, k, 'base', 'height');
    return (
      s &&
      outline([
        { x: -s.w / 2, y: -s.h / 2 },
        { x: s.w / 2, y: -s.h / 2 },
        { x: 0, y: s.h / 2 },
      ])
    );
  },
  Donut: (n, k) => {
    const d = numAttr(n, 'outerDiameter');
    if (d === undefined || !(d > 0)) return null;
    return enumAttr(n, 'shape') === 'SQUARE' ? simple('rect', d * k, d * k) : simple('circle', d * k, d * k);
  },
  Thermal: (n, k) => round(numAttr(n, 'outerDiameter'), k, true),
  Moire: (n, k) => round(numAttr(n, 'diameter'), k, true),
  Butterfly: (n, k) => {
    const d = numAttr(n, 'diameter') ?? numAttr(n, 'side');
    return enumAttr(n, 'shape') === 'SQUARE' && d !== undefined && d > 0
      ? simple('rect', d * k, d * k, true)
      : round(d, k, true);
  },
  Contour: (n, k) => {
    const poly = child(n, 'Polygon');
    return poly ? outline(readRing(poly, k).ring) : null;
  },
};

/** Element names that are pad primitives (inline in a Pad, Pin, PhyNetPoint or a dictionary entry). */
export const PRIMITIVE_NAMES = new Set(Object.keys(READERS));

/**
 * Reads primitive element `n` in units of `k` mm. Returns null when the element is not a primitive
 * or its sizes are missing or not positive.
 */
export function readPrimitive(n: XmlNode, k: number): Primitive | null {
  const reader = READERS[n.name];
  const p = reader?.(n, k) ?? null;
  return p && { ...p, xform: readXform(n, k) };
}

/**
 * A user primitive (`<EntryUser>` → `<UserSpecial>` / `<UserPrimitive>`): the convex hull of every
 * point it draws, as a custom outline (approximate: line widths and fills are not modelled).
 */
export function readUserPrimitive(entry: XmlNode, k: number): Primitive | null {
  const points: Point[] = [];
  // user shapes are shallow; the depth cap keeps hostile nesting from exhausting the stack
  const visit = (n: XmlNode, depth = 0) => {
    if (depth > 32) return;
    if (n.name === 'Polygon' || n.name === 'Polyline' || n.name === 'Cutout')
      points.push(...readRing(n, k).ring);
    else if (PRIMITIVE_NAMES.has(n.name)) {
      const p = readPrimitive(n, k);
      const at = child(n, 'Location');
      const ox = (numAttr(at, 'x') ?? 0) * k;
      const oy = (numAttr(at, 'y') ?? 0) * k;
      if (p) {
        const ring = p.polygon ?? (p.shape === 'circle' ? circleRing(p.center, p.widthMm / 2) : rectRing(p));
        for (const q of ring) points.push({ x: q.x + ox, y: q.y + oy });
      }
    } else for (const c of n.children) visit(c, depth + 1);
  };
  for (const c of entry.children) visit(c);
  const hull = convexHull(points);
  const p = outline(hull, true);
  return p && { ...p, xform: IDENTITY };
}

const rectRing = (p: Omit<Primitive, 'xform'>): Ring => {
  const { x, y } = p.center;
  const w = p.widthMm / 2;
  const h = p.heightMm / 2;
  return [
    { x: x - w, y: y - h },
    { x: x + w, y: y - h },
    { x: x + w, y: y + h },
    { x: x - w, y: y + h },
  ];
};

/** Every child of a standard / user dictionary: id → primitive, in mm (each dictionary has its own units). */
export function readDictionary(
  dict: XmlNode,
  mmPerUnit: number,
  into: Map<string, Primitive>,
  onUnknown: (name: string, line: number) => void,
): void {
  for (const entry of dict.children) {
    const id = entry.attr('id');
    if (id === undefined) continue;
    if (entry.name === 'EntryUser') {
      const p = readUserPrimitive(entry, mmPerUnit);
      if (p) into.set(id, p);
      continue;
    }
    const shape = entry.children.find((c) => PRIMITIVE_NAMES.has(c.name));
    const p = shape ? readPrimitive(shape, mmPerUnit) : null;
    if (p) into.set(id, p);
    else onUnknown(entry.children[0]?.name ?? entry.name, entry.line);
  }
}
