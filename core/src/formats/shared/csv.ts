/**
 * A tiny RFC 4180 reader that keeps, for every field, the line and column it starts at, so that a
 * diagnostic can point at the exact cell (the common CSV libraries report record numbers, not source
 * lines, once quoted fields span lines). Used by the test-point CSV, BOM and selection readers.
 */
export interface CsvField {
  text: string;
  /** 1-based line and column of the field's first character (its opening quote when quoted). */
  line: number;
  column: number;
}

export interface CsvRow {
  /** 1-based line the row starts on. */
  line: number;
  fields: CsvField[];
}

export interface CsvResult {
  rows: CsvRow[];
  /** Line of a quoted field that is still open at the end of the text, or null. */
  unterminatedQuoteLine: number | null;
}

export type Separator = ',' | ';' | '\t';

/** Picks the separator used most often in a line outside quotes (comma when none is used). */
export function detectSeparator(line: string): Separator {
  const counts: Record<Separator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  const best = (Object.keys(counts) as Separator[]).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : ',';
}

/** Splits CSV text into rows of fields. Blank lines give no row. Quotes may span lines; `""` is a quote. */
export function readCsv(text: string, separator: Separator): CsvResult {
  const rows: CsvRow[] = [];
  let fields: CsvField[] = [];
  let field: CsvField | null = null;
  let quoted = false;
  let line = 1;
  let column = 1;
  let rowLine = 1;
  const startField = () => {
    field = { text: '', line, column };
    return field;
  };
  const endRow = () => {
    if (field) fields.push(field);
    if (fields.length > 1 || (fields[0] && fields[0].text.trim() !== ''))
      rows.push({ line: rowLine, fields });
    fields = [];
    field = null;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const f: CsvField = field ?? startField();
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        f.text += '"';
        i++;
        column++;
      } else if (ch === '"') quoted = false;
      else f.text += ch;
    } else if (ch === '"' && f.text.trim() === '') {
      f.text = '';
      quoted = true;
    } else if (ch === separator) {
      fields.push(f);
      column++;
      startField();
      continue;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      column = 1;
      rowLine = line;
      continue;
    } else f.text += ch;
    if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) {
      line++;
      column = 1;
    } else if (ch !== '\r') column++;
  }
  const openQuoteLine = quoted ? ((field as CsvField | null)?.line ?? line) : null;
  endRow();
  return { rows, unterminatedQuoteLine: openQuoteLine };
}
