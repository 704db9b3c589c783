import type { Board, Component, Hole, Pad, Via } from '@studio/core';
import type { FeatureKind } from '../types';

/**
 * Features are numbered pads first, then vias, holes and components, each in board order, so a
 * feature index maps to its model record with two subtractions and no lookup table.
 */
export type FeatureRecord =
  | { kind: 'pad'; index: number; item: Pad }
  | { kind: 'via'; index: number; item: Via }
  | { kind: 'hole'; index: number; item: Hole }
  | { kind: 'component'; index: number; item: Component };

export function featureRecord(board: Board, f: number): FeatureRecord | null {
  let i = f;
  if (i < 0) return null;
  if (i < board.pads.length) return { kind: 'pad', index: i, item: board.pads[i]! };
  i -= board.pads.length;
  if (i < board.vias.length) return { kind: 'via', index: i, item: board.vias[i]! };
  i -= board.vias.length;
  if (i < board.holes.length) return { kind: 'hole', index: i, item: board.holes[i]! };
  i -= board.holes.length;
  if (i < board.components.length) return { kind: 'component', index: i, item: board.components[i]! };
  return null;
}

const OFFSET: Record<FeatureKind, (b: Board) => number> = {
  pad: () => 0,
  via: (b) => b.pads.length,
  hole: (b) => b.pads.length + b.vias.length,
  component: (b) => b.pads.length + b.vias.length + b.holes.length,
};

export const featureIndex = (board: Board, kind: FeatureKind, index: number): number =>
  OFFSET[kind](board) + index;

/** Model id → feature index, built on first use (a 100k-entry map is not worth building up front). */
export function buildIdIndex(board: Board): Map<string, number> {
  const map = new Map<string, number>();
  let f = 0;
  for (const p of board.pads) map.set(p.id, f++);
  for (const v of board.vias) map.set(v.id, f++);
  for (const h of board.holes) map.set(h.id, f++);
  for (const c of board.components) map.set(c.id, f++);
  return map;
}
