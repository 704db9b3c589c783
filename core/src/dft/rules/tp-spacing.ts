import { gradeAtLeast } from '../recorder';
import { roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { pointAt, SIDES } from '../selection';
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
    const sel = ctx.selection;
    const limits = `recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)}`;
    for (let k = 0; k < count; k++) {
      const d = roundMm(distanceMm[k]!);
      const severity = gradeAtLeast(distanceMm[k]!, recommended, minimum);
      if (severity === 'pass' && rec.passed(d)) continue;
      const p = pointAt(ctx.board, sel, a[k]!);
      const q = pointAt(ctx.board, sel, b[k]!);
      const side = SIDES[sel.side[a[k]!]!]!;
      rec.add(
        severity,
        d,
        `${describePoint(p)} and ${describePoint(q)} are ${mm(d)} apart on the ${side} (${limits})`,
        [p.id, q.id],
        between(p, q, side),
      );
    }
  },
};
