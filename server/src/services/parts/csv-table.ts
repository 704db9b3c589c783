import { CSV_MAX_BYTES, CSV_MAX_ROWS, type CsvRowError } from '@studio/api';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV files in and out (parts and inventory counts), with csv-parse / csv-stringify. Rows are numbered
 * as a spreadsheet shows them: the header is row 1, the first data row row 2.
 */

export interface CsvRow {
  row: number;
  /** The cells by header name (only the file's columns). */
  cells: Map<string, string>;
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

/** At most this many errors are listed in a report (the count is always complete). */
export const MAX_LISTED_ERRORS = 500;

export class CsvErrors {
  readonly list: CsvRowError[] = [];
  count = 0;
  add(row: number, column: string, value: string, message: string, expected: string) {
    this.count++;
    if (this.list.length < MAX_LISTED_ERRORS)
      this.list.push({ row, column, value: value.slice(0, 200), message, expected });
  }
  get empty() {
    return this.count === 0;
  }
}

/**
 * Parses a CSV text against the columns a file may have. Unknown, repeated and missing required
 * columns, rows with the wrong number of fields and malformed quoting are reported; the table is
 * returned only when the file's structure is sound.
 */
export function readCsvTable(
  text: string,
  columns: readonly string[],
  required: readonly string[],
  errors: CsvErrors,
): CsvTable | null {
  if (Buffer.byteLength(text, 'utf8') > CSV_MAX_BYTES) {
    errors.add(0, '', '', `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB.`, 'a smaller file');
    return null;
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = (error as CsvError & { records?: number }).records ?? 0;
    errors.add(
      row + 1,
      '',
      '',
      `The file is not valid CSV: ${error.message}`,
      'comma-separated values, quotes closed',
    );
    return null;
  }
  const [header, ...data] = records;
  if (!header || header.every((h) => h.trim() === '')) {
    errors.add(1, '', '', 'The file is empty: it has no header row.', `a header row: ${required.join(', ')}`);
    return null;
  }
  const names = header.map((h) => h.trim());
  checkHeader(names, columns, required, errors);
  if (data.length > CSV_MAX_ROWS)
    errors.add(
      0,
      '',
      '',
      `The file has ${data.length} rows; at most ${CSV_MAX_ROWS} are imported at once.`,
      `at most ${CSV_MAX_ROWS} rows`,
    );
  const rows: CsvRow[] = [];
  data.forEach((record, i) => {
    const row = i + 2;
    if (record.length !== names.length) {
      errors.add(
        row,
        '',
        '',
        `Row ${row} has ${record.length} fields; the header has ${names.length}.`,
        `${names.length} fields`,
      );
      return;
    }
    rows.push({ row, cells: new Map(names.map((n, j) => [n, record[j]!])) });
  });
  return errors.empty ? { header: names, rows } : null;
}

function checkHeader(
  names: string[],
  columns: readonly string[],
  required: readonly string[],
  errors: CsvErrors,
) {
  const seen = new Set<string>();
  for (const name of names) {
    if (!columns.includes(name))
      errors.add(1, name, name, `Unknown column "${name}".`, `one of: ${columns.join(', ')}`);
    if (seen.has(name)) errors.add(1, name, name, `Column "${name}" appears twice.`, 'each column once');
    seen.add(name);
  }
  for (const name of required)
    if (!seen.has(name)) errors.add(1, name, '', `Column "${name}" is missing.`, `a column named ${name}`);
}

export function writeCsv(
  columns: readonly string[],
  rows: Record<string, string | number | boolean | null>[],
): string {
  return stringify(rows, { header: true, columns: [...columns], cast: { boolean: (b) => String(b) } });
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number cell: blank → undefined; not a number → an error. */
export function numberCell(
  value: string,
  row: number,
  column: string,
  errors: CsvErrors,
  expected = 'a number, with a point for decimals (e.g. 1.5)',
): number | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (!NUMBER.test(v)) {
    errors.add(row, column, value, `"${value}" is not a number.`, expected);
    return undefined;
  }
  return Number(v);
}

export function booleanCell(
  value: string,
  row: number,
  column: string,
  errors: CsvErrors,
): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  if (['true', 'yes', '1'].includes(v)) return true;
  if (['false', 'no', '0'].includes(v)) return false;
  errors.add(row, column, value, `"${value}" is not true or false.`, 'true or false');
  return undefined;
}

export const listCell = (value: string) =>
  value
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
