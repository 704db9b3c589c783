import { gradeAtLeast } from '../recorder';
import { roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { mm } from './locate';

/**
 * Board thickness below 1.57 mm is a warning: a thin board bows under the probe force and needs more
 * pressure pins (PRODUCT.md §5). An unknown thickness is a warning too: the fixture needs it.
 */
export const boardThickness: Rule = {
  info: (t) => ({
    id: 'board-thickness',
    title: 'Board thickness',
    unit: 'mm',
    worst: 'min',
    threshold: { recommended: t.boardThicknessMm, minimum: null },
  }),
  check(ctx, rec) {
    const limit = ctx.thresholds.boardThicknessMm;
    const thickness = ctx.board.thicknessMm;
    if (thickness === null) {
      rec.record('warning', null, () => ({
        message: 'the board thickness is unknown: enter it so the fixture can be designed',
        features: [],
        location: null,
      }));
      return;
    }
    const shown = roundMm(thickness);
    rec.record(gradeAtLeast(thickness, limit, null), shown, () => ({
      message: `the board is ${mm(shown)} thick (recommended ≥ ${mm(limit)})`,
      features: [],
      location: null,
    }));
  },
};
