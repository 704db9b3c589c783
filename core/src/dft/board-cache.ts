import type { Board, Side } from '../board/model';
import { buildSegmentIndex, type SegmentIndex } from '../spatial/segment-index';
import { collectComponentBodies, type SideBodies } from './component-bodies';

/** What an analysis derives from the board alone, whatever the configuration. */
export interface BoardDerived {
  /** Outline edges (outer rings and cut-outs); null when the board has no outline. */
  outline: SegmentIndex | null;
  /** Component bodies with model / default heights (no user overrides). */
  bodies: Record<Side, SideBodies>;
}

// Boards are immutable values once imported: the UI re-runs the analysis on every edit of the
// configuration, and the proposal and the analysis of one board share these. Keyed by identity, so a
// board that is dropped takes its indexes with it. Memoisation only: results never depend on it.
const cache = new WeakMap<Board, BoardDerived>();

/** The board-derived indexes, built on first use per board object. Do not mutate a board after. */
export function deriveBoardIndexes(board: Board): BoardDerived {
  let derived = cache.get(board);
  if (!derived) {
    const rings = board.outline.flatMap((p) => [p.outer, ...p.holes]);
    derived = {
      outline: rings.length > 0 ? buildSegmentIndex(rings) : null,
      bodies: collectComponentBodies(board, {}),
    };
    cache.set(board, derived);
  }
  return derived;
}

/** Bodies for a configuration: the cached ones, or rebuilt when the user overrides heights. */
export function bodiesFor(board: Board, overrides: Record<string, number>): Record<Side, SideBodies> {
  return Object.keys(overrides).length === 0
    ? deriveBoardIndexes(board).bodies
    : collectComponentBodies(board, overrides);
}
