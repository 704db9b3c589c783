import { atMost, roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { drillOf, pointAt, SIDES } from '../selection';
import { atPoint, describePoint, mm } from './locate';

/** Probing a hole larger than 1.5 mm is a warning: the tip can slip into it (PRODUCT.md §5). */
export const tpLargeHole: Rule = {
  info: (t) => ({
    id: 'tp-large-hole',
    title: 'Probing a hole larger than the limit',
    unit: 'mm',
    worst: 'max',
    threshold: { recommended: t.largeHoleMm, minimum: null },
  }),
  check(ctx, rec) {
    const limit = ctx.thresholds.largeHoleMm;
    const sel = ctx.selection;
    for (let i = 0; i < sel.count; i++) {
      const drillMm = drillOf(sel, i);
      if (drillMm === null) continue;
      const drill = roundMm(drillMm);
      const ok = atMost(drillMm, limit);
      if (ok && rec.passed(drill)) continue;
      const tp = pointAt(ctx.board, sel, i);
      rec.add(
        ok ? 'pass' : 'warning',
        drill,
        `${describePoint(tp)} has a ${mm(drill)} hole (limit ${mm(limit)})`,
        [tp.id],
        atPoint(tp, SIDES[sel.side[i]!]!),
      );
    }
  },
};
