import type { Board } from '@studio/core';
import type { BoardRect } from '../types';
import { featureCount } from './scene-types';
import type { Scene } from './scene-types';
import { buildOutlineFill, buildPadTriangles, buildSegments } from './scene-geometry';
import { buildInstances, buildMarkers, medianMarkerRadius } from './scene-instances';

/**
 * Extent of the drawing (board frame, mm): the outline, component bodies, and every pad, via and
 * hole grown by its largest half size (cheap, and a feature hanging over the edge stays in view).
 */
export function boardBounds(board: Board): BoardRect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const grow = (x: number, y: number, r: number) => {
    if (x - r < minX) minX = x - r;
    if (y - r < minY) minY = y - r;
    if (x + r > maxX) maxX = x + r;
    if (y + r > maxY) maxY = y + r;
  };
  for (const poly of board.outline) for (const p of poly.outer) grow(p.x, p.y, 0);
  for (const p of board.pads) grow(p.x, p.y, Math.max(p.widthMm, p.heightMm) / 2);
  for (const v of board.vias) grow(v.x, v.y, v.diameterMm / 2);
  for (const h of board.holes) grow(h.x, h.y, (h.diameterMm + (h.slotLengthMm ?? 0)) / 2);
  // Bodies too: a connector hanging over the board edge matters to a fixture.
  for (const c of board.components) for (const p of c.body ?? []) grow(p.x, p.y, 0);
  if (!(minX <= maxX)) return { minX: 0, minY: 0, maxX: 10, maxY: 10 };
  return { minX, minY, maxX, maxY };
}

/**
 * Net name → dense index, assigned on first sight (model nets first, then as pads and vias are
 * written), so each pad costs one map lookup.
 */
function netIndexer(board: Board) {
  const netIndex = new Map<string, number>();
  const nets: string[] = [];
  const netOf = (name: string | null): number => {
    if (name === null) return -1;
    let i = netIndex.get(name);
    if (i === undefined) {
      i = nets.length;
      netIndex.set(name, i);
      nets.push(name);
    }
    return i;
  };
  for (const n of board.nets) netOf(n.name);
  return { nets, netIndex, netOf };
}

/** Builds every drawable array of a board. Runs once per setBoard. */
export function buildScene(board: Board): Scene {
  const bounds = boardBounds(board);
  const origin = { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 };
  const { nets, netIndex, netOf } = netIndexer(board);
  const inst = buildInstances(board, origin, netOf, featureCount(board));
  const tris = buildPadTriangles(board, origin, netOf);
  const segs = buildSegments(board, origin);
  return {
    board,
    origin,
    bounds,
    nets,
    netIndex,
    inst: inst.inst,
    instCount: inst.count,
    instGroups: inst.groups,
    instanceOfFeature: inst.instanceOfFeature,
    markers: lazy(() => buildMarkers(board, origin, netOf)),
    markerRadiusMm: medianMarkerRadius(board),
    tris: tris.data,
    triGroups: tris.groups,
    trisOfFeature: tris.ofFeature,
    fill: buildOutlineFill(board.outline, origin),
    segs: segs.data,
    segGroups: segs.groups,
    testPointOfFeature: lazy(() => indexTestPoints(board)),
  };
}

/** Computes a value on first call only (keeps work off the first frame). */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/** Feature index (pad or via) → test point index. */
function indexTestPoints(board: Board): Map<number, number> {
  const map = new Map<number, number>();
  if (board.testPoints.length === 0) return map;
  const byId = new Map<string, number>();
  for (const [i, p] of board.pads.entries()) byId.set(p.id, i);
  for (const [i, v] of board.vias.entries()) byId.set(v.id, board.pads.length + i);
  board.testPoints.forEach((tp, t) => {
    const f = byId.get(tp.featureId);
    if (f !== undefined) map.set(f, t);
  });
  return map;
}
