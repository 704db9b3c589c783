import type { Side } from '../../board/model';
import { type Column, intColumn, truncated } from '../../memory/heap-columns';
import { otherSide } from '../../test-config/model';
import { MINIMUM_FAILURES, type MinimumFailure } from './candidate-minimums';
import { type CandidateVerdicts, failureOf, UNREACHABLE, VIABLE, verdictOf } from './judge-candidates';

/** Probe side codes of the candidate columns. */
export const TOP = 0;
export const BOTTOM = 1;

/**
 * The candidates the proposal may select, as columns (one entry per candidate; a two-sided point
 * probed from both sides is two candidates): the board test point and the probe side.
 */
export interface Candidates {
  count: number;
  tp: Column;
  side: Column;
}

/** The candidates, and how many points were set aside for each minimum they fail. */
export interface GatheredCandidates {
  candidates: Candidates;
  /**
   * Points exposed on a probed side but selectable from none, by the minimum they fail on the first
   * probed side they are exposed on (the primary side first).
   */
  rejected: Record<MinimumFailure, number>;
}

/**
 * The test points selectable from the primary side and, when both sides are probed, from the other
 * one: a two-sided point (through-hole pad, via) is then a candidate from each side where it fails
 * no minimum, so that a component or a crowded neighbour on one side leaves it the other (scoring
 * prefers the primary side). Candidates in board order, the primary side first.
 */
export function gatherCandidates(
  verdicts: CandidateVerdicts,
  primary: Side,
  bothSides: boolean,
): GatheredCandidates {
  const sides: Side[] = bothSides ? [primary, otherSide(primary)] : [primary];
  const rejected = Object.fromEntries(MINIMUM_FAILURES.map((f) => [f, 0])) as Record<MinimumFailure, number>;
  const n = verdicts.length;
  const cap = bothSides ? 2 * n : n;
  const tp = intColumn(cap);
  const side = intColumn(cap);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (verdicts[i] === 0) continue;
    let viable = false;
    let exposed: Side | null = null;
    for (const s of sides) {
      const code = verdictOf(verdicts, i, s);
      if (code === UNREACHABLE) continue;
      exposed ??= s;
      if (code !== VIABLE) continue;
      tp[count] = i;
      side[count] = s === 'top' ? TOP : BOTTOM;
      count++;
      viable = true;
    }
    if (!viable && exposed) rejected[failureOf(verdictOf(verdicts, i, exposed))!]++;
  }
  return { candidates: { count, tp: truncated(tp, count), side: truncated(side, count) }, rejected };
}

/**
 * The candidates on nets that connect something (issue 25): a candidate whose net has a single pad or
 * is a KiCad `unconnected-(…)` net tests nothing, so the proposal never takes it (the user can still
 * select it by hand). `counted` is per board net (`connectionNets`); a net id past it (a name the net
 * list lacks) is kept. Returns the kept candidates and how many nets were set aside.
 */
export function onConnectionNets(
  candidates: Candidates,
  netIds: Column,
  counted: Uint8Array,
): { candidates: Candidates; skippedNets: number } {
  const tp = intColumn(candidates.count);
  const side = intColumn(candidates.count);
  const skipped = new Set<number>();
  let count = 0;
  for (let i = 0; i < candidates.count; i++) {
    const id = netIds[candidates.tp[i]!]!;
    if (id >= 0 && id < counted.length && !counted[id]) {
      skipped.add(id);
      continue;
    }
    tp[count] = candidates.tp[i]!;
    side[count] = candidates.side[i]!;
    count++;
  }
  return {
    candidates: { count, tp: truncated(tp, count), side: truncated(side, count) },
    skippedNets: skipped.size,
  };
}
