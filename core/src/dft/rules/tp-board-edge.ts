import { edgeClearanceGrid } from '../board-cache';
import { gradeAtLeast } from '../recorder';
import { roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { pointAt, SIDES } from '../selection';
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
    const sel = ctx.selection;
    if (outline === null) {
      if (sel.count === 0) return;
      rec.record('warning', null, () => ({
        message: 'the board has no outline: edge clearances cannot be checked',
        features: [],
        location: null,
      }));
      return;
    }
    // Most points are far from every edge: the outline's raster, else one bounded box search,
    // proves they pass. Their exact distance is only measured when a pass finding will show it,
    // or when no point came near an edge and the worst value must come from them.
    const reach = Math.max(recommended, minimum) + 0.01;
    const far = new Uint8Array(sel.count);
    let anyFar = false;
    const grid = edgeClearanceGrid(ctx.board, reach);
    for (let i = 0; i < sel.count; i++) {
      if (!rec.keepsPasses && grid?.isClear(sel.xs[i]!, sel.ys[i]!)) {
        far[i] = 1;
        anyFar = true;
        rec.passed(null);
        continue;
      }
      const tp = pointAt(ctx.board, sel, i);
      const inside = outline.contains(tp);
      const near = outline.distanceWithin(tp, reach);
      if (inside && near === Infinity && !rec.keepsPasses) {
        far[i] = 1;
        anyFar = true;
        rec.passed(null);
        continue;
      }
      const d = near === Infinity ? outline.distanceTo(tp) : near;
      const shown = roundMm(inside ? d : -d);
      const severity = inside ? gradeAtLeast(d, recommended, minimum) : 'fail';
      if (severity === 'pass' && rec.passed(shown)) continue;
      rec.add(
        severity,
        shown,
        inside
          ? `${describePoint(tp)} is ${mm(shown)} from the board edge (recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)})`
          : `${describePoint(tp)} lies outside the board outline (${mm(-shown)} beyond the edge)`,
        [tp.id],
        atPoint(tp, SIDES[sel.side[i]!]!),
      );
    }
    // Only when no point came near an edge: the worst is the smallest distance of the far ones.
    if (!rec.hasWorst && anyFar) {
      let nearest = Infinity;
      for (let i = 0; i < sel.count; i++) {
        if (far[i]) nearest = Math.min(nearest, outline.distanceTo(pointAt(ctx.board, sel, i)));
      }
      rec.noteWorst(roundMm(nearest));
    }
  },
};
