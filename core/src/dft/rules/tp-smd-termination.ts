import type { Rule } from '../rule';
import { KINDS, pointAt, SIDES } from '../selection';
import { atPoint, describePoint } from './locate';

/**
 * Probing an SMD component termination (the last-resort candidates) is a warning: the probe can
 * crack the joint or the part, or hide an open joint by pressing it closed (PRODUCT.md §5).
 */
export const tpSmdTermination: Rule = {
  info: () => ({
    id: 'tp-smd-termination',
    title: 'Probing an SMD component termination',
    unit: null,
    worst: null,
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    const sel = ctx.selection;
    for (let i = 0; i < sel.count; i++) {
      const smd = KINDS[sel.kind[i]!] === 'smd';
      if (!smd && rec.passed(null)) continue;
      const tp = pointAt(ctx.board, sel, i);
      rec.add(
        smd ? 'warning' : 'pass',
        null,
        `${describePoint(tp)} ${smd ? 'probes an SMD component termination' : 'is not a component termination'}`,
        [tp.id],
        atPoint(tp, SIDES[sel.side[i]!]!),
      );
    }
  },
};
