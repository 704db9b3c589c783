import type { DiagnosticSink } from '../../board/diagnostics';
import type { Column } from './columns';
import type { CsvRow } from '../shared/csv';
import { type Parsed, parseNumber } from './values';
import { TestpointCsvCode } from './codes';

/** Reads the cells of one row, reporting each bad one with its line, column and what was expected. */
export class CellReader {
  /** Set when a required cell was missing or any cell was bad: the row is skipped. */
  bad = false;

  constructor(
    private readonly row: CsvRow,
    private readonly sink: DiagnosticSink<TestpointCsvCode>,
    private readonly decimalComma: boolean,
  ) {}

  /** The raw text of a column ('' when the row is too short or the column absent). */
  text(column: Column | undefined): string {
    return column === undefined ? '' : (this.row.fields[column.index]?.text.trim() ?? '');
  }

  /** A parsed cell; null when blank and not `required`; on failure reports it, marks the row bad, returns null. */
  read<T>(
    name: string,
    column: Column | undefined,
    parse: (text: string) => Parsed<T>,
    required: boolean,
  ): T | null {
    if (column === undefined) return null;
    const field = this.row.fields[column.index];
    const text = field?.text.trim() ?? '';
    if (text === '' && !required) return null;
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    const last = this.row.fields.at(-1);
    const where = field
      ? { line: field.line, column: field.column }
      : { line: last?.line ?? this.row.line, column: (last?.column ?? 1) + (last?.text.length ?? 0) };
    const got = field ? `"${text.slice(0, 40)}"` : 'nothing (the row has too few fields)';
    this.sink.error(
      TestpointCsvCode.cellInvalid,
      `Line ${where.line}, column ${name}: expected ${parsed.expected}, got ${got}`,
      where,
    );
    this.bad = true;
    return null;
  }

  /** A length in mm (the column's unit applied); must be within ±10 m, and positive when `positive`. */
  length(name: string, column: Column | undefined, required: boolean, positive = false): number | null {
    const unit = column?.mmPerUnit ?? 1;
    const expected = positive ? 'a positive length' : 'a length';
    return this.read(
      name,
      column,
      (t) => {
        const n = parseNumber(t, this.decimalComma);
        if (!n.ok)
          return {
            ok: false,
            expected: `${expected} (a number in ${unit === 1 ? 'mm' : 'the header’s unit'})`,
          };
        const mm = n.value * unit;
        if (Math.abs(mm) > 10_000 || (positive && mm <= 0))
          return { ok: false, expected: `${expected} up to 10 m` };
        return { ok: true, value: mm };
      },
      required,
    );
  }
}
