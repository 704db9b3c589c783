import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCentroid, sideFromName } from './parse-centroid';

const fixture = (name: string) =>
  parseCentroid(
    readFileSync(new URL(`../../../test/fixtures/centroid/${name}`, import.meta.url), 'utf8'),
    name,
  );

const rows = (f: ReturnType<typeof parseCentroid>) =>
  f.rows.map((r) => [r.ref, +r.x.toFixed(6), +r.y.toFixed(6), r.rotationDeg, r.side]);

describe('parseCentroid', () => {
  it('KiCad CSV: quoted fields (with commas), mm, top view +Y up', () => {
    const f = fixture('kicad-top-pos.csv');
    expect(f.dialect).toBe('kicad-csv');
    expect(rows(f)).toEqual([
      ['C1', 110.49, -78.867, 180, 'top'],
      ['R1', 84.582, -90.17, -90, 'top'],
    ]);
    expect(f.rows[1]).toMatchObject({ value: '10k, 1%', footprint: 'R_0603_1608Metric', line: 3 });
    expect(f.diagnostics).toEqual([]);
  });

  it('KiCad ASCII .pos with "negative X for bottom": flagged, positions as written', () => {
    const f = fixture('kicad-negative-x.pos');
    expect(f.dialect).toBe('kicad-pos');
    expect(f.bottomXNegated).toBe(true);
    expect(rows(f)).toEqual([
      ['C1', 110.49, -78.867, 180, 'top'],
      ['U1', -95.25, -60.96, 90, 'bottom'],
      ['R7', -101.6, -62.23, 270, 'bottom'],
    ]);
    expect(f.diagnostics.map((d) => [d.code, d.location.line])).toEqual([['centroid.kicad.negative-x', 5]]);
  });

  it('KiCad .pos in inches, bottom side from the preamble', () => {
    expect(rows(fixture('kicad-inch-bottom.pos'))).toEqual([['U1', 95.25, -60.96, 90, 'bottom']]);
  });

  it('Altium with "Units used: mil", Mid X before Ref X and Pad X, TopLayer / BottomLayer', () => {
    const f = fixture('altium-mil.csv');
    expect(f.dialect).toBe('altium');
    expect(rows(f)).toEqual([
      ['Q1', 50.48504, 31.115, 270, 'top'],
      ['U4', 49.81956, 9.525, 180, 'bottom'],
    ]);
    expect(f.rows[0]).toMatchObject({ footprint: 'SOT-23', value: 'BSS138' });
    expect(f.diagnostics.map((d) => [d.code, d.location.line])).toEqual([
      ['centroid.altium.bottom-rotation', 15],
    ]);
  });

  it('Altium with Center-X(mm)', () => {
    expect(rows(fixture('altium-mm.csv'))).toEqual([
      ['C3', 12.7, 25.4, 90, 'top'],
      ['D1', 30.48, 5.08, 0, 'bottom'],
    ]);
  });

  it('generic columns with semicolons and unit suffixes on the values', () => {
    const f = fixture('generic-semicolon.csv');
    expect(f.dialect).toBe('generic');
    expect(rows(f)).toEqual([
      ['R1', 12.5, 7.25, 45, 'top'],
      ['R2', 12.7, -2.54, 0, 'bottom'],
    ]);
    expect(f.diagnostics).toEqual([]);
  });

  it('a file without a header row is an error diagnostic, not an exception', () => {
    const f = fixture('no-header.csv');
    expect(f.rows).toEqual([]);
    expect(f.diagnostics.map((d) => [d.code, d.location])).toEqual([
      ['centroid.header.missing', { file: 'no-header.csv', line: 1 }],
    ]);
  });

  it('reports unreadable rows and assumed units with their lines', () => {
    const f = parseCentroid('Ref,X,Y\nR1,1,2\nR2,abc,3\n', 'p.csv');
    expect(f.rows).toHaveLength(1);
    expect(f.diagnostics.map((d) => [d.code, d.location.line])).toEqual([
      ['centroid.units.assumed', 2],
      ['centroid.side.unknown', 2],
      ['centroid.row.bad', 3],
    ]);
  });

  it.each([
    ['board-bottom-pos.csv', 'bottom'],
    ['PickPlace_Top.csv', 'top'],
    ['board-back.pos', 'bottom'],
    ['board.pos', null],
    ['robotics.csv', null],
  ])('side from the name %s → %s', (name, side) => {
    expect(sideFromName(name)).toBe(side);
  });
});
