import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/fixtures/kicad/support';
import type { Board } from '../../board/model';
import { importKicad } from '../../formats/kicad/index';
import type { TestConfig } from '../../test-config/model';
import { BoardBuilder } from '../../testing/board-builder';
import { configFor } from '../../testing/config-for';
import { type FindingShape, findingsInPose, POSES } from '../../testing/poses';
import type { RuleId } from '../types';

/**
 * Component-related rules, hand-computed, in all 8 poses. The test point is a ⌀1.0 pad at (10, 10):
 * its EDGE is 0.5 mm from its centre, so a body whose near side is at x = 10.5 + gap is `gap` away.
 * A 2 × 1 body centred at (11.5 + gap, 10) has its left side at 10.5 + gap.
 */
interface Case {
  name: string;
  rule: RuleId;
  build: () => { board: Board; config: TestConfig };
  expected: FindingShape[];
}

const withPart = (
  gap: number,
  o: { heightMm?: number | null; side?: 'top' | 'bottom'; footprint?: string } = {},
) => {
  const board = new BoardBuilder()
    .outline(0, 0, 40, 30)
    .testPoint('TP1', 10, 10)
    .part('U1', 11.5 + gap, 10, {
      heightMm: o.heightMm === undefined ? 1 : o.heightMm,
      side: o.side ?? 'top',
      footprint: o.footprint ?? 'Package:Generic',
    })
    .build();
  return { board, config: configFor(board, ['TP1'], { bothSides: false }) };
};

const near = (severity: FindingShape['severity'], measured: number): FindingShape[] => [
  { severity, measured, features: ['C0', 'C1', 'T0'].filter((id) => id !== 'C0') },
];

const cases: Case[] = [
  // Height 1 mm → recommended 0.8 mm (80 %), minimum 0.6 mm, pad edge to body.
  {
    name: 'gap 0.8 (h 1): pass',
    rule: 'tp-component',
    build: () => withPart(0.8),
    expected: near('pass', 0.8),
  },
  {
    name: 'gap 0.795 rounds to 0.80: pass',
    rule: 'tp-component',
    build: () => withPart(0.795),
    expected: near('pass', 0.8),
  },
  {
    name: 'gap 0.79 (h 1): warning',
    rule: 'tp-component',
    build: () => withPart(0.79),
    expected: near('warning', 0.79),
  },
  {
    name: 'gap 0.6 (h 1): warning',
    rule: 'tp-component',
    build: () => withPart(0.6),
    expected: near('warning', 0.6),
  },
  // Centre to body would be 1.09 and pass: the rule measures from the pad edge, so this fails.
  {
    name: 'gap 0.59: fail (pad edge, not centre)',
    rule: 'tp-component',
    build: () => withPart(0.59),
    expected: near('fail', 0.59),
  },
  {
    name: 'overlapping body: fail at 0',
    rule: 'tp-component',
    build: () => withPart(-0.8),
    expected: near('fail', 0),
  },
  // Clamps: a 10 mm part wants 5 mm (not 8); a 0.5 mm part wants 0.6 mm (not 0.4).
  {
    name: 'h 10 → 5.0 recommended: gap 4.99 warns',
    rule: 'tp-component',
    build: () => withPart(4.99, { heightMm: 10 }),
    expected: near('warning', 4.99),
  },
  {
    name: 'h 10 → 5.0 recommended: gap 5.0 passes',
    rule: 'tp-component',
    build: () => withPart(5, { heightMm: 10 }),
    expected: near('pass', 5),
  },
  {
    name: 'h 0.5 → 0.6 recommended: gap 0.6 passes',
    rule: 'tp-component',
    build: () => withPart(0.6, { heightMm: 0.5 }),
    expected: near('pass', 0.6),
  },
  {
    name: 'h 2 → 1.6 recommended: gap 1.59 warns',
    rule: 'tp-component',
    build: () => withPart(1.59, { heightMm: 2 }),
    expected: near('warning', 1.59),
  },
  {
    name: 'a part on the other side is not in the way',
    rule: 'tp-component',
    build: () => withPart(0.1, { side: 'bottom' }),
    expected: [],
  },
  {
    name: 'defaulted height (0805 chip → 1.35 mm → 1.08 recommended): gap 1.0 warns',
    rule: 'tp-component',
    build: () => withPart(1.0, { heightMm: null, footprint: 'Capacitor_SMD:C_0805_2012Metric' }),
    expected: near('warning', 1),
  },
  {
    name: "the test point's own component is excluded",
    rule: 'tp-component',
    build: () => {
      const board = new BoardBuilder()
        .outline(0, 0, 40, 30)
        .part('R1', 10.5, 10, { w: 3, h: 1.2, heightMm: 0.6 })
        .pad({ ref: 'R1', x: 9.6, y: 10, w: 0.8, h: 1, net: 'A' })
        .pad({ ref: 'R1', x: 11.4, y: 10, w: 0.8, h: 1, net: 'B', number: '2' })
        .build();
      return { board, config: configFor(board, ['R1']) };
    },
    expected: [],
  },
  // Bodies are the source's outline, else the box of the pads (decision 0006); a test point, a
  // footprint without copper or outline (a solder-mask opening) has none (issue 11).
  {
    // C1, an 0402 with no outline: pads 0.56 × 0.62 at x 11.36 and 12.36. The pads' box reaches
    // x 11.36 − 0.31 = 11.05 (the larger half-size, as padsRing takes it): 11.05 − 10.5 = 0.55 from
    // TP1's pad edge, below the 0.6 minimum. Defaulted height 0.55 mm (chip-0402).
    name: 'a test point 0.55 from an 0402 without an outline (its pads’ box): fail',
    rule: 'tp-component',
    build: () => {
      const board = new BoardBuilder()
        .outline(0, 0, 40, 30)
        .testPoint('TP1', 10, 10)
        .component({ ref: 'C1', x: 11.86, y: 10, footprint: 'Capacitor_SMD:C_0402_1005Metric' })
        .pad({ ref: 'C1', x: 11.36, y: 10, w: 0.56, h: 0.62, net: 'A' })
        .pad({ ref: 'C1', x: 12.36, y: 10, w: 0.56, h: 0.62, net: 'B', number: '2' })
        .build();
      return { board, config: configFor(board, ['TP1'], { bothSides: false }) };
    },
    expected: [{ severity: 'fail', measured: 0.55, features: ['C1', 'T0'] }],
  },
  {
    name: 'a test point 0.2 from another test point: no body, no tp-component finding',
    rule: 'tp-component',
    build: () => {
      const board = new BoardBuilder()
        .outline(0, 0, 40, 30)
        .testPoint('TP1', 10, 10)
        .testPoint('TP2', 11.2, 10)
        .build();
      return { board, config: configFor(board, ['TP1'], { bothSides: false }) };
    },
    expected: [],
  },
  {
    name: 'a test point beside a solder-mask opening footprint (no copper, no outline): nothing',
    rule: 'tp-component',
    build: () => {
      const board = new BoardBuilder()
        .outline(0, 0, 40, 30)
        .testPoint('TP1', 10, 10)
        .component({ ref: 'MR1', x: 10.8, y: 10, footprint: 'tomu:SolderMask_Opening_2x1mm' })
        .build();
      return { board, config: configFor(board, ['TP1'], { bothSides: false }) };
    },
    expected: [],
  },
  // Component height on a probed side: 5.7 mm is the limit (equality passes).
  ...(
    [
      [5.7, 'pass', 5.7],
      [5.704, 'pass', 5.7],
      [5.705, 'warning', 5.71],
      [8, 'warning', 8],
    ] as const
  ).map(
    ([h, severity, measured]): Case => ({
      name: `component ${h} mm tall on the probe side`,
      rule: 'component-height',
      build: () => withPart(3, { heightMm: h }),
      expected: [{ severity, measured, features: ['C1'] }],
    }),
  ),
  {
    name: 'a tall component on the unprobed side is not checked',
    rule: 'component-height',
    build: () => withPart(3, { heightMm: 12, side: 'bottom' }),
    expected: [],
  },
  {
    name: 'a pin header with no height defaults to 8.5 mm: warning',
    rule: 'component-height',
    build: () =>
      withPart(3, {
        heightMm: null,
        footprint: 'Connector_PinHeader_2.54mm:PinHeader_1x04_P2.54mm_Vertical',
      }),
    expected: [{ severity: 'warning', measured: 8.5, features: ['C1'] }],
  },
];

