import type { Board, HoleId, Side } from '../../board/model';
import { DEFAULT_PROBE_CATALOG, type ProbeCatalog } from '../../probing/probe-catalog';
import { PRESSURE_PIN_RADIUS_MM, proposePressurePins } from '../placement/pressure-pins';
import { type GuidePinHoleRange, proposeLocating } from '../placement/select-locating';
import { deriveBoardIndexes, edgeClearanceGrid } from '../board-cache';
import { emptyTestConfig, type TestConfig } from '../../test-config/model';
import { DEFAULT_THRESHOLDS, type DftThresholds } from '../thresholds';
import { edgeRuleReach, type MinimumFailure, minimumSpacingHundredths } from './candidate-minimums';
import { candidateNets } from './candidate-nets';
import { chooseProbeSide, sideReach } from './choose-probe-side';
import { gatherCandidates, onConnectionNets, TOP } from './gather-candidates';
import { connectionNets } from '../../board/connection-nets';
import { groupByNet, sizeOf } from './group-by-net';
import { judgeCandidates } from './judge-candidates';
import { EDGE_SCORE_REACH_MM, scoreCandidates } from './score-candidates';
import { selectTestPoints } from './select-test-points';

/** Options of the automatic proposal. */
export interface ProposeOptions {
  /** Force the primary probe side; otherwise the side reaching the most nets. */
  probeSide?: Side;
  /** Also probe the other side when that reaches nets the primary side cannot (cost warning). */
  allowBothSides?: boolean;
  thresholds?: DftThresholds;
  catalog?: ProbeCatalog;
  /**
   * Also propose probes on nets that connect nothing (one pad, KiCad `unconnected-(…)`): off by default
   * (decision 0054), for a user who wants them anyway.
   */
  probeSinglePadNets?: boolean;
  /** The hole diameters the catalog's guide pins fit (`guidePinHoleRanges`); absent: any 1.0–6.5 mm hole. */
  guidePinHoles?: readonly GuidePinHoleRange[];
}

/** A proposed configuration and why it looks the way it does. */
export interface TestConfigProposal {
  config: TestConfig;
  /** Registration quality 0–100 of the proposed guide pins; null for a cradle. */
  registrationScore: number | null;
  /** Nets with uncovered copper on each side. */
  accessibleNets: Record<Side, number>;
  /**
   * Nets with a candidate that fails no minimum on its own from each side (decision 0020): the probe
   * side choice, then `accessibleNets` on a tie.
   */
  probeableNets: Record<Side, number>;
  /** Holes that could take a guide pin, and those of them that are plated (flagged). */
  locatingCandidates: HoleId[];
  platedLocatingCandidates: HoleId[];
  /**
   * Reachable candidates never considered because they fail a minimum on their own, by the first
   * minimum they fail (decision 0020). Crowded-out candidates are not counted: that depends on the
   * order of selection.
   */
  rejectedCandidates: Record<MinimumFailure, number>;
  /**
   * Nets with a selectable candidate that the proposal left alone because they test nothing: a single
   * pad or a KiCad `unconnected-(…)` net (issue 25; the user can still select them by hand).
   */
  singlePadNetsSkipped: number;
}

/**
 * Proposes a whole test configuration for a board (PRODUCT.md §1 step 2): the probe side reaching the
 * most nets (unless given), guide holes or a cradle, and one test point per net chosen by priority
 * (dedicated test point > through-hole pad > untented via > SMD pad), side, pad size and clearances,
 * avoiding spacing conflicts with the points already chosen; then pressure pins opposite the probes.
 * It never selects a point the analysis would fail on a minimum (pad size, probe class, board edge,
 * component, guide pin, spacing to a chosen point): a net with only such points stays uncovered and
 * the report lists it (decision 0020). Nets that connect nothing (one pad, KiCad's `unconnected-(…)`)
 * get no probe (decision 0054).
 */
export function proposeTestConfig(board: Board, options: ProposeOptions = {}): TestConfigProposal {
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const catalog = options.catalog ?? DEFAULT_PROBE_CATALOG;
  const locating = proposeLocating(board, {
    thresholds,
    ...(options.guidePinHoles ? { guidePinHoles: options.guidePinHoles } : {}),
  });
  const holesById = new Map(board.holes.map((h) => [h.id as string, h]));
  const guideHoles =
    locating.locating.method === 'guide-pins'
      ? locating.locating.holes.flatMap((id) => holesById.get(id) ?? [])
      : [];
  const { outline, bodies } = deriveBoardIndexes(board);
  const verdicts = judgeCandidates(board, {
    outline,
    edgeGrid: edgeClearanceGrid(board, edgeRuleReach(thresholds)),
    bodies,
    guideHoles,
    thresholds,
    catalog,
  });
  const nets = candidateNets(board);
  const counted = options.probeSinglePadNets ? null : connectionNets(board);
  const reach = sideReach(nets, verdicts, counted);
  const primary = options.probeSide ?? chooseProbeSide(reach);
  const bothSides = (options.allowBothSides ?? false) && reach.addsNets(primary);
  const gathered = gatherCandidates(verdicts, primary, bothSides);
  const rejected = gathered.rejected;
  const { candidates, skippedNets } = counted
    ? onConnectionNets(gathered.candidates, nets.ids, counted)
    : { candidates: gathered.candidates, skippedNets: 0 };
  const byNet = groupByNet(board, candidates, nets);
  const scores = scoreCandidates(
    candidates,
    {
      board,
      outline,
      edgeGrid: edgeClearanceGrid(board, EDGE_SCORE_REACH_MM),
      bodies,
      guideHoles,
      thresholds,
      primary,
    },
    (i) => sizeOf(byNet, nets.ids[candidates.tp[i]!]!) > 1,
  );
  const selection = selectTestPoints(
    board,
    candidates,
    nets,
    byNet,
    scores,
    thresholds,
    minimumSpacingHundredths(thresholds, catalog),
  );
  const config = emptyTestConfig();
  config.probeSide = primary;
  config.bothSides = bothSides;
  config.locating = locating.locating;
  config.testPoints = selection.map((i) => {
    const id = board.testPoints[candidates.tp[i]!]!.id;
    const side: Side = candidates.side[i] === TOP ? 'top' : 'bottom';
    return side === primary ? { id } : { id, side };
  });
  // Before classes are assigned the force of each probe is not known: assume the largest class's.
  const forcePerProbe = catalog.classes.P100.forceN;
  config.pressurePins = proposePressurePins(board, config, () => forcePerProbe, {
    tipRadiusMm: PRESSURE_PIN_RADIUS_MM,
    clearanceMm: thresholds.pressurePinClearanceMm,
  });
  return {
    config,
    registrationScore: locating.registrationScore,
    accessibleNets: reach.accessible,
    probeableNets: reach.probeable,
    locatingCandidates: locating.candidates,
    platedLocatingCandidates: locating.platedCandidates,
    rejectedCandidates: rejected,
    singlePadNetsSkipped: skippedNets,
  };
}
