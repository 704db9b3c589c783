import type { Board, HoleId, Side } from '../../board/model';
import { DEFAULT_PROBE_CATALOG, type ProbeCatalog } from '../../fixture/probe-catalog';
import { proposePressurePins } from '../../fixture/pressure-pins';
import { proposeLocating } from '../../fixture/select-locating';
import { deriveBoardIndexes, edgeClearanceGrid } from '../board-cache';
import { emptyTestConfig, otherSide, type TestConfig } from '../config';
import { DEFAULT_THRESHOLDS, type DftThresholds } from '../thresholds';
import { chooseProbeSide, countAccessibleNets, reachableFrom } from './choose-probe-side';
import { type Candidate, EDGE_SCORE_REACH_MM, scoreCandidates } from './score-candidates';
import { selectTestPoints } from './select-test-points';

/** Options of the automatic proposal. */
export interface ProposeOptions {
  /** Force the primary probe side; otherwise the side reaching the most nets. */
  probeSide?: Side;
  /** Also probe the other side when that reaches nets the primary side cannot (cost warning). */
  allowBothSides?: boolean;
  thresholds?: DftThresholds;
  catalog?: ProbeCatalog;
}

/** A proposed configuration and why it looks the way it does. */
export interface TestConfigProposal {
  config: TestConfig;
  /** Registration quality 0–100 of the proposed guide pins; null for a cradle. */
  registrationScore: number | null;
  /** Nets reachable from each side (the probe side choice). */
  accessibleNets: Record<Side, number>;
  /** Holes that could take a guide pin, and those of them that are plated (flagged). */
  locatingCandidates: HoleId[];
  platedLocatingCandidates: HoleId[];
}

function gatherCandidates(board: Board, primary: Side, bothSides: boolean): Candidate[] {
  const out: Candidate[] = [];
  const secondary = otherSide(primary);
  for (const tp of board.testPoints) {
    if (reachableFrom(tp, primary)) out.push({ tp, side: primary });
    else if (bothSides && reachableFrom(tp, secondary)) out.push({ tp, side: secondary });
  }
  return out;
}

/**
 * Proposes a whole test configuration for a board (PRODUCT.md §1 step 2): the probe side reaching the
 * most nets (unless given), guide holes or a cradle, and one test point per net chosen by priority
 * (dedicated test point > through-hole pad > untented via > SMD pad), side, pad size and clearances,
 * avoiding spacing conflicts with the points already chosen; then pressure pins opposite the probes.
 */
export function proposeTestConfig(board: Board, options: ProposeOptions = {}): TestConfigProposal {
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const catalog = options.catalog ?? DEFAULT_PROBE_CATALOG;
  const accessible = countAccessibleNets(board);
  const primary = options.probeSide ?? chooseProbeSide(accessible);
  const extra = [...accessible[otherSide(primary)]].some((net) => !accessible[primary].has(net));
  const bothSides = (options.allowBothSides ?? false) && extra;
  const locating = proposeLocating(board);
  const holesById = new Map(board.holes.map((h) => [h.id as string, h]));
  const guideHoles =
    locating.locating.method === 'guide-pins'
      ? locating.locating.holes.flatMap((id) => holesById.get(id) ?? [])
      : [];
  const candidates = gatherCandidates(board, primary, bothSides);
  const perNet = new Map<string, number>();
  for (const c of candidates) perNet.set(c.tp.net!, (perNet.get(c.tp.net!) ?? 0) + 1);
  const scores = scoreCandidates(
    candidates,
    {
      board,
      outline: deriveBoardIndexes(board).outline,
      edgeGrid: edgeClearanceGrid(board, EDGE_SCORE_REACH_MM),
      bodies: deriveBoardIndexes(board).bodies,
      guideHoles,
      thresholds,
      catalog,
      primary,
    },
    (i) => perNet.get(candidates[i]!.tp.net!)! > 1,
  );
  const selection = selectTestPoints(candidates, scores, thresholds);
  const config = emptyTestConfig();
  config.probeSide = primary;
  config.bothSides = bothSides;
  config.locating = locating.locating;
  config.testPoints = selection.map((s) => (s.side === primary ? { id: s.id } : { id: s.id, side: s.side }));
  // Before classes are assigned the force of each probe is not known: assume the largest class's.
  const forcePerProbe = catalog.classes.P100.forceN;
  config.pressurePins = proposePressurePins(board, config, () => forcePerProbe);
  return {
    config,
    registrationScore: locating.registrationScore,
    accessibleNets: { top: accessible.top.size, bottom: accessible.bottom.size },
    locatingCandidates: locating.candidates,
    platedLocatingCandidates: locating.platedCandidates,
  };
}
