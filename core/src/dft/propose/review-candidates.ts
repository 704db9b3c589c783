import { testPointNetIndex } from '../../board/net-index';
import type { Side, TestPoint, TestPointKind } from '../../board/model';
import { testPointLabel } from '../../board/test-point-label';
import { edgeClearanceGrid } from '../board-cache';
import type { AnalysisContext } from '../context';
import { makeIdLookup } from '../id-lookup';
import { reachableSides } from '../../test-config/model';
import { toHundredths } from '../../units/rounding';
import { SIDES } from '../selection';
import { edgeRuleReach, type MinimumsEnv, minimumSpacingHundredths } from './candidate-minimums';
import { candidateShape } from './candidate-shape';
import { measureMinimumFailures, type RefusalReason } from './refusal-reasons';

/** A test point that was not taken (or takes no probe), and why, named as a person names it. */
export interface CandidateRefusal {
  /** "TP3.1", "J1", "via /CDONE". */
  label: string;
  /** The board's test point id: for the board view to highlight it, never shown. */
  testPoint: string;
  kind: TestPointKind;
  /** A test point the designer placed (test-point footprint, reference or source flag). */
  designed: boolean;
  net: string | null;
  /** The probe side it was judged from; null when its copper is on no probed side. */
  side: Side | null;
  /** Centre, board frame (mm, top view, +Y up). */
  x: number;
  y: number;
  /** Every reason, each measured; never empty. */
  reasons: RefusalReason[];
}

/** A net without a probe and what its candidates are. */
export interface UnprobedNet {
  net: string;
  /** Candidates of the net on the probed sides (uncovered copper exposed there). */
  candidates: number;
  /** How many of them were refused, and the first REFUSALS_PER_NET (designed first, then by label). */
  refusedCount: number;
  refused: CandidateRefusal[];
  /** Candidates that pass every minimum and no selected point crowds (labels, first REFUSALS_PER_NET). */
  passingCount: number;
  passing: string[];
}

/**
 * Why the configuration probes what it probes (decision 0037): the designed test points it did not
 * take, each with measured reasons, and the nets left without a probe split by cause.
 */
export interface CandidateReview {
  /** The sides judged: the probed ones (both when the configuration names none). */
  sides: Side[];
  /** Candidates: uncovered copper with a net, exposed on a judged side (a two-sided one counts once). */
  candidates: number;
  /** Selected points that resolve to a board test point. */
  selected: number;
  designed: {
    /** Designed test points on the board, and how many of them are selected. */
    total: number;
    selected: number;
    /** Every designed point not taken (or taking no probe), with its reasons; the first DESIGNED_LIMIT. */
    notTaken: CandidateRefusal[];
    notTakenCount: number;
  };
  unprobed: {
    /** Nets with no candidate on the judged sides: the design must add access. */
    noCandidate: string[];
    /** Nets whose every candidate is refused: each refusal says by how much. */
    allRefused: UnprobedNet[];
    /** Nets with a candidate that passes but was not selected (a hand-made selection). */
    notSelected: UnprobedNet[];
  };
}

export const REFUSALS_PER_NET = 8;
export const DESIGNED_LIMIT = 500;

const naturally = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byDesignedThenLabel = (a: CandidateRefusal, b: CandidateRefusal) =>
  Number(b.designed) - Number(a.designed) || naturally.compare(a.label, b.label);

interface NetTally {
  candidates: number;
  refused: CandidateRefusal[];
  passing: string[];
}

/**
 * Reviews every candidate the configuration did not take where it matters: each designed test point,
 * and each candidate of a net without a probe. A candidate is judged from each probed side its copper
 * is on (the primary side's reasons are kept when it fails from all of them): the minimums it fails
 * on its own, then the nearest selected point closer than the spacing minimum. Pure; reads the
 * analysis context, so it agrees with the rules number for number.
 */
