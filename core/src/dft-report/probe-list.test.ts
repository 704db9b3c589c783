import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Board } from '../board/model';
import { analyzeDft } from '../dft/analyze';
import { BoardBuilder } from '../testing/board-builder';
import { configFor } from '../testing/config-for';
import { transformBoard } from '../testing/transform-board';
import { testCatalog } from '../testing/fixture-test-catalog';
import { formatLength, MM_PER_MIL } from './lengths';
import { probeListRows } from './probe-list';
import { writeProbeListCsv } from './probe-list-csv';

// A 40 × 30 mm board probed from both sides: TP2 and TP10 on the top (natural order puts TP2 first),
// TP3 and a through-hole connector pin J1.2 on the bottom, far apart (every point takes the largest
// class). Bottom points keep their top-view coordinates: X is never mirrored in the list.
function board(): Board {
  return new BoardBuilder()
    .outline(0, 0, 40, 30)
    .testPoint('TP10', 20, 10, { net: '/VPP{slash}MCLR', size: 1.5 })
    .testPoint('TP2', 5, 10, { net: 'GND', size: 1.5 })
    .testPoint('TP3', 30, 20, { side: 'bottom', net: '/CDONE', size: 1.5 })
    .component({ ref: 'J1', x: 10, y: 22, side: 'top' })
    .pad({ ref: 'J1', number: '2', x: 10, y: 22, type: 'th', drill: 1, w: 1.8, h: 1.8, net: 'SDA' })
    .build();
}

function analysed(b: Board, signalInterface: 'hand-wired' | 'carrier-board' = 'hand-wired') {
  const config = configFor(b, ['TP10', 'TP2', 'TP3', 'J1'], {
    probeSide: 'bottom',
    bothSides: true,
    options: { J1: { side: 'bottom' } },
  });
  config.fixture = { ...config.fixture, signalInterface };
  return { testPoints: analyzeDft(b, config).testPoints, config };
}

