import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import {
  dxfHoleLayer,
  dxfPocketLayer,
  DXF_LAYER_CUTOUTS,
  DXF_LAYER_LABELS,
  DXF_LAYER_OUTLINE,
  writeDxf,
} from './dxf-writer';
import { fromFrame, plateFrame } from './frame';
import { sampleDesign } from '../testing/sample-design';

const design = sampleDesign();

// Entities as dxf-parser (an independent reader from npm) returns them.
type Entity = {
  type: string;
  layer: string;
  center?: { x: number; y: number };
  radius?: number;
  vertices?: { x: number; y: number }[];
  shape?: boolean;
  text?: string;
  startPoint?: { x: number; y: number };
};

const parse = (text: string) => {
  const dxf = new DxfParser().parseSync(text);
  if (!dxf) throw new Error('dxf-parser returned nothing');
  return {
    entities: dxf.entities as unknown as Entity[],
    layers: Object.keys(dxf.tables.layer.layers),
    header: dxf.header,
  };
};

describe('writeDxf', () => {
  for (const plate of design.plates) {
    it(`${plate.name}: dxf-parser reads the outline, every hole on its layer back on the hole, pockets closed`, () => {
      const frame = plateFrame(plate);
      const { entities, layers, header } = parse(writeDxf(plate, frame, ['status']));
      expect(header.$INSUNITS).toBe(4);
      expect(layers).toContain(DXF_LAYER_OUTLINE);
      const circles = entities.filter((e) => e.type === 'CIRCLE');
      expect(circles).toHaveLength(plate.holes.length);
      for (const hole of plate.holes) {
        const hit = circles.find((c) => {
          const b = fromFrame(frame, c.center!);
          return (
            Math.hypot(b.x - hole.x, b.y - hole.y) <= 0.01 && Math.abs(2 * c.radius! - hole.diameterMm) < 1e-3
          );
        });
        expect(hit?.layer, `${hole.ref} ${hole.purpose}`).toBe(dxfHoleLayer(hole.purpose));
      }
      const outline = entities.find((e) => e.type === 'POLYLINE' && e.layer === DXF_LAYER_OUTLINE)!;
      expect(outline.shape).toBe(true);
      const back = outline.vertices!.map((v) => fromFrame(frame, v));
      for (const corner of plate.outline)
        expect(back.some((b) => Math.hypot(b.x - corner.x, b.y - corner.y) < 1e-6)).toBe(true);
      for (const pocket of plate.pockets) {
        const layer = pocket.depthMm === null ? DXF_LAYER_CUTOUTS : dxfPocketLayer(pocket.depthMm);
        const poly = entities.filter((e) => e.type === 'POLYLINE' && e.layer === layer);
        expect(poly.length, layer).toBeGreaterThan(0);
        expect(poly.every((p) => p.shape)).toBe(true);
      }
    });
  }

  it('engraves the probe labels beside their holes, in the mirrored frame on the lid', () => {
    const probe = design.plates[0]!;
    const frame = plateFrame(probe);
    const { entities } = parse(writeDxf(probe, frame, []));
    const labels = entities.filter((e) => e.type === 'TEXT' && e.layer === DXF_LAYER_LABELS);
    expect(labels.map((l) => l.text).sort()).toEqual(
      probe.holes
        .map((h) => h.label)
        .filter(Boolean)
        .sort(),
    );
    const tp1 = labels.find((l) => l.text === 'TP1.1')!;
    // TP1.1 at board (104, 54) → file (24, 19); its label starts right of the Ø1.7 hole.
    expect(tp1.startPoint!.x).toBeCloseTo(24 + 0.85 + 0.2, 6);
    const lid = design.plates[2]!;
    const lidText = parse(writeDxf(lid, plateFrame(lid), [])).entities.find((e) => e.text === 'PP1')!;
    // PP1 at board (106, 58) seen from below: file x = 160 - 106 = 54.
    expect(lidText.startPoint!.x).toBeCloseTo(54 + 1.5 + 0.2, 6);
  });

  it('says the frame in its header comments and in a NOTES text', () => {
    const lid = design.plates[2]!;
    const text = writeDxf(lid, plateFrame(lid), ['DFT FAIL — review before fabrication: x.']);
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '999',
      'DFT FAIL - review before fabrication: x.',
      '999',
      expect.stringMatching(/units mm; .*MIRRORED IN X/),
    ]);
    const notes = parse(text).entities.filter((e) => e.type === 'TEXT' && e.layer === 'NOTES');
    expect(notes.map((n) => n.text)).toContain('DFT FAIL - review before fabrication: x.');
  });

  it('is pure ASCII (every byte < 0x80: Ø, ±, µ spelled out, KiCad escapes decoded) and keeps labels on the plate', () => {
    const probe = structuredClone(design.plates[0]!);
    const frame = plateFrame(probe);
    const right = Math.max(...probe.outline.map((p) => p.x));
    // A label at the plate's right edge, with a KiCad escape and non-ASCII symbols.
    probe.holes.push({
      x: right - 1.5,
      y: probe.outline[0]!.y + 0.2,
      diameterMm: 1.7,
      purpose: 'probe',
      ref: 'P9',
      label: '/VPP{slash}MCLR Ø1.7 ±0.05 µ',
    });
    const text = writeDxf(probe, frame, ['Stack-up: Ø1.70 mm ±0.05 — 2 × 3 µm, 90°', 'Prüfadapter']);
    const bytes = new TextEncoder().encode(text);
    expect(bytes.every((b) => b < 0x80)).toBe(true);
    expect(text).toContain('Stack-up: dia. 1.70 mm +/-0.05 - 2 x 3 um, 90 deg');
    const { entities } = parse(text);
    const labels = entities.filter((e) => e.type === 'TEXT' && e.layer === DXF_LAYER_LABELS);
    const added = labels.find((l) => l.text?.startsWith('/VPP/MCLR'))!;
    expect(added.text).toBe('/VPP/MCLR dia. 1.7 +/-0.05 u');
    const [w, h] = [
      right - Math.min(...probe.outline.map((p) => p.x)),
      Math.max(...probe.outline.map((p) => p.y)) - Math.min(...probe.outline.map((p) => p.y)),
    ];
    for (const l of labels) {
      const width = l.text!.length * 0.8 * 0.8;
      expect(l.startPoint!.x, l.text).toBeGreaterThanOrEqual(0);
      expect(l.startPoint!.x + width, l.text).toBeLessThanOrEqual(w + 1e-9);
      expect(l.startPoint!.y, l.text).toBeGreaterThanOrEqual(0);
      expect(l.startPoint!.y + 0.8, l.text).toBeLessThanOrEqual(h + 1e-9);
    }
  });
});
