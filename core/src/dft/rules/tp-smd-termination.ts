import type { Rule } from '../rule';
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
    for (const p of ctx.selection.points) {
      const smd = p.tp.kind === 'smd';
      if (!smd && rec.passed(null)) continue;
      rec.record(smd ? 'warning' : 'pass', null, () => ({
        message: `${describePoint(p)} ${smd ? 'probes an SMD component termination' : 'is not a component termination'}`,
        features: [p.tp.id],
        location: atPoint(p),
      }));
    }
  },
};
