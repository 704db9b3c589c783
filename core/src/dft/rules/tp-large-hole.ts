import { atMost, roundMm } from '../rounding';
import type { Rule } from '../rule';
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
    for (const p of ctx.selection.points) {
      if (p.drillMm === null) continue;
      const drill = roundMm(p.drillMm);
      rec.record(atMost(p.drillMm, limit) ? 'pass' : 'warning', drill, () => ({
        message: `${describePoint(p)} has a ${mm(drill)} hole (limit ${mm(limit)})`,
        features: [p.tp.id],
        location: atPoint(p),
      }));
    }
  },
};
