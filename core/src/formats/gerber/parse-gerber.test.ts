import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGerber } from './parse-gerber';

const fixture = (name: string) =>
  parseGerber(readFileSync(new URL(`../../../test/fixtures/gerber/${name}`, import.meta.url), 'utf8'), name);

const codes = (img: ReturnType<typeof parseGerber>) => img.diagnostics.map((d) => d.code);

describe('coordinates and units', () => {
  it('inch, leading zeros omitted (2.4): values are right-aligned and become mm', () => {
    const img = fixture('inch-leading-zeros.gbr');
    expect(img.units).toBe('inch');
    expect(img.flashes.map((f) => [f.x, f.y])).toEqual([
      [31.75, -12.7],
      [-1.27, 0.635],
    ]);
    expect(img.flashes[0]!.shape.widthMm).toBeCloseTo(0.254, 12);
    expect(codes(img)).toEqual([]);
  });

  it('mm, trailing zeros omitted (3.3): values are left-aligned', () => {
    const img = fixture('mm-trailing-zeros.gbr');
    expect(img.flashes.map((f) => [f.x, f.y])).toEqual([
      [1.5, 2],
      [-12.5, 100],
    ]);
  });

  it('incremental notation adds to the current point until G90', () => {
    const img = fixture('incremental.gbr');
    expect(img.flashes.map((f) => [f.x, f.y])).toEqual([
      [1, 1],
      [1.5, 0.8],
      [0.1, 0.1],
    ]);
  });

  it('deprecated G70 / G54 / modal D01 / M02 still read; content after M02 is reported', () => {
    const img = fixture('deprecated.gbr');
    expect(img.units).toBe('inch');
    expect(img.draws.map((d) => d.points.map((p) => [+p.x.toFixed(9), +p.y.toFixed(9)]))).toEqual([
      [
        [25.4, 25.4],
        [50.8, 25.4],
      ],
      [
        [50.8, 25.4],
        [76.2, 25.4],
      ],
    ]);
    expect(img.flashes).toHaveLength(1);
    expect(img.flashes[0]).toMatchObject({ x: 25.4, y: 50.8 });
    expect(img.flashes[0]!.shape).toMatchObject({ kind: 'rect' });
    expect(codes(img)).toContain('gerber.after-end');
    expect(codes(img)).toContain('gerber.deprecated.modal-operation');
  });
});

describe('arcs', () => {
  const img = fixture('arcs.gbr');
  const [ccw, cw, full, single] = img.draws;

  it('G75 G03 sweeps counter-clockwise through the upper right quadrant', () => {
    const mid = ccw!.points[Math.floor(ccw!.points.length / 2)]!;
    expect(mid.x).toBeCloseTo(Math.SQRT1_2, 3);
    expect(mid.y).toBeCloseTo(Math.SQRT1_2, 3);
    expect(ccw!.points.at(-1)).toEqual({ x: 0, y: 1 });
  });

  it('G75 G02 sweeps clockwise through the lower right quadrant', () => {
    expect(Math.min(...cw!.points.map((p) => p.y))).toBeCloseTo(-1, 6);
    expect(Math.max(...cw!.points.map((p) => p.y))).toBeCloseTo(0, 6);
    expect(cw!.points.every((p) => p.x >= -1e-9)).toBe(true);
  });

  it('start = end is a full circle (within the 0.005 mm chord tolerance)', () => {
    const xs = full!.points.map((p) => p.x);
    expect(Math.abs(Math.min(...xs) - 1)).toBeLessThanOrEqual(0.005);
    expect(Math.max(...xs)).toBe(2);
    expect(full!.points.at(-1)!.x).toBeCloseTo(2, 9);
  });

  it('G74 single quadrant picks the centre with the 90° arc (unsigned I/J)', () => {
    const mid = single!.points[Math.floor(single!.points.length / 2)]!;
    expect(mid.x).toBeCloseTo(Math.SQRT1_2, 3);
    expect(mid.y).toBeCloseTo(Math.SQRT1_2, 3);
    expect(codes(img)).toEqual([]);
  });
});

describe('apertures', () => {
  it('recognises KiCad RoundRect, HorizOval, a rotated centre-line macro and a thermal', () => {
    const shapes = fixture('macros.gbr').flashes.map((f) => {
      const s = f.shape;
      return [s.kind, +s.widthMm.toFixed(6), +s.heightMm.toFixed(6), +s.rotationDeg.toFixed(6)];
    });
    expect(shapes).toEqual([
      ['roundrect', 2.5, 1.5, 0],
      ['roundrect', 1.5, 2.5, 0],
      ['oval', 1.6, 0.6, 0],
      ['oval', 0.6, 1.6, 0],
      ['rect', 0.5, 2, 0], // $3 = $1 x 2 overrides the parameter
      ['rect', 2, 0.5, 0],
      ['rect', 0.5, 2, 0],
      ['rect', 2, 0.5, 0],
      ['custom', 2, 2, 0],
    ]);
  });

  it('%LR turns standard apertures by 0, 90, 180, 270 (and 30) degrees', () => {
    const shapes = fixture('rotated-apertures.gbr').flashes.map((f) => [
      f.shape.kind,
      +f.shape.widthMm.toFixed(6),
      +f.shape.heightMm.toFixed(6),
      +f.shape.rotationDeg.toFixed(6),
      +(f.shape.maxX - f.shape.minX).toFixed(6),
      +(f.shape.maxY - f.shape.minY).toFixed(6),
    ]);
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    expect(shapes).toEqual([
      ['rect', 2, 1, 0, 2, 1],
      ['rect', 1, 2, 0, 1, 2],
      ['rect', 2, 1, 0, 2, 1],
      ['rect', 1, 2, 0, 1, 2],
      ['oval', 2, 1, 30, +(2 * c + s).toFixed(6), +(2 * s + c).toFixed(6)],
      ['oval', 2, 1, 30, +(2 * c + s).toFixed(6), +(2 * s + c).toFixed(6)],
    ]);
  });
});