describe('component rules, in every pose', () => {
  for (const c of cases) {
    it.each(POSES)(`${c.name} (%s)`, (pose) => {
      const { board, config } = c.build();
      expect(findingsInPose(board, config, c.rule, pose)).toEqual(c.expected);
    });
  }
});

describe('the body rule on a KiCad board, in every pose (decision 0043)', () => {
  // core/test/fixtures/kicad/bodies-v7.kicad_pcb, KiCad frame (+Y down). TP1, a ⌀1.0 test point at
  // (10, 10), is probed from the top; its pad edge is 0.5 from its centre.
  // - C1, an 0402 at (11.7, 10) with a courtyard ±0.91 × ±0.46 and a fab outline ±0.5 × ±0.25, 1 mm
  //   tall (its Height property: recommended 0.8 mm, minimum 0.6): fab x ≥ 11.2, 11.2 − 10.5 =
  //   0.70 → warning. Its courtyard (x ≥ 10.79) would give 0.29, its pads' box (x ≥ 10.91) 0.41.
  // - C2, an 0402 at (10, 8.6) with only a courtyard: its pads' box, y ≤ 8.6 + 0.31 = 8.91 (pads
  //   0.56 × 0.62, half the larger size): 9.5 − 8.91 = 0.59 → fail (package default 0.55 mm tall:
  //   minimum 0.6). Its courtyard (y ≤ 9.06) would give 0.44.
  // - TP2, a test point 1.2 away (pad edges 0.2 apart): no body (spacing is another rule's).
  // - MR1, a solder-mask removal at (8.8, 10) with a courtyard ±0.75 and a fab square ±0.5: no body;
  //   its courtyard (x ≤ 9.55) would overlap TP1 (0 mm).
  // Component ids follow the file: TP1 C0, TP2 C1, C1 C2, C2 C3, MR1 C4; TP1's pad is T0.
  const { board } = importKicad(readFixture('bodies-v7.kicad_pcb'), 'bodies-v7.kicad_pcb');
  const config = configFor(board, ['TP1'], { bothSides: false });

  it.each(POSES)('C1 by its fab outline, C2 by its pads, nothing for TP2 and MR1 (%s)', (pose) => {
    expect(findingsInPose(board, config, 'tp-component', pose)).toEqual([
      { severity: 'warning', measured: 0.7, features: ['C2', 'T0'] },
      { severity: 'fail', measured: 0.59, features: ['C3', 'T0'] },
    ]);
  });
});
