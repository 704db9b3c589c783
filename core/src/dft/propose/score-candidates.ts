import type { Board, Hole, Pad, Side, TestPoint, TestPointKind, Via } from '../../board/model';
import type { EdgeClearanceGrid } from '../../spatial/edge-clearance-grid';
import type { SegmentIndex } from '../../spatial/segment-index';
import type { SideBodies } from '../component-bodies';
import { type CopperShape, padCopperShape, viaCopperShape } from '../shapes/copper-shape';
import { boxDistance, shapeDistance } from '../shapes/shape-distance';
import type { ProbeCatalog } from '../../fixture/probe-catalog';
import { makeIdLookup } from '../id-lookup';
import { componentClearanceMm, type DftThresholds } from '../thresholds';

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
  catalog: ProbeCatalog;
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
/** Penalties for what would make the analysis warn (small) or fail (large). */
const WARN = 150;
const FAIL = 1500;
const EDGE_SCORE_CAP_MM = 5;
/** The reach of the edge raster scoring can use: beyond it every candidate scores the same. */
export const EDGE_SCORE_REACH_MM = EDGE_SCORE_CAP_MM;

function shapeOf(
  tp: TestPoint,
  pads: (id: string) => Pad | undefined,
  vias: (id: string) => Via | undefined,
): CopperShape {
  const pad = pads(tp.featureId);
  if (pad) return padCopperShape(pad);
  const via = vias(tp.featureId);
  if (via) return viaCopperShape(via);
  const r = tp.sizeMm / 2;
  return { core: [{ x: tp.x, y: tp.y }], radius: r, box: [tp.x - r, tp.y - r, tp.x + r, tp.y + r] };
}

function edgeScore(c: Candidate, env: ScoringEnv): number {
  if (!env.outline) return 0;
  if (env.edgeGrid?.isClear(c.tp.x, c.tp.y)) return 20 * EDGE_SCORE_CAP_MM;
  if (!env.outline.contains(c.tp)) return -FAIL * 4;
  // Clearances beyond 5 mm all score the same: a bounded search is enough.
  const d = Math.min(env.outline.distanceWithin(c.tp, EDGE_SCORE_CAP_MM), EDGE_SCORE_CAP_MM);
  const t = env.thresholds.tpEdgeMm;
  return 20 * d - (d < t.minimum ? FAIL : d < t.recommended ? WARN : 0);
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
    const d = shapeDistance(shape, body.shape);
    const margin = d - componentClearanceMm(t, body.height.mm);
    const penalty = d < t.minimumMm ? FAIL : margin < 0 ? WARN : 0;
    score = Math.min(score, 20 * Math.min(margin, 5) - penalty);
  }
  return score;
}

function guidePinScore(c: Candidate, env: ScoringEnv): number {
  const t = env.thresholds.guidePinTpMm;
  let score = 0;
  for (const h of env.guideHoles) {
    const d = Math.hypot(h.x - c.tp.x, h.y - c.tp.y);
    const r = h.diameterMm / 2;
    if (d < t.minimum + r) score -= FAIL * 2;
    else if (d < t.recommended + r) score -= WARN;
  }
  return score;
}

// A pad below the smallest probe class's minimum cannot be probed at all: as bad as a spacing fail.
const UNPROBEABLE = 10_000;

/** `smallest`: the smallest probe class's minimum pad (mm). */
function padScore(c: Candidate, env: ScoringEnv, smallest: number): number {
  const t = env.thresholds.padSizeMm;
  const size = c.tp.sizeMm;
  const unprobeable = size < smallest ? UNPROBEABLE : 0;
  return 100 * Math.min(size, 2) - (size < t.minimum ? FAIL : size < t.recommended ? WARN : 0) - unprobeable;
}

/**
 * Scores every candidate (higher is better): kind priority first (PRODUCT.md §4), then the primary
 * side, larger pads, clearance to the board edge and to components, distance from guide pins. What
 * the analysis would fail costs far more than what it would warn about. `needed(i)` = false skips a
 * candidate (score 0): a net's only candidate is taken whatever its score.
 */
export function scoreCandidates(
  candidates: Candidate[],
  env: ScoringEnv,
  needed?: (i: number) => boolean,
): Float64Array {
  // Ids usually carry their index (P12, V3): no map of a million ids.
  const pads = makeIdLookup(env.board.pads);
  const vias = makeIdLookup(env.board.vias);
  const smallest = Math.min(...Object.values(env.catalog.classes).map((k) => k.minPadMm));
  return Float64Array.from(candidates, (c, i) => {
    if (needed && !needed(i)) return 0;
    const shape = shapeOf(c.tp, pads, vias);
    return (
      KIND_SCORE[c.tp.kind] +
      (c.side === env.primary ? PRIMARY_SIDE_BONUS : 0) +
      padScore(c, env, smallest) +
      edgeScore(c, env) +
      componentScore(c, shape, env) +
      guidePinScore(c, env)
    );
  });
}
