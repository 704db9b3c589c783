import { PART_CSV_COLUMNS } from '@studio/api';
import { describe, expect, it } from 'vitest';
import {
  csvErrorRows,
  failureHeadline,
  inventorySummary,
  partsSummary,
  shownValue,
  truncationNote,
} from './csv-report';

const error = (row: number, column: string, value = '', message = 'bad', expected = '') => ({
  row,
  column,
  value,
  message,
  expected,
});

describe('CSV error table', () => {
  it('puts file-level problems first, then rows in order, columns in file order', () => {
    const rows = csvErrorRows(
      [
        error(7, 'unitPrice', '-3', 'Unit price cannot be negative', 'a number ≥ 0'),
        error(3, 'spec.tipStyle', 'pointy', 'Choose a tip style', 'crown, spear, …'),
        error(3, 'partNumber', '', 'Part number is required', 'letters, digits, . _ - /'),
        error(0, '', '', 'Unknown column "colour"', 'the columns of the export'),
      ],
      PART_CSV_COLUMNS,
    );
    expect(rows.map((r) => [r.row, r.column])).toEqual([
      ['File', '—'],
      ['3', 'partNumber'],
      ['3', 'spec.tipStyle'],
      ['7', 'unitPrice'],
    ]);
    expect(rows[1]).toMatchObject({ value: '(blank)', problem: 'Part number is required' });
    expect(rows[3]).toMatchObject({ value: '-3', expected: 'a number ≥ 0' });
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
  });

  it('keeps the server order for columns it does not know, and fills empty cells with a dash', () => {
    const rows = csvErrorRows([error(2, 'b'), error(2, 'a'), error(2, 'partNumber')], PART_CSV_COLUMNS);
    expect(rows.map((r) => r.column)).toEqual(['partNumber', 'b', 'a']);
    expect(rows[0]?.expected).toBe('—');
  });

  it('cuts long values', () => {
    expect(shownValue('x'.repeat(100))).toHaveLength(60);
    expect(shownValue('x'.repeat(100)).endsWith('…')).toBe(true);
    expect(shownValue('P100')).toBe('P100');
  });

  it('says when only some problems are listed', () => {
    expect(truncationNote({ errors: [1, 2], errorCount: 2 })).toBeNull();
    expect(truncationNote({ errors: new Array(500), errorCount: 812 })).toMatch(/first 500 of 812/);
  });

  it('summarises what a file does', () => {
    const base = { ok: true, dryRun: true, errors: [], errorCount: 0 };
    expect(partsSummary({ ...base, rows: 12, created: 3, updated: 2, unchanged: 7 })).toBe(
      '12 rows: 3 new, 2 updated, 7 unchanged.',
    );
    expect(
      inventorySummary({ ...base, rows: 1, adjustments: 1, reorderPointsChanged: 0, unchanged: 0 }),
    ).toBe('1 row: 1 stock adjustment, 0 reorder points changed, 0 unchanged.');
    expect(failureHeadline({ errorCount: 1, rows: 40 })).toBe(
      'Nothing was imported: 1 problem in a file of 40 rows.',
    );
  });
});
