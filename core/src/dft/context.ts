import type { Board, Side } from '../board/model';
import type { BBox } from '../geometry/bbox';
import type { ProbeCatalog } from '../probing/probe-catalog';
import { type ProbePlan, planProbes } from './placement/probe-plan';
import { assignProbeClasses, largestClassForPad, largestPairSpacingMm } from '../probing/probe-classes';
import { type BoxIndex, buildPointIndex } from '../spatial/box-index';
import { findPointPairs, type PointPairs } from '../spatial/point-pairs';
import type { SegmentIndex } from '../spatial/segment-index';
import { boardExtent } from './board-extent';
import { bodiesFor, deriveBoardIndexes } from './board-cache';
import type { SideBodies } from './component-bodies';
import type { FixtureKit, TestConfig } from '../test-config/model';
import { type CoverageDetail, computeCoverage } from './coverage';
import { type ResolvedSelection, resolveSelection } from './selection';
import type { DftThresholds } from './thresholds';
import { type Column, intColumn } from '../memory/heap-columns';

/** Everything the rules read, computed once per analysis. */
export interface AnalysisContext {
  board: Board;
  config: TestConfig;
  thresholds: DftThresholds;
  catalog: ProbeCatalog;
  kit: FixtureKit | null;
  /** The selected points as columns; every per-point array below is indexed like them. */
  selection: ResolvedSelection;
  extent: BBox;
  /** Outline edges (outer rings and cut-outs); null when the board has no outline. */
  outline: SegmentIndex | null;
  bodies: Record<Side, SideBodies>;
  /** Selected points by position in the selection; built on first use: only guide pins and the rare far-apart smallest-spacing lookup need it. */
  pointIndex(): BoxIndex;
  /** Same-probe-side pairs of selected points closer than `pairRadiusMm`. */
  pairs: PointPairs;
  pairRadiusMm: number;
  /** Probe class index per selected point (NO_CLASS when none fits). */
  probeClasses: Column;
  /** The largest class each point's pad allows. */
  padClasses: Column;
  /** Probe, tip, receptacle and force per selected point. */
  plan: ProbePlan;
  coverage: CoverageDetail;
}

/** The part of the context that decides what each selected point gets: no rule reads the board past it. */
export type PlanContext = Pick<
  AnalysisContext,
  | 'board'
  | 'config'
  | 'catalog'
  | 'selection'
  | 'pairs'
  | 'pairRadiusMm'
  | 'probeClasses'
  | 'padClasses'
  | 'plan'
>;

/** Resolves the selection and plans its probes: classes from pad sizes and neighbours, tips, forces. */
export function buildPlanContext(
  board: Board,
  config: TestConfig,
  thresholds: DftThresholds,
  catalog: ProbeCatalog,
): PlanContext {
  const selection = resolveSelection(board, config);
  const { xs, ys, side } = selection;
  const pairRadiusMm = Math.max(thresholds.tpSpacingMm.recommended, largestPairSpacingMm(catalog));
  const pairs = findPointPairs(xs, ys, pairRadiusMm, (i, j) => side[i] === side[j]);
  const padClasses = intColumn(selection.count);
  for (let i = 0; i < selection.count; i++) {
    padClasses[i] = largestClassForPad(catalog, selection.sizeMm[i]!);
  }
  const probeClasses = assignProbeClasses(padClasses, pairs, catalog);
  const plan = planProbes(config, selection, probeClasses, catalog);
  return { board, config, catalog, selection, pairs, pairRadiusMm, probeClasses, padClasses, plan };
}

/** Builds the analysis context: resolves ids, builds the spatial indexes, assigns probe classes. */
export function buildContext(
  board: Board,
  config: TestConfig,
  thresholds: DftThresholds,
  catalog: ProbeCatalog,
  kit: FixtureKit | null,
): AnalysisContext {
  const planned = buildPlanContext(board, config, thresholds, catalog);
  const { selection, plan } = planned;
  return {
    ...planned,
    thresholds,
    kit,
    extent: boardExtent(board),
    outline: deriveBoardIndexes(board).outline,
    bodies: bodiesFor(board, config.heightOverrides),
    pointIndex: memo(() => buildPointIndex(selection.xs, selection.ys)),
    coverage: computeCoverage(board, config, selection, plan),
  };
}

function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
