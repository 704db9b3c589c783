import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { analyzeDft } from '../analyze';
import type { TestConfig } from '../../test-config/model';
import { BoardBuilder } from '../../testing/board-builder';
import { reachableFrom } from './choose-probe-side';
import { proposeTestConfig } from './propose-test-config';

/**
 * Decision 0020 over random boards, with the analysis as the oracle: (1) a proposal has no fail but
 * the empty selection's; (2) it is complete: every reachable candidate of a net it left uncovered
 * would bring a fail of its own if added by hand.
 */

// Coordinates on a 0.05 mm grid: many distances land on or next to the thresholds.
const coord = (max: number) => fc.integer({ min: 0, max: max * 20 }).map((v) => v / 20);
const NETS = ['A', 'B', 'C', 'D', 'E', 'F'];
const HOLES: [number, number][] = [
  [3, 3],
  [27, 17],
  [26, 4],
  [5, 16],
  [15, 10],
];

const arbBoard = fc
  .record({
    // Half the points crowd a 6 × 4 mm patch, so that spacing decides often.
    tps: fc.array(
      fc
        .oneof(
          fc.record({ x: coord(30), y: coord(20) }),
          fc.record({ x: coord(6).map((v) => v + 12), y: coord(4).map((v) => v + 8) }),
        )
        .chain((at) =>
          fc.record({
            x: fc.constant(at.x),
            y: fc.constant(at.y),
            size: fc.integer({ min: 8, max: 30 }).map((v) => v / 20),
            bottom: fc.boolean(),
            net: fc.constantFrom(...NETS),
          }),
        ),
      { minLength: 1, maxLength: 16 },
    ),
    ths: fc.array(fc.record({ x: coord(30), y: coord(20), net: fc.constantFrom(...NETS) }), { maxLength: 4 }),
    parts: fc.array(
      fc.record({
        x: coord(30),
        y: coord(20),
        w: fc.integer({ min: 5, max: 60 }).map((v) => v / 10),
        h: fc.integer({ min: 4, max: 60 }).map((v) => v / 10),
        bottom: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    // Tooling holes apart from each other (locating is not what this tests); test points land anywhere.
    holes: fc.subarray(HOLES, { maxLength: 3 }),
    side: fc.constantFrom(undefined, 'top' as const, 'bottom' as const),
    allowBothSides: fc.boolean(),
  })
  .map(({ tps, ths, parts, holes, side, allowBothSides }) => {
    let b = new BoardBuilder().outline(0, 0, 30, 20);
    tps.forEach((t, i) => {
      b = b.testPoint(`TP${i + 1}`, t.x, t.y, {
        size: t.size,
        side: t.bottom ? 'bottom' : 'top',
        net: t.net,
      });
    });
    ths.forEach((t, i) => {
      b = b
        .component({ ref: `J${i + 1}`, x: t.x, y: t.y })
        .pad({ ref: `J${i + 1}`, x: t.x, y: t.y, type: 'th', net: t.net, w: 1.2, h: 1.2, shape: 'circle' });
    });
    parts.forEach((p, i) => {
      b = b.part(`U${i + 1}`, p.x, p.y, { heightMm: p.h, side: p.bottom ? 'bottom' : 'top', w: p.w });
    });
    for (const [x, y] of holes) b = b.hole(x, y);
    // Its nets have one pad each: the proposal would skip them all (decision 0054) unless asked.
    return {
      board: b.build(),
      options: { ...(side ? { probeSide: side } : {}), allowBothSides, probeSinglePadNets: true },
    };
  });

const failsOf = (board: Board, config: TestConfig) =>
  analyzeDft(board, config).findings.filter((f) => f.severity === 'fail');

describe('proposal invariants (decision 0020)', () => {
  it('proposes no fail, and nothing it left out could be added without one', () => {
    fc.assert(
      fc.property(arbBoard, ({ board, options }) => {
        const { config } = proposeTestConfig(board, options);
        const fails = failsOf(board, config);
        // Only an empty selection may fail (config-test-points): no point brings a fail of its own.
        expect(fails.map((f) => f.rule)).toEqual(
          config.testPoints.length === 0 ? ['config-test-points'] : [],
        );
        const covered = new Set(
          config.testPoints.map((t) => board.testPoints.find((p) => p.id === t.id)!.net),
        );
        const sides = config.bothSides ? (['top', 'bottom'] as const) : [config.probeSide!];
        for (const tp of board.testPoints) {
          if (tp.net === null || covered.has(tp.net)) continue;
          for (const side of sides) {
            if (!reachableFrom(tp, side)) continue;
            const added = { ...config, testPoints: [...config.testPoints, { id: tp.id, side }] };
            const own = failsOf(board, added).filter((f) => f.features.includes(tp.id));
            expect(own.length, `${tp.ref} (${tp.net}) from the ${side}`).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
