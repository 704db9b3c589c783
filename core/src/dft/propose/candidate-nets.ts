import { testPointNetIndex } from '../../board/net-index';
import type { Board } from '../../board/model';
import { type Column, intColumn } from '../../memory/heap-columns';

/** Every candidate's net as a small integer, and the order of the nets by name. */
export interface CandidateNets {
  /** Net id of each board test point (index in `board.testPoints`); -1 when it has no net. */
  ids: Column;
  /** Number of net ids: `board.nets.length`, plus names some candidate has but the list lacks. */
  count: number;
  /** Position of each net id when the names are sorted (the proposal's tie-break); null when it is the id itself. */
  rank: Column | null;
}

/**
 * Net ids from the board's candidate → net index (recorded by the decoder, else made once per
 * board): no set or map of a million names. A name the net list lacks (a board not made by
 * `finishBoard`) gets an id after the list's, so that every named net counts, as by name.
 */
export function candidateNets(board: Board): CandidateNets {
  const index = testPointNetIndex(board);
  let ids = index;
  let extra: Map<string, number> | null = null;
  for (let i = 0; i < index.length; i++) {
    const net = board.testPoints[i]!.net;
    if (index[i]! >= 0 || net === null) continue;
    if (!extra) {
      extra = new Map();
      ids = index.slice();
    }
    let id = extra.get(net);
    if (id === undefined) {
      id = board.nets.length + extra.size;
      extra.set(net, id);
    }
    ids[i] = id;
  }
  const extraNames = extra ? [...extra.keys()] : [];
  const nameOf = (id: number) =>
    id < board.nets.length ? board.nets[id]!.name : extraNames[id - board.nets.length]!;
  const count = board.nets.length + (extra?.size ?? 0);
  return { ids, count, rank: extra ? nameRanks(count, nameOf) : sortedNetRanks(board) };
}

/** Null when the board's net list is sorted by name (as `finishBoard` makes it), else the ranks. */
function sortedNetRanks(board: Board): Column | null {
  const nets = board.nets;
  for (let i = 1; i < nets.length; i++) {
    if (!(nets[i - 1]!.name < nets[i]!.name)) return nameRanks(nets.length, (id) => nets[id]!.name);
  }
  return null;
}

/** Rank of each id when sorted by name (string order, as `<` compares). */
function nameRanks(count: number, nameOf: (id: number) => string): Column {
  const names = Array.from({ length: count }, (_, id) => nameOf(id));
  const order = names
    .map((_, i) => i)
    .sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
  const rank = intColumn(count);
  for (let r = 0; r < order.length; r++) rank[order[r]!] = r;
  return rank;
}
