import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseExcellonNumber } from './number-format';
import { parseExcellon, platingFromName } from './parse-excellon';

const fixture = (name: string) =>
  parseExcellon(
    readFileSync(new URL(`../../../test/fixtures/excellon/${name}`, import.meta.url), 'utf8'),
    name,
  );

const xy = (d: ReturnType<typeof parseExcellon>) => d.hits.map((h) => [+h.x.toFixed(6), +h.y.toFixed(6)]);

describe('parseExcellonNumber', () => {
  it.each([
    // TZ: trailing zeros kept, leading omitted → right-aligned
    ['1875', 'trailing', 2, 3, 1.875],
    ['75', 'trailing', 2, 3, 0.075],
    ['-350', 'trailing', 2, 4, -0.035],
    // LZ: leading zeros kept, trailing omitted → left-aligned
    ['0125', 'leading', 2, 4, 1.25],
    ['005', 'leading', 2, 4, 0.5],
    ['-0005', 'leading', 2, 4, -0.05],
    ['010500', 'leading', 3, 3, 10.5],
    // a decimal point is literal
    ['12.7', 'leading', 2, 4, 12.7],
    ['.5', 'trailing', 2, 4, 0.5],
  ] as const)('%s (%s zeros kept, %i:%i) → %f', (raw, kept, intDigits, decDigits, expected) => {
    expect(parseExcellonNumber(raw, { kept, intDigits, decDigits })).toBeCloseTo(expected, 12);
  });

  it.each(['', '-', 'x1', '.'])('"%s" is NaN', (raw) => {
    expect(parseExcellonNumber(raw, { kept: 'trailing', intDigits: 2, decDigits: 4 })).toBeNaN();
  });
});

describe('parseExcellon', () => {
  it('Altium: INCH,TZ with ;FILE_FORMAT=2:3 and ;TYPE=PLATED, modal coordinates', () => {
    const d = fixture('inch-tz-altium.drl');
    expect(d.units).toBe('inch');
    expect(d.plated).toBe(true);
    expect(xy(d)).toEqual([
      [47.625, 8.89],
      [57.404, 8.89],
      [57.404, 36.322],
      [1.905, 11.43],
    ]);
    expect(d.hits.map((h) => +h.diameterMm.toFixed(6))).toEqual([0.7112, 0.7112, 0.7112, 1.016]);
    expect(d.hits.every((h) => h.plated === true)).toBe(true);
    expect(d.diagnostics).toEqual([]);
  });

  it('INCH,LZ: trailing zeros omitted, default 2:4', () => {
    const d = fixture('inch-lz.drl');
    expect(xy(d)).toEqual([
      [31.75, 12.7],
      [-31.75, -1.27],
    ]);
    expect(d.hits[0]!.diameterMm).toBeCloseTo(0.889, 9);
  });

  it('METRIC,TZ: leading zeros omitted, default 3:3', () => {
    expect(xy(fixture('metric-tz.drl'))).toEqual([
      [10.5, -2],
      [0.005, 0.5],
    ]);
  });

  it('METRIC,LZ,000.000: the digit template sets 3:3', () => {
    expect(xy(fixture('metric-lz-template.drl'))).toEqual([[10.5, -2]]);
  });

  it('KiCad: per-tool plating from TA comments, G85 slots and routed slots', () => {
    const d = fixture('metric-slots.drl');
    expect(d.plated).toBeNull(); // MixedPlating
    expect(d.hits.map((h) => [h.x, h.y, h.diameterMm, h.plated, h.slot])).toEqual([
      [10, 10, 1, true, null],
      [2, 2, 1, true, { x1: 1, y1: 2, x2: 3, y2: 2 }],
      [20, 6.5, 0.6, false, { x1: 20, y1: 5, x2: 20, y2: 8 }],
      [30, 30, 0.6, false, null],
    ]);
    expect(d.tools.get(1)).toMatchObject({ function: 'component', plated: true });
  });

  it('ICI incremental input, R repeats, G90, and M71 / M72 unit switches', () => {
    const d = fixture('incremental-repeat.drl');
    expect(xy(d)).toEqual([
      [1, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
      [50, 50],
      [25.4, 25.4],
    ]);
    expect(d.hits.every((h) => h.diameterMm === 1)).toBe(true);
  });

  it('takes via / component functions and plating from KiCad comments', () => {
    const d = parseExcellon(
      'M48\n; #@! TF.FileFunction,Plated,1,2,PTH\nMETRIC\n; #@! TA.AperFunction,Plated,PTH,ViaDrill\nT1C0.4\n%\nT1\nX1.0Y1.0\nM30\n',
      'x.drl',
    );
    expect(d.hits[0]).toMatchObject({ function: 'via', plated: true, diameterMm: 0.4 });
  });

  it.each([
    ['board-NPTH.drl', false],
    ['board-PTH.drl', true],
    ['Board-NonPlated.TXT', false],
    ['Board-Plated.TXT', true],
    ['board.drl', null],
  ])('plating from the name %s → %s', (name, plated) => {
    expect(platingFromName(name)).toBe(plated);
  });

  it.each([
    ['M48\nMETRIC\nT1C1.0\n%\nX1.0Y1.0\nM30\n', 'excellon.tool.none', 5],
    ['M48\nMETRIC\nT1C1.0\n%\nT2\nX1.0Y1.0\nM30\n', 'excellon.tool.none', 6],
    ['M48\nMETRIC\nT1C1.0\n%\nT1\nX1.0Y1.0\n', 'excellon.end.missing', 6],
    ['M48\nT1C1.0\n%\nT1\nX1.0Y1.0\nM30\n', 'excellon.units.missing', 5],
    ['M48\nMETRIC\nT1C1.0\n%\nT1\nX1.0.0Y1\nM30\n', 'excellon.coordinate.bad', 6],
    ['M48\nMETRIC\nT1C1.0\n%\nT1\nX#Y1\nM30\n', 'excellon.line.unknown', 6],
    ['M48\nMETRIC\nT1C1.0\n%\nT1\nR99999X1.0\nM30\n', 'excellon.repeat.capped', 6],
    ['M48\nINCH\nT1C0.1\n%\nT1\nX1000Y1000\nM30\n', 'excellon.zeros.guessed', 6],
  ])('reports %j as %s at line %i', (text, code, line) => {
    const d = parseExcellon(text, 'bad.drl');
    expect(d.diagnostics.find((x) => x.code === code)?.location).toEqual({ file: 'bad.drl', line });
  });
});
