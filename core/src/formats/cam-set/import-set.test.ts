import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { type GerberSetFile, importGerberSet } from './index';

const DIR = new URL('../../../test/fixtures/gerber/set-basic/', import.meta.url);
const kindOf = (name: string): GerberSetFile['kind'] =>
  name.endsWith('.drl') ? 'excellon' : name.endsWith('.csv') ? 'centroid' : 'gerber';
const tinySet = (): GerberSetFile[] =>
  readdirSync(DIR)
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, DIR), 'utf8'), kind: kindOf(name) }));

const padOf = (board: ReturnType<typeof importGerberSet>['board'], ref: string, number = '1') =>
  board.pads.find((p) => p.ref === ref && p.number === number);

describe('importGerberSet on a tiny two-layer X2 set', () => {
  const { board, diagnostics } = importGerberSet(tinySet());

  it('finds every pad once, with side, type, drill and net', () => {
    const pads = board.pads.map((p) => [p.ref, p.number, p.side, p.type, p.drillMm, p.net]);
    expect(pads).toEqual([
      ['R1', '1', 'top', 'smd', null, '/A'],
      ['R1', '2', 'top', 'smd', null, 'GND'],
      ['J1', '1', 'both', 'th', 1, '/A'],
      ['J1', '2', 'both', 'th', 1, 'GND'],
      ['J2', '1', 'both', 'th', 0.8, '/B'],
      ['MH2', '1', 'both', 'npth', 2, null],
      ['TP1', '1', 'top', 'smd', null, '/B'],
      ['U2', '1', 'bottom', 'smd', null, '/B'],
    ]);
  });

  it('keeps shapes and sizes, and the slot length of a slotted pad', () => {
    expect(padOf(board, 'J1')).toMatchObject({ shape: 'rect', widthMm: 1.7, heightMm: 1.7, x: 20, y: 20 });
    expect(padOf(board, 'J2')).toMatchObject({ shape: 'oval', widthMm: 3, heightMm: 1.5, slotLengthMm: 2.3 });
    expect(padOf(board, 'TP1')).toMatchObject({ shape: 'circle', testpointFlag: true });
  });

  it('reads solder mask: a pad without an opening is covered, vias are tented per side', () => {
    expect(padOf(board, 'R1', '2')!.mask).toBe('covered');
    expect(board.pads.filter((p) => p.mask === 'covered')).toHaveLength(1);
    expect(board.vias.map((v) => [v.x, v.y, v.drillMm, v.diameterMm, v.net, v.side, v.tented])).toEqual([
      [15, 30, 0.4, 0.8, 'GND', 'both', true],
      [25, 30, 0.4, 0.8, '/A', 'both', false],
    ]);
  });

  it('puts every non-plated hole in holes, with the pad it belongs to', () => {
    expect(board.holes.map((h) => [h.x, h.y, h.diameterMm, h.plated, h.ref])).toEqual([
      [5, 35, 3, false, null],
      [45, 5, 2, false, 'MH2'],
    ]);
  });

  it('chains the profile into one outline with its arc corner', () => {
    expect(board.outline).toHaveLength(1);
    const ring = board.outline[0]!.outer;
    expect(Math.max(...ring.map((p) => p.x))).toBe(50);
    expect(Math.max(...ring.map((p) => p.y))).toBe(40);
    expect(
      ring.some((p) => Math.abs(Math.hypot(p.x - 45, p.y - 35) - 5) < 1e-9 && p.x > 45 && p.y > 35),
    ).toBe(true);
  });

  it('takes components from the position files and un-negates KiCad bottom X', () => {
    const byRef = [...board.components].sort((a, b) => a.ref.localeCompare(b.ref));
    expect(byRef.map((c) => [c.ref, c.side, c.x, c.y, c.rotationDeg])).toEqual([
      ['J1', 'top', 20, 20, 0],
      ['J2', 'top', 30, 20, 0],
      ['MH2', 'top', 45, 5, 0],
      ['R1', 'top', 11, 10, 180],
      ['TP1', 'top', 40, 10, 0],
      ['U2', 'bottom', 35, 30, 90],
    ]);
    const d = diagnostics.find((x) => x.code === 'centroid.frame.adjusted');
    expect(d?.location.file).toBe('tiny-bottom-pos.csv');
    expect(d?.message).toMatch(/negative X for bottom/);
  });

  it('counts layers, collects nets (a net only on a track too) and test points', () => {
    expect(board.copperLayerCount).toBe(2);
    expect(board.nets.map((n) => n.name)).toEqual(['/A', '/B', '/C', 'GND']);
    expect(board.testPoints.find((t) => t.ref === 'TP1')?.kind).toBe('testpoint');
    expect(board.sources).toHaveLength(9);
    expect(board.auxOrigin).toBeNull();
  });

  it('without position files, components come from X2 pin attributes', () => {
    const { board: b } = importGerberSet(tinySet().filter((f) => f.kind !== 'centroid'));
    const u2 = b.components.find((c) => c.ref === 'U2');
    expect(u2).toMatchObject({ side: 'bottom', x: 35, y: 30 });
    const j1 = b.components.find((c) => c.ref === 'J1');
    expect(j1).toMatchObject({ side: 'top', x: 21.27, y: 20 });
  });
});

