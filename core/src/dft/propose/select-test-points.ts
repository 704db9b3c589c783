import type { TestPointId, TestPointKind } from '../../board/model';
import { GridHash } from '../../spatial/grid-hash';
import { toHundredths } from '../rounding';
import type { DftThresholds } from '../thresholds';
import type { Candidate } from './score-candidates';

/** Only this many best-scored uncrowded candidates of a net are weighed against the chosen points. */
const TRIES_PER_NET = 16;
const KIND_RANK: Record<TestPointKind, number> = { testpoint: 0, 'through-hole': 1, via: 2, smd: 3 };
const SPACING_WARN = 150;

/** One chosen point per net. */
export interface Selection {
  id: TestPointId;
  net: string;
  side: Candidate['side'];
}

/**
 * Picks at most one test point per net, greedily: nets that have a dedicated test point first, then
 * nets with the fewest candidates (they have the least choice). For each net, its candidates in score
 * order: one closer than `minimumSpacing` (hundredths of a mm) to a point already chosen on the same
 * side is never taken (decision 0020: a spacing or probe-class fail); of the first TRIES_PER_NET
 * others, the best after a small cost per chosen point closer than the recommended spacing. A net
 * whose candidates are all crowded out stays without a test point. Deterministic: ties go to the
 * earlier net name / candidate.
 */
export function selectTestPoints(
  candidates: Candidate[],
  scores: Float64Array,
  thresholds: DftThresholds,
  minimumSpacing: number,
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
  const recommended = toHundredths(thresholds.tpSpacingMm.recommended);
  // Every chosen point that can fail or warn lies within this radius (mm) of a candidate.
  const radius = Math.max(recommended, minimumSpacing) / 100 + 0.01;
  const grids = { top: new GridHash(radius), bottom: new GridHash(radius) };
  const chosen: Selection[] = [];
  for (const [net, indices] of nets) {
    indices.sort((a, b) => scores[b]! - scores[a]! || a - b);
    let best = -1;
    let bestValue = -Infinity;
    let tried = 0;
    for (let k = 0; k < indices.length && tried < TRIES_PER_NET; k++) {
      const i = indices[k]!;
      const c = candidates[i]!;
      let crowded = false;
      let penalty = 0;
      grids[c.side].forEachNear(c.tp.x, c.tp.y, radius, (_, d) => {
        const h = toHundredths(d);
        if (h < minimumSpacing) crowded = true;
        else if (h < recommended) penalty += SPACING_WARN;
      });
      if (crowded) continue;
      tried++;
      const value = scores[i]! - penalty;
      if (value > bestValue) [best, bestValue] = [i, value];
    }
    if (best < 0) continue;
    const c = candidates[best]!;
    grids[c.side].insert(c.tp.x, c.tp.y);
    chosen.push({ id: c.tp.id, net, side: c.side });
  }
  return chosen;
}
