import type { Board, Side } from '../board/model';
import { buildEdgeClearanceGrid, type EdgeClearanceGrid } from '../spatial/edge-clearance-grid';
import { buildSegmentIndex, type SegmentIndex } from '../spatial/segment-index';
import { collectComponentBodies, type SideBodies } from './component-bodies';

/** What an analysis derives from the board alone, whatever the configuration. */
export interface BoardDerived {
  /** Outline edges (outer rings and cut-outs); null when the board has no outline. */
  outline: SegmentIndex | null;
  /** Component bodies with model / default heights (no user overrides). */
  bodies: Record<Side, SideBodies>;
}

/** Everything cached per board; each part is built on first use. */
interface BoardCache {
  derived?: BoardDerived;
  /** Other per-board values by key (e.g. accessible nets per set of sides). */
  memo: Map<string, unknown>;
}

// Boards are immutable values once imported: the UI re-runs the analysis on every edit of the
// configuration, and the proposal and the analysis of one board share these. Keyed by identity, so a
// board that is dropped takes its indexes with it. Memoisation only: results never depend on it.
const cache = new WeakMap<Board, BoardCache>();

function cacheOf(board: Board): BoardCache {
  let entry = cache.get(board);
  if (!entry) {
    entry = { memo: new Map() };
    cache.set(board, entry);
  }
  return entry;
}

/** The board-derived indexes, built on first use per board object. Do not mutate a board after. */
export function deriveBoardIndexes(board: Board): BoardDerived {
  const entry = cacheOf(board);
  if (!entry.derived) {
    const rings = board.outline.flatMap((p) => [p.outer, ...p.holes]);
    entry.derived = {
      outline: rings.length > 0 ? buildSegmentIndex(rings) : null,
      bodies: collectComponentBodies(board, {}),
    };
  }
  return entry.derived;
}

/** Bodies for a configuration: the cached ones, or rebuilt when the user overrides heights. */
export function bodiesFor(board: Board, overrides: Record<string, number>): Record<Side, SideBodies> {
  return Object.keys(overrides).length === 0
    ? deriveBoardIndexes(board).bodies
    : collectComponentBodies(board, overrides);
}

/** The outline's clearance raster for a reach (mm); null when the board has no outline. */
export function edgeClearanceGrid(board: Board, reach: number): EdgeClearanceGrid | null {
  return boardMemo(board, `edge-clearance:${reach}`, () => {
    const rings = board.outline.flatMap((p) => [p.outer, ...p.holes]);
    return rings.length > 0 ? buildEdgeClearanceGrid(rings, reach) : null;
  });
}

/** A per-board value, made once per key. Keys must name everything the value depends on. */
export function boardMemo<T>(board: Board, key: string, make: () => T): T {
  const memo = cacheOf(board).memo;
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}
