import { describe, expect, it } from 'vitest';
import { readDrillIndependently } from '../../test/read-drill';
import { stepTopologyProblems } from '../../test/check-step-topology';
import { readStepIndependently } from '../../test/read-step';
import type { Plate } from '../fixture/design/model';
import { writeExcellon } from './excellon-writer';
import { fromFrame, plateFrame } from './frame';
import { p21, writePlateStep } from './step-writer';
import { sampleDesign } from '../testing/sample-design';

const design = sampleDesign();

const area = (plate: Plate) => {
  const o = plate.outline;
  let a = 0;
  for (let i = 0; i < o.length; i++)
    a += o[i]!.x * o[(i + 1) % o.length]!.y - o[(i + 1) % o.length]!.x * o[i]!.y;
  return Math.abs(a / 2);
};
const ringArea = (r: { x: number; y: number }[]) =>
  Math.abs(r.reduce((s, p, i) => s + p.x * r[(i + 1) % r.length]!.y - r[(i + 1) % r.length]!.x * p.y, 0) / 2);

describe('writePlateStep', () => {
  for (const plate of design.plates) {
    it(`${plate.name}: OCCT reads one closed solid; its holes are the drill file's, in the same frame`, async () => {
      const frame = plateFrame(plate);
      const text = writePlateStep(plate, frame, ['status line']);
      expect(stepTopologyProblems(text)).toEqual([]);
      const read = await readStepIndependently(text);
      const drill = await readDrillIndependently(writeExcellon(plate, frame, []));
      const through = plate.pockets.filter((p) => p.depthMm === null);
      // Faces: top, back, 4 outline sides, 4 per through cut-out (boxes), one wall per hole.
      expect(read.faces).toBe(2 + 4 + 4 * through.length + plate.holes.length);
      expect(read.holes).toHaveLength(plate.holes.length);
      const unmatched = [...read.holes];
      for (const hit of drill.hits) {
        const k = unmatched.findIndex(
          (h) =>
            Math.hypot(h.x - hit.x, h.y - hit.y) <= 0.01 &&
            Math.abs(h.diameter - drill.tools.get(hit.tool)!) <= 0.01,
        );
        expect(k, `drill hit (${hit.x}, ${hit.y}) has a hole in the STEP solid`).toBeGreaterThanOrEqual(0);
        const [h] = unmatched.splice(k, 1);
        expect(h!.zMin).toBeCloseTo(0, 6);
        expect(h!.zMax).toBeCloseTo(plate.thicknessMm, 6);
      }
      // The solid is closed and every face points out of the material: its volume is the plate's
      // (outline minus through cut-outs minus holes, the holes as OCCT's polygons: a little less).
      const holeArea = plate.holes.reduce((s, h) => s + Math.PI * (h.diameterMm / 2) ** 2, 0);
      const full = (area(plate) - through.reduce((s, p) => s + ringArea(p.ring), 0)) * plate.thicknessMm;
      expect(read.volume).toBeLessThanOrEqual(full + 1e-6);
      expect(read.volume).toBeGreaterThanOrEqual(full - holeArea * plate.thicknessMm - 1e-6);
      // The plate lies on its back face, the board-facing face up, every coordinate ≥ 0 like the drill file.
      expect(read.box.minZ).toBeCloseTo(0, 6);
      expect(read.box.maxZ).toBeCloseTo(plate.thicknessMm, 6);
      expect(read.box.minX).toBeCloseTo(0, 4);
      expect(read.box.minY).toBeCloseTo(0, 4);
      // Mapped back through the frame, a hole lands on its design hole.
      for (const h of read.holes) {
        const at = fromFrame(frame, h);
        expect(plate.holes.some((d) => Math.hypot(d.x - at.x, d.y - at.y) <= 0.01)).toBe(true);
      }
    });
  }

  it('states its units, its frame and what is left out in the header; no clock, so the same plate gives the same bytes', () => {
    const lid = design.plates.find((p) => p.facesSide === 'top')!;
    const frame = plateFrame(lid);
    const text = writePlateStep(lid, frame, ['Studio fixture package for X — every rule passes.']);
    const header = text.slice(0, text.indexOf('DATA;'));
    expect(header).toContain('MIRRORED IN X');
    expect(header).toContain('units mm');
    expect(header).toContain('board-facing face is on top');
    expect(header).toContain('X \\X2\\2014\\X0\\ every');
    expect(text).toContain('SI_UNIT(.MILLI.,.METRE.)');
    expect(writePlateStep(lid, frame, ['a'])).toBe(writePlateStep(lid, frame, ['a']));
    // Numbers are plain decimals: no exponent a strict reader would reject.
    expect(text.slice(text.indexOf('DATA;'))).not.toMatch(/[0-9][eE][-+]?[0-9]/);
  });

  it('leaves out, and names, a hole that overlaps another (no valid solid could hold both)', async () => {
    const plate = design.plates[0]!;
    const first = plate.holes[0]!;
    const crowded: Plate = { ...plate, holes: [...plate.holes, { ...first, x: first.x + 0.5, ref: 'PX' }] };
    const frame = plateFrame(crowded);
    const text = writePlateStep(crowded, frame, []);
    expect(text).toContain(`hole PX (${first.diameterMm} mm) overlaps hole ${first.ref}`);
    const read = await readStepIndependently(text);
    expect(read.holes).toHaveLength(plate.holes.length);
  });

  it('encodes text the way ISO 10303-21 wants it', () => {
    expect(p21('a\\b')).toBe('a\\\\b');
    expect(p21('× 2 — ok')).toBe('\\X2\\00D7\\X0\\ 2 \\X2\\2014\\X0\\ ok');
  });
});
