import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { analyzeDft } from '../analyze';
import type { TestConfig } from '../../test-config/model';
import { BoardBuilder } from '../../testing/board-builder';
import { configFor } from '../../testing/config-for';
import { type FindingShape, findingsInPose, POSES } from '../../testing/poses';
import type { RuleId } from '../types';

/** Rules about one selected point or the board as a whole, in all 8 poses. */
interface Case {
  name: string;
  rule: RuleId;
  build: () => { board: Board; config: TestConfig };
  expected: FindingShape[];
}

const base = () => new BoardBuilder().outline(0, 0, 40, 30);
const one = (board: Board, names: string[], extra: Partial<TestConfig> = {}) => ({
  board,
  config: configFor(board, names, extra),
});
const thPart = (drill: number) =>
  base()
    .component({ ref: 'J1', x: 10, y: 10 })
    .pad({ ref: 'J1', x: 10, y: 10, type: 'th', drill, w: drill + 0.6, h: drill + 0.6, shape: 'circle' })
    .build();

const cases: Case[] = [
  {
    name: 'open test point is accessible',
    rule: 'tp-accessible',
    build: () => one(base().testPoint('TP1', 10, 10).build(), ['TP1']),
    expected: [{ severity: 'pass', measured: null, features: ['T0'] }],
  },
  {
    name: 'pad under solder mask fails',
    rule: 'tp-accessible',
    build: () => one(base().testPoint('TP1', 10, 10, { mask: 'covered' }).build(), ['TP1']),
    expected: [{ severity: 'fail', measured: null, features: ['T0'] }],
  },
  {
    name: 'tented via fails',
    rule: 'tp-accessible',
    build: () => one(base().via(10, 10, { tented: true }).build(), ['via:0']),
    expected: [{ severity: 'fail', measured: null, features: ['T0'] }],
  },
  {
    name: 'untented via passes',
    rule: 'tp-accessible',
    build: () => one(base().via(10, 10).build(), ['via:0']),
    expected: [{ severity: 'pass', measured: null, features: ['T0'] }],
  },
  {
    name: 'a bottom-only pad probed from the top fails (not on a probed side)',
    rule: 'tp-accessible',
    build: () => one(base().testPoint('TP1', 10, 10, { side: 'bottom' }).build(), ['TP1']),
    expected: [{ severity: 'fail', measured: null, features: ['T0'] }],
  },
  {
    name: '…but passes when both sides are probed',
    rule: 'tp-accessible',
    build: () =>
      one(base().testPoint('TP1', 10, 10, { side: 'bottom' }).build(), ['TP1'], { bothSides: true }),
    expected: [{ severity: 'pass', measured: null, features: ['T0'] }],
  },
  {
    name: 'a through-hole pad is reachable from the probe side',
    rule: 'tp-accessible',
    build: () => one(thPart(1), ['J1']),
    expected: [{ severity: 'pass', measured: null, features: ['T0'] }],
  },
  {
    name: 'probing an SMD termination warns',
    rule: 'tp-smd-termination',
    build: () =>
      one(base().component({ ref: 'R1', x: 10, y: 10 }).pad({ ref: 'R1', x: 10, y: 10, net: 'A' }).build(), [
        'R1',
      ]),
    expected: [{ severity: 'warning', measured: null, features: ['T0'] }],
  },
  {
    name: 'a dedicated test point is no termination',
    rule: 'tp-smd-termination',
    build: () => one(base().testPoint('TP1', 10, 10).build(), ['TP1']),
    expected: [{ severity: 'pass', measured: null, features: ['T0'] }],
  },
  {
    name: 'hole 1.5 mm: pass (equality)',
    rule: 'tp-large-hole',
    build: () => one(thPart(1.5), ['J1']),
    expected: [{ severity: 'pass', measured: 1.5, features: ['T0'] }],
  },
  {
    name: 'hole 1.51 mm: warning',
    rule: 'tp-large-hole',
    build: () => one(thPart(1.51), ['J1']),
    expected: [{ severity: 'warning', measured: 1.51, features: ['T0'] }],
  },
  {
    name: 'SMD pads have no hole to check',
    rule: 'tp-large-hole',
    build: () => one(base().testPoint('TP1', 10, 10).build(), ['TP1']),
    expected: [],
  },
  {
    name: 'via hole 0.3 mm: pass',
    rule: 'tp-large-hole',
    build: () => one(base().via(10, 10).build(), ['via:0']),
    expected: [{ severity: 'pass', measured: 0.3, features: ['T0'] }],
  },
  ...(
    [
      [1.6, 'pass', 1.6],
      [1.57, 'pass', 1.57],
      [1.565, 'pass', 1.57],
      [1.564, 'warning', 1.56],
      [0.6, 'warning', 0.6],
      [null, 'warning', null],
    ] as const
  ).map(
    ([t, severity, measured]): Case => ({
      name: `board thickness ${t}`,
      rule: 'board-thickness',
      build: () => one(base().thickness(t).testPoint('TP1', 10, 10).build(), ['TP1']),
      expected: [{ severity, measured, features: [] }],
    }),
  ),
];

describe('point and board rules, in every pose', () => {
  for (const c of cases) {
    it.each(POSES)(`${c.name} (%s)`, (pose) => {
      const { board, config } = c.build();
      expect(findingsInPose(board, config, c.rule, pose)).toEqual(c.expected);
    });
  }
});

describe('defaulted heights are marked in the findings', () => {
  it('names the package class and the source', () => {
    const board = base()
      .testPoint('TP1', 10, 10)
      .part('C1', 12.5, 10, { heightMm: null, footprint: 'Capacitor_SMD:C_0805_2012Metric' })
      .build();
    const report = analyzeDft(board, configFor(board, ['TP1']));
    const finding = report.findings.find((f) => f.rule === 'tp-component');
    expect(finding?.height).toEqual({ mm: 1.35, source: 'default', packageClass: 'chip-0805' });
    expect(finding?.threshold).toEqual({ recommended: 1.08, minimum: 0.6 });
    expect(finding?.message).toContain('chip-0805 default');
  });

  it('a user override beats the model and the default', () => {
    const board = base().testPoint('TP1', 10, 10).part('C1', 12.5, 10, { heightMm: 1 }).build();
    const config = configFor(board, ['TP1'], { heightOverrides: { C1: 6 } });
    const report = analyzeDft(board, config);
    const finding = report.findings.find((f) => f.rule === 'tp-component');
    expect(finding?.height).toEqual({ mm: 6, source: 'override', packageClass: null });
    expect(report.findings.find((f) => f.rule === 'component-height')?.severity).toBe('warning');
  });
});
