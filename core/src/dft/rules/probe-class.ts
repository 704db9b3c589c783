import { pairSpacingMm } from '../../probing/probe-catalog';
import { PROBE_CLASSES } from '../../probing/probe-catalog';
import { NO_CLASS } from '../../probing/probe-classes';
import type { AnalysisContext } from '../context';
import { roundMm, toHundredths } from '../../units/rounding';
import type { Rule } from '../rule';
import { pointAt, SIDES } from '../selection';
import { atPoint, describePoint, mm } from './locate';

/**
 * For each point without a class: its nearest same-side neighbour and their distance. Points
 * without a class are few: a map of them, not two arrays over every point.
 */
function nearestNeighbours(ctx: AnalysisContext): Map<number, { other: number; d: number }> {
  const out = new Map<number, { other: number; d: number }>();
  const cls = ctx.probeClasses;
  const { a, b, distanceMm, count } = ctx.pairs;
  const consider = (i: number, j: number, d: number) => {
    if (cls[i] !== NO_CLASS) return;
    // Nearest as shown (0.01 mm), then the lower index: the same neighbour however the board lies.
    const best = out.get(i);
    if (!best) out.set(i, { other: j, d });
    else {
      const [h, hb] = [toHundredths(d), toHundredths(best.d)];
      if (h < hb || (h === hb && j < best.other)) {
        best.other = j;
        best.d = d;
      }
    }
  };
  for (let k = 0; k < count; k++) {
    consider(a[k]!, b[k]!, distanceMm[k]!);
    consider(b[k]!, a[k]!, distanceMm[k]!);
  }
  return out;
}

/**
 * Every selected point needs a probe class (PRODUCT.md §6): its pad must fit a class's minimum and
 * its neighbours must leave room for one. A point closer to a neighbour than P39's pitch, or with a
 * pad smaller than P39's minimum, gets none: a fail.
 */
export const probeClass: Rule = {
  info: () => ({
    id: 'probe-class',
    title: 'Probe class assignable',
    unit: null,
    worst: null,
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    const sel = ctx.selection;
    const smallest = PROBE_CLASSES[PROBE_CLASSES.length - 1]!;
    const spec = ctx.catalog.classes[smallest];
    const blockers = nearestNeighbours(ctx);
    for (let i = 0; i < sel.count; i++) {
      const cls = ctx.probeClasses[i]!;
      if (cls !== NO_CLASS && rec.passed(null)) continue;
      const tp = pointAt(ctx.board, sel, i);
      const location = atPoint(tp, SIDES[sel.side[i]!]!);
      if (cls !== NO_CLASS) {
        rec.add('pass', null, `${describePoint(tp)}: ${PROBE_CLASSES[cls]}`, [tp.id], location);
        continue;
      }
      const blocker = blockers.get(i);
      const padTooSmall = ctx.padClasses[i] === NO_CLASS;
      const other = blocker ? pointAt(ctx.board, sel, blocker.other) : null;
      const spacing = pairSpacingMm(ctx.catalog, smallest, smallest);
      const byWeb = spacing > spec.pitchMm + 1e-9;
      const why =
        padTooSmall || !blocker || !other
          ? `its pad (${mm(roundMm(tp.sizeMm))}) is smaller than ${smallest}'s minimum ${mm(spec.minPadMm)}`
          : `${describePoint(other)} is ${mm(roundMm(blocker.d))} away, closer than two ${smallest} probes may stand (${mm(spacing)}: ${byWeb ? `their holes in the probe plate need that much to leave its minimum web between them; ${smallest}'s pitch alone is ${mm(spec.pitchMm)}` : `${smallest}'s pitch`}). No probe class Studio designs with (${PROBE_CLASSES.join(', ')}) stands there: move the pads at least ${mm(spacing)} apart, or use a 25-mil (0.635 mm pitch) probe class`;
      rec.add(
        'fail',
        null,
        `${describePoint(tp)} cannot take any probe: ${why}`,
        other && !padTooSmall ? [tp.id, other.id] : [tp.id],
        location,
      );
    }
  },
};
