import { gradeAtLeast } from '../recorder';
import { atMost, roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { pointAt, SIDES } from '../selection';
import { describePoint, mm } from './locate';

/**
 * Guide pin ↔ test point, centre to centre, against the threshold plus the guide hole's radius
 * (PRODUCT.md §5: 2.54 / 1.9 mm + r). The pin passes through the board, so test points on both
 * sides count.
 */
export const guidePinTp: Rule = {
  info: (t) => ({
    id: 'guide-pin-tp',
    title: 'Guide pin ↔ test point',
    unit: 'mm',
    worst: 'min',
    threshold: { ...t.guidePinTpMm },
  }),
  check(ctx, rec) {
    const base = ctx.thresholds.guidePinTpMm;
    const sel = ctx.selection;
    const holes = sel.guideHoles.map((hole) => {
      const r = hole.diameterMm / 2;
      const recommended = roundMm(base.recommended + r);
      const minimum = roundMm(base.minimum + r);
      return {
        hole,
        recommended,
        minimum,
        reach: Math.max(recommended, minimum) + 0.01,
        near: [] as number[],
      };
    });
    if (holes.length === 0) return;
    // A configuration has two or three guide holes: one pass over the point columns finds the
    // points near each (cheaper than a spatial index of a million points); then hole by hole, points
    // in selection order.
    for (let i = 0; i < sel.count; i++) {
      const x = sel.xs[i]!;
      const y = sel.ys[i]!;
      for (let h = 0; h < holes.length; h++) {
        const g = holes[h]!;
        if (Math.abs(x - g.hole.x) <= g.reach + 0.01 && Math.abs(y - g.hole.y) <= g.reach + 0.01)
          g.near.push(i);
      }
    }
    for (const { hole, recommended, minimum, reach, near } of holes) {
      for (const i of near) {
        const tp = pointAt(ctx.board, sel, i);
        const d = Math.hypot(tp.x - hole.x, tp.y - hole.y);
        if (!atMost(d, reach)) continue; // in reach as shown, in 0.01 mm
        const shown = roundMm(d);
        rec.record(gradeAtLeast(d, recommended, minimum), shown, () => ({
          message: `${describePoint(tp)} is ${mm(shown)} from guide hole ${hole.id} (⌀${mm(hole.diameterMm)}; recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)})`,
          features: [hole.id, tp.id],
          location: { x: tp.x, y: tp.y, side: SIDES[sel.side[i]!]! },
          threshold: { recommended, minimum },
        }));
      }
    }
  },
};
