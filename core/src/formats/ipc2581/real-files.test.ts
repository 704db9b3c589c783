import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../board/model';
import { ARC_TOLERANCE_MM } from '../../geometry/arc';
import { bboxOfPoints } from '../../geometry/bbox';
import { importIpc2581WithStats } from './import-ipc2581';

const DIR = path.resolve(__dirname, '../../../../../shared/testdata/ipc2581');
const read = (name: string) => importIpc2581WithStats(readFileSync(path.join(DIR, name), 'utf8'), name);
const count = <T>(xs: T[], pick: (x: T) => boolean) => xs.filter(pick).length;
const comp = (b: Board, ref: string) => b.components.find((c) => c.ref === ref)!;
const pad = (b: Board, ref: string, n: string) => b.pads.find((p) => p.ref === ref && p.number === n)!;

describe('IPC-2581 testcase 9 (revision C, MILLIMETER, LED display card)', () => {
  const { result, stats } = read('testcase9-revc-full.xml');
  const b = result.board;

  it('has the README counts: 60 components (23 top / 37 bottom), 79 nets', () => {
    expect(b.components).toHaveLength(60);
    expect(count(b.components, (c) => c.side === 'top')).toBe(23);
    expect(count(b.components, (c) => c.side === 'bottom')).toBe(37);
    expect(b.nets).toHaveLength(79);
    expect(stats.logicalNets).toBe(79);
    expect(stats.phyNets).toBe(79);
  });

  // 542 PhyNetPoints = 147 vias × 2 sides (294, all EXPOSED) + 10 through-hole pins × 2 sides (20,
  // EXPOSED) + 149 top SMD pins (COVERED_SECONDARY: mask on the bottom only) + 79 bottom SMD pins
  // (COVERED_PRIMARY). In the model each place is one feature: a via or a pad with side "both".
  it('maps all 542 PhyNetPoints onto pads and vias: 314 exposed = 10 TH pads + 147 vias, both sides', () => {
    expect(stats.netPoints).toBe(542);
    expect(stats.matchedNetPoints).toBe(542);
    const thWithNet = b.pads.filter((p) => p.type === 'th' && p.net !== null);
    expect(thWithNet).toHaveLength(10);
    expect(thWithNet.every((p) => p.side === 'both' && p.mask === 'open')).toBe(true);
    expect(b.vias).toHaveLength(147);
    expect(b.vias.every((v) => v.side === 'both' && v.tented === false)).toBe(true);
    expect(thWithNet.length * 2 + b.vias.length * 2).toBe(314);
    expect(count(b.pads, (p) => p.type === 'smd' && p.side === 'top' && p.net !== null)).toBe(149);
    expect(count(b.pads, (p) => p.type === 'smd' && p.side === 'bottom' && p.net !== null)).toBe(79);
    expect(b.pads.every((p) => p.mask === 'open')).toBe(true);
  });

  it('derives the test-point candidates: 10 through-hole, 147 vias, 228 flagged SMD pins', () => {
    expect(count(b.testPoints, (t) => t.kind === 'through-hole')).toBe(10);
    expect(count(b.testPoints, (t) => t.kind === 'via' && !t.covered)).toBe(147);
    expect(count(b.testPoints, (t) => t.kind === 'smd' && t.flagged)).toBe(228);
  });

  it('reads stackup thickness, 6 copper layers, vias per padstack and the mounting holes', () => {
    expect(b.thicknessMm).toBeCloseTo(1.7166, 9); // Stackup overallThickness
    expect(b.copperLayerCount).toBe(6); // TOP, LAYER_2..5 (CONDUCTOR / PLANE), BOTTOM
    // VIA21: hole 0.5, pad CIRCLE_1 0.81; VIA29: hole 0.725, pad CIRCLE_4 1.025
    expect(count(b.vias, (v) => v.drillMm === 0.5 && v.diameterMm === 0.81)).toBe(100);
    expect(count(b.vias, (v) => v.drillMm === 0.725 && v.diameterMm === 1.025)).toBe(47);
    const npth = b.holes.filter((h) => !h.plated);
    expect(npth.map((h) => [h.x, h.y, h.diameterMm])).toEqual([
      [-12.6854, 45.085, 3.175],
      [-12.6854, -12.065, 3.175],
      [45.0996, -12.065, 3.175],
      [45.0996, 45.085, 3.175],
    ]);
    // the potentiometers' plated mounting slots (SlotCavity 1.1 × 1.8, no net)
    expect(b.holes.filter((h) => h.slotLengthMm === 1.8 && h.diameterMm === 1.1).map((h) => h.ref)).toEqual([
      'R19',
      'R19',
      'R20',
      'R20',
    ]);
  });

  it('places components and pads as computed by hand from the XML', () => {
    // U9: SOIC16 at (0.6496, 6.35), rotation 270, top. Pin 1 at (−2.4765, 4.445) in the package:
    // turned 270° CCW → (4.445, 2.4765), placed → (5.0946, 8.8265); RECTCENTER_1 is 1.27 × 0.635.
    expect(comp(b, 'U9')).toMatchObject({
      x: 0.6496,
      y: 6.35,
      rotationDeg: 270,
      side: 'top',
      footprint: 'SOIC16',
      value: 'MC14543',
    });
    expect(pad(b, 'U9', '1')).toMatchObject({
      widthMm: 1.27,
      heightMm: 0.635,
      rotationDeg: 270,
      type: 'smd',
      net: '-5V',
    });
    expect(pad(b, 'U9', '1').x).toBeCloseTo(5.0946, 9);
    expect(pad(b, 'U9', '1').y).toBeCloseTo(8.8265, 9);
    // C1: SMC1210 on the bottom, Xform mirror, rotation 0, at (12.7146, 15.875). Pin 2 at (3.429, 0):
    // mirrored x → −x → (9.2856, 15.875). RECTCENTER_3 is 1.6256 × 2.54.
    expect(comp(b, 'C1')).toMatchObject({ side: 'bottom', rotationDeg: 0 });
    expect(pad(b, 'C1', '2')).toMatchObject({ side: 'bottom', widthMm: 1.6256, heightMm: 2.54, net: 'N013' });
    expect(pad(b, 'C1', '2').x).toBeCloseTo(9.2856, 9);
    // R31: bottom, rotation 90 + mirror: seen from the top it is turned −90° = 270°. Pin 2 at
    // (2.1336, 0): turned 90° → (0, 2.1336), mirrored → (0, 2.1336), placed → (20.32, 28.1686).
    expect(comp(b, 'R31')).toMatchObject({ side: 'bottom', rotationDeg: 270 });
    expect(pad(b, 'R31', '2').x).toBeCloseTo(20.32, 9);
    expect(pad(b, 'R31', '2').y).toBeCloseTo(28.1686, 9);
    // R19: through-hole pot, pins CIRCLE_12 (1.5) on a 1.0 plated hole, both sides.
    expect(pad(b, 'R19', '2')).toMatchObject({
      type: 'th',
      drillMm: 1,
      widthMm: 1.5,
      side: 'both',
      net: 'SET1',
      plated: true,
    });
  });

  it('gives component bodies from the package outline, placed', () => {
    // SOIC16 outline x ±3.175, y ±5.08; U9 turned 270° → x ±5.08, y ±3.175 about (0.6496, 6.35)
    const box = bboxOfPoints(comp(b, 'U9').body!);
    expect(box.minX).toBeCloseTo(0.6496 - 5.08, 9);
    expect(box.maxY).toBeCloseTo(6.35 + 3.175, 9);
    expect(comp(b, 'U9').heightMm).toBeCloseTo(1.778, 9);
  });

  it('has the Profile as outline, with the arc-ended slot as a cut-out', () => {
    expect(b.outline).toHaveLength(1);
    const box = bboxOfPoints(b.outline[0]!.outer);
    expect([box.minX, box.minY, box.maxX, box.maxY]).toEqual([-15.875, -15.2407, 48.26, 48.26]);
    // Cutout: 1.9196…17.7946 × −13.97…−12.7 with counter-clockwise half-circle ends of radius 0.635
    // bulging outwards; arcs are flattened within the chord tolerance (ARC_TOLERANCE_MM).
    const slot = bboxOfPoints(b.outline[0]!.holes[0]!);
    expect(Math.abs(slot.minX - (1.9196 - 0.635))).toBeLessThanOrEqual(ARC_TOLERANCE_MM);
    expect(Math.abs(slot.maxX - (17.7946 + 0.635))).toBeLessThanOrEqual(ARC_TOLERANCE_MM);
    expect(slot.minY).toBeCloseTo(-13.97, 9);
    expect(slot.maxY).toBeCloseTo(-12.7, 9);
  });

  it('reports only the function mode', () => {
    expect(result.diagnostics.map((d) => d.code)).toEqual(['ipc2581.mode']);
    expect(stats.mode).toBe('USERDEF');
  });
});

