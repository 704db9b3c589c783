import { PROBE_CLASSES } from '../../fixture/probe-catalog';
import { NO_CLASS } from '../../fixture/probe-classes';
import type { AnalysisContext } from '../context';
import { roundMm } from '../rounding';
import type { Rule } from '../rule';
import { atPoint, describePoint, mm } from './locate';

/** For each point without a class: its nearest same-side neighbour (index, distance), if any. */
function nearestNeighbours(ctx: AnalysisContext): Map<number, { other: number; d: number }> {
  const out = new Map<number, { other: number; d: number }>();
  const cls = ctx.probeClasses;
  const { a, b, distanceMm, count } = ctx.pairs;
  for (let k = 0; k < count; k++) {
    for (const [i, j] of [
      [a[k]!, b[k]!],
      [b[k]!, a[k]!],
    ] as const) {
      if (cls[i] !== NO_CLASS) continue;
      const best = out.get(i);
      if (!best || distanceMm[k]! < best.d) out.set(i, { other: j, d: distanceMm[k]! });
    }
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
    const points = ctx.selection.points;
    const smallest = PROBE_CLASSES[PROBE_CLASSES.length - 1]!;
    const spec = ctx.catalog.classes[smallest];
    const blockers = nearestNeighbours(ctx);
    points.forEach((p, i) => {
      const cls = ctx.probeClasses[i]!;
      if (cls !== NO_CLASS) {
        rec.record('pass', null, () => ({
          message: `${describePoint(p)}: ${PROBE_CLASSES[cls]}`,
          features: [p.tp.id],
          location: atPoint(p),
        }));
        return;
      }
      const blocker = blockers.get(i);
      const padTooSmall = ctx.padClasses[i] === NO_CLASS;
      const why =
        padTooSmall || !blocker
          ? `its pad (${mm(roundMm(p.tp.sizeMm))}) is smaller than ${smallest}'s minimum ${mm(spec.minPadMm)}`
          : `${points[blocker.other]!.tp.id} is ${mm(roundMm(blocker.d))} away, closer than ${smallest}'s pitch ${mm(spec.pitchMm)}`;
      rec.record('fail', null, () => ({
        message: `${describePoint(p)} cannot take any probe: ${why}`,
        features: blocker && !padTooSmall ? [p.tp.id, points[blocker.other]!.tp.id] : [p.tp.id],
        location: atPoint(p),
      }));
    });
  },
};
