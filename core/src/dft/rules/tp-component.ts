import { gradeAtLeast } from '../recorder';
import { atMost, roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { heightOrigin } from '../heights/height-origin';
import { copperShapeOf, pointAt, SIDES } from '../selection';
import { roundShapeScratch } from '../shapes/copper-shape';
import { boxDistance, shapeDistance } from '../shapes/shape-distance';
import { componentClearanceMm } from '../thresholds';
import { atPoint, describePoint, mm } from './locate';
import { underOwnBody } from './own-body';

/**
 * Test point ↔ component on the same side: pad EDGE to component BODY, against 80 % of the
 * component's height clamped to 0.6–5 mm (recommended) and 0.6 mm (minimum) (PRODUCT.md §5). The
 * test point's own component is excluded, but for a through-hole pin under its own body on the probed
 * side: a fail, 0 mm against the minimum (not accessible from that side; `underOwnBody`, decision
 * 0054). Components on the other side are not in the probe's way.
 */
export const tpComponent: Rule = {
  info: (t) => ({
    id: 'tp-component',
    title: 'Test point ↔ component, same side',
    unit: 'mm',
    worst: 'min',
    threshold: { recommended: null, minimum: t.tpComponent.minimumMm },
  }),
  check(ctx, rec) {
    const t = ctx.thresholds.tpComponent;
    // Only components closer than their own recommended clearance can warn or fail: look that far
    // (the tallest part's clearance for the search box, each part's own for the exact check).
    const reachOf = (h: number) => Math.max(componentClearanceMm(t, h), t.minimumMm) + 0.01;
    const sideReach = [0, 0];
    for (let s = 0; s < 2; s++) {
      const bodies = ctx.bodies[SIDES[s]!].bodies;
      for (let k = 0; k < bodies.length; k++)
        sideReach[s] = Math.max(sideReach[s]!, reachOf(bodies[k]!.height.mm));
    }
    const sel = ctx.selection;
    const scratch = roundShapeScratch();
    for (let i = 0; i < sel.count; i++) {
      const side = SIDES[sel.side[i]!]!;
      const { bodies, grid } = ctx.bodies[side];
      const reach = sideReach[sel.side[i]!]! + 0.01;
      const tp = pointAt(ctx.board, sel, i);
      const shape = copperShapeOf(ctx.board, sel, i, scratch);
      const [x0, y0, x1, y1] = shape.box;
      const near = grid.collect(x0 - reach, y0 - reach, x1 + reach, y1 + reach);
      for (let n = 0; n < near; n++) {
        const body = bodies[grid.found[n]!]!;
        if (tp.ref !== null && body.component.ref === tp.ref) {
          if (!underOwnBody(tp, body)) continue;
          rec.add(
            'fail',
            0,
            `${describePoint(tp)} is a through-hole pin under its own part ${tp.ref}'s body on the ${side}: not accessible from the ${side} (0.00 mm clearance, minimum ${mm(t.minimumMm)}); probe it from the other side`,
            [tp.id, body.component.id],
            atPoint(tp, side),
            { recommended: null, minimum: t.minimumMm },
            { ...body.height },
          );
          continue;
        }
        const own = reachOf(body.height.mm);
        // The box test only skips what is clearly out of reach; whether a body is in reach is
        // decided in 0.01 mm like every distance, so a board moved by a whole millimetre (float
        // noise in the last digit) checks the same bodies.
        if (boxDistance(shape, body.shape) > own + 0.01) continue;
        const recommended = componentClearanceMm(t, body.height.mm);
        const d = shapeDistance(shape, body.shape);
        if (!atMost(d, own)) continue;
        const shown = roundMm(d);
        const severity = gradeAtLeast(d, recommended, t.minimumMm);
        if (severity === 'pass' && rec.passed(shown)) continue;
        const c = body.component;
        const heightNote = `${mm(body.height.mm)} tall${heightOrigin(body.height, ', ')}`;
        rec.add(
          severity,
          shown,
          `${describePoint(tp)} is ${mm(shown)} from ${c.ref} (${heightNote}; recommended ≥ ${mm(roundMm(recommended))}, minimum ${mm(t.minimumMm)})`,
          [tp.id, c.id],
          atPoint(tp, side),
          { recommended: roundMm(recommended), minimum: t.minimumMm },
          { ...body.height },
        );
      }
    }
  },
};
