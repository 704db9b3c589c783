import type { TextBlock } from '@studio/core';
import { CsvError, parse } from 'csv-parse/sync';
import { decodeText } from './decode-text';
import { ExtractionError, type ExtractedBlocks } from './types';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The delimiter that occurs most often in the first line (spreadsheets in many locales write `;`). */
function guessDelimiter(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = first.split(d).length - 1;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

/**
 * A CSV table (read with csv-parse): the first row names the columns, every other row becomes a
 * block "Row 12: Net: GND; Name: TP1; …" so that a passage found by search says which row and
 * which columns it came from. Ragged rows are read as they are; a quote that never closes is an
 * error naming the line.
 */
export async function extractCsv(bytes: Uint8Array, name: string): Promise<ExtractedBlocks> {
  const text = decodeText(bytes);
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: guessDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError)
      throw new ExtractionError(
        `${name} is not a readable CSV table: ${error.message.replace(/^Invalid Record Length: /, '')}`,
        'knowledge.csv.invalid',
      );
    throw error;
  }
  const [header = [], ...body] = rows;
  const columns = header.map((h, i) => h.trim() || `Column ${i + 1}`);
  const blocks: TextBlock[] = body.map((row, i) => {
    const cells = row
      .map((value, c) => [columns[c] ?? `Column ${c + 1}`, value.trim()] as const)
      .filter(([, value]) => value !== '')
      .map(([column, value]) => `${column}: ${value}`);
    return { text: `Row ${i + 2}: ${cells.join('; ')}`, page: null, headings: [] };
  });
  if (body.length === 0 && header.length > 0)
    blocks.push({ text: `Columns: ${columns.join('; ')}`, page: null, headings: [] });
  return { blocks, pageCount: null, warnings: [] };
}
