import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyTestConfig, type TestConfig } from './model';
import { BoardBuilder } from '../testing/board-builder';
import { importSelectionCsv } from './selection-csv';

const board = new BoardBuilder()
  .testPoint('TP1', 5, 5, { net: 'VCC' })
  .testPoint('TP2', 8, 5, { net: 'GND' })
  .pad({ ref: 'U2', x: 15, y: 5, net: 'SDA', number: '14' })
  .pad({ ref: 'U2', x: 16, y: 5, net: 'SCL', number: '15' })
  .testPoint('TP3', 25, 5, { net: 'RESET', mask: 'covered' })
  .testPoint('TP4', 30, 5, { net: 'BOT', side: 'bottom' })
  .build();
const idOf = (ref: string, pad = '1') => board.testPoints.find((t) => t.ref === ref && t.pad === pad)!.id;
const top: TestConfig = { ...emptyTestConfig(), probeSide: 'top' };

describe('selection CSV', () => {
  it('reads one name per row without a header: names, REF.PAD, references and nets', () => {
    const r = importSelectionCsv('TP1\nu2.15\r\nGND\n\n"TP1"\n', board, top);
    expect(r.fileErrors).toEqual([]);
    expect(r.ids).toEqual([idOf('TP1'), idOf('U2', '15'), idOf('TP2')]);
    expect(r.rows.map((row) => [row.line, row.input, row.error])).toEqual([
      [1, 'TP1', null],
      [2, 'u2.15', null],
      [3, 'GND', null],
      [5, 'TP1', null],
    ]);
  });

  it('reads columns by header (ref + pad, net), with semicolons', () => {
    const r = importSelectionCsv('Refdes;Pin;Net\nU2;14;\n;;VCC\nTP2;;\n', board, top);
    expect(r.ids).toEqual([idOf('U2', '14'), idOf('TP1'), idOf('TP2')]);
    expect(r.rows.map((row) => row.input)).toEqual(['U2.14', 'net VCC', 'TP2']);
  });

  it('a component reference selects all its candidates', () => {
    expect(importSelectionCsv('U2', board, top).ids).toEqual([idOf('U2', '14'), idOf('U2', '15')]);
  });

  it('a net that already has a selected point adds nothing and is no error', () => {
    const config = { ...top, testPoints: [{ id: idOf('TP1') }] };
    const r = importSelectionCsv('net\nVCC\n', board, config);
    expect(r.ids).toEqual([]);
    expect(r.rows[0]!.error).toBeNull();
  });

  it('explains every row that selects nothing, naming its line', () => {
    const r = importSelectionCsv('name,net\nTP99,\n,RESET\n,BOT\n,NOPE\n,\n', board, top);
    expect(r.ids).toEqual([]);
    expect(r.rows.map((row) => row.error)).toEqual([
      'Line 2: “TP99” names no test point, component pad or net on this board (expected e.g. TP3, U2.14 or a net name).',
      'Line 3: net “RESET” has no candidate a probe can reach from the top.',
      'Line 4: net “BOT” has no candidate a probe can reach from the top.',
      'Line 5: no net “NOPE” on this board.',
      'Line 6: empty row (expected a value in the name / net column).',
    ]);
  });

  it('reports an empty file and an unclosed quote', () => {
    expect(importSelectionCsv('', board, top).fileErrors).toEqual([
      'The file has no rows to read (expected one test point, pad or net per row).',
    ]);
    expect(importSelectionCsv('TP1\n"TP2\n', board, top).fileErrors).toEqual([
      'Line 2: a quoted field is not closed (missing ").',
    ]);
  });

  it('never throws on arbitrary text, and only returns ids of the board', () => {
    const ids = new Set(board.testPoints.map((t) => t.id as string));
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const r = importSelectionCsv(text, board, top);
        expect(r.ids.every((id) => ids.has(id))).toBe(true);
        expect(r.rows.every((row) => row.error === null || row.error.startsWith(`Line ${row.line}:`))).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });
});
