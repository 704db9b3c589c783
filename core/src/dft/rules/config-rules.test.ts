import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { analyzeDft, type DftOptions } from '../analyze';
import type { TestConfig } from '../../test-config/model';
import { BoardBuilder } from '../../testing/board-builder';
import { configFor } from '../../testing/config-for';
import { type FindingShape, findingsInPose, POSES } from '../../testing/poses';
import type { RuleId } from '../types';

/** Configuration checks (PRODUCT.md §5), in all 8 poses where geometry is involved. */
interface Case {
  name: string;
  rule: RuleId;
  build: () => { board: Board; config: TestConfig; options?: DftOptions };
  expected: FindingShape[];
  /** Kit checks read the board's size along the frame axes: a quarter turn changes the answer. */
  halfTurnsOnly?: boolean;
}

const b = () =>
  new BoardBuilder()
    .outline(0, 0, 40, 30)
    .testPoint('TP1', 10, 10)
    .testPoint('TP2', 20, 15, { side: 'bottom' });
const with_ = (board: Board, extra: Parameters<typeof configFor>[2], names = ['TP1']) => ({
  board,
  config: configFor(board, names, extra),
});
const pins = (holes: [number, number, { plated?: boolean; diameter?: number }?][]) => {
  let builder = b();
  for (const [x, y, o] of holes) builder = builder.hole(x, y, o ?? {});
  return builder.build();
};
const holeIds = (n: number) => Array.from({ length: n }, (_, i) => `H${i}`);

