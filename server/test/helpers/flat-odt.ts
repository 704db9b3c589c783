import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';

// The source of the real-document fixtures (server/test/fixtures/documents/*.fodt): tests read what
// the author wrote from it, so that expectations about the PDF and DOCX LibreOffice made come from
// the source text rather than from what the extractor answers.

/** One block of a flat ODT document's body, in document order. */
export type SourceBlock =
  | { kind: 'heading'; level: number; style: string; text: string }
  | { kind: 'paragraph'; style: string; text: string }
  | { kind: 'item'; list: string; number: number; text: string }
  | { kind: 'row'; table: string; cells: string[] };

/**
 * The body of a flat ODT file (.fodt): headings with their outline level, paragraphs with their
 * style, list items with their list's style and number, table rows with their cells. White space is
 * collapsed as ODF reads it (spaces, tabs and line ends, not no-break spaces); character references
 * such as &#xA0; are decoded.
 */
export function readFlatOdt(path: string): SourceBlock[] {
  const blocks: SourceBlock[] = [];
  let inBody = false;
  let text: string | null = null;
  let heading: { level: number; style: string } | null = null;
  let paragraphStyle = '';
  const lists: { style: string; count: number }[] = [];
  let table = '';
  let row: string[] | null = null;
  let cellDepth = 0;
  const clean = (s: string) => s.replace(/[ \t\r\n]+/g, ' ').trim();

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'office:body') inBody = true;
        if (!inBody) return;
        if (name === 'text:list') lists.push({ style: attrs['text:style-name'] ?? '', count: 0 });
        else if (name === 'text:list-item') lists.at(-1)!.count++;
        else if (name === 'table:table') table = attrs['table:name'] ?? '';
        else if (name === 'table:table-row') row = [];
        else if (name === 'table:table-cell') {
          cellDepth++;
          row?.push('');
        } else if (name === 'text:h' || name === 'text:p') {
          text = '';
          paragraphStyle = attrs['text:style-name'] ?? '';
          heading =
            name === 'text:h'
              ? { level: Number(attrs['text:outline-level'] ?? 1), style: paragraphStyle }
              : null;
        }
      },
      ontext(data) {
        if (inBody && text !== null) text += data;
      },
      onclosetag(name) {
        if (name === 'office:body') inBody = false;
        if (!inBody) return;
        if (name === 'text:list') lists.pop();
        else if (name === 'table:table-cell') cellDepth--;
        else if (name === 'table:table-row' && row) {
          blocks.push({ kind: 'row', table, cells: row.map(clean) });
          row = null;
        } else if ((name === 'text:h' || name === 'text:p') && text !== null) {
          const value = clean(text);
          text = null;
          if (cellDepth > 0 && row) row[row.length - 1] = `${row.at(-1)} ${value}`;
          else if (heading) blocks.push({ kind: 'heading', ...heading, text: value });
          else if (lists.length > 0)
            blocks.push({
              kind: 'item',
              list: lists.at(-1)!.style,
              number: lists.at(-1)!.count,
              text: value,
            });
          else blocks.push({ kind: 'paragraph', style: paragraphStyle, text: value });
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(readFileSync(path, 'utf8'));
  parser.end();
  return blocks;
}
