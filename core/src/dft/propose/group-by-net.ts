import type { Board, TestPointKind } from '../../board/model';
import { type Column, intColumn } from '../../memory/heap-columns';
import type { CandidateNets } from './candidate-nets';
import type { Candidates } from './gather-candidates';

export const KIND_RANK: Record<TestPointKind, number> = { testpoint: 0, 'through-hole': 1, via: 2, smd: 3 };

/**
 * The candidates of each net id: `members[start[id]] … members[start[id + 1] - 1]`, in candidate
 * order (a counting sort: two passes, no list per net).
 */
export interface ByNet {
  start: Column;
  members: Column;
  /** Best (lowest) KIND_RANK among each net's candidates. */
  bestKind: Column;
}

/** How many candidates a net id has. */
export const sizeOf = (byNet: ByNet, id: number): number => byNet.start[id + 1]! - byNet.start[id]!;

export function groupByNet(board: Board, candidates: Candidates, nets: CandidateNets): ByNet {
  const start = intColumn(nets.count + 1);
  const bestKind = intColumn(nets.count).fill(KIND_RANK.smd);
  for (let i = 0; i < candidates.count; i++) {
    const t = candidates.tp[i]!;
    const id = nets.ids[t]!;
    start[id + 1]!++;
    const kind = KIND_RANK[board.testPoints[t]!.kind];
    if (kind < bestKind[id]!) bestKind[id] = kind;
  }
  for (let id = 0; id < nets.count; id++) start[id + 1]! += start[id]!;
  // Place each candidate at its net's next free slot; start[id] then ends where start[id + 1] was.
  const members = intColumn(candidates.count);
  for (let i = 0; i < candidates.count; i++) members[start[nets.ids[candidates.tp[i]!]!]!++] = i;
  for (let id = nets.count; id > 0; id--) start[id] = start[id - 1]!;
  start[0] = 0;
  return { start, members, bestKind };
}
