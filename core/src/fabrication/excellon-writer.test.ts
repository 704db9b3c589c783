import { describe, expect, it } from 'vitest';
import { readDrillIndependently } from '../../test/read-drill';
import { parseExcellon } from '../formats/excellon';
import { fromFrame, plateFrame } from './frame';
import { writeExcellon } from './excellon-writer';
import { sampleDesign } from '../testing/sample-design';

const design = sampleDesign();

describe('writeExcellon', () => {
  for (const plate of design.plates) {
    it(`${plate.name}: gerber-parser reads mm, one tool per diameter, every hit back on its hole within 0.01 mm`, async () => {
      const frame = plateFrame(plate);
      const text = writeExcellon(plate, frame, ['status line']);
      const read = await readDrillIndependently(text);
      expect(read.warnings).toEqual([]);
      expect(read.units).toBe('mm');
      const diameters = [...read.tools.values()];
      expect(new Set(diameters).size).toBe(diameters.length);
      const um = (d: number) => Math.round(d * 1000);
      expect(new Set(diameters.map(um))).toEqual(new Set(plate.holes.map((h) => um(h.diameterMm))));
      expect(read.hits).toHaveLength(plate.holes.length);
      const unmatched = [...plate.holes];
      for (const hit of read.hits) {
        const board = fromFrame(frame, hit);
        const k = unmatched.findIndex(
          (h) =>
            Math.hypot(h.x - board.x, h.y - board.y) <= 0.01 &&
            Math.abs(h.diameterMm - read.tools.get(hit.tool)!) < 0.0005,
        );
        expect(k, `hit ${hit.x},${hit.y} → board ${board.x},${board.y}`).toBeGreaterThanOrEqual(0);
        unmatched.splice(k, 1);
        expect(hit.x).toBeGreaterThanOrEqual(0);
        expect(hit.y).toBeGreaterThanOrEqual(0);
      }
    });
  }

  it('draws the lid mirrored in X and the bottom probe plate as the top view (values where the two differ)', async () => {
    const [probe, , lid] = design.plates;
    const probeHits = (await readDrillIndependently(writeExcellon(probe!, plateFrame(probe!), []))).hits;
    // TP1.1 at board (104, 54); the plate spans x 80…160, y 35…95: bottom plate not mirrored → (24, 19).
    expect(probeHits).toContainEqual({ tool: '3', x: 24, y: 19 });
    const lidHits = (await readDrillIndependently(writeExcellon(lid!, plateFrame(lid!), []))).hits;
    // PP1 at board (106, 58) seen from below: x = 160 - 106 = 54 (26 if it were not mirrored).
    expect(lidHits).toContainEqual({ tool: '1', x: 54, y: 23 });
    expect(lidHits).not.toContainEqual({ tool: '1', x: 26, y: 23 });
  });

  it('our own Excellon importer reads the same hits (metric, decimal) without a diagnostic', () => {
    const plate = design.plates[0]!;
    const frame = plateFrame(plate);
    const drill = parseExcellon(writeExcellon(plate, frame, ['status']), 'probe.drl');
    expect(drill.units).toBe('mm');
    expect(drill.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const back = drill.hits.map((h) => fromFrame(frame, h)).map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`);
    expect(back.sort()).toEqual(plate.holes.map((h) => `${h.x.toFixed(2)},${h.y.toFixed(2)}`).sort());
  });

  it('states units, origin and view in its header, after the status line, and uses decimal points', () => {
    const plate = design.plates[2]!;
    const text = writeExcellon(plate, plateFrame(plate), ['DFT FAIL — review before fabrication: x.']);
    const lines = text.split('\n');
    expect(lines[0]).toBe('M48');
    expect(lines[1]).toBe('; DFT FAIL — review before fabrication: x.');
    expect(lines[2]).toMatch(/units mm; .*MIRRORED IN X.*origin = the plate corner at board \(160, 35\) mm/);
    expect(lines).toContain('METRIC,TZ');
    expect(lines.filter((l) => /^X/.test(l)).every((l) => /^X\d+\.\d{4}Y\d+\.\d{4}$/.test(l))).toBe(true);
  });
});