describe('IPC-2581 testcase 3 (revision C, TEST mode, INCH, round test card)', () => {
  const { result, stats } = read('testcase3-revc-test.xml');
  const b = result.board;

  it('has 261 PhyNets, 758 points, no LogicalNet, 3 layers (2 copper)', () => {
    expect(stats.mode).toBe('TEST');
    expect(stats.logicalNets).toBe(0);
    expect(stats.phyNets).toBe(261);
    expect(b.nets).toHaveLength(261);
    expect(stats.netPoints).toBe(758);
    expect(stats.matchedNetPoints).toBe(758);
    expect(stats.layerCount).toBe(3);
    expect(b.copperLayerCount).toBe(2);
    expect(b.thicknessMm).toBeNull(); // no Stackup
  });

  it('converts INCH to mm', () => {
    // C7 (1206T) at (0.850, 0.900) in, rotation 90; pin 2 pad at (0.850, 0.962) in, RECTCENTER_1
    // 0.040 × 0.075 in turned 90°.
    expect(comp(b, 'C7').x).toBeCloseTo(21.59, 9);
    expect(comp(b, 'C7').y).toBeCloseTo(22.86, 9);
    expect(pad(b, 'C7', '2').x).toBeCloseTo(21.59, 9);
    expect(pad(b, 'C7', '2').y).toBeCloseTo(24.4348, 9);
    expect(pad(b, 'C7', '2')).toMatchObject({ widthMm: 1.016, rotationDeg: 90 });
    expect(pad(b, 'C7', '2').heightMm).toBeCloseTo(1.905, 12);
    // every via: 0.024 in hole
    expect(b.vias).toHaveLength(108);
    expect(b.vias.every((v) => Math.abs(v.drillMm - 0.6096) < 1e-12)).toBe(true);
  });

  it('places the 45° mirrored bottom part where its package says (rotate, then mirror)', () => {
    // U14: PLCC28 on the bottom, Xform rotation 45 mirror, at (1.1, 1.35) in. Pin 1 at (0, 0.21) in:
    // turned 45° → (−0.1485, 0.1485), mirrored → (0.1485, 0.1485), placed → (1.2485, 1.4985) in.
    // The file's pad is at (1.248, 1.498) in (3 decimals). Mirroring first would give x = 0.9515 in.
    const u14 = comp(b, 'U14');
    expect(u14).toMatchObject({ side: 'bottom', rotationDeg: 315 });
    expect(pad(b, 'U14', '1').x).toBeCloseTo(1.248 * 25.4, 9);
    expect(pad(b, 'U14', '1').y).toBeCloseTo(1.498 * 25.4, 9);
  });

  it('has the Profile with its arcs as outline', () => {
    const box = bboxOfPoints(b.outline[0]!.outer);
    // vertices span x −0.25…3.65 in, y −0.25…4.1 in; the arcs stay inside that box
    expect(box.minX).toBeCloseTo(-0.25 * 25.4, 6);
    expect(box.maxX).toBeCloseTo(3.65 * 25.4, 6);
    expect(box.minY).toBeCloseTo(-0.25 * 25.4, 6);
    expect(box.maxY).toBeCloseTo(4.1 * 25.4, 6);
    expect(b.outline[0]!.holes).toHaveLength(11);
  });
});
