import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import type { TestConfig } from '../../test-config/model';
import { BoardBuilder, rect } from '../../testing/board-builder';
import { configFor } from '../../testing/config-for';
import { type FindingShape, findingsInPose, POSES } from '../../testing/poses';
import type { RuleId } from '../types';

/**
 * Table-driven checks of the geometric rules with hand-computed expectations. Every case runs in 8
 * poses (0/90/180/270°, on the top and turned over to the bottom with the probe side swapped): the
 * verdicts and measured values must not move.
 */
interface Case {
  name: string;
  rule: RuleId;
  build: () => { board: Board; config: TestConfig };
  expected: FindingShape[];
}

const outlined = () => new BoardBuilder().outline(0, 0, 40, 30);

/** Two test points on the same side, `d` apart along x, well inside the outline. */
function pair(d: number, sideB: 'top' | 'bottom' = 'top') {
  const board = outlined()
    .testPoint('TP1', 10, 10)
    .testPoint('TP2', 10 + d, 10, { side: sideB })
    .build();
  return { board, config: configFor(board, ['TP1', 'TP2'], { bothSides: sideB === 'bottom' }) };
}

const spacing = (severity: FindingShape['severity'], measured: number): FindingShape[] => [
  { severity, measured, features: ['T0', 'T1'] },
];

