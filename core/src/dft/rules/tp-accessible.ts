import type { TestPoint } from '../../board/model';
import type { SelectedTestPoint } from '../../test-config/model';
import type { Rule } from '../rule';
import { pointAt, SIDES } from '../selection';
import { atPoint, describePoint } from './locate';

function whyNotAccessible(
  tp: TestPoint,
  reachable: boolean,
  option: SelectedTestPoint,
  probeSide: string | null,
  bothSides: boolean,
): string | null {
  if (tp.covered) return tp.kind === 'via' ? 'is a tented via' : 'is under solder mask';
  if (!reachable) {
    const probed = bothSides ? 'either side' : `the ${probeSide ?? 'chosen'} side`;
    return `has copper only on the ${tp.side} but is probed from ${option.side ? `the ${option.side}` : probed}`;
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
    const sel = ctx.selection;
    const { probeSide, bothSides } = ctx.config;
    for (let i = 0; i < sel.count; i++) {
      const reachable = sel.reachable[i] === 1;
      if (sel.covered[i] === 0 && reachable && rec.passed(null)) continue;
      const tp = pointAt(ctx.board, sel, i);
      const option = ctx.config.testPoints[sel.option[i]!]!;
      const why = whyNotAccessible(tp, reachable, option, probeSide, bothSides);
      rec.add(
        why ? 'fail' : 'pass',
        null,
        `${describePoint(tp)} ${why ?? 'is accessible'}`,
        [tp.id],
        atPoint(tp, SIDES[sel.side[i]!]!),
      );
    }
  },
};
