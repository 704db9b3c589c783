import type { TestPointId } from '../../board/model';
import { GridHash } from '../../spatial/grid-hash';
import { toHundredths } from '../rounding';
import type { DftThresholds } from '../thresholds';
import type { Candidate } from './score-candidates';

/** Only this many best-scored candidates of a net are weighed against the already chosen points. */
const TRIES_PER_NET = 16;
const SPACING_FAIL = 10_000;
const SPACING_WARN = 150;

/** One chosen point per net. */
export interface Selection {
  id: TestPointId;
  net: string;
  side: Candidate['side'];
}

/**
 * Picks one test point per net, greedily: nets with the fewest candidates first (they have the least
 * choice), and for each net the best-scored candidate after a penalty for crowding the points
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
  const nets = [...byNet.entries()].sort((a, b) => a[1].length - b[1].length || (a[0] < b[0] ? -1 : 1));
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
