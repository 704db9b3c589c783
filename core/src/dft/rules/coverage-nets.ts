import { displayNetName } from '../../board/net-display';
import type { Rule } from '../rule';

const none = { recommended: null, minimum: null };

/** Nets that no accessible candidate reaches (listed, warning each): they cannot be tested by probe. */
export const coverageAccessible: Rule = {
  info: () => ({
    id: 'coverage-accessible',
    title: 'Nets without an accessible candidate',
    unit: null,
    worst: null,
    threshold: none,
  }),
  check(ctx, rec) {
    const { accessible, counted } = ctx.coverage;
    const nets = ctx.board.nets;
    for (let i = 0; i < nets.length; i++) {
      if (!counted[i]) continue; // a single-pad net tests nothing: counted apart
      const bad = !accessible[i];
      if (!bad && rec.passed(null)) continue;
      const net = nets[i]!;
      rec.add(
        bad ? 'warning' : 'pass',
        null,
        bad
          ? `net ${displayNetName(net.name)} has no accessible test-point candidate`
          : `net ${displayNetName(net.name)} is accessible`,
        [net.name],
        null,
      );
    }
  },
};

/** Nets without a probed test point (listed, warning each). */
export const coverageProbed: Rule = {
  info: () => ({
    id: 'coverage-probed',
    title: 'Nets without a selected test point',
    unit: null,
    worst: null,
    threshold: none,
  }),
  check(ctx, rec) {
    const { probed, counted } = ctx.coverage;
    const nets = ctx.board.nets;
    for (let i = 0; i < nets.length; i++) {
      if (!counted[i]) continue;
      const bad = !probed[i];
      if (!bad && rec.passed(null)) continue;
      const net = nets[i]!;
      rec.add(
        bad ? 'warning' : 'pass',
        null,
        bad
          ? `net ${displayNetName(net.name)} has no probed test point`
          : `net ${displayNetName(net.name)} is probed`,
        [net.name],
        null,
      );
    }
  },
};