const cases: Case[] = [
  {
    name: 'one point selected',
    rule: 'config-test-points',
    build: () => with_(b().build(), {}),
    expected: [{ severity: 'pass', measured: 1, features: [] }],
  },
  {
    name: 'nothing selected fails',
    rule: 'config-test-points',
    build: () => with_(b().build(), {}, []),
    expected: [{ severity: 'fail', measured: 0, features: [] }],
  },
  {
    name: 'cradle locates',
    rule: 'config-locating',
    build: () => with_(b().build(), {}),
    expected: [{ severity: 'pass', measured: null, features: [] }],
  },
  {
    name: 'no locating fails',
    rule: 'config-locating',
    build: () => with_(b().build(), { locating: null }),
    expected: [{ severity: 'fail', measured: 0, features: [] }],
  },
  {
    name: 'one guide pin fails',
    rule: 'config-locating',
    build: () => with_(pins([[3, 3]]), { holes: ['H0'] }),
    expected: [{ severity: 'fail', measured: 1, features: ['H0'] }],
  },
  {
    name: 'two guide pins pass',
    rule: 'config-locating',
    build: () =>
      with_(
        pins([
          [3, 3],
          [37, 25],
        ]),
        { holes: ['H0', 'H1'] },
      ),
    expected: [{ severity: 'pass', measured: 2, features: ['H0', 'H1'] }],
  },
  {
    name: 'an unknown hole id is a reference fail, and does not count as a pin',
    rule: 'config-references',
    build: () => with_(pins([[3, 3]]), { holes: ['H0', 'H9'] }),
    expected: [{ severity: 'fail', measured: null, features: ['H9'] }],
  },
  {
    name: 'three pins on a line warn (offset 0.5 mm)',
    rule: 'config-guide-pins-collinear',
    build: () =>
      with_(
        pins([
          [3, 3],
          [20, 3.5],
          [37, 3],
        ]),
        { holes: holeIds(3) },
      ),
    expected: [{ severity: 'warning', measured: 0.5, features: holeIds(3) }],
  },
  {
    name: 'three pins spanning a triangle pass',
    rule: 'config-guide-pins-collinear',
    build: () =>
      with_(
        pins([
          [3, 3],
          [37, 3],
          [5, 27],
        ]),
        { holes: holeIds(3) },
      ),
    // Farthest pair (37,3)–(5,27), 40 mm; (3,3) is |(−32,24) × (−34,0)| / 40 = 816 / 40 = 20.4 mm off it.
    expected: [{ severity: 'pass', measured: 20.4, features: holeIds(3) }],
  },
  {
    name: 'two pins: no collinearity check',
    rule: 'config-guide-pins-collinear',
    build: () =>
      with_(
        pins([
          [3, 3],
          [37, 25],
        ]),
        { holes: holeIds(2) },
      ),
    expected: [],
  },
  {
    name: 'pins at opposite corners are 180° symmetric: warning',
    rule: 'config-guide-pins-symmetric',
    build: () =>
      with_(
        pins([
          [3, 3],
          [37, 27],
        ]),
        { holes: holeIds(2) },
      ),
    expected: [{ severity: 'warning', measured: null, features: holeIds(2) }],
  },
  {
    name: 'pins mirrored left-right: warning',
    rule: 'config-guide-pins-symmetric',
    build: () =>
      with_(
        pins([
          [3, 3],
          [37, 3],
        ]),
        { holes: holeIds(2) },
      ),
    expected: [{ severity: 'warning', measured: null, features: holeIds(2) }],
  },
  {
    name: 'pins offset by 4 mm: asymmetric, pass',
    rule: 'config-guide-pins-symmetric',
    build: () =>
      with_(
        pins([
          [3, 3],
          [33, 27],
        ]),
        { holes: holeIds(2) },
      ),
    expected: [{ severity: 'pass', measured: null, features: holeIds(2) }],
  },
  {
    name: 'symmetric positions but different diameters: asymmetric, pass',
    rule: 'config-guide-pins-symmetric',
    build: () =>
      with_(
        pins([
          [3, 3],
          [37, 27, { diameter: 3 }],
        ]),
        { holes: holeIds(2) },
      ),
    expected: [{ severity: 'pass', measured: null, features: holeIds(2) }],
  },
  {
    name: 'plated tooling hole warns',
    rule: 'config-tooling-plated',
    build: () =>
      with_(
        pins([
          [3, 3, { plated: true }],
          [33, 27],
        ]),
        { holes: holeIds(2) },
      ),
    expected: [
      { severity: 'warning', measured: null, features: ['H0'] },
      { severity: 'pass', measured: null, features: ['H1'] },
    ],
  },
  {
    name: 'no probe side fails',
    rule: 'config-probe-side',
    build: () => with_(b().build(), { probeSide: null }),
    expected: [{ severity: 'fail', measured: null, features: [] }],
  },
  {
    name: 'probe side chosen',
    rule: 'config-probe-side',
    build: () => with_(b().build(), {}),
    expected: [{ severity: 'pass', measured: null, features: [] }],
  },
  {
    name: 'both sides warns (cost)',
    rule: 'config-both-sides',
    build: () => with_(b().build(), { bothSides: true }),
    expected: [{ severity: 'warning', measured: null, features: [] }],
  },
  {
    name: 'a 40 × 30 board fits a 40 × 30 active area',
    halfTurnsOnly: true,
    rule: 'config-kit-fit',
    build: () => ({
      ...with_(b().build(), {}),
      options: { kit: { activeAreaMm: { x: 40, y: 30 }, maxProbes: 10, topProbing: false } },
    }),
    expected: [{ severity: 'pass', measured: 0, features: [] }],
  },
  {
    name: 'turned 90° in the fixture it does not (30 × 40 in a 40 × 30 area)',
    halfTurnsOnly: true,
    rule: 'config-kit-fit',
    build: () => ({
      ...with_(b().build(), {
        fixture: { orientationDeg: 90, lidSwitch: false, signalInterface: 'hand-wired' },
      }),
      options: { kit: { activeAreaMm: { x: 40, y: 30 }, maxProbes: 10, topProbing: false } },
    }),
    expected: [{ severity: 'fail', measured: 10, features: [] }],
  },
  {
    name: 'both sides probed on a kit without lid probing fails',
    rule: 'config-kit-fit',
    build: () => ({
      ...with_(b().build(), { bothSides: true }),
      options: { kit: { activeAreaMm: { x: 100, y: 100 }, maxProbes: 10, topProbing: false } },
    }),
    expected: [
      { severity: 'fail', measured: null, features: [] },
      { severity: 'pass', measured: 0, features: [] },
    ],
  },
  {
    name: 'two probes on a kit for one fails',
    rule: 'config-kit-probes',
    build: () => ({
      ...with_(b().build(), { bothSides: true }, ['TP1', 'TP2']),
      options: { kit: { activeAreaMm: { x: 100, y: 100 }, maxProbes: 1, topProbing: true } },
    }),
    expected: [{ severity: 'fail', measured: 2, features: [] }],
  },
  {
    name: 'a high-power point (5 A on 3 A P100 probes) takes 2 probes: 3 probes, 5.4 N > 5 N hold-down warns',
    rule: 'config-probe-force',
    build: () => ({
      ...with_(b().build(), { bothSides: true, testPoints: [] }, ['TP1', 'TP2']),
      options: {
        kit: { activeAreaMm: { x: 100, y: 100 }, maxProbes: 10, topProbing: true, holdDownForceN: 5 },
      },
    }),
    expected: [{ severity: 'warning', measured: 5.4, features: [] }],
  },
];

