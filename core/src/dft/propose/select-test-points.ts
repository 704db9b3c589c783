import type { Board } from '../../board/model';
import { type Column, intColumn } from '../../memory/heap-columns';
import { toHundredths } from '../../units/rounding';
import type { DftThresholds } from '../thresholds';
import type { CandidateNets } from './candidate-nets';
import type { Candidates } from './gather-candidates';
import { type ByNet, sizeOf } from './group-by-net';
import { CROWDED, SpacingGrid } from './spacing-grid';

/** Only this many best-scored uncrowded candidates of a net are weighed against the chosen points. */
const TRIES_PER_NET = 16;
const SPACING_WARN = 150;
/**
 * Added to a designed test point's value: of a net's uncrowded candidates, the designer's own test
 * point is always taken before any other pad or via (decision 0037), whatever their scores.
 */
const DESIGNED_FIRST = 1e6;

/**
 * Nets with candidates in selection order: nets with a dedicated test point first (a designer put
 * it there for the fixture, and an SMD pad chosen earlier for another net must not crowd it out),
 * then nets with the fewest candidates, then by name. One numeric key per net, sorted natively.
 */
function netOrder(byNet: ByNet, nets: CandidateNets, candidateCount: number): Column {
  const { bestKind } = byNet;
  const span = candidateCount + 1;
  const rank = nets.rank;
  let used = 0;
  for (let id = 0; id < nets.count; id++) if (sizeOf(byNet, id) > 0) used++;
  const keys = new Float64Array(used);
  let k = 0;
  for (let id = 0; id < nets.count; id++) {
    const size = sizeOf(byNet, id);
    if (size > 0) keys[k++] = (bestKind[id]! * span + size) * nets.count + (rank ? rank[id]! : id);
  }
  keys.sort();
  let byRank: Column | null = null;
  if (rank) {
    byRank = intColumn(nets.count);
    for (let id = 0; id < nets.count; id++) byRank[rank[id]!] = id;
  }
  const order = intColumn(used);
  for (let j = 0; j < used; j++) {
    const r = keys[j]! % nets.count;
    order[j] = byRank ? byRank[r]! : r;
  }
  return order;
}

/** Sorts members[from … to) by score, best first, then by candidate index. */
function sortByScore(members: Column, from: number, to: number, scores: Column): void {
  if (to - from <= 32) {
    // Insertion sort in place: most nets have a few candidates.
    for (let i = from + 1; i < to; i++) {
      const m = members[i]!;
      const s = scores[m]!;
      let j = i - 1;
      for (; j >= from; j--) {
        const o = members[j]!;
        if (!(s > scores[o]! || (s === scores[o]! && m < o))) break;
        members[j + 1] = o;
      }
      members[j + 1] = m;
    }
    return;
  }
  const part = members.slice(from, to).sort((a, b) => scores[b]! - scores[a]! || a - b);
  for (let i = from; i < to; i++) members[i] = part[i - from]!;
}

/** The box of every candidate's centre. */
function extent(board: Board, candidates: Candidates): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < candidates.count; i++) {
    const tp = board.testPoints[candidates.tp[i]!]!;
    if (tp.x < x0) x0 = tp.x;
    if (tp.x > x1) x1 = tp.x;
    if (tp.y < y0) y0 = tp.y;
    if (tp.y > y1) y1 = tp.y;
  }
  return candidates.count > 0 ? [x0, y0, x1, y1] : [0, 0, 0, 0];
}

/**
 * Picks at most one candidate per net (indices into the candidate columns, in selection order),
 * greedily: nets that have a dedicated test point first, then nets with the fewest candidates (they
 * have the least choice), then by name. For each net, its candidates in score order: one closer than
 * `minimumSpacing` (hundredths of a mm) to a point already chosen on the same side is never taken
 * (decision 0020: a spacing or probe-class fail); of the first TRIES_PER_NET others, a designed test
 * point before any other (decision 0037), else the best after a small cost per chosen point closer
 * than the recommended spacing. A net whose candidates are all
 * crowded out stays without a test point. Deterministic: ties go to the earlier candidate.
 */
export function selectTestPoints(
  board: Board,
  candidates: Candidates,
  nets: CandidateNets,
  byNet: ByNet,
  scores: Column,
  thresholds: DftThresholds,
  minimumSpacing: number,
): number[] {
  const order = netOrder(byNet, nets, candidates.count);
  const recommended = toHundredths(thresholds.tpSpacingMm.recommended);
  // Every chosen point that can fail or warn lies within this radius (mm) of a candidate.
  const radius = Math.max(recommended, minimumSpacing) / 100 + 0.01;
  const box = extent(board, candidates);
  const grid = new SpacingGrid(box, order.length, radius, minimumSpacing, recommended);
  const { start, members } = byNet;
  const chosen: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const net = order[k]!;
    const from = start[net]!;
    const to = start[net + 1]!;
    sortByScore(members, from, to, scores);
    let best = -1;
    let bestValue = -Infinity;
    let tried = 0;
    for (let m = from; m < to && tried < TRIES_PER_NET; m++) {
      const i = members[m]!;
      const tp = board.testPoints[candidates.tp[i]!]!;
      const near = grid.crowding(candidates.side[i]!, tp.x, tp.y);
      if (near === CROWDED) continue;
      tried++;
      const value = scores[i]! - near * SPACING_WARN + (tp.kind === 'testpoint' ? DESIGNED_FIRST : 0);
      if (value > bestValue) {
        best = i;
        bestValue = value;
      }
    }
    if (best < 0) continue;
    const tp = board.testPoints[candidates.tp[best]!]!;
    grid.insert(candidates.side[best]!, tp.x, tp.y);
    chosen.push(best);
  }
  return chosen;
}
