import type { Board, Side } from '../../board/model';
import { makeIdLookup } from '../id-lookup';
import { candidateShape } from './candidate-shape';
import {
  MINIMUM_FAILURES,
  type MinimumFailure,
  type MinimumsEnv,
  minimumFailure,
} from './candidate-minimums';
import { reachableFrom } from './choose-probe-side';

/** Verdict codes: the point's copper is not exposed on that side / it may be selected there. */
export const UNREACHABLE = 0;
export const VIABLE = 1;
/** Any other code is FAILED + the index of the failure in MINIMUM_FAILURES. */
const FAILED = 2;

/** Per side, one verdict per board test point (see the codes above). */
export type CandidateVerdicts = Record<Side, Uint8Array>;

/** The failure a verdict code stands for (null for UNREACHABLE / VIABLE). */
export const failureOf = (code: number): MinimumFailure | null =>
  code >= FAILED ? MINIMUM_FAILURES[code - FAILED]! : null;

/**
 * Judges every test point from each side it is exposed on: may the proposal select it there, or
 * which minimum would it fail on its own (decision 0020)?
 */
export function judgeCandidates(board: Board, env: MinimumsEnv): CandidateVerdicts {
  const pads = makeIdLookup(board.pads);
  const vias = makeIdLookup(board.vias);
  const n = board.testPoints.length;
  const verdicts: CandidateVerdicts = { top: new Uint8Array(n), bottom: new Uint8Array(n) };
  for (let i = 0; i < n; i++) {
    const tp = board.testPoints[i]!;
    for (const side of ['top', 'bottom'] as const) {
      if (!reachableFrom(tp, side)) continue;
      const failure = minimumFailure(tp, side, candidateShape(tp, pads, vias), env);
      verdicts[side][i] = failure === null ? VIABLE : FAILED + MINIMUM_FAILURES.indexOf(failure);
    }
  }
  return verdicts;
}

/** Nets with at least one candidate the proposal may select from each side. */
export function countProbeableNets(board: Board, verdicts: CandidateVerdicts): Record<Side, Set<string>> {
  const nets: Record<Side, Set<string>> = { top: new Set(), bottom: new Set() };
  for (let i = 0; i < board.testPoints.length; i++) {
    for (const side of ['top', 'bottom'] as const) {
      if (verdicts[side][i] === VIABLE) nets[side].add(board.testPoints[i]!.net!);
    }
  }
  return nets;
}