// The high-power case needs its per-point option: patch it in after the ids are known.
const hp = cases.find((c) => c.rule === 'config-probe-force')!;
const hpBuild = hp.build;
hp.build = () => {
  const built = hpBuild();
  const board = built.board;
  return {
    ...built,
    config: configFor(board, ['TP1', 'TP2'], { bothSides: true, options: { TP1: { highPowerA: 5 } } }),
  };
};

describe('configuration checks, in every pose', () => {
  for (const c of cases) {
    const poses = c.halfTurnsOnly ? POSES.filter((p) => p.rotateDeg % 180 === 0) : POSES;
    it.each(poses)(`${c.name} (%s)`, (pose) => {
      const { board, config, options } = c.build();
      expect(findingsInPose(board, config, c.rule, pose, options)).toEqual(c.expected);
    });
  }
});

describe('coverage', () => {
  const board = new BoardBuilder()
    .outline(0, 0, 40, 30)
    .testPoint('TP1', 10, 10, { net: 'A' })
    .testPoint('TP2', 20, 10, { net: 'B', side: 'bottom' })
    .testPoint('TP3', 30, 10, { net: 'C', mask: 'covered' })
    .testPoint('TP4', 30, 20, { net: 'D' })
    // Each of A–D reaches a second pad (under mask: no candidate), so each connects something; E has
    // one pad and KiCad's unconnected-(U1-Pad3) is a pin nothing reaches: counted apart (decision 0054).
    .pad({ ref: 'R1', x: 5, y: 25, net: 'A', mask: 'covered', number: '1' })
    .pad({ ref: 'R1', x: 7, y: 25, net: 'B', mask: 'covered', number: '2' })
    .pad({ ref: 'R2', x: 12, y: 25, net: 'C', mask: 'covered', number: '1' })
    .pad({ ref: 'R2', x: 14, y: 25, net: 'D', mask: 'covered', number: '2' })
    .testPoint('TP5', 20, 20, { net: 'E' })
    .pad({ ref: 'U1', x: 35, y: 25, net: 'unconnected-(U1-Pad3)', number: '3' })
    .build();

  it('counts connection nets, accessible nets (probe side only) and probed nets; single-pad nets apart', () => {
    const report = analyzeDft(
      board,
      configFor(board, ['TP1', 'TP4'], { options: { TP4: { drillOnly: true } } }),
    );
    expect(report.coverage).toMatchObject({
      nets: 4,
      singlePadNets: 2,
      accessibleNets: 2,
      probedNets: 1,
      percent: 25,
      inaccessible: ['B', 'C'],
      unprobed: ['B', 'C', 'D'],
    });
    const listed = (rule: string) =>
      report.findings.filter((f) => f.rule === rule && f.severity === 'warning').map((f) => f.features[0]);
    expect(listed('coverage-accessible')).toEqual(['B', 'C']);
    expect(listed('coverage-probed')).toEqual(['B', 'C', 'D']);
    expect(report.probes).toMatchObject({ P100: 1, total: 1, drillOnly: 1 });
  });
});
