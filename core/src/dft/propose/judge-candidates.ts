import type { Board, Side } from '../../board/model';
import type { CopperShape } from '../shapes/copper-shape';
import { type Column, intColumn } from '../../memory/heap-columns';
import { makeIdLookup } from '../id-lookup';
import { roundShapeScratch } from '../shapes/copper-shape';
import { MINIMUM_FAILURES, MinimumChecks, type MinimumFailure, type MinimumsEnv } from './candidate-minimums';
import { candidateShape } from './candidate-shape';

/** Verdict codes: the point's copper is not exposed on that side / it may be selected there. */
export const UNREACHABLE = 0;
export const VIABLE = 1;
/** Any other code is FAILED + the index of the failure in MINIMUM_FAILURES. */
const FAILED = 2;

/**
 * One verdict per board test point and side, packed in one column: the top's code in the low three
 * bits, the bottom's above them (see the codes above).
 */
export type CandidateVerdicts = Column;

/** The verdict code of point i from a side. */
export const verdictOf = (verdicts: CandidateVerdicts, i: number, side: Side): number =>
  side === 'top' ? verdicts[i]! & 7 : verdicts[i]! >> 3;

/** The failure a verdict code stands for (null for UNREACHABLE / VIABLE). */
export const failureOf = (code: number): MinimumFailure | null =>
  code >= FAILED ? MINIMUM_FAILURES[code - FAILED]! : null;

const SIDES: readonly Side[] = ['top', 'bottom'];

const codeOf = (failure: MinimumFailure | null) =>
  failure === null ? VIABLE : FAILED + MINIMUM_FAILURES.indexOf(failure);

/**
 * Judges every test point from each side it is exposed on: may the proposal select it there, or
 * which minimum would it fail on its own (decision 0020)? What does not depend on the side (pad,
 * edge, guide pins) is checked once; the copper shape is only made for the component check.
 */
export function judgeCandidates(board: Board, env: MinimumsEnv): CandidateVerdicts {
  const pads = makeIdLookup(board.pads);
  const vias = makeIdLookup(board.vias);
  const scratch = roundShapeScratch();
  const checks = new MinimumChecks(env);
  const n = board.testPoints.length;
  const verdicts = intColumn(n);
  for (let i = 0; i < n; i++) {
    const tp = board.testPoints[i]!;
    if (tp.covered || tp.net === null) continue;
    const top = tp.side !== 'bottom';
    const bottom = tp.side !== 'top';
    const common = checks.sideFree(tp);
    if (common !== null) {
      const code = codeOf(common);
      verdicts[i] = (top ? code : 0) | (bottom ? code << 3 : 0);
      continue;
    }
    // Rectangles and ovals take a few objects to build: first ask whether any body is near their
    // bounding disc (corners at most half the diagonal from the centre; 1 nm for rounding).
    const pad = pads(tp.featureId);
    const bounded = pad !== undefined && pad.shape !== 'circle' && !(pad.polygon && pad.polygon.length >= 3);
    const r = bounded ? Math.hypot(pad.widthMm, pad.heightMm) / 2 + 1e-6 : 0;
    let shape: CopperShape | null = null;
    let codes = 0;
    for (let s = 0; s < 2; s++) {
      const side = SIDES[s]!;
      if (!(s === 0 ? top : bottom)) continue;
      let fails = false;
      if (!bounded || checks.mayFailComponent(tp, side, pad.x, pad.y, r)) {
        shape ??= candidateShape(tp, pads, vias, scratch);
        fails = checks.failsComponent(tp, side, shape);
      }
      codes |= codeOf(fails ? 'component' : null) << (3 * s);
    }
    verdicts[i] = codes;
  }
  return verdicts;
}
