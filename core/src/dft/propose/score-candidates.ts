import type { Board, Hole, Side, TestPoint, TestPointKind } from '../../board/model';
import { type Column, floatColumn } from '../../memory/heap-columns';
import type { EdgeClearanceGrid } from '../../spatial/edge-clearance-grid';
import type { SegmentIndex } from '../../spatial/segment-index';
import type { SideBodies } from '../component-bodies';
import { makeIdLookup } from '../id-lookup';
import type { CopperShape } from '../shapes/copper-shape';
import { boxDistance, shapeDistance } from '../shapes/shape-distance';
import { componentClearanceMm, type DftThresholds } from '../thresholds';
import { roundShapeScratch } from '../shapes/copper-shape';
import { candidateShape } from './candidate-shape';
import { type Candidates, TOP } from './gather-candidates';

/** What scoring reads besides the candidate. */
export interface ScoringEnv {
  board: Board;
  outline: SegmentIndex | null;
  /** The outline's clearance raster for EDGE_SCORE_CAP_MM (EDGE_SCORE_REACH_MM), when there is one. */
  edgeGrid?: EdgeClearanceGrid | null;
  bodies: Record<Side, SideBodies>;
  guideHoles: Hole[];
  thresholds: DftThresholds;
  primary: Side;
}

// Priority of PRODUCT.md §4 dominates everything else: a dedicated test point beats any pad.
const KIND_SCORE: Record<TestPointKind, number> = {
  testpoint: 4000,
  'through-hole': 3000,
  via: 2000,
  smd: 1000,
};
const PRIMARY_SIDE_BONUS = 500;
/** The cost of what would make the analysis warn (below a recommended value). */
const WARN = 150;
const EDGE_SCORE_CAP_MM = 5;
/** The reach of the edge raster scoring can use: beyond it every candidate scores the same. */
export const EDGE_SCORE_REACH_MM = EDGE_SCORE_CAP_MM;

// Candidates reach scoring only when they fail no minimum (gatherCandidates): inside the outline,
// pads and clearances at least the minimums. Scoring ranks what is left by how much room it has.

function edgeScore(tp: TestPoint, env: ScoringEnv): number {
  if (!env.outline) return 0;
  if (env.edgeGrid?.isClear(tp.x, tp.y)) return 20 * EDGE_SCORE_CAP_MM;
  // Clearances beyond 5 mm all score the same: a bounded search is enough.
  const d = Math.min(env.outline.distanceWithin(tp, EDGE_SCORE_CAP_MM), EDGE_SCORE_CAP_MM);
  return 20 * d - (d < env.thresholds.tpEdgeMm.recommended ? WARN : 0);
}

/** What a body at `margin` mm beyond its recommended clearance does to the component score. */
const marginScore = (margin: number) => 20 * Math.min(margin, 5) - (margin < 0 ? WARN : 0);
/** Far more than the rounding of a box distance against the shape distance it bounds (mm). */
const BOX_SLACK = 1e-9;

/**
 * The body-driven part of the score: the worst body's marginScore, 100 with none near. Bodies whose
 * box distance (a lower bound of their distance; marginScore only grows with the margin) cannot
 * score below the worst so far are not measured: the nearest-looking body is measured first, which
 * usually settles the rest. `lower` is scratch space for the bounds.
 */
function componentScore(
  tp: TestPoint,
  side: Side,
  shape: CopperShape,
  env: ScoringEnv,
  lower: Column,
): number {
  const t = env.thresholds.tpComponent;
  const reach = t.clampMaxMm;
  const { bodies, grid } = env.bodies[side];
  const [x0, y0, x1, y1] = shape.box;
  const near = grid.collect(x0 - reach, y0 - reach, x1 + reach, y1 + reach);
  let first = -1;
  for (let n = 0; n < near; n++) {
    const body = bodies[grid.found[n]!]!;
    const box = boxDistance(shape, body.shape);
    if ((tp.ref !== null && body.component.ref === tp.ref) || box > reach) {
      lower[n] = Infinity;
      continue;
    }
    lower[n] = marginScore(box - BOX_SLACK - componentClearanceMm(t, body.height.mm));
    if (first < 0 || lower[n]! < lower[first]!) first = n;
  }
  let score = 100;
  for (let k = -1; k < near; k++) {
    const n = k < 0 ? first : k;
    if (n < 0 || (k >= 0 && n === first) || lower[n]! >= score) continue;
    const body = bodies[grid.found[n]!]!;
    const margin = shapeDistance(shape, body.shape) - componentClearanceMm(t, body.height.mm);
    score = Math.min(score, marginScore(margin));
  }
  return score;
}

function guidePinScore(tp: TestPoint, env: ScoringEnv): number {
  const t = env.thresholds.guidePinTpMm;
  let score = 0;
  for (const h of env.guideHoles) {
    if (Math.hypot(h.x - tp.x, h.y - tp.y) < t.recommended + h.diameterMm / 2) score -= WARN;
  }
  return score;
}

function padScore(tp: TestPoint, env: ScoringEnv): number {
  const size = tp.sizeMm;
  return 100 * Math.min(size, 2) - (size < env.thresholds.padSizeMm.recommended ? WARN : 0);
}

/**
 * Scores every candidate (higher is better): kind priority first (PRODUCT.md §4), then the primary
 * side, larger pads, clearance to the board edge and to components, distance from guide pins, less
 * a small cost for each thing the analysis would warn about. `needed(i)` = false skips a candidate
 * (score 0): a net's only candidate is taken whatever its score.
 */
export function scoreCandidates(
  candidates: Candidates,
  env: ScoringEnv,
  needed?: (i: number) => boolean,
): Column {
  // Ids usually carry their index (P12, V3): no map of a million ids.
  const pads = makeIdLookup(env.board.pads);
  const vias = makeIdLookup(env.board.vias);
  const scratch = roundShapeScratch();
  const lower = floatColumn(Math.max(env.bodies.top.bodies.length, env.bodies.bottom.bodies.length));
  const scores = floatColumn(candidates.count);
  for (let i = 0; i < candidates.count; i++) {
    if (needed && !needed(i)) continue;
    const tp = env.board.testPoints[candidates.tp[i]!]!;
    const side: Side = candidates.side[i] === TOP ? 'top' : 'bottom';
    const shape = candidateShape(tp, pads, vias, scratch);
    scores[i] =
      KIND_SCORE[tp.kind] +
      (side === env.primary ? PRIMARY_SIDE_BONUS : 0) +
      padScore(tp, env) +
      edgeScore(tp, env) +
      componentScore(tp, side, shape, env, lower) +
      guidePinScore(tp, env);
  }
  return scores;
}
