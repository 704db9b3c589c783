import { describe, expect, it } from 'vitest';
import { standardSymbol } from './symbols';

const MICRON = 'mm' as const; // symbol sizes in microns (a UNITS=MM file)
const MIL = 'inch' as const; // symbol sizes in mils (a UNITS=INCH file)

describe('standard symbols', () => {
  it('reads the simple shapes with their sizes in the file units', () => {
    expect(standardSymbol('r1000', MICRON)).toEqual({
      shape: 'circle',
      widthMm: 1,
      heightMm: 1,
      polygon: null,
    });
    expect(standardSymbol('r40', MIL)).toMatchObject({ shape: 'circle', widthMm: 1.016 });
    const s = standardSymbol('s599.9988', MICRON)!;
    expect(s.shape).toBe('rect');
    expect(s.widthMm).toBeCloseTo(0.5999988, 12);
    expect(s.heightMm).toBe(s.widthMm);
    expect(standardSymbol('rect1300x300', MICRON)).toMatchObject({
      shape: 'rect',
      widthMm: 1.3,
      heightMm: 0.3,
    });
    expect(standardSymbol('rect60x30xr5', MIL)).toMatchObject({
      shape: 'roundrect',
      widthMm: 1.524,
      heightMm: 0.762,
    });
    expect(standardSymbol('rect2000x1000xr250x13', MICRON)).toMatchObject({ shape: 'roundrect', widthMm: 2 });
    expect(standardSymbol('oval1500x800', MICRON)).toMatchObject({
      shape: 'oval',
      widthMm: 1.5,
      heightMm: 0.8,
    });
    expect(standardSymbol('donut_r1200x600', MICRON)).toMatchObject({ shape: 'circle', widthMm: 1.2 });
    expect(standardSymbol('thr2000x1500x45x4x250', MICRON)).toMatchObject({ shape: 'circle', widthMm: 2 });
  });

  it('gives outlines for the other shapes', () => {
    expect(standardSymbol('di1000x600', MICRON)!.polygon).toEqual([
      { x: 0, y: -0.3 },
      { x: 0.5, y: 0 },
      { x: 0, y: 0.3 },
      { x: -0.5, y: 0 },
    ]);
    const oct = standardSymbol('oct1000x1000x200', MICRON)!;
    expect(oct.shape).toBe('chamfered-rect');
    expect(oct.polygon).toHaveLength(8);
    expect(oct.polygon).toContainEqual({ x: 0.3, y: -0.5 });
    const ch = standardSymbol('rect2000x1000xc100', MICRON)!;
    expect(ch).toMatchObject({ shape: 'chamfered-rect', widthMm: 2, heightMm: 1 });
    expect(standardSymbol('tri1000x500', MICRON)!.polygon).toContainEqual({ x: 0, y: 0.25 });
    const el = standardSymbol('el2000x1000', MICRON)!;
    for (const p of el.polygon!) expect((p.x / 1) ** 2 + (p.y / 0.5) ** 2).toBeCloseTo(1, 9);
    expect(standardSymbol('hex_l1000x800x200', MICRON)!.polygon).toHaveLength(6);
  });

  it('answers null for user-defined or unknown symbols and for zero sizes', () => {
    expect(standardSymbol('my_pad_17', MICRON)).toBeNull();
    expect(standardSymbol('moire10x10x10x10x10x10', MICRON)).toBeNull();
    expect(standardSymbol('r0', MICRON)).toBeNull();
    expect(standardSymbol('rect10x', MICRON)).toBeNull();
  });
});
