import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../board/model';
import { analyzeDft } from './analyze';
import type { TestConfig } from '../test-config/model';
import { BoardBuilder } from '../testing/board-builder';
import { configFor } from '../testing/config-for';
import { flipConfig } from '../testing/poses';
import { transformBoard } from '../testing/transform-board';
import type { Finding } from './types';

/**
 * Invariants of the analysis over random boards: moving the board rigidly (quarter turns, integer
 * translations) changes no finding, and a board turned over and probed from the other side (its
 * mirrored twin) gives the same findings.
 */

// Coordinates on a 0.05 mm grid: well-defined distances, with plenty of them near the thresholds.
const coord = (max: number) => fc.integer({ min: 0, max: max * 20 }).map((v) => v / 20);

const arbBoard = fc
  .record({
    tps: fc.array(
      fc.record({
        x: coord(40),
        y: coord(30),
        size: fc.integer({ min: 10, max: 24 }).map((v) => v / 20),
        bottom: fc.boolean(),
      }),
      {
        minLength: 1,
        maxLength: 14,
      },
    ),
    parts: fc.array(
      fc.record({
        x: coord(40),
        y: coord(30),
        w: fc.integer({ min: 10, max: 80 }).map((v) => v / 10),
        h: fc.integer({ min: 4, max: 90 }).map((v) => v / 10),
        bottom: fc.boolean(),
      }),
      { maxLength: 6 },
    ),
    holes: fc.array(fc.record({ x: coord(40), y: coord(30), plated: fc.boolean() }), { maxLength: 3 }),
    bothSides: fc.boolean(),
  })
  .map(({ tps, parts, holes, bothSides }): { board: Board; config: TestConfig } => {
    let b = new BoardBuilder().outline(0, 0, 40, 30);
    tps.forEach((t, i) => {
      b = b.testPoint(`TP${i + 1}`, t.x, t.y, { size: t.size, side: t.bottom ? 'bottom' : 'top' });
    });
    parts.forEach((p, i) => {
      b = b.part(`U${i + 1}`, p.x, p.y, { heightMm: p.h, side: p.bottom ? 'bottom' : 'top', w: p.w });
    });
    for (const h of holes) b = b.hole(h.x, h.y, { plated: h.plated });
    const board = b.build();
    const names = tps.map((_, i) => `TP${i + 1}`);
    const holeIds = holes.length > 0 ? holes.map((_, i) => `H${i}`) : undefined;
    return { board, config: configFor(board, names, { bothSides, ...(holeIds ? { holes: holeIds } : {}) }) };
  });

/** What must not change: everything but the location (which moves with the board). */
const essence = (findings: Finding[]) =>
  findings
    .map(
      (f) =>
        `${f.rule} ${f.severity} ${f.measured === 0 ? 0 : f.measured} ${[...f.features].sort().join(',')}`,
    )
    .sort();

describe('analysis invariants', () => {
  it('a rigid motion (quarter turns, integer shifts) changes no finding', () => {
    fc.assert(
      fc.property(
        arbBoard,
        fc.constantFrom(0, 90, 180, 270),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        ({ board, config }, rotateDeg, dx, dy) => {
          const moved = transformBoard(board, { rotateDeg, dx, dy });
          const a = analyzeDft(board, config, { includePasses: true });
          const b = analyzeDft(moved, config, { includePasses: true });
          // Kit fit is the one orientation-dependent check, and no kit is given here.
          expect(essence(b.findings)).toEqual(essence(a.findings));
          expect(b.probes).toEqual(a.probes);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a board turned over and probed from the other side equals its mirrored twin', () => {
    fc.assert(
      fc.property(arbBoard, ({ board, config }) => {
        const twin = transformBoard(board, { flip: true });
        const a = analyzeDft(board, config, { includePasses: true });
        const b = analyzeDft(twin, flipConfig(config), { includePasses: true });
        expect(essence(b.findings)).toEqual(essence(a.findings));
        expect(b.testPoints.map((t) => t.probeClass)).toEqual(a.testPoints.map((t) => t.probeClass));
        // Locations are mirrored: x → −x, sides swapped. Findings are paired with their locations and
        // compared as sets: neighbour queries may list pairs in another order on the mirrored board.
        const flipSide = (s: string | null) => (s === 'top' ? 'bottom' : s === 'bottom' ? 'top' : s);
        const located = (findings: Finding[], mirror: boolean) =>
          findings
            .map((f) => {
              const l = f.location;
              const where = l && {
                x: (mirror ? -l.x : l.x) + 0,
                y: l.y,
                side: mirror ? flipSide(l.side) : l.side,
              };
              return `${essence([f])[0]} @ ${JSON.stringify(where)}`;
            })
            .sort();
        expect(located(b.findings, false)).toEqual(located(a.findings, true));
      }),
      { numRuns: 150 },
    );
  });

  it('never throws and always summarises every rule', () => {
    fc.assert(
      fc.property(arbBoard, ({ board, config }) => {
        const report = analyzeDft(board, config);
        expect(report.rules).toHaveLength(26);
        for (const f of report.findings) expect(f.severity).not.toBe('pass');
      }),
      { numRuns: 50 },
    );
  });
});
