import { describe, expect, it } from 'vitest';
import type { TestPointId } from '../board/model';
import { emptyTestConfig } from '../test-config/model';
import { drillOf, KINDS, pointAt, resolveSelection, SIDES, TARGETS } from './selection';
import { BoardBuilder } from '../testing/board-builder';

describe('resolveSelection (columns)', () => {
  const board = new BoardBuilder()
    .outline(0, 0, 60, 40)
    .testPoint('TP1', 10, 10, { size: 0.9 })
    .testPoint('TP2', 20, 10, { side: 'bottom', mask: 'covered' })
    .component({ ref: 'J1', x: 30, y: 10 })
    .pad({ ref: 'J1', x: 30, y: 10, type: 'th', drill: 1.1, w: 1.8, h: 1.8, shape: 'circle', net: 'A' })
    .via(40, 20, { diameter: 0.6, drill: 0.3, net: 'B' })
    .build();
  const id = (i: number) => board.testPoints[i]!.id;

  it('keeps configuration order, collapses duplicates to the first, lists unknown ids once', () => {
    const config = emptyTestConfig();
    config.probeSide = 'top';
    config.testPoints = [
      { id: id(3) },
      { id: 'T99' as TestPointId },
      { id: id(0) },
      { id: id(3), side: 'bottom' },
      { id: 'T99' as TestPointId },
      { id: id(1) },
      { id: id(2), side: 'bottom' },
    ];
    const sel = resolveSelection(board, config);
    expect(sel.count).toBe(4);
    expect(Array.from(sel.tp)).toEqual([3, 0, 1, 2]);
    expect(Array.from(sel.option)).toEqual([0, 2, 5, 6]);
    expect(sel.unknownTestPoints).toEqual(['T99']);
    // Every column agrees with the board's objects it was copied from.
    for (let i = 0; i < sel.count; i++) {
      const tp = pointAt(board, sel, i);
      expect([sel.xs[i], sel.ys[i], sel.sizeMm[i]]).toEqual([tp.x, tp.y, tp.sizeMm]);
      expect(KINDS[sel.kind[i]!]).toBe(tp.kind);
      expect(sel.covered[i]).toBe(tp.covered ? 1 : 0);
      const pad = board.pads.findIndex((p) => p.id === tp.featureId);
      const via = board.vias.findIndex((v) => v.id === tp.featureId);
      expect([sel.pad[i], sel.via[i]]).toEqual([pad, pad >= 0 ? -1 : via]);
    }
    // Via from the top (config side), TP1 top, TP2 bottom (its copper, though the config probes the
    // top: unreachable), J1's through-hole pad from the bottom as asked.
    expect(Array.from(sel.side, (s) => SIDES[s])).toEqual(['top', 'top', 'bottom', 'bottom']);
    expect(Array.from(sel.reachable)).toEqual([1, 1, 0, 0]);
    expect(Array.from(sel.target, (t) => TARGETS[t])).toEqual([
      'via',
      'flat-pad',
      'flat-pad',
      'through-hole-lead',
    ]);
    expect([0, 1, 2, 3].map((i) => drillOf(sel, i))).toEqual([0.3, null, null, 1.1]);
  });
});
