import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { importTestPointCsv } from './index';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/testpoint');
const fixture = (name: string) => importTestPointCsv(readFileSync(path.join(FIXTURES, name), 'utf8'), name);

describe('importTestPointCsv', () => {
  it('makes one flagged test-point pad per row, with sides and types', () => {
    const { board, diagnostics } = fixture('basic.csv');
    expect(
      board.pads.map((p) => [p.ref, p.number, p.net, p.x, p.y, p.side, p.type, p.testpointFlag]),
    ).toEqual([
      ['TP1', '1', 'GND', 10, 20, 'top', 'smd', true],
      ['TP2', '1', '/SPI MOSI, buffered', 12.5, -3.25, 'both', 'th', true],
      ['TP3', '1', '+5V', 0, 0, 'both', 'th', true],
      ['TP4', '1', null, 1, 1, 'both', 'th', true],
    ]);
    expect(board.testPoints.map((t) => t.kind)).toEqual(['testpoint', 'testpoint', 'testpoint', 'testpoint']);
    expect(board.components.map((c) => [c.ref, c.side])).toEqual([
      ['TP1', 'top'],
      ['TP2', 'bottom'],
      ['TP3', 'top'],
      ['TP4', 'top'],
    ]);
    const assumed = diagnostics.find((d) => d.code === 'testpoint-csv.size.assumed');
    expect(assumed?.location.line).toBe(2);
    expect(board.pads[0]!.widthMm).toBe(1);
  });

  it('reads semicolons, decimal commas, any column order, Size and Drill', () => {
    const { board } = fixture('semicolon-decimal-comma.csv');
    expect(board.pads.map((p) => [p.ref, p.net, p.x, p.y, p.widthMm, p.drillMm, p.type, p.side])).toEqual([
      ['TP1', 'GND', 10.25, 20.5, 1.6, 0.8, 'th', 'both'],
      ['TP2', 'VCC', 40, 30, 1, null, 'smd', 'bottom'],
    ]);
  });

  it('reads tabs and converts a (mil) header unit to mm', () => {
    const { board } = fixture('tab-mil.tsv');
    expect([board.pads[0]!.x, board.pads[0]!.y]).toEqual([25.4, 12.7]);
  });

  it('reads the [Tooling holes] section', () => {
    const { board } = fixture('tooling.csv');
    expect(board.pads.map((p) => [p.ref, p.widthMm])).toEqual([['TP1', 1.2]]);
    expect(board.holes.map((h) => [h.id, h.ref, h.x, h.y, h.diameterMm, h.plated])).toEqual([
      ['H0', 'H1', 3, 3, 3.2, false],
      ['H1', 'H2', 97, 3, 3.2, true],
      ['H2', null, 50, 50, 2, false],
    ]);
  });

  it('reports every bad row with its line, column and what was expected, and keeps the good rows', () => {
    const { board, diagnostics } = fixture('bad-rows.csv');
    expect(board.pads.map((p) => p.ref)).toEqual(['TP1', 'TP7']);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.location.line, d.location.column])).toEqual([
      [3, 9],
      [4, 15],
      [5, 5],
      [6, 11],
      [7, 17],
    ]);
    expect(errors.map((d) => d.message)).toEqual([
      'Line 3, column X: expected a length (a number in mm), got "abc"',
      'Line 4, column Side: expected Top, Bottom or Both, got "Left"',
      'Line 5, column Name: expected a test-point name, got ""',
      'Line 6, column Y: expected a length (a number in mm), got nothing (the row has too few fields)',
      'Line 7, column Type: expected SMD or Through-Hole (TH, PTH), got "Pogo"',
    ]);
    for (const d of diagnostics) expect(d.location.file).toBe('bad-rows.csv');
  });

  it('throws ImportError naming the missing columns when the header is not a test-point header', () => {
    expect(() => fixture('not-testpoints.csv')).toThrow(/Header lacks Net/);
    expect(() => importTestPointCsv('', 'empty.csv')).toThrow(ImportError);
  });
});

describe('importTestPointCsv on a large file', () => {
  it('imports 250k rows (more than a spread call can take as arguments)', () => {
    const rows = ['Net,Name,X,Y,Side,Type'];
    for (let i = 0; i < 250_000; i++)
      rows.push(`N${i % 5000},TP${i},${(i % 500) * 2},${Math.floor(i / 500) * 2},Top,SMD`);
    const { board } = importTestPointCsv(rows.join('\n'), 'big.csv');
    expect(board.pads).toHaveLength(250_000);
    expect(board.testPoints).toHaveLength(250_000);
  });
});
