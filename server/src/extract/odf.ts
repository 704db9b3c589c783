import type { TextBlock } from '@studio/core';
import { unzipSync } from 'fflate';
import { Parser } from 'htmlparser2';
import { ExtractionError, type ExtractedBlocks } from './types';

/** content.xml is all the text; a document whose content.xml is larger than this is refused. */
const MAX_CONTENT_BYTES = 200 * 1024 * 1024;

/**
 * OpenDocument (ODF 1.2/1.3: .odt text, .ods spreadsheets, .odp presentations, as LibreOffice
 * writes them): a zip whose content.xml holds the text, read with fflate and htmlparser2 in XML
 * mode. `text:h` (outline level) are headings; paragraphs, list items and table rows are blocks
 * (cells joined with " | "); each sheet or slide is a heading of its own (its name). Soft line
 * breaks, tabs and runs of spaces (`text:s`) are kept as written; notes, change-tracked deletions
 * and drawing metadata are left out.
 */
export async function extractOdf(bytes: Uint8Array, name: string): Promise<ExtractedBlocks> {
  let content: Uint8Array | undefined;
  try {
    const files = unzipSync(bytes, {
      filter: (f) => f.name === 'content.xml' && f.originalSize <= MAX_CONTENT_BYTES,
    });
    content = files['content.xml'];
  } catch (error) {
    throw new ExtractionError(
      `${name} is not a readable OpenDocument file (${error instanceof Error ? error.message : String(error)}). Save it again from LibreOffice.`,
      'knowledge.odf.invalid',
    );
  }
  if (!content)
    throw new ExtractionError(
      `${name} has no content.xml (or one too large to read): it is not an OpenDocument text, spreadsheet or presentation.`,
      'knowledge.odf.invalid',
    );
  return { blocks: blocksOfOdfContent(new TextDecoder().decode(content)), pageCount: null, warnings: [] };
}

/** Elements whose text is not the document's text as read. */
const SKIPPED = new Set([
  'text:note-citation',
  'text:note',
  'office:annotation',
  'text:tracked-changes',
  'svg:title',
  'svg:desc',
  'text:sequence-decls',
  'office:forms',
  'presentation:notes',
]);

export function blocksOfOdfContent(xml: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const headings: string[] = [];
  /** The sheet or slide name, above the document's own headings. */
  let part: string | null = null;
  let text = '';
  let heading: { level: number; text: string } | null = null;
  let skipDepth = 0;
  let cells = 0;
  let cellDepth = 0;
  /** In a spreadsheet each table is a sheet (a heading of its own); in a text a table is a table. */
  let sheets = false;
  const path = () => (part ? [part, ...headings] : [...headings]);
  const flush = () => {
    if (text.trim()) blocks.push({ text, page: null, headings: path() });
    text = '';
  };
  const append = (s: string) => {
    if (heading) heading.text += s;
    else text += s;
  };
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (skipDepth > 0 || SKIPPED.has(tag)) {
          skipDepth++;
          return;
        }
        if (tag === 'office:spreadsheet') sheets = true;
        if ((tag === 'table:table' && sheets) || tag === 'draw:page') {
          flush();
          headings.length = 0;
          part = attributes['table:name'] ?? attributes['draw:name'] ?? null;
        } else if (tag === 'text:h') {
          if (cellDepth === 0) flush();
          heading = { level: Number(attributes['text:outline-level'] ?? 1) || 1, text: '' };
        } else if (tag === 'text:p') {
          if (cellDepth > 0) {
            if (text && !text.endsWith(' ') && !text.endsWith('| ')) text += ' ';
          } else flush();
        } else if (tag === 'table:table-row') {
          flush();
          cells = 0;
        } else if (tag === 'table:table-cell') {
          cellDepth++;
          if (cells++ > 0) text += ' | ';
        } else if (tag === 'text:line-break') append('\n');
        else if (tag === 'text:tab') append('\t');
        else if (tag === 'text:s') append(' '.repeat(Math.min(100, Number(attributes['text:c'] ?? 1) || 1)));
      },
      ontext(data) {
        if (skipDepth > 0) return;
        append(data);
      },
      onclosetag(tag) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (tag === 'text:h' && heading) {
          const title = heading.text.replace(/\s+/g, ' ').trim();
          headings.length = Math.min(headings.length, heading.level - 1);
          if (title) headings.push(title);
          heading = null;
        } else if (tag === 'text:p' || tag === 'text:list-item') {
          if (cellDepth === 0) flush();
        } else if (tag === 'table:table-cell') cellDepth = Math.max(0, cellDepth - 1);
        else if (tag === 'table:table-row') {
          cellDepth = 0;
          // Spreadsheets pad rows with empty cells: " | | |" at the end is no text.
          text = text.replace(/(\s*\|\s*)+$/, '');
          flush();
        } else if ((tag === 'table:table' && sheets) || tag === 'draw:page') {
          flush();
          part = null;
          headings.length = 0;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  flush();
  return blocks;
}
