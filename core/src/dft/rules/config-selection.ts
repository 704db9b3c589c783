import { emptySelectionAdvice } from '../empty-selection';
import type { Rule } from '../rule';

const none = { recommended: null, minimum: null };

/** At least one test point selected (fail). */
export const configTestPoints: Rule = {
  info: () => ({
    id: 'config-test-points',
    title: 'At least one test point selected',
    unit: 'count',
    worst: null,
    threshold: { recommended: null, minimum: 1 },
  }),
  check(ctx, rec) {
    const n = ctx.selection.count;
    rec.record(n >= 1 ? 'pass' : 'fail', n, () => ({
      message:
        n >= 1
          ? `${n} test points selected`
          : `no test point is selected: ${emptySelectionAdvice(ctx.board, ctx.config.probeSide)}`,
      features: [],
      location: null,
    }));
  },
};

/** A primary probe side chosen (fail). */
export const configProbeSide: Rule = {
  info: () => ({
    id: 'config-probe-side',
    title: 'Primary probe side chosen',
    unit: null,
    worst: null,
    threshold: none,
  }),
  check(ctx, rec) {
    const side = ctx.config.probeSide;
    rec.record(side ? 'pass' : 'fail', null, () => ({
      message: side ? `probing from the ${side}` : 'no primary probe side is chosen',
      features: [],
      location: null,
    }));
  },
};

/** Probing both sides needs a lid with probes: allowed, but a cost warning. */
export const configBothSides: Rule = {
  info: () => ({
    id: 'config-both-sides',
    title: 'Probing both sides',
    unit: null,
    worst: null,
    threshold: none,
  }),
  check(ctx, rec) {
    const both = ctx.config.bothSides;
    rec.record(both ? 'warning' : 'pass', null, () => ({
      message: both ? 'both sides are probed: the fixture needs a probing lid (cost)' : 'one side is probed',
      features: [],
      location: null,
    }));
  },
};
