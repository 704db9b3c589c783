import { gradeAtLeast } from '../recorder';
import { roundMm } from '../rounding';
import type { Rule } from '../rule';
import type { SelectedPoint } from '../selection';
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
    // Most points are far from every edge: one bounded box search proves they pass. Their exact
    // distance is only measured when a pass finding will show it, or when no point came near an
    // edge and the worst value must come from them.
    const reach = Math.max(recommended, minimum) + 0.01;
    const far: SelectedPoint[] = [];
    for (const p of ctx.selection.points) {
      const inside = outline.contains(p.tp);
      const near = outline.distanceWithin(p.tp, reach);
      if (inside && near === Infinity && !rec.keepsPasses) {
        far.push(p);
        rec.passed(null);
        continue;
      }
      const d = near === Infinity ? outline.distanceTo(p.tp) : near;
      const shown = roundMm(inside ? d : -d);
      const severity = inside ? gradeAtLeast(d, recommended, minimum) : 'fail';
      if (severity === 'pass' && rec.passed(shown)) continue;
      rec.record(severity, shown, () => ({
        message: inside
          ? `${describePoint(p)} is ${mm(shown)} from the board edge (recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)})`
          : `${describePoint(p)} lies outside the board outline (${mm(-shown)} beyond the edge)`,
        features: [p.tp.id],
        location: atPoint(p),
      }));
    }
    if (!rec.hasWorst && far.length > 0) {
      rec.noteWorst(roundMm(far.reduce((m, p) => Math.min(m, outline.distanceTo(p.tp)), Infinity)));
    }
  },
};
