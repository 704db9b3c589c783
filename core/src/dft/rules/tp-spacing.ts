import { gradeAtLeast } from '../recorder';
import { roundMm } from '../rounding';
import type { Rule } from '../rule';
import { between, describePoint, mm } from './locate';

/**
 * Test point ↔ test point on the same probe side, centre to centre (PRODUCT.md §5). Points probed
 * from opposite sides never clash, whatever their distance in the top view.
 */
export const tpSpacing: Rule = {
  info: (t) => ({
    id: 'tp-spacing',
    title: 'Test point ↔ test point, same side',
    unit: 'mm',
    worst: 'min',
    threshold: { ...t.tpSpacingMm },
  }),
  check(ctx, rec) {
    const { recommended, minimum } = ctx.thresholds.tpSpacingMm;
    const { a, b, distanceMm, count } = ctx.pairs;
    const points = ctx.selection.points;
    for (let k = 0; k < count; k++) {
      const p = points[a[k]!]!;
      const q = points[b[k]!]!;
      const d = roundMm(distanceMm[k]!);
      const severity = gradeAtLeast(distanceMm[k]!, recommended, minimum);
      if (severity === 'pass' && rec.passed(d)) continue;
      rec.record(severity, d, () => ({
        message: `${describePoint(p)} and ${describePoint(q)} are ${mm(d)} apart on the ${p.probeSide} (recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)})`,
        features: [p.tp.id, q.tp.id],
        location: between(p.tp, q.tp, p.probeSide),
      }));
    }
  },
};
