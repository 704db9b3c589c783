import { probedSides } from '../../test-config/model';
import { atMost, roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { heightOrigin } from '../heights/height-origin';
import { mm } from './locate';

/**
 * Component height on a probed side: taller than 5.7 mm needs a cut-out in the probe plate
 * (warning, PRODUCT.md §5). Defaulted heights say so.
 */
export const componentHeight: Rule = {
  info: (t) => ({
    id: 'component-height',
    title: 'Component height on the probe side',
    unit: 'mm',
    worst: 'max',
    threshold: { recommended: t.componentHeightMaxMm, minimum: null },
  }),
  check(ctx, rec) {
    const limit = ctx.thresholds.componentHeightMaxMm;
    for (const side of probedSides(ctx.config)) {
      for (const body of ctx.bodies[side].bodies) {
        const h = roundMm(body.height.mm);
        const c = body.component;
        const source = heightOrigin(body.height, ' (', ')');
        rec.record(atMost(body.height.mm, limit) ? 'pass' : 'warning', h, () => ({
          message: `${c.ref} on the ${side} is ${mm(h)} tall${source}: the plate needs a cut-out above ${mm(limit)}`,
          features: [c.id],
          location: { x: c.x, y: c.y, side },
          height: { ...body.height },
        }));
      }
    }
  },
};
