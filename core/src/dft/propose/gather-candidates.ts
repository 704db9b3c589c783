import type { Board, Side } from '../../board/model';
import { otherSide } from '../config';
import { MINIMUM_FAILURES, type MinimumFailure } from './candidate-minimums';
import { type CandidateVerdicts, failureOf, UNREACHABLE, VIABLE } from './judge-candidates';
import type { Candidate } from './score-candidates';

/** The candidates the proposal may select, and how many it set aside for each minimum they fail. */
export interface GatheredCandidates {
  candidates: Candidate[];
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
 * prefers the primary side).
 */
export function gatherCandidates(
  board: Board,
  verdicts: CandidateVerdicts,
  primary: Side,
  bothSides: boolean,
): GatheredCandidates {
  const sides: Side[] = bothSides ? [primary, otherSide(primary)] : [primary];
  const rejected = Object.fromEntries(MINIMUM_FAILURES.map((f) => [f, 0])) as Record<MinimumFailure, number>;
  const candidates: Candidate[] = [];
  for (let i = 0; i < board.testPoints.length; i++) {
    let viable = false;
    for (const side of sides) {
      if (verdicts[side][i] !== VIABLE) continue;
      candidates.push({ tp: board.testPoints[i]!, side });
      viable = true;
    }
    if (viable) continue;
    const exposed = sides.find((s) => verdicts[s][i] !== UNREACHABLE);
    if (exposed) rejected[failureOf(verdicts[exposed][i]!)!]++;
  }
  return { candidates, rejected };
}