const cases: Case[] = [
  // Test-point pad size: smallest dimension; 0.8 recommended, 0.6 minimum.
  ...(
    [
      [1.0, 'pass', 1.0],
      [0.8, 'pass', 0.8],
      [0.795, 'pass', 0.8],
      [0.794, 'warning', 0.79],
      [0.6, 'warning', 0.6],
      [0.595, 'warning', 0.6],
      [0.594, 'fail', 0.59],
    ] as const
  ).map(
    ([size, severity, measured]): Case => ({
      name: `pad ${size} mm`,
      rule: 'tp-pad-size',
      build: () => {
        const board = outlined().testPoint('TP1', 10, 10, { size }).build();
        return { board, config: configFor(board, ['TP1']) };
      },
      expected: [{ severity, measured, features: ['T0'] }],
    }),
  ),
  {
    name: 'rectangular pad: the smaller side counts, at any rotation',
    rule: 'tp-pad-size',
    build: () => {
      const board = outlined()
        .component({ ref: 'TP1', x: 10, y: 10, footprint: 'TestPoint' })
        .pad({ ref: 'TP1', x: 10, y: 10, w: 2, h: 0.7, rot: 30 })
        .build();
      return { board, config: configFor(board, ['TP1']) };
    },
    expected: [{ severity: 'warning', measured: 0.7, features: ['T0'] }],
  },
  // TP ↔ TP, same side, centre to centre: 1.9 recommended, 0.99 minimum; rounding to 0.01 first.
  {
    name: 'spacing 3.0: beyond every neighbour radius',
    rule: 'tp-spacing',
    build: () => pair(3),
    expected: [],
  },
  { name: 'spacing 2.4', rule: 'tp-spacing', build: () => pair(2.4), expected: spacing('pass', 2.4) },
  {
    name: 'spacing 1.9 (equality passes)',
    rule: 'tp-spacing',
    build: () => pair(1.9),
    expected: spacing('pass', 1.9),
  },
  {
    name: 'spacing 1.895 → 1.90 passes',
    rule: 'tp-spacing',
    build: () => pair(1.895),
    expected: spacing('pass', 1.9),
  },
  {
    name: 'spacing 1.894 → 1.89 warns',
    rule: 'tp-spacing',
    build: () => pair(1.894),
    expected: spacing('warning', 1.89),
  },
  {
    name: 'spacing 0.985 → 0.99 warns, not fails',
    rule: 'tp-spacing',
    build: () => pair(0.985),
    expected: spacing('warning', 0.99),
  },
  {
    name: 'spacing 0.984 → 0.98 fails',
    rule: 'tp-spacing',
    build: () => pair(0.984),
    expected: spacing('fail', 0.98),
  },
  {
    name: 'spacing 0.5 but on opposite sides: no pair',
    rule: 'tp-spacing',
    build: () => pair(0.5, 'bottom'),
    expected: [],
  },
  {
    name: 'spacing on a diagonal 3-4-5 triangle (1.5 apart)',
    rule: 'tp-spacing',
    build: () => {
      const board = outlined().testPoint('TP1', 10, 10).testPoint('TP2', 10.9, 11.2).build();
      return { board, config: configFor(board, ['TP1', 'TP2']) };
    },
    expected: spacing('warning', 1.5),
  },
  {
    name: 'through-hole pads probed from opposite sides do not clash',
    rule: 'tp-spacing',
    build: () => {
      const board = outlined()
        .component({ ref: 'J1', x: 10, y: 10 })
        .pad({ ref: 'J1', x: 10, y: 10, type: 'th', net: 'A' })
        .component({ ref: 'J2', x: 11, y: 10 })
        .pad({ ref: 'J2', x: 11, y: 10, type: 'th', net: 'B' })
        .build();
      return {
        board,
        config: configFor(board, ['J1', 'J2'], { bothSides: true, options: { J2: { side: 'bottom' } } }),
      };
    },
    expected: [],
  },
  // Guide pin ↔ guide pin, edge to edge: 1.5 recommended, 1.0 minimum.
  ...(
    [
      [2, 2, 3.5, 'pass', 1.5],
      [2, 2, 3.49, 'warning', 1.49],
      [2, 2, 3.0, 'warning', 1.0],
      [2, 2, 2.99, 'fail', 0.99],
      [2, 3, 4.0, 'pass', 1.5],
      [2, 3, 3.5, 'warning', 1.0],
    ] as const
  ).map(
    ([d1, d2, centre, severity, measured]): Case => ({
      name: `guide holes ⌀${d1} and ⌀${d2} ${centre} apart`,
      rule: 'guide-pin-spacing',
      build: () => {
        const board = outlined()
          .hole(20, 15, { diameter: d1 })
          .hole(20 + centre, 15, { diameter: d2 })
          .testPoint('TP1', 5, 25)
          .build();
        return { board, config: configFor(board, ['TP1'], { holes: ['H0', 'H1'] }) };
      },
      expected: [{ severity, measured, features: ['H0', 'H1'] }],
    }),
  ),
  // Guide pin ↔ TP, centre to centre: 2.54 / 1.9 plus the hole radius (⌀2 → 3.54 / 2.9); both sides.
  ...(
    [
      [3.54, 'top', 'pass', 3.54],
      [3.535, 'top', 'pass', 3.54],
      [3.534, 'top', 'warning', 3.53],
      [2.9, 'bottom', 'warning', 2.9],
      [2.89, 'bottom', 'fail', 2.89],
    ] as const
  ).map(
    ([d, side, severity, measured]): Case => ({
      name: `TP on the ${side} ${d} from a ⌀2 guide hole`,
      rule: 'guide-pin-tp',
      build: () => {
        const board = outlined()
          .hole(20, 15)
          .hole(35, 25)
          .testPoint('TP1', 20, 15 - d, { side })
          .build();
        return {
          board,
          config: configFor(board, ['TP1'], { holes: ['H0', 'H1'], bothSides: side === 'bottom' }),
        };
      },
      expected: [{ severity, measured, features: ['H0', 'T0'] }],
    }),
  ),
  {
    name: 'guide hole ⌀3 raises the thresholds by 1.5: 3.54 is a warning',
    rule: 'guide-pin-tp',
    build: () => {
      const board = outlined()
        .hole(20, 15, { diameter: 3 })
        .hole(35, 25)
        .testPoint('TP1', 20 + 3.54, 15)
        .build();
      return { board, config: configFor(board, ['TP1'], { holes: ['H0', 'H1'] }) };
    },
    expected: [{ severity: 'warning', measured: 3.54, features: ['H0', 'T0'] }],
  },
  // TP ↔ board edge, centre to the nearest outline edge: 3.0 recommended, 1.0 minimum.
  ...(
    [
      [3, 10, 'pass', 3],
      [2.99, 10, 'warning', 2.99],
      [1.0, 10, 'warning', 1.0],
      [0.995, 10, 'warning', 1.0],
      [0.994, 10, 'fail', 0.99],
      [-0.5, 10, 'fail', -0.5],
      [20, 29.5, 'fail', 0.5],
    ] as const
  ).map(
    ([x, y, severity, measured]): Case => ({
      name: `TP at (${x}, ${y}) on a 40 × 30 board`,
      rule: 'tp-board-edge',
      build: () => {
        const board = outlined().testPoint('TP1', x, y).build();
        return { board, config: configFor(board, ['TP1']) };
      },
      expected: [{ severity, measured, features: ['T0'] }],
    }),
  ),
  {
    name: 'a cut-out edge is an edge: 2 mm from a slot is a warning',
    rule: 'tp-board-edge',
    build: () => {
      const board = new BoardBuilder()
        .outline(0, 0, 40, 30, [rect(20, 10, 25, 20)])
        .testPoint('TP1', 18, 15)
        .build();
      return { board, config: configFor(board, ['TP1']) };
    },
    expected: [{ severity: 'warning', measured: 2, features: ['T0'] }],
  },
  {
    name: 'inside a cut-out is outside the board',
    rule: 'tp-board-edge',
    build: () => {
      const board = new BoardBuilder()
        .outline(0, 0, 40, 30, [rect(20, 10, 25, 20)])
        .testPoint('TP1', 22, 15)
        .build();
      return { board, config: configFor(board, ['TP1']) };
    },
    expected: [{ severity: 'fail', measured: -2, features: ['T0'] }],
  },
  // Probe classes: below P39's pitch (0.99) one of the two gets no probe; the later one gives way.
  {
    name: 'probe class: 0.98 apart leaves the later point without a probe',
    rule: 'probe-class',
    build: () => pair(0.98),
    expected: [
      { severity: 'pass', measured: null, features: ['T0'] },
      { severity: 'fail', measured: null, features: ['T0', 'T1'] },
    ],
  },
  {
    name: 'probe class: a 0.45 mm pad fits no probe',
    rule: 'probe-class',
    build: () => {
      const board = outlined().testPoint('TP1', 10, 10, { size: 0.45 }).build();
      return { board, config: configFor(board, ['TP1']) };
    },
    expected: [{ severity: 'fail', measured: null, features: ['T0'] }],
  },
];

describe('geometric DFT rules, in every pose', () => {
  for (const c of cases) {
    it.each(POSES)(`${c.name} (%s)`, (pose) => {
      const { board, config } = c.build();
      expect(findingsInPose(board, config, c.rule, pose)).toEqual(c.expected);
    });
  }
});
