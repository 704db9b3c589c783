// The body rule (decision 0043): a KiCad footprint's body is the hull of its fabrication drawing,
// never its courtyard; a drawing that outlines nothing gives none. Hand-made fixture bodies-v7
// (core/test/fixtures/kicad), worked out in the board frame (KiCad y → −y).
import { describe, expect, it } from 'vitest';
import type { Point, Ring } from '../../board/model';
import { signedArea } from '../../geometry/rings';
import { readFixture } from '../../../test/fixtures/kicad/support';
import { fabBody } from './fab-body';
import { importKicad } from './index';

const { board, diagnostics } = importKicad(readFixture('bodies-v7.kicad_pcb'), 'bodies-v7.kicad_pcb');
const component = (ref: string) => board.components.find((c) => c.ref === ref)!;
const bbox = (r: Ring) => [
  Math.min(...r.map((p) => p.x)),
  Math.max(...r.map((p) => p.x)),
  Math.min(...r.map((p) => p.y)),
  Math.max(...r.map((p) => p.y)),
];

describe('bodies-v7: what a KiCad footprint’s body is', () => {
  it('reads the fixture with one info only (MR1’s mask-only pad)', () => {
    expect(diagnostics.map((d) => d.code)).toEqual(['kicad.pad.copperless']);
  });

  it('courtyard and fab drawing: the body is the fab outline, not the courtyard', () => {
    // C1 (0402) at KiCad (11.7, 10): fab ±0.5 × ±0.25 → x 11.2…12.2, y −10.25…−9.75; its courtyard
    // ±0.91 × ±0.46 would give x 10.79…12.61. Its reference text (fp_text user) is on F.Fab too.
    const c1 = component('C1');
    expect(bbox(c1.body!)).toEqual([11.2, 12.2, -10.25, -9.75]);
    expect(signedArea(c1.body!)).toBeCloseTo(1 * 0.5, 12); // counter-clockwise, 0.5 mm²
    expect(c1.heightMm).toBe(1); // its Height property
  });

  it('courtyard only: no body (the pads’ extent stands in, component-bodies.test.ts)', () => {
    expect(component('C2').body).toBeNull();
    expect(component('TP1').body).toBeNull(); // test points: a courtyard circle, no fab drawing
    expect(component('TP2').body).toBeNull();
  });

  it('a fab drawing of text only (value, reference, a text box) is no body', () => {
    expect(component('R1').body).toBeNull();
  });

  it('a single fab line (a cathode bar) has no area: no body', () => {
    expect(component('D1').body).toBeNull();
  });

  it('a lone pin-1 dot is a mark, not a body', () => {
    // U1 (SOT-23): an F.Fab circle r 0.15 (area π × 0.15² ≈ 0.071 mm², a little less as a polygon)
    // against 3 pads of 0.9 × 0.8 = 2.16 mm²: below a fifth (0.432 mm²).
    expect(component('U1').body).toBeNull();
  });

  it('a connector’s latch is part of its body: the hull spans both', () => {
    // J1 on the bottom at KiCad (30, 22) turned 90°: fab body (−3, −2)–(3, 2) and latch (−1, 2)–(1, 3)
    // in its own frame (KiCad +Y down). Y-up local (x, −y), turned CCW by 90° → (y, x): the KiCad
    // local y −2…3 becomes x −2…3 and x −3…3 becomes y −3…3; at (30, −22): x 28…33, y −25…−19.
    // Area: the 6 × 4 body (24) and the trapezoid from the body's edge (6 wide) to the latch's far
    // edge (2 wide), 1 deep: (6 + 2) / 2 = 4 → 28 mm². The bottom is not mirrored again.
    const j1 = component('J1');
    expect([j1.side, j1.rotationDeg]).toEqual(['bottom', 90]);
    expect(bbox(j1.body!)).toEqual([28, 33, -25, -19]);
    expect(signedArea(j1.body!)).toBeCloseTo(28, 9);
  });

  it('a solder-mask removal footprint places no part: no body, whatever its fab and courtyard show', () => {
    const mr1 = component('MR1');
    expect(mr1.body).toBeNull();
    expect(board.pads.some((p) => p.ref === 'MR1')).toBe(false);
  });
});

describe('fabBody', () => {
  const square = (x0: number, y0: number, x1: number, y1: number): Point[] => [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  const copper = (mm2: number, apertures = 0) => ({ copperPads: mm2 > 0 ? 1 : 0, copperMm2: mm2, apertures });

  it('keeps a hull from a fifth of the copper up, and drops a smaller one as a mark', () => {
    // 1 mm² of copper: the line is at 0.2 mm²
    expect(fabBody(square(0, 0, 0.5, 0.5), copper(1))).toHaveLength(4); // 0.25 mm²
    expect(fabBody(square(0, 0, 0.5, 0.3), copper(1))).toBeNull(); // 0.15 mm²
  });

  it('keeps any hull with an area when the footprint has no copper', () => {
    expect(fabBody(square(0, 0, 0.1, 0.1), copper(0))).toHaveLength(4);
  });

  it('gives nothing for no points, collinear points, or aperture-only footprints', () => {
    expect(fabBody([], copper(1))).toBeNull();
    const line = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ];
    expect(fabBody(line, copper(0))).toBeNull();
    expect(fabBody(square(0, 0, 2, 2), copper(0, 1))).toBeNull();
    expect(fabBody(square(0, 0, 2, 2), copper(1, 1))).toHaveLength(4); // copper and an aperture
  });
});
