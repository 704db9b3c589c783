import { DiagnosticSink, ImportError, type ImportResult } from '../../board/diagnostics';
import { type CsvRow, detectSeparator, readCsv } from '../shared/csv';
import { type BomColumns, bomColumns, marksDnp, saysNotFitted, valueIsDnp } from './columns';
import { splitReferences } from './references';
import { BomCode } from './codes';

/** One part as a BOM lists it. */
export interface BomPart {
  ref: string;
  /** "" when the BOM gives none. */
  value: string;
  footprint: string;
  /** Every other non-empty column, named as in the header (MPN, Manufacturer, Tolerance, LCSC Part # …). */
  fields: Record<string, string>;
  /** true when the row says not fitted; null when the BOM has no way to say it. */
  dnp: boolean | null;
  line: number;
}

/** Rows before the header that a BOM may start with (a title, a date, a project name). */
const HEADER_SEARCH_ROWS = 40;

const SHAPE =
  'a header naming the references (Reference, Designator …) and part data (Value / Comment, Footprint, MPN, Quantity, DNP …)';

function findHeader(rows: CsvRow[]): { index: number; columns: BomColumns } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const columns = bomColumns(rows[i]!.fields.map((f) => f.text));
    if (columns) return { index: i, columns };
  }
  return null;
}

const cell = (row: CsvRow, i: number) => (i < 0 ? '' : (row.fields[i]?.text ?? '').trim());

/** Grouped rows (one row per value: "R1, R2, R5") and one row per part are both read. */
function readRow(
  row: CsvRow,
  columns: BomColumns,
  header: string[],
  sink: DiagnosticSink<BomCode>,
  seen: Set<string>,
  out: BomPart[],
): void {
  const refCell = cell(row, columns.ref);
  if (refCell === '') {
    if (row.fields.some((f) => f.text.trim() !== ''))
      sink.warn(BomCode.rowNoReference, 'a row without references: skipped', { line: row.line });
    return;
  }
  const { refs, bad } = splitReferences(refCell);
  for (const b of bad)
    sink.warn(
      BomCode.referenceRange,
      `reference range "${b.slice(0, 40)}" is not a range of one prefix (at most 1000 parts): left out`,
      {
        line: row.line,
      },
    );
  const quantity = Number(cell(row, columns.quantity));
  if (
    columns.quantity >= 0 &&
    Number.isInteger(quantity) &&
    quantity > 0 &&
    quantity !== refs.length &&
    bad.length === 0
  )
    sink.warn(
      BomCode.quantityMismatch,
      `quantity ${quantity} but ${refs.length} reference(s) listed: the references are read`,
      {
        line: row.line,
      },
    );
  const value = cell(row, columns.value);
  const dnp =
    columns.dnp >= 0
      ? marksDnp(cell(row, columns.dnp)) || valueIsDnp(value)
      : columns.fitted >= 0
        ? saysNotFitted(cell(row, columns.fitted)) || valueIsDnp(value)
        : valueIsDnp(value)
          ? true
          : null;
  const fields: Record<string, string> = {};
  const known = new Set([
    columns.ref,
    columns.value,
    columns.footprint,
    columns.quantity,
    columns.dnp,
    columns.fitted,
  ]);
  header.forEach((name, i) => {
    const text = cell(row, i);
    if (!known.has(i) && name !== '' && text !== '' && text !== '~') fields[name] = text;
  });
  for (const ref of refs) {
    if (seen.has(ref)) {
      sink.warn(BomCode.referenceDuplicate, `${ref} is listed again: the first row is kept`, {
        line: row.line,
      });
      continue;
    }
    seen.add(ref);
    out.push({
      ref,
      value: valueIsDnp(value) ? '' : value,
      footprint: cell(row, columns.footprint),
      fields: { ...fields },
      dnp,
      line: row.line,
    });
  }
}

/**
 * Reads a bill of materials exported as CSV (KiCad's BOM export, JLCPCB's `Comment, Designator,
 * Footprint, LCSC Part #`, Altium's `Comment, Description, Designator, Footprint, LibRef, Quantity`,
 * and the like; comma, semicolon or tab separated): per reference its value, footprint, DNP and every
 * other column as a field. The header may follow a few title rows. Throws `ImportError` when no
 * header names references and part data.
 */
export function readBomCsv(text: string, file: string): ImportResult<BomPart[]> {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const csv = readCsv(body, detectSeparator(firstLine));
  let found = findHeader(csv.rows);
  if (!found) {
    // The separator of a title line may differ from the table's: try the others.
    for (const sep of [',', ';', '\t'] as const) {
      const again = readCsv(body, sep);
      const header = findHeader(again.rows);
      if (header) {
        csv.rows = again.rows;
        found = header;
        break;
      }
    }
  }
  if (!found)
    throw new ImportError(BomCode.noHeader, `not a BOM: no header row found; expected ${SHAPE}`, {
      file,
      line: 1,
    });
  const sink = new DiagnosticSink<BomCode>(file);
  if (csv.unterminatedQuoteLine !== null)
    sink.warn(
      BomCode.quoteUnterminated,
      'a quoted cell is never closed: the rows after it may be read wrongly',
      {
        line: csv.unterminatedQuoteLine,
      },
    );
  const header = csv.rows[found.index]!.fields.map((f) => f.text.trim());
  const parts: BomPart[] = [];
  const seen = new Set<string>();
  for (const row of csv.rows.slice(found.index + 1)) readRow(row, found.columns, header, sink, seen, parts);
  return { board: parts, diagnostics: sink.list };
}
