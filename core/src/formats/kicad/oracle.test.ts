// The 8 KiCad 6 demo boards against KiCad 6.0.11's own reading of them (<board>.oracle.json, KiCad's
// frame: +Y down). Every footprint and pad is compared, in file order, after the frame change.
import { describe, expect, it } from 'vitest';
import type { Pad } from '../../board/model';
import { parseSexpr } from '../sexpr/index';
import { type OraclePad, readKicadOracle } from '../../../test/kicad-oracle';
import { angleDiff, DEMO_BOARDS, importBoard, readTestdata } from '../../../test/fixtures/kicad/support';

const MM = 1e-3; // the accuracy bar: 0.001 mm (the oracle itself rounds sizes to 4 decimals)
const ATTR: Record<Pad['type'], OraclePad['attr'][]> = { th: ['PTH'], smd: ['SMD', 'CONN'], npth: ['NPTH'] };

/** Widest Edge.Cuts stroke: KiCad's outline bounding box includes half of it on every side. */
function edgeHalfWidth(text: string): number {
  const t = parseSexpr(text);
  let w = 0;
  const visit = (i: number) => {
    for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c)) {
      if (!t.isList(c)) continue;
      const layer = t.child(c, 'layer');
      if (layer >= 0 && t.strArg(layer, 0) === 'Edge.Cuts' && /^(gr|fp)_/.test(t.head(c))) {
        const stroke = t.child(c, 'stroke');
        const width = t.numArg(t.child(stroke >= 0 ? stroke : c, 'width'), 0);
        if (width > w) w = width;
      } else if (t.headIs(c, 'footprint') || t.headIs(c, 'module')) visit(c);
    }
  };
  visit(0);
  return w / 2;
}

describe.each(DEMO_BOARDS)('%s against KiCad’s own reading', (name) => {
  const oracle = readKicadOracle(name);
  const { board, diagnostics } = importBoard(name);

  it('has the same counts (nets: the oracle counts the empty net 0)', () => {
    expect(board.components).toHaveLength(oracle.footprint_count);
    expect(board.pads).toHaveLength(oracle.pad_count);
    expect(board.vias).toHaveLength(oracle.via_count);
    expect(board.nets.length + 1).toBe(oracle.nets);
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('numbers components, pads, vias and holes uniquely in reading order', () => {
    for (const [list, prefix] of [
      [board.components, 'C'],
      [board.pads, 'P'],
      [board.vias, 'V'],
      [board.holes, 'H'],
    ] as const) {
      expect(list.map((x) => x.id)).toEqual(list.map((_, i) => `${prefix}${i}`));
    }
  });

  it('places every footprint like KiCad (position, rotation, side, ref, value, footprint)', () => {
    oracle.footprints.forEach((f, i) => {
      const c = board.components[i]!;
      const at = `${f.ref} (#${i})`;
      expect(c.ref, at).toBe(f.ref);
      expect(c.value, at).toBe(f.value);
      expect(c.footprint.split(':').pop(), at).toBe(f.footprint);
      expect(c.side, at).toBe(f.side);
      expect(Math.abs(c.x - f.x), at).toBeLessThanOrEqual(MM);
      expect(Math.abs(c.y - -f.y), at).toBeLessThanOrEqual(MM);
      expect(angleDiff(c.rotationDeg, f.rotation), at).toBeLessThan(1e-9);
      expect(c.rotationDeg).toBeGreaterThanOrEqual(0);
      expect(c.rotationDeg).toBeLessThan(360);
    });
  });

  it('reads every pad like KiCad: position, size, orientation, drill, net, sides, type', () => {
    const expected = oracle.footprints.flatMap((f) => f.pads.map((p) => ({ ref: f.ref, ...p })));
    expect(board.pads).toHaveLength(expected.length);
    expected.forEach((o, i) => {
      const p = board.pads[i]!;
      const at = `${o.ref}.${o.number} (#${i})`;
      expect(p.ref, at).toBe(o.ref);
      expect(p.number, at).toBe(o.number);
      expect(Math.abs(p.x - o.x), at).toBeLessThanOrEqual(MM);
      expect(Math.abs(p.y - -o.y), at).toBeLessThanOrEqual(MM);
      expect(Math.abs(p.widthMm - o.w), at).toBeLessThanOrEqual(MM);
      expect(Math.abs(p.heightMm - o.h), at).toBeLessThanOrEqual(MM);
      expect(angleDiff(p.rotationDeg, o.orientation), at).toBeLessThan(1e-9);
      expect(p.drillMm ?? 0, at).toBeCloseTo(o.drill, 6);
      expect(p.net ?? '', at).toBe(o.net);
      expect([p.side !== 'bottom', p.side !== 'top'], at).toEqual([o.front, o.back]);
      expect(ATTR[p.type], at).toContain(o.attr);
    });
  });

  it('has the same outline bounding box (KiCad’s includes half the edge stroke) and thickness', () => {
    const half = edgeHalfWidth(readTestdata(`kicad/${name}.kicad_pcb`));
    const pts = board.outline.flatMap((p) => p.outer);
    const minX = Math.min(...pts.map((p) => p.x)) - half;
    const maxX = Math.max(...pts.map((p) => p.x)) + half;
    const minY = Math.min(...pts.map((p) => -p.y)) - half; // back to KiCad's +Y down
    const maxY = Math.max(...pts.map((p) => -p.y)) + half;
    const ob = oracle.outline_bbox_mm;
    expect(Math.abs(minX - ob.x)).toBeLessThanOrEqual(MM);
    expect(Math.abs(minY - ob.y)).toBeLessThanOrEqual(MM);
    expect(Math.abs(maxX - minX - ob.w)).toBeLessThanOrEqual(MM);
    expect(Math.abs(maxY - minY - ob.h)).toBeLessThanOrEqual(MM);
    expect(board.thicknessMm).toBe(oracle.thickness_mm);
  });
});