describe('regions, polarity, step and repeat', () => {
  const img = fixture('regions.gbr');

  it('a region keeps each contour, without the closing point', () => {
    expect(img.regions).toHaveLength(1);
    expect(img.regions[0]!.contours.map((c) => c.length)).toEqual([4, 3]);
  });

  it('clear flashes are marked, step and repeat copies the block on its grid', () => {
    expect(img.flashes.filter((f) => !f.dark).map((f) => [f.x, f.y])).toEqual([[5, 5]]);
    const copies = img.flashes.filter((f) => f.dark).map((f) => [f.x, f.y]);
    expect(copies.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)).toEqual([
      [30, 0],
      [30, 4],
      [35, 0],
      [35, 4],
      [40, 0],
      [40, 4],
    ]);
  });
});

describe('X2 attributes', () => {
  const img = fixture('x2-attributes.gbr');

  it('reads file, aperture and object attributes with \\u escapes, and comment attributes', () => {
    expect(img.fileAttributes['.FileFunction']).toEqual(['Copper', 'L1', 'Top']);
    expect(img.fileFunctionLine).toBe(2);
    expect(img.hasApertureFunctions).toBe(true);
    const [u1, r1, tp] = img.flashes;
    expect(u1!.attrs['.P']).toEqual(['U*1', '3', 'VCC,IN']);
    expect(u1!.attrs['.N']).toEqual(['/SDA{slash}1']);
    expect(u1!.aperFunction).toEqual(['SMDPad', 'CuDef']);
    expect(r1!.attrs['.N']).toEqual(['N/C']);
    expect(tp!.aperFunction).toEqual(['TestPad']);
    expect(tp!.attrs['.P']).toEqual(['TP1', '1']);
  });

  it('%TD clears object attributes; conductors keep their net', () => {
    expect(img.draws[0]!.attrs).toEqual({ '.N': ['GND'] });
    expect(img.draws[0]!.aperFunction).toEqual(['Conductor']);
  });
});

describe('bad input', () => {
  it.each([
    ['X1Y1D03*M02*', 'gerber.aperture.none'],
    ['%FSLAX46Y46*%%MOMM*%D10*X1Y1D03*M02*', 'gerber.aperture.undefined'],
    ['%FSLAX46Y46*%%MOMM*%%ADD10Q,1*%M02*', 'gerber.aperture.unknown-template'],
    ['%FSLAX46Y46*%%MOMM*%%ADD10C,1*%D10*X1Y1D03*', 'gerber.end.missing'],
    ['%FSLAX46Y46*%%MOIN*%%ADD10C,1*%D10*X1QY1D03*M02*', 'gerber.word.unknown'],
    ['%FSLAX46Y46*%%MOMM*%G36*X1Y1D02*X2Y1D01*M02*', 'gerber.region.unclosed'],
    ['%ADD10C,1*%D10*X1Y1D03*M02*', 'gerber.units.missing'],
    ['%MOMM*%%ADD10C,1*%D10*X1Y1D03*M02*', 'gerber.format.missing'],
    ['%FSLAX46Y46*%%MOMM*%%AMM*1,1,(((1*%%ADD10M*%M02*', 'gerber.macro.bad-expression'],
    [
      '%FSLAX46Y46*%%MOMM*%%ADD10C,1*%D10*%SRX100000Y100000I1J1*%X0Y0D03*%SR*%M02*',
      'gerber.step-repeat.capped',
    ],
  ])('%s → %s, with its line', (text, code) => {
    const img = parseGerber(text, 'bad.gbr');
    const d = img.diagnostics.find((x) => x.code === code);
    expect(d?.location).toMatchObject({ file: 'bad.gbr', line: 1 });
  });

  it('caps repeated diagnostics and summarises the rest', () => {
    const img = parseGerber(`%FSLAX46Y46*%%MOMM*%${'D99*'.repeat(100)}M02*`, 'many.gbr');
    const undefinedAperture = img.diagnostics.filter((d) => d.code === 'gerber.aperture.undefined');
    expect(undefinedAperture).toHaveLength(21);
    expect(undefinedAperture.at(-1)!.message).toMatch(/80 more/);
  });
});
