import type { Board, CopperSides, Polygon, Ring } from '@studio/core';
import earcut from 'earcut';
import type { BoardPoint } from '../types';
import { repeatRecords } from './quad-records';
import { isPolygonPad, layoutRanges } from './scene-instances';
import { type Range, SEG_STRIDE, STYLE, type SideGroups, TRI_STRIDE } from './scene-types';

/** Triangulates one polygon with holes into (x, y) pairs relative to `origin`. */
export function triangulate(rings: Ring[], origin: BoardPoint): number[] {
  const coords: number[] = [];
  const holes: number[] = [];
  rings.forEach((ring, k) => {
    if (k > 0) holes.push(coords.length / 2);
    for (const p of ring) coords.push(p.x - origin.x, p.y - origin.y);
  });
  const indices = earcut(coords, holes.length > 0 ? holes : null, 2);
  const out: number[] = new Array(indices.length * 2);
  for (let i = 0; i < indices.length; i++) {
    const v = indices[i]!;
    out[2 * i] = coords[2 * v]!;
    out[2 * i + 1] = coords[2 * v + 1]!;
  }
  return out;
}

/** The board outline fill (substrate) as a flat triangle list of (x, y) pairs. */
export function buildOutlineFill(outline: Polygon[], origin: BoardPoint): Float32Array {
  const parts = outline
    .filter((p) => p.outer.length >= 3)
    .map((p) => triangulate([p.outer, ...p.holes], origin));
  return Float32Array.from(parts.flat());
}

export interface TriangleBuild {
  data: Float32Array;
  groups: SideGroups;
  ofFeature: Map<number, Range>;
}

/** Polygon pads as triangles (x, y, net, style per vertex), grouped by copper side. */
export function buildPadTriangles(
  board: Board,
  origin: BoardPoint,
  netOf: (n: string | null) => number,
): TriangleBuild {
  const bySide: Record<CopperSides, { f: number; xy: number[] }[]> = { top: [], bottom: [], both: [] };
  board.pads.forEach((pad, f) => {
    if (isPolygonPad(pad)) bySide[pad.side].push({ f, xy: triangulate([pad.polygon!], origin) });
  });
  const vertexCount = (side: CopperSides) => bySide[side].reduce((n, t) => n + t.xy.length / 2, 0);
  const groups = layoutRanges(
    { top: vertexCount('top'), bottom: vertexCount('bottom'), both: vertexCount('both') },
    ['top', 'bottom', 'both'],
  );
  const total = groups.top.count + groups.bottom.count + groups.both.count;
  const data = new Float32Array(total * TRI_STRIDE);
  const ofFeature = new Map<number, Range>();
  for (const side of ['top', 'bottom', 'both'] as const) {
    let v = groups[side].start;
    for (const { f, xy } of bySide[side]) {
      const pad = board.pads[f]!;
      const net = netOf(pad.net);
      const style = pad.type === 'th' ? STYLE.padTh : STYLE.pad;
      ofFeature.set(f, { start: v, count: xy.length / 2 });
      for (let k = 0; k < xy.length; k += 2, v++) {
        data.set([xy[k]!, xy[k + 1]!, net, style], v * TRI_STRIDE);
      }
    }
  }
  return { data, groups, ofFeature };
}

/** Appends the closed ring's edges as segments (relative to `origin`). */
export function pushRingSegments(out: number[], ring: Ring, origin: BoardPoint, style: number): void {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    out.push(a.x - origin.x, a.y - origin.y, b.x - origin.x, b.y - origin.y, style);
  }
}

export interface SegmentBuild {
  data: Float32Array;
  groups: { outline: Range; bodiesTop: Range; bodiesBottom: Range };
}

/** Outline edges, then top and bottom component body outlines, as segments. */
export function buildSegments(board: Board, origin: BoardPoint): SegmentBuild {
  const out: number[] = [];
  const count = () => out.length / SEG_STRIDE;
  for (const poly of board.outline) {
    for (const ring of [poly.outer, ...poly.holes]) pushRingSegments(out, ring, origin, STYLE.outline);
  }
  const outline = { start: 0, count: count() };
  for (const c of board.components)
    if (c.side === 'top' && c.body) pushRingSegments(out, c.body, origin, STYLE.body);
  const bodiesTop = { start: outline.count, count: count() - outline.count };
  for (const c of board.components)
    if (c.side === 'bottom' && c.body) pushRingSegments(out, c.body, origin, STYLE.body);
  const bodiesBottom = {
    start: bodiesTop.start + bodiesTop.count,
    count: count() - bodiesTop.start - bodiesTop.count,
  };
  return { data: repeatRecords(out, SEG_STRIDE), groups: { outline, bodiesTop, bodiesBottom } };
}