describe('probe list rows', () => {
  it('lists every selected point top first, by natural label order, in top-view coordinates', () => {
    const rows = probeListRows(analysed(board()), testCatalog());
    expect(rows.map((r) => [r.label, r.net, r.side, r.xMm, r.yMm])).toEqual([
      ['TP2.1', 'GND', 'top', 5, 10],
      ['TP10.1', '/VPP/MCLR', 'top', 20, 10],
      ['J1.2', 'SDA', 'bottom', 10, 22],
      ['TP3.1', '/CDONE', 'bottom', 30, 20],
    ]);
  });

  it('picks the probe of the class and tip and its receptacle as the fixture package does', () => {
    const rows = probeListRows(analysed(board()), testCatalog());
    for (const r of rows) {
      expect(r.probeClass, r.label).toBe('P100');
      // The test catalog names parts by class (mil) and tip: SP-100-CR is the 100 mil crown probe.
      expect(r.probePart, r.label).toBe(`SP-100-${r.tipStyle.slice(0, 2).toUpperCase()}`);
      expect(r.receptaclePart, r.label).toBe('RC-100-WW');
      expect(r.note, r.label).toBeNull();
    }
    // A through-hole lead takes a crown; a carrier board takes solder-cup receptacles.
    expect(rows.find((r) => r.label === 'J1.2')?.tipStyle).toBe('crown');
    const carrier = probeListRows(analysed(board(), 'carrier-board'), testCatalog());
    expect(new Set(carrier.map((r) => r.receptaclePart))).toEqual(new Set(['RC-100-SC']));
  });

  it('says why a part column is empty: no catalog, no part of the class, P39 without receptacle', () => {
    const none = probeListRows(analysed(board()), null);
    expect(none.every((r) => r.probePart === null && r.receptaclePart === null)).toBe(true);
    expect(none[0]!.note).toBe('no catalog: parts not chosen');
    const catalog = testCatalog();
    catalog.parts = catalog.parts.filter((p) => !p.partNumber.startsWith('RC-100'));
    const noReceptacle = probeListRows(analysed(board()), catalog);
    expect(noReceptacle[0]).toMatchObject({
      probePart: 'SP-100-CR',
      receptaclePart: null,
      note: 'no active receptacle for SP-100-CR',
    });
    const p39 = analysed(board());
    p39.testPoints = p39.testPoints.map((t) => ({ ...t, probeClass: 'P39' as const }));
    const rows = probeListRows(p39, testCatalog());
    expect(rows[0]).toMatchObject({ probePart: 'SP-39-CR', receptaclePart: null });
    expect(rows[0]!.note).toMatch(/pressed into the plate: no receptacle/);
    const unclassed = analysed(board());
    unclassed.testPoints[0] = { ...unclassed.testPoints[0]!, probeClass: null };
    expect(probeListRows(unclassed, testCatalog()).find((r) => r.probeClass === null)).toMatchObject({
      probePart: null,
      receptaclePart: null,
      note: expect.stringMatching(/^no probe class fits/),
    });
  });

  it('moves with a rotated board: each point at its rotated place, same side, class and parts', () => {
    const plain = probeListRows(analysed(board()), testCatalog());
    for (const deg of [90, 180, 270]) {
      const turned = probeListRows(analysed(transformBoard(board(), { rotateDeg: deg })), testCatalog());
      const rad = (deg * Math.PI) / 180;
      for (const r of plain) {
        const t = turned.find((x) => x.label === r.label)!;
        expect(t.side, `${r.label} ${deg}°`).toBe(r.side);
        expect(t.xMm, `${r.label} ${deg}°`).toBeCloseTo(r.xMm * Math.cos(rad) - r.yMm * Math.sin(rad), 9);
        expect(t.yMm, `${r.label} ${deg}°`).toBeCloseTo(r.xMm * Math.sin(rad) + r.yMm * Math.cos(rad), 9);
        expect([t.probeClass, t.probePart, t.receptaclePart]).toEqual([
          r.probeClass,
          r.probePart,
          r.receptaclePart,
        ]);
      }
    }
    // At 90° TP3 (bottom, 30, 20) is at (-20, 30): the top view rotated, not mirrored.
    const at90 = probeListRows(analysed(transformBoard(board(), { rotateDeg: 90 })), testCatalog());
    const tp3 = at90.find((r) => r.label === 'TP3.1')!;
    expect([tp3.xMm, tp3.yMm].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([-20, 30]);
  });
});

describe('probe list CSV', () => {
  const about = ['Probe list of DFT report r-1: Tomu rev. B, test config "Bottom", version 2'];

  it('states units, frame and origin in its header and writes mm with 4 decimals', () => {
    const rows = probeListRows(analysed(board()), testCatalog());
    const csv = writeProbeListCsv(rows, 'mm', { about, catalogDate: '2026-11-25' });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(`# ${about[0]}`);
    expect(lines[1]).toMatch(/^# X and Y in mm; the board's top view \(\+X right, \+Y up\), not mirrored/);
    expect(lines[1]).toMatch(/origin \(0, 0\) is the design's own origin/);
    expect(lines[2]).toMatch(/parts catalog of 2026-11-25/);
    const table = parse(csv, { comment: '#', columns: true }) as Record<string, string>[];
    expect(Object.keys(table[0]!)).toEqual([
      'test_point',
      'net',
      'side',
      'x_mm',
      'y_mm',
      'probe_class',
      'tip_style',
      'probe_part',
      'receptacle_part',
      'note',
    ]);
    expect(table.map((r) => [r.test_point, r.side, r.x_mm, r.y_mm, r.net])).toEqual([
      ['TP2.1', 'top', '5', '10', 'GND'],
      ['TP10.1', 'top', '20', '10', '/VPP/MCLR'],
      ['J1.2', 'bottom', '10', '22', 'SDA'],
      ['TP3.1', 'bottom', '30', '20', '/CDONE'],
    ]);
  });

  it('writes mil when the reader asks for mil, and says so in the header and the column names', () => {
    const b = transformBoard(board(), { rotateDeg: 90, dx: 0.123456 });
    const rows = probeListRows(analysed(b), testCatalog());
    const csv = writeProbeListCsv(rows, 'mil', { about, catalogDate: null });
    expect(csv).toMatch(/^# X and Y in mil \(1 mil = 0\.0254 mm\)/m);
    expect(csv).toMatch(/^# Probe and receptacle parts: not chosen \(no catalog\)\./m);
    const table = parse(csv, { comment: '#', columns: true }) as Record<string, string>[];
    for (const r of rows) {
      const line = table.find((t) => t.test_point === r.label)!;
      expect(Number(line.x_mil)).toBeCloseTo(r.xMm / MM_PER_MIL, 2);
      expect(Number(line.y_mil)).toBeCloseTo(r.yMm / MM_PER_MIL, 2);
      expect(line.side).toBe(r.side);
    }
    // TP3 at (-20 + 0.123456, 30) mm = (-782.54, 1181.10) mil.
    const tp3 = table.find((t) => t.test_point === 'TP3.1')!;
    expect([tp3.x_mil, tp3.y_mil]).toEqual(['-782.54', '1181.1']);
  });

  it('formats a report length in the reader units, rounded as the engine compares mm', () => {
    expect(formatLength(0.985, 'mm')).toBe('0.99 mm');
    expect(formatLength(0.99, 'mil')).toBe('39.0 mil');
    expect(formatLength(2.54, 'mil')).toBe('100.0 mil');
    expect(formatLength(-0.001, 'mm')).toBe('0.00 mm');
  });
});
