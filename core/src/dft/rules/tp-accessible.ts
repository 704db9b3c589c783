import type { Rule } from '../rule';
import type { SelectedPoint } from '../selection';
import { atPoint, describePoint } from './locate';

function whyNotAccessible(p: SelectedPoint, probeSide: string | null, bothSides: boolean): string | null {
  if (p.tp.covered) return p.tp.kind === 'via' ? 'is a tented via' : 'is under solder mask';
  if (!p.reachable) {
    const probed = bothSides ? 'either side' : `the ${probeSide ?? 'chosen'} side`;
    return `has copper only on the ${p.tp.side} but is probed from ${p.option.side ? `the ${p.option.side}` : probed}`;
  }
  return null;
}

/**
 * A selected test point must be reachable: not covered by solder mask, not a tented via, and on a
 * side that is probed (PRODUCT.md §5: fail, not accessible).
 */
export const tpAccessible: Rule = {
  info: () => ({
    id: 'tp-accessible',
    title: 'Test point accessible (not under solder mask / tented, on a probed side)',
    unit: null,
    worst: null,
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    for (const p of ctx.selection.points) {
      const why = whyNotAccessible(p, ctx.config.probeSide, ctx.config.bothSides);
      if (!why && rec.passed(null)) continue;
      rec.record(why ? 'fail' : 'pass', null, () => ({
        message: `${describePoint(p)} ${why ?? 'is accessible'}`,
        features: [p.tp.id],
        location: atPoint(p),
      }));
    }
  },
};