export function reviewCandidates(ctx: AnalysisContext): CandidateReview {
  const { board, config, selection: sel, thresholds, catalog, plan } = ctx;
  const sides = reachableSides(config);
  const env: MinimumsEnv = {
    outline: ctx.outline,
    edgeGrid: edgeClearanceGrid(board, edgeRuleReach(thresholds)),
    bodies: ctx.bodies,
    guideHoles: sel.guideHoles,
    thresholds,
    catalog,
  };
  const spacingLimit = minimumSpacingHundredths(thresholds, catalog);
  const pads = makeIdLookup(board.pads);
  const vias = makeIdLookup(board.vias);
  const nets = testPointNetIndex(board);
  const probed = ctx.coverage.probed;
  const n = board.testPoints.length;

  // What is selected, and which selected point probes each net (for "its net is probed by …").
  const selectedAt = new Int32Array(n).fill(-1);
  const probedBy = new Int32Array(board.nets.length).fill(-1);
  for (let k = 0; k < sel.count; k++) {
    const t = sel.tp[k]!;
    if (selectedAt[t] === -1) selectedAt[t] = k;
    const net = nets[t]!;
    if (net >= 0 && plan.probes[k]! > 0 && probedBy[net] === -1) probedBy[net] = t;
  }

  const crowding = (tp: TestPoint, side: Side): RefusalReason | null => {
    const r = spacingLimit / 100;
    const code = SIDES.indexOf(side);
    let best: RefusalReason | null = null;
    let bestD = Infinity;
    for (const k of ctx.pointIndex().search(tp.x - r, tp.y - r, tp.x + r, tp.y + r)) {
      if (sel.side[k] !== code) continue;
      const d = Math.hypot(sel.xs[k]! - tp.x, sel.ys[k]! - tp.y);
      if (toHundredths(d) >= spacingLimit || d >= bestD) continue;
      bestD = d;
      best = {
        code: 'spacing',
        measuredMm: toHundredths(d) / 100,
        minimumMm: spacingLimit / 100,
        against: testPointLabel(board.testPoints[sel.tp[k]!]!),
      };
    }
    return best;
  };

  const refusal = (tp: TestPoint, side: Side | null, reasons: RefusalReason[]): CandidateRefusal => ({
    label: testPointLabel(tp),
    testPoint: tp.id,
    kind: tp.kind,
    designed: tp.kind === 'testpoint',
    net: tp.net,
    side,
    x: tp.x,
    y: tp.y,
    reasons,
  });

  /** The reasons from the first probed side that refuses it, or null when a side takes it. */
  const judge = (tp: TestPoint, exposed: Side[]): { side: Side; reasons: RefusalReason[] } | null => {
    let first: { side: Side; reasons: RefusalReason[] } | null = null;
    let shape = null;
    for (const side of exposed) {
      shape ??= candidateShape(tp, pads, vias);
      const reasons = measureMinimumFailures(tp, side, shape, env);
      const crowded = crowding(tp, side);
      if (crowded) reasons.push(crowded);
      if (reasons.length === 0) return null;
      first ??= { side, reasons };
    }
    return first;
  };

  const tallies = new Map<number, NetTally>();
  const notTaken: CandidateRefusal[] = [];
  let candidates = 0;
  let designedTotal = 0;
  let designedSelected = 0;
  let selected = 0;
  for (let i = 0; i < n; i++) {
    const tp = board.testPoints[i]!;
    const designed = tp.kind === 'testpoint';
    const exposed = sides.filter((s) => tp.side === 'both' || tp.side === s);
    const candidate = !tp.covered && tp.net !== null && exposed.length > 0;
    const net = nets[i]!;
    const k = selectedAt[i]!;
    if (candidate) candidates++;
    if (designed) designedTotal++;
    if (k >= 0) {
      selected++;
      if (designed) designedSelected++;
    }
    const netUnprobed = net >= 0 && probed[net] === 0;
    if (!designed && !(candidate && netUnprobed)) continue;

    let entry: CandidateRefusal | null = null;
    let passes = false;
    if (k >= 0) {
      if (plan.probes[k]! > 0) continue; // taken and probed: nothing to explain
      const side = SIDES[sel.side[k]!]!;
      entry = refusal(tp, side, [{ code: 'no-probe', measuredMm: null, minimumMm: null, against: null }]);
    } else if (tp.net === null) {
      entry = refusal(tp, null, [{ code: 'no-net', measuredMm: null, minimumMm: null, against: null }]);
    } else if (tp.covered) {
      entry = refusal(tp, null, [{ code: 'covered', measuredMm: null, minimumMm: null, against: null }]);
    } else if (exposed.length === 0) {
      entry = refusal(tp, null, [{ code: 'other-side', measuredMm: null, minimumMm: null, against: null }]);
    } else {
      const verdict = judge(tp, exposed);
      if (verdict) entry = refusal(tp, verdict.side, verdict.reasons);
      else passes = true;
    }
    if (designed) {
      if (entry) notTaken.push(entry);
      else if (passes) {
        const by = probedBy[net]!;
        notTaken.push(
          refusal(tp, exposed[0]!, [
            by >= 0
              ? {
                  code: 'net-probed',
                  measuredMm: null,
                  minimumMm: null,
                  against: testPointLabel(board.testPoints[by]!),
                }
              : { code: 'not-selected', measuredMm: null, minimumMm: null, against: null },
          ]),
        );
      }
    }
    if (candidate && netUnprobed) {
      let tally = tallies.get(net);
      if (!tally) {
        tally = { candidates: 0, refused: [], passing: [] };
        tallies.set(net, tally);
      }
      tally.candidates++;
      if (entry) tally.refused.push(entry);
      else tally.passing.push(testPointLabel(tp));
    }
  }

  const noCandidate: string[] = [];
  const allRefused: UnprobedNet[] = [];
  const notSelected: UnprobedNet[] = [];
  for (let net = 0; net < board.nets.length; net++) {
    if (probed[net] !== 0) continue;
    const name = board.nets[net]!.name;
    const tally = tallies.get(net);
    if (!tally) {
      noCandidate.push(name);
      continue;
    }
    const row: UnprobedNet = {
      net: name,
      candidates: tally.candidates,
      refusedCount: tally.refused.length,
      refused: tally.refused.sort(byDesignedThenLabel).slice(0, REFUSALS_PER_NET),
      passingCount: tally.passing.length,
      passing: tally.passing.sort(naturally.compare).slice(0, REFUSALS_PER_NET),
    };
    (tally.passing.length > 0 ? notSelected : allRefused).push(row);
  }
  notTaken.sort(byDesignedThenLabel);
  return {
    sides,
    candidates,
    selected,
    designed: {
      total: designedTotal,
      selected: designedSelected,
      notTaken: notTaken.slice(0, DESIGNED_LIMIT),
      notTakenCount: notTaken.length,
    },
    unprobed: { noCandidate, allRefused, notSelected },
  };
}
