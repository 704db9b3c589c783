import type { Point, Polygon } from '../board/model';

/** Whether the board outline changed, and by how much (mm, board frame). */
export interface OutlineChange {
  changed: boolean;
  /**
   * The largest distance from a vertex of either outline to the other outline's edges (a one-sided
   * Hausdorff distance both ways over the vertices; arcs are polygons in the model): 0 when identical,
   * null when only one revision has an outline.
   */
  deviationMm: number | null;
  /** Bounding boxes (board frame, mm); null for a board without an outline. */
  boxA: Box | null;
  boxB: Box | null;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boxOf(polys: Polygon[]): Box | null {
  const pts = polys.flatMap((p) => p.outer);
  if (pts.length === 0) return null;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of pts)
    [minX, minY, maxX, maxY] = [
      Math.min(minX, p.x),
      Math.min(minY, p.y),
      Math.max(maxX, p.x),
      Math.max(maxY, p.y),
    ];
  return { minX, minY, maxX, maxY };
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

const rings = (polys: Polygon[]) => polys.flatMap((p) => [p.outer, ...p.holes]);

/** Largest distance (mm) from a vertex of `from` to the nearest edge of `to`. */
function oneWay(from: Point[][], to: Point[][]): number {
  let worst = 0;
  for (const ring of from)
    for (const p of ring) {
      let best = Infinity;
      for (const r of to)
        for (let i = 0; i < r.length && best > worst; i++)
          best = Math.min(best, segmentDistance(p, r[i]!, r[(i + 1) % r.length]!));
      if (best > worst) worst = best;
    }
  return worst;
}

/**
 * Compares two board outlines (cut-outs included). `changed` when a vertex of either lies farther than
 * `epsilonMm` from the other's edges, or one has an outline and the other none.
 */
export function compareOutlines(a: Polygon[], b: Polygon[], epsilonMm: number): OutlineChange {
  const [ra, rb] = [rings(a), rings(b)];
  const boxA = boxOf(a);
  const boxB = boxOf(b);
  if (ra.length === 0 || rb.length === 0) {
    const changed = ra.length !== rb.length;
    return { changed, deviationMm: changed ? null : 0, boxA, boxB };
  }
  const deviationMm = Math.round(Math.max(oneWay(ra, rb), oneWay(rb, ra)) * 1000) / 1000;
  return { changed: deviationMm > epsilonMm, deviationMm, boxA, boxB };
}
