import type { Board, Hole, Side, TestPoint, TestPointKind } from '../../board/model';
import type { EdgeClearanceGrid } from '../../spatial/edge-clearance-grid';
import type { SegmentIndex } from '../../spatial/segment-index';
import type { SideBodies } from '../component-bodies';
import { makeIdLookup } from '../id-lookup';
import type { CopperShape } from '../shapes/copper-shape';
import { boxDistance, shapeDistance } from '../shapes/shape-distance';
import { componentClearanceMm, type DftThresholds } from '../thresholds';
import { candidateShape } from './candidate-shape';

/** A candidate for selection, with the side its probe would come from. */
export interface Candidate {
  tp: TestPoint;
  side: Side;
}

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

function edgeScore(c: Candidate, env: ScoringEnv): number {
  if (!env.outline) return 0;
  if (env.edgeGrid?.isClear(c.tp.x, c.tp.y)) return 20 * EDGE_SCORE_CAP_MM;
  // Clearances beyond 5 mm all score the same: a bounded search is enough.
  const d = Math.min(env.outline.distanceWithin(c.tp, EDGE_SCORE_CAP_MM), EDGE_SCORE_CAP_MM);
  return 20 * d - (d < env.thresholds.tpEdgeMm.recommended ? WARN : 0);
}

function componentScore(c: Candidate, shape: CopperShape, env: ScoringEnv): number {
  const t = env.thresholds.tpComponent;
  const reach = t.clampMaxMm;
  const { bodies, grid } = env.bodies[c.side];
  const [x0, y0, x1, y1] = shape.box;
  let score = 100;
  const near = grid.collect(x0 - reach, y0 - reach, x1 + reach, y1 + reach);
  for (let n = 0; n < near; n++) {
    const body = bodies[grid.found[n]!]!;
    if (c.tp.ref !== null && body.component.ref === c.tp.ref) continue;
    if (boxDistance(shape, body.shape) > reach) continue;
    const margin = shapeDistance(shape, body.shape) - componentClearanceMm(t, body.height.mm);
    score = Math.min(score, 20 * Math.min(margin, 5) - (margin < 0 ? WARN : 0));
  }
  return score;
}

function guidePinScore(c: Candidate, env: ScoringEnv): number {
  const t = env.thresholds.guidePinTpMm;
  let score = 0;
  for (const h of env.guideHoles) {
    if (Math.hypot(h.x - c.tp.x, h.y - c.tp.y) < t.recommended + h.diameterMm / 2) score -= WARN;
  }
  return score;
}

function padScore(c: Candidate, env: ScoringEnv): number {
  const size = c.tp.sizeMm;
  return 100 * Math.min(size, 2) - (size < env.thresholds.padSizeMm.recommended ? WARN : 0);
}

/**
 * Scores every candidate (higher is better): kind priority first (PRODUCT.md §4), then the primary
 * side, larger pads, clearance to the board edge and to components, distance from guide pins, less
 * a small cost for each thing the analysis would warn about. `needed(i)` = false skips a candidate
 * (score 0): a net's only candidate is taken whatever its score.
 */
export function scoreCandidates(
  candidates: Candidate[],
  env: ScoringEnv,
  needed?: (i: number) => boolean,
): Float64Array {
  // Ids usually carry their index (P12, V3): no map of a million ids.
  const pads = makeIdLookup(env.board.pads);
  const vias = makeIdLookup(env.board.vias);
  return Float64Array.from(candidates, (c, i) => {
    if (needed && !needed(i)) return 0;
    const shape = candidateShape(c.tp, pads, vias);
    return (
      KIND_SCORE[c.tp.kind] +
      (c.side === env.primary ? PRIMARY_SIDE_BONUS : 0) +
      padScore(c, env) +
      edgeScore(c, env) +
      componentScore(c, shape, env) +
      guidePinScore(c, env)
    );
  });
}
