import type { TestPointId, TestPointKind } from '../../board/model';
import { GridHash } from '../../spatial/grid-hash';
import { toHundredths } from '../rounding';
import type { DftThresholds } from '../thresholds';
import type { Candidate } from './score-candidates';

/** Only this many best-scored candidates of a net are weighed against the already chosen points. */
const TRIES_PER_NET = 16;
const KIND_RANK: Record<TestPointKind, number> = { testpoint: 0, 'through-hole': 1, via: 2, smd: 3 };
const SPACING_FAIL = 10_000;
const SPACING_WARN = 150;

/** One chosen point per net. */
export interface Selection {
  id: TestPointId;
  net: string;
  side: Candidate['side'];
}

/**
 * Picks one test point per net, greedily: nets that have a dedicated test point first, then nets with
 * the fewest candidates (they have the least choice), and for each net the best-scored candidate after a penalty for crowding the points
 * already chosen on the same side (closer than the spacing minimum: practically excluded; closer than
 * the recommended spacing: a small cost). Deterministic: ties go to the earlier net name / candidate.
 */
export function selectTestPoints(
  candidates: Candidate[],
  scores: Float64Array,
  thresholds: DftThresholds,
): Selection[] {
  const byNet = new Map<string, number[]>();
  candidates.forEach((c, i) => {
    const list = byNet.get(c.tp.net!);
    if (list) list.push(i);
    else byNet.set(c.tp.net!, [i]);
  });
  // Nets with a dedicated test point go first: a designer put it there for the fixture, and an SMD
  // pad chosen earlier for another net must not crowd it out. Then nets with the fewest candidates.
  const bestKind = (list: number[]) => Math.min(...list.map((i) => KIND_RANK[candidates[i]!.tp.kind]));
  const nets = [...byNet.entries()]
    .map(([net, list]) => ({ net, list, kind: bestKind(list) }))
    .sort((a, b) => a.kind - b.kind || a.list.length - b.list.length || (a.net < b.net ? -1 : 1))
    .map(({ net, list }) => [net, list] as const);
  const { recommended, minimum } = thresholds.tpSpacingMm;
  const grids = { top: new GridHash(recommended), bottom: new GridHash(recommended) };
  const chosen: Selection[] = [];
  for (const [net, indices] of nets) {
    indices.sort((a, b) => scores[b]! - scores[a]! || a - b);
    let best = -1;
    let bestValue = -Infinity;
    for (const i of indices.slice(0, TRIES_PER_NET)) {
      const c = candidates[i]!;
      let penalty = 0;
      grids[c.side].forEachNear(c.tp.x, c.tp.y, recommended, (_, d) => {
        const h = toHundredths(d);
        penalty +=
          h < toHundredths(minimum) ? SPACING_FAIL : h < toHundredths(recommended) ? SPACING_WARN : 0;
      });
      const value = scores[i]! - penalty;
      if (value > bestValue) [best, bestValue] = [i, value];
    }
    const c = candidates[best]!;
    grids[c.side].insert(c.tp.x, c.tp.y);
    chosen.push({ id: c.tp.id, net, side: c.side });
  }
  return chosen;
}
