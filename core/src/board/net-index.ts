import { type Column, intColumn } from '../memory/heap-columns';
import type { Board } from './model';

interface Entry {
  nets: Board['nets'];
  testPoints: Board['testPoints'];
  index: Column;
}

// Keyed by board identity, and valid only for the nets and candidate lists it was made from: a
// board whose lists are replaced gets a new index.
const known = new WeakMap<Board, Entry>();

/**
 * The net of every test-point candidate as an index into `board.nets` (-1: no net, or a name the
 * net list lacks; the first of duplicated names wins). The board decoder records it as it builds
 * the board, from the string table it already has (no map of names); for other boards it is made
 * here once, from a map of the net names (about 1 s at a million nets).
 */
export function testPointNetIndex(board: Board): Column {
  const entry = known.get(board);
  if (entry && entry.nets === board.nets && entry.testPoints === board.testPoints) return entry.index;
  const byName = new Map<string, number>();
  for (let i = board.nets.length - 1; i >= 0; i--) byName.set(board.nets[i]!.name, i);
  const index = intColumn(board.testPoints.length);
  for (let i = 0; i < index.length; i++) {
    const net = board.testPoints[i]!.net;
    index[i] = net === null ? -1 : (byName.get(net) ?? -1);
  }
  recordTestPointNetIndex(board, index);
  return index;
}

/** Records a board's candidate → net index made by whoever built the board (see above). */
export function recordTestPointNetIndex(board: Board, index: Column): void {
  known.set(board, { nets: board.nets, testPoints: board.testPoints, index });
}
