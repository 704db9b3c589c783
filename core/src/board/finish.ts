import { ENGINE_VERSION } from '../version';
import { netId } from './ids';
import type { Board, BoardSource, Net, TestPoint } from './model';
import { deriveTestPoints } from './test-points';

/** An empty board for importers to fill, stamped with the engine version that reads it. */
export function emptyBoard(sources: BoardSource[]): Board {
  return {
    units: 'mm',
    frame: 'top-view-y-up',
    sources,
    outline: [],
    thicknessMm: null,
    copperLayerCount: null,
    auxOrigin: null,
    components: [],
    pads: [],
    vias: [],
    holes: [],
    nets: [],
    testPoints: [],
    readBy: ENGINE_VERSION,
  };
}

/**
 * The named nets used by pads and vias, sorted by name (the empty / unconnected net is not a net).
 * `itemNetsInExtra`: the caller knows every pad's and via's net is in `extra` (or null), so adding
 * them would change nothing — they are not looked at (a 1M-pad board's 1.3M lookups).
 */
export function collectNets(
  board: Pick<Board, 'pads' | 'vias'>,
  extra: Iterable<string> = [],
  itemNetsInExtra = false,
): Net[] {
  const names = new Set<string>(extra);
  if (!itemNetsInExtra) {
    for (const pad of board.pads) if (pad.net) names.add(pad.net);
    for (const via of board.vias) if (via.net) names.add(via.net);
  }
  names.delete('');
  return [...names].sort().map((name) => ({ id: netId(name), name }));
}

/** What an importer knows of its board when it finishes it. */
export interface FinishOptions {
  /** Every pad's and via's net is one of the declared nets (or null): see collectNets. */
  itemNetsDeclared?: boolean;
}

/** The candidate list finishBoard last gave each board: only those objects are ever reused. */
const derived = new WeakMap<Board, TestPoint[]>();

/**
 * Completes a board after an importer has filled outline, components, pads, vias and holes: derives
 * the net list (keeping nets the source declares even when nothing uses them) and the test-point
 * candidates.
 *
 * A board finished again (the package importer finishes the board its importer finished, after
 * merging) keeps the candidate objects that come out the same (`deriveTestPoints`' `reuse`), when
 * its candidate list is still the one finishBoard gave it.
 */
export function finishBoard(
  board: Board,
  declaredNets: Iterable<string> = [],
  options: FinishOptions = {},
): Board {
  board.nets = collectNets(board, declaredNets, options.itemNetsDeclared === true);
  const previous = derived.get(board);
  board.testPoints = deriveTestPoints(board, previous === board.testPoints ? previous : []);
  derived.set(board, board.testPoints);
  return board;
}
