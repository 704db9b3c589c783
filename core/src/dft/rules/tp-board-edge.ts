import { gradeAtLeast } from '../recorder';
import { roundMm } from '../rounding';
import type { Rule } from '../rule';
import { atPoint, describePoint, mm } from './locate';

/**
 * Test point centre ↔ nearest outline edge, cut-outs included (PRODUCT.md §5). A point outside the
 * outline is a fail, measured as a negative distance.
 */
export const tpBoardEdge: Rule = {
  info: (t) => ({
    id: 'tp-board-edge',
    title: 'Test point ↔ board edge',
    unit: 'mm',
    worst: 'min',
    threshold: { ...t.tpEdgeMm },
  }),
  check(ctx, rec) {
    const { recommended, minimum } = ctx.thresholds.tpEdgeMm;
    const outline = ctx.outline;
    if (outline === null) {
      if (ctx.selection.points.length === 0) return;
      rec.record('warning', null, () => ({
        message: 'the board has no outline: edge clearances cannot be checked',
        features: [],
        location: null,
      }));
      return;
    }
    for (const p of ctx.selection.points) {
      const d = outline.distanceTo(p.tp);
      const inside = outline.contains(p.tp);
      const shown = roundMm(inside ? d : -d);
      const severity = inside ? gradeAtLeast(d, recommended, minimum) : 'fail';
      rec.record(severity, shown, () => ({
        message: inside
          ? `${describePoint(p)} is ${mm(shown)} from the board edge (recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)})`
          : `${describePoint(p)} lies outside the board outline (${mm(-shown)} beyond the edge)`,
        features: [p.tp.id],
        location: atPoint(p),
      }));
    }
  },
};
