import type { CsvImportReport, CsvRowError, InventoryImportReport } from '@studio/api';

/** One line of the per-row error table. */
export interface CsvErrorRow {
  key: string;
  /** "File" for a problem with the file as a whole (row 0), else the spreadsheet row number. */
  row: string;
  column: string;
  value: string;
  problem: string;
  expected: string;
}

const MAX_VALUE = 60;

/** A cell value as the table shows it: "(blank)" for nothing, long values cut with an ellipsis. */
export function shownValue(value: string): string {
  if (value === '') return '(blank)';
  return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;
}

/**
 * The server's row errors as table rows, in file order (file-level problems first, then by row and by
 * column as the CSV has them); the row number is the one a spreadsheet shows (header = row 1).
 */
export function csvErrorRows(errors: readonly CsvRowError[], columns: readonly string[] = []): CsvErrorRow[] {
  const columnIndex = (c: string) => {
    const i = columns.indexOf(c);
    return i === -1 ? columns.length : i;
  };
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.row - b.e.row || columnIndex(a.e.column) - columnIndex(b.e.column) || a.i - b.i)
    .map(({ e, i }) => ({
      key: `${e.row}:${e.column}:${i}`,
      row: e.row === 0 ? 'File' : String(e.row),
      column: e.column || '—',
      value: e.column ? shownValue(e.value) : '—',
      problem: e.message,
      expected: e.expected || '—',
    }));
}

/** "Showing the first 500 of 812 problems." when the server listed only some. */
export function truncationNote(report: { errors: readonly unknown[]; errorCount: number }): string | null {
  if (report.errorCount <= report.errors.length) return null;
  return `Showing the first ${report.errors.length} of ${report.errorCount} problems; fix these and check again to see the rest.`;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What a valid parts file does (or would do). */
export function partsSummary(report: CsvImportReport): string {
  return `${plural(report.rows, 'row')}: ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged.`;
}

/** What a valid inventory-counts file does (or would do). */
export function inventorySummary(report: InventoryImportReport): string {
  return `${plural(report.rows, 'row')}: ${plural(report.adjustments, 'stock adjustment')}, ${plural(report.reorderPointsChanged, 'reorder point')} changed, ${report.unchanged} unchanged.`;
}

/** The headline of a refused file. */
export function failureHeadline(report: { errorCount: number; rows: number }): string {
  return `Nothing was imported: ${plural(report.errorCount, 'problem')} in a file of ${plural(report.rows, 'row')}.`;
}
