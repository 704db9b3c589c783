import { gradeAtLeast } from '../recorder';
import { roundMm } from '../rounding';
import type { Rule } from '../rule';
import { atPoint, describePoint, mm } from './locate';

/** Test-point pad size: smallest dimension of the probe-able copper (PRODUCT.md §5). */
export const tpPadSize: Rule = {
  info: (t) => ({
    id: 'tp-pad-size',
    title: 'Test-point pad size',
    unit: 'mm',
    worst: 'min',
    threshold: { ...t.padSizeMm },
  }),
  check(ctx, rec) {
    const { recommended, minimum } = ctx.thresholds.padSizeMm;
    for (const p of ctx.selection.points) {
      const size = roundMm(p.tp.sizeMm);
      const severity = gradeAtLeast(p.tp.sizeMm, recommended, minimum);
      if (severity === 'pass' && rec.passed(size)) continue;
      rec.record(severity, size, () => ({
        message: `${describePoint(p)}: pad ${mm(size)} (recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)})`,
        features: [p.tp.id],
        location: atPoint(p),
      }));
    }
  },
};
