import type { Board } from '../board/model';
import type { PackageMeta } from '../fabrication/package';
import { designFixture } from '../fixture/design/design-fixture';
import type { TestConfig } from '../test-config/model';
import type { TesterInput } from '../tester/model';
import { BoardBuilder } from './board-builder';
import { configFor } from './config-for';
import { testCatalog } from './fixture-test-catalog';

/**
 * A board for the tester files' tests (board frame, mm, top view, +Y up): an asymmetric outline and
 * pattern, parts on both sides with rotated and asymmetric pads, a through-hole connector, vias, a pad
 * of no component, tooling holes, and net names a tester format must escape — a space and a quote, a
 * non-ASCII letter, KiCad's `{slash}` escape.
 */
export function testerBoard(): Board {
  const b = new BoardBuilder().outline(10, 20, 70, 60, [
    [
      { x: 60, y: 25 },
      { x: 64, y: 25 },
      { x: 64, y: 28 },
      { x: 60, y: 28 },
    ],
  ]);
  b.testPoint('TP1', 14, 24, { net: 'GND', size: 1.2 });
  b.testPoint('TP2', 31.5, 26, { net: '+3V3', size: 1.2 });
  b.testPoint('TP3', 52.25, 47.5, { net: '/VPP{slash}MCLR', size: 1.0, side: 'bottom' });
  b.testPoint('TP4', 40, 33.75, { net: 'SENSE "A" 1', size: 1.1, side: 'bottom' });
  b.testPoint('TP5', 24, 52, { net: 'µA_IN', size: 1.2 });
  // U1: top, turned 90°, four pads of two sizes (an asymmetric footprint).
  b.component({
    ref: 'U1',
    x: 30,
    y: 40,
    rotationDeg: 90,
    footprint: 'Pkg:SOT-23-4',
    value: '74LVC1G',
    side: 'top',
  });
  b.pad({ ref: 'U1', number: '1', x: 31, y: 39, w: 0.6, h: 1.2, rot: 90, net: 'GND' });
  b.pad({ ref: 'U1', number: '2', x: 31, y: 41, w: 0.6, h: 1.2, rot: 90, net: '+3V3' });
  b.pad({ ref: 'U1', number: '3', x: 29, y: 41, w: 0.9, h: 1.4, rot: 90, net: 'SENSE "A" 1' });
  b.pad({ ref: 'U1', number: '4', x: 28.5, y: 38.2, w: 0.6, h: 1.2, rot: 90, net: null });
  // C1: bottom, turned 30°, two oval pads of different sizes, off its axis (asymmetric).
  b.component({
    ref: 'C1',
    x: 58,
    y: 33,
    rotationDeg: 30,
    footprint: 'Cap:C_0805',
    value: '100n',
    side: 'bottom',
  });
  b.pad({
    ref: 'C1',
    number: '1',
    x: 57.134,
    y: 32.5,
    w: 1.0,
    h: 1.4,
    rot: 30,
    shape: 'oval',
    side: 'bottom',
    net: 'GND',
  });
  b.pad({
    ref: 'C1',
    number: '2',
    x: 59.099,
    y: 34.0964,
    w: 1.2,
    h: 1.6,
    rot: 30,
    shape: 'oval',
    side: 'bottom',
    net: '+3V3',
  });
  // J1: a through-hole header on the top.
  b.component({
    ref: 'J1',
    x: 45,
    y: 25,
    rotationDeg: 0,
    footprint: 'Conn:Header_1x3',
    value: 'PROG',
    side: 'top',
  });
  b.pad({
    ref: 'J1',
    number: '1',
    x: 45,
    y: 25,
    w: 1.7,
    h: 1.7,
    shape: 'rect',
    type: 'th',
    drill: 1,
    net: '/VPP{slash}MCLR',
  });
  b.pad({
    ref: 'J1',
    number: '2',
    x: 47.54,
    y: 25,
    w: 1.7,
    h: 1.7,
    shape: 'circle',
    type: 'th',
    drill: 1,
    net: 'GND',
  });
  b.pad({
    ref: 'J1',
    number: '3',
    x: 50.08,
    y: 25,
    w: 1.7,
    h: 1.7,
    shape: 'circle',
    type: 'th',
    drill: 1,
    net: 'µA_IN',
  });
  // A pad no component owns (as an IPC-D-356 import gives), on the bottom.
  b.pad({ ref: null, number: '', x: 20, y: 30, w: 1.5, h: 1.5, shape: 'circle', side: 'bottom', net: 'GND' });
  b.via(36, 50, { net: 'µA_IN', drill: 0.4, diameter: 0.8 });
  b.via(55, 55, { net: 'GND', drill: 0.4, diameter: 0.8, tented: true });
  b.hole(13, 57, { diameter: 3 }).hole(66, 23, { diameter: 3 }).hole(45, 57.5, { diameter: 2.2 });
  return b.build();
}

/**
 * Probes from the bottom and the top: the five test points, J1 pin 2 (through-hole, probed from the
 * bottom) and the untented via; located on the first two holes.
 */
export function testerConfig(board: Board): TestConfig {
  const j1 = board.testPoints.find((t) => t.ref === 'J1' && t.pad === '2')!;
  const via = board.testPoints.find((t) => t.kind === 'via' && !t.covered)!;
  const config = configFor(board, ['TP1', 'TP2', 'TP3', 'TP4', 'TP5'], {
    holes: board.holes.slice(0, 2).map((h) => h.id),
    probeSide: 'bottom',
    bothSides: true,
  });
  config.testPoints = [
    ...config.testPoints.map((t) => {
      const tp = board.testPoints.find((c) => c.id === t.id)!;
      return { ...t, side: tp.side === 'bottom' ? ('bottom' as const) : ('top' as const) };
    }),
    { id: j1.id, side: 'bottom' },
    { id: via.id, side: 'bottom' },
  ];
  return config;
}

const TESTER_META: PackageMeta = {
  boardName: 'tester board',
  boardSha256: 'ab'.repeat(32),
  testConfig: { id: 'cfg', version: 3 },
  engineVersion: 'test',
  verdict: 'pass',
  failingRules: [],
};

/** The tester writers' input for a board: its fixture designed from `testerConfig`, GND and +3V3 as supplies. */
export function testerInput(board: Board): TesterInput {
  const { design } = designFixture(board, testerConfig(board), testCatalog());
  return { board, design, meta: TESTER_META, netRoles: { '+3V3': 'power', GND: 'ground' } };
}
