import { gradeAtLeast } from '../recorder';
import { roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { between, mm } from './locate';

/** Guide pin ↔ guide pin, edge to edge: centre distance minus both hole radii (PRODUCT.md §5). */
export const guidePinSpacing: Rule = {
  info: (t) => ({
    id: 'guide-pin-spacing',
    title: 'Guide pin ↔ guide pin',
    unit: 'mm',
    worst: 'min',
    threshold: { ...t.guidePinSpacingMm },
  }),
  check(ctx, rec) {
    const { recommended, minimum } = ctx.thresholds.guidePinSpacingMm;
    const holes = ctx.selection.guideHoles;
    for (let i = 0; i < holes.length; i++) {
      for (let j = i + 1; j < holes.length; j++) {
        const [h, k] = [holes[i]!, holes[j]!];
        const edge = Math.hypot(h.x - k.x, h.y - k.y) - h.diameterMm / 2 - k.diameterMm / 2;
        const shown = roundMm(edge);
        rec.record(gradeAtLeast(edge, recommended, minimum), shown, () => ({
          message: `guide holes ${h.id} and ${k.id} are ${mm(shown)} apart edge to edge (recommended ≥ ${mm(recommended)}, minimum ${mm(minimum)})`,
          features: [h.id, k.id],
          location: between(h, k, null),
        }));
      }
    }
  },
};
