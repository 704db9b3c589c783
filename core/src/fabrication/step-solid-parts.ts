import type { Point } from '../board/model';
import type { Plate } from '../fixture/design/model';
import { type FileFrame, toFrame } from './frame';

/** A drilled hole in the plate's drawing frame (mm). */
export interface FrameHole {
  x: number;
  y: number;
  r: number;
  ref: string;
}

/** What the STEP solid of a plate is made of, in the plate's drawing frame (mm). */
export interface StepSolidParts {
  /** Counter-clockwise (material on the left seen from +Z). */
  outline: Point[];
  /** Clockwise (material on the left seen from +Z). */
  cutouts: Point[][];
  holes: FrameHole[];
  /** What a valid solid cannot hold, said in the file's header ("hole P3 crosses hole P4"). */
  leftOut: string[];
}

const EPS = 1e-4;

/**
 * The loops of a plate's solid: the outline, every drilled hole and every through cut-out, mapped into
 * the plate's drawing frame. A loop that would touch another one (two overlapping holes, a cut-out
 * over a hole, two overlapping cut-outs, anything crossing the outline) cannot bound a valid face, so
 * it is left out of the solid and named: the drill file and the DXF still have it. Holes win over
 * cut-outs, earlier over later.
 */
export function stepSolidParts(plate: Plate, frame: FileFrame): StepSolidParts {
  const leftOut: string[] = [];
  const outline = oriented(clean(plate.outline.map((p) => toFrame(frame, p))), 1);

  const holes: FrameHole[] = [];
  const grid = new HoleGrid(Math.max(1, ...plate.holes.map((h) => h.diameterMm)));
  for (const h of plate.holes) {
    const c = toFrame(frame, h);
    const hole = { x: c.x, y: c.y, r: h.diameterMm / 2, ref: h.ref };
    const clash = grid.near(hole).find((o) => Math.hypot(o.x - hole.x, o.y - hole.y) < o.r + hole.r + EPS);
    if (clash) leftOut.push(`hole ${h.ref} (${h.diameterMm} mm) overlaps hole ${clash.ref}`);
    else if (!circleInside(hole, outline)) leftOut.push(`hole ${h.ref} is not inside the plate outline`);
    else {
      holes.push(hole);
      grid.add(hole);
    }
  }

  const cutouts: Point[][] = [];
  for (const pocket of plate.pockets.filter((p) => p.depthMm === null)) {
    const ring = oriented(clean(pocket.ring.map((p) => toFrame(frame, p))), -1);
    const what = `cut-out for ${pocket.ref}`;
    if (ring.length < 3) continue;
    if (!ring.every((p) => inside(p, outline)) || crosses(ring, outline))
      leftOut.push(`${what} is not inside the plate outline`);
    else if (holes.some((h) => inside(h, ring) || distanceToRing(h, ring) < h.r + EPS))
      leftOut.push(`${what} overlaps a drilled hole`);
    else if (cutouts.some((o) => crosses(ring, o) || inside(ring[0]!, o) || inside(o[0]!, ring)))
      leftOut.push(`${what} overlaps another cut-out`);
    else cutouts.push(ring);
  }
  return { outline, cutouts, holes, leftOut };
}

/** Drops repeated points (and a closing point equal to the first). */
function clean(ring: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) > EPS) out.push(p);
  }
  while (
    out.length > 1 &&
    Math.hypot(out[0]!.x - out[out.length - 1]!.x, out[0]!.y - out[out.length - 1]!.y) <= EPS
  )
    out.pop();
  return out;
}

const signedArea = (ring: Point[]): number => {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
};

/** The ring counter-clockwise (sign 1) or clockwise (sign -1) seen from +Z. */
const oriented = (ring: Point[], sign: 1 | -1): Point[] =>
  Math.sign(signedArea(ring)) === sign ? ring : [...ring].reverse();

function inside(p: Point, ring: Point[]): boolean {
  let inn = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inn = !inn;
  }
  return inn;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function distanceToRing(p: Point, ring: Point[]): number {
  let d = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ring.length; i++)
    d = Math.min(d, distanceToSegment(p, ring[i]!, ring[(i + 1) % ring.length]!));
  return d;
}

const circleInside = (h: FrameHole, ring: Point[]): boolean =>
  inside(h, ring) && distanceToRing(h, ring) > h.r + EPS;

const orient = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/** Whether any edge of one ring touches an edge of the other (the rings are small: cut-outs are boxes). */
function crosses(r: Point[], s: Point[]): boolean {
  for (let i = 0; i < r.length; i++) {
    const a = r[i]!;
    const b = r[(i + 1) % r.length]!;
    for (let j = 0; j < s.length; j++) {
      const c = s[j]!;
      const d = s[(j + 1) % s.length]!;
      const o1 = orient(a, b, c);
      const o2 = orient(a, b, d);
      const o3 = orient(c, d, a);
      const o4 = orient(c, d, b);
      if (o1 * o2 <= 0 && o3 * o4 <= 0) {
        // Collinear and apart along the line: no contact.
        if (o1 === 0 && o2 === 0 && o3 === 0 && o4 === 0) {
          const apart =
            Math.max(a.x, b.x) < Math.min(c.x, d.x) ||
            Math.max(c.x, d.x) < Math.min(a.x, b.x) ||
            Math.max(a.y, b.y) < Math.min(c.y, d.y) ||
            Math.max(c.y, d.y) < Math.min(a.y, b.y);
          if (apart) continue;
        }
        return true;
      }
    }
  }
  return false;
}

/** Holes by grid cell, to find overlapping holes among thousands without comparing every pair. */
class HoleGrid {
  private readonly cells = new Map<string, FrameHole[]>();
  constructor(private readonly size: number) {}
  private key(ix: number, iy: number) {
    return `${ix},${iy}`;
  }
  add(h: FrameHole) {
    const k = this.key(Math.floor(h.x / this.size), Math.floor(h.y / this.size));
    const list = this.cells.get(k);
    if (list) list.push(h);
    else this.cells.set(k, [h]);
  }
  near(h: FrameHole): FrameHole[] {
    const ix = Math.floor(h.x / this.size);
    const iy = Math.floor(h.y / this.size);
    const out: FrameHole[] = [];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) out.push(...(this.cells.get(this.key(ix + dx, iy + dy)) ?? []));
    return out;
  }
}