describe('drill files written relative to another origin', () => {
  it('are shifted onto the copper, and the shift is recorded as the aux origin', () => {
    const shift = (text: string) =>
      text.replace(
        /X(-?[\d.]+)Y(-?[\d.]+)/g,
        (_, x, y) => `X${(Number(x) - 10).toFixed(3)}Y${(Number(y) + 5).toFixed(3)}`,
      );
    const files = tinySet().map((f) => (f.kind === 'excellon' ? { ...f, text: shift(f.text) } : f));
    const { board, diagnostics } = importGerberSet(files);
    expect(board.auxOrigin?.x).toBeCloseTo(10, 9);
    expect(board.auxOrigin?.y).toBeCloseTo(-5, 9);
    expect(board.pads.filter((p) => p.type === 'th').map((p) => p.drillMm)).toEqual([1, 1, 0.8]);
    expect(board.holes.map((h) => [+h.x.toFixed(6), +h.y.toFixed(6)])).toEqual([
      [5, 35],
      [45, 5],
    ]);
    expect(diagnostics.find((d) => d.code === 'drill.origin.shifted')?.location.file).toBe('tiny-PTH.drl');
  });
});

describe('placement files written relative to another origin', () => {
  it('are lined up with the pads of their own refs, and it says so', () => {
    const shift = (text: string) =>
      text.replace(/,(-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(top|bottom)/g, (_, x, y, r, side) => {
        return `,${(Number(x) - 10).toFixed(6)},${(Number(y) + 5).toFixed(6)},${r},${side}`;
      });
    const files = tinySet().map((f) => (f.name === 'tiny-top-pos.csv' ? { ...f, text: shift(f.text) } : f));
    const { board, diagnostics } = importGerberSet(files);
    const r1 = board.components.find((c) => c.ref === 'R1');
    expect([r1?.x, r1?.y]).toEqual([11, 10]);
    const d = diagnostics.find(
      (x) => x.code === 'centroid.frame.adjusted' && x.location.file === 'tiny-top-pos.csv',
    );
    expect(d?.message).toMatch(/shifted by \(10\.000, -5\.000\)/);
  });
});

describe('drill files written as Gerber (X2 Plated / NonPlated)', () => {
  it('are holes like Excellon ones', () => {
    const drill = [
      '%TF.FileFunction,Plated,1,2,PTH*%',
      '%FSLAX46Y46*%',
      '%MOMM*%',
      '%TA.AperFunction,ViaDrill*%',
      '%ADD10C,0.4*%',
      '%TA.AperFunction,ComponentDrill*%',
      '%ADD11C,1.0*%',
      '%TD*%',
      'D10*',
      'X15000000Y30000000D03*',
      'X25000000Y30000000D03*',
      'D11*',
      'X20000000Y20000000D03*',
      'X22540000Y20000000D03*',
      'M02*',
    ].join('\n');
    const files = tinySet().filter((f) => f.name !== 'tiny-PTH.drl');
    const { board } = importGerberSet([...files, { name: 'tiny-PTH-drl.gbr', text: drill, kind: 'gerber' }]);
    expect(board.vias.map((v) => v.drillMm)).toEqual([0.4, 0.4]);
    expect(padOf(board, 'J1')).toMatchObject({ type: 'th', drillMm: 1 });
  });
});

describe('sets with missing parts', () => {
  it('without drill files, through-hole pads pair by position and say their drill is unknown', () => {
    const { board, diagnostics } = importGerberSet(tinySet().filter((f) => f.kind === 'gerber'));
    expect(padOf(board, 'J1')).toMatchObject({ type: 'th', side: 'both', drillMm: null });
    expect(board.vias.map((v) => v.drillMm)).toEqual([0, 0]);
    expect(diagnostics.some((d) => d.code === 'gerber.pad.no-drill' && d.location.line! > 0)).toBe(true);
  });

  it('without mask layers, pads are open, via tenting unknown, and it says so', () => {
    const { board, diagnostics } = importGerberSet(tinySet().filter((f) => !f.name.includes('Mask')));
    expect(board.pads.every((p) => p.mask === 'open')).toBe(true);
    expect(board.vias.every((v) => v.tented === null)).toBe(true);
    expect(diagnostics.find((d) => d.code === 'gerber.mask.missing')?.location).toMatchObject({ line: 1 });
  });

  it('reports a file whose layer cannot be identified', () => {
    const files: GerberSetFile[] = [
      ...tinySet(),
      { name: 'mystery.gbr', text: '%FSLAX46Y46*%%MOMM*%M02*', kind: 'gerber' },
    ];
    const { diagnostics } = importGerberSet(files);
    expect(diagnostics.find((d) => d.code === 'gerber.layer.unknown')?.location).toEqual({
      file: 'mystery.gbr',
      line: 1,
    });
  });

  it('throws ImportError only when nothing in the set is readable', () => {
    expect(() => importGerberSet([{ name: 'x.gbr', text: 'hello', kind: 'gerber' }])).toThrow(ImportError);
    expect(importGerberSet([]).board.pads).toEqual([]);
  });

  it('every diagnostic names a file and a line', () => {
    const { diagnostics } = importGerberSet(tinySet().filter((f) => f.kind === 'gerber'));
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) expect(d.location.line).toBeGreaterThan(0);
  });
});
