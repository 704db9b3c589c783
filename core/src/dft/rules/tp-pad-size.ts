import { gradeAtLeast } from '../recorder';
import { roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { pointAt, SIDES } from '../selection';
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
    const sel = ctx.selection;
    const limits = `recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)}`;
    for (let i = 0; i < sel.count; i++) {
      const size = roundMm(sel.sizeMm[i]!);
      const severity = gradeAtLeast(sel.sizeMm[i]!, recommended, minimum);
      if (severity === 'pass' && rec.passed(size)) continue;
      const tp = pointAt(ctx.board, sel, i);
      rec.add(
        severity,
        size,
        `${describePoint(tp)}: pad ${mm(size)} (${limits})`,
        [tp.id],
        atPoint(tp, SIDES[sel.side[i]!]!),
      );
    }
  },
};
