import type { DocumentFormat } from '@studio/api';
import { type PassageDraft, type PassageOptions, splitIntoPassages, type TextBlock } from '@studio/core';
import { extractCsv } from './csv';
import { extractDocx } from './docx';
import { extractHtml } from './html';
import { extractMarkdown } from './markdown';
import { extractOdf } from './odf';
import { extractPdf } from './pdf';
import { extractText } from './text';
import { DEFAULT_EXTRACT_LIMITS, type ExtractLimits, ExtractionError, type ExtractedBlocks } from './types';

export interface ExtractedDocument {
  passages: PassageDraft[];
  pageCount: number | null;
  charCount: number;
  warnings: string[];
}

type Reader = (
  bytes: Uint8Array,
  name: string,
  progress: (value: number) => void,
  limits: ExtractLimits,
) => Promise<ExtractedBlocks>;

const READERS: Record<DocumentFormat, Reader> = {
  pdf: extractPdf,
  docx: extractDocx,
  opendocument: extractOdf,
  markdown: extractMarkdown,
  text: extractText,
  html: extractHtml,
  csv: extractCsv,
};

/** A table-of-contents line: words, then dot leaders (". . ." or "....") and a page number. */
const TOC_LINE = /(?:\.\s?){4,}\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*$/i;
/** Headings of a table of contents and of a book's index. */
const CONTENTS_HEADING = /^(?:table of )?contents$/i;
const INDEX_HEADING = /^(?:[\p{L}-]+ )?index$/iu;
/** A block that is only a page number ("17", "- 17 -", "xii", "Page 3 of 10"). */
const LONE_PAGE_NUMBER =
  /^\s*(?:page\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?\s*$/i;

/**
 * Blocks without what a reader skips: lone page numbers, table-of-contents lines (dot leaders and a
 * page number) — a block mostly of them goes whole, otherwise only those lines — and, under a
 * "Contents" or "… Index" heading, blocks whose lines mostly end in page numbers.
 */
export function withoutContentsAndPageNumbers(blocks: TextBlock[]): TextBlock[] {
  const out: TextBlock[] = [];
  for (const block of blocks) {
    if (LONE_PAGE_NUMBER.test(block.text)) continue;
    const lines = block.text.split('\n');
    const under = block.headings.at(-1)?.trim() ?? '';
    // A table of contents or a book's index (Texinfo's "Concept Index"): entries ending in page numbers.
    if (
      (CONTENTS_HEADING.test(under) || INDEX_HEADING.test(under)) &&
      lines.filter((l) => /\d\s*$/.test(l)).length >= lines.length / 2
    )
      continue;
    const toc = lines.filter((l) => TOC_LINE.test(l)).length;
    if (toc === 0) out.push(block);
    else if (toc < lines.length / 2)
      out.push({ ...block, text: lines.filter((l) => !TOC_LINE.test(l)).join('\n') });
  }
  return out;
}

/**
 * Reads a document of a known format into passages (core's splitIntoPassages). Throws
 * ExtractionError when the file cannot be read or holds no text at all.
 */
export async function extractDocument(
  input: { bytes: Uint8Array; name: string; format: DocumentFormat },
  options: {
    passages?: Partial<PassageOptions>;
    progress?: (value: number) => void;
    limits?: ExtractLimits;
  } = {},
): Promise<ExtractedDocument> {
  const progress = options.progress ?? (() => undefined);
  if (input.bytes.length === 0)
    throw new ExtractionError(
      `${input.name} is empty (0 bytes): there is nothing in it to index.`,
      'knowledge.empty',
    );
  const read = await READERS[input.format](
    input.bytes,
    input.name,
    (v) => progress(0.9 * v),
    options.limits ?? DEFAULT_EXTRACT_LIMITS,
  );
  const split = splitIntoPassages(withoutContentsAndPageNumbers(read.blocks), options.passages);
  if (split.passages.length === 0)
    throw new ExtractionError(`${input.name} holds no text to index.`, 'knowledge.empty');
  const warnings = [...read.warnings];
  if (split.truncated)
    warnings.push(
      `Only the first ${split.charCount.toLocaleString('en')} characters were indexed (the limit per document); the rest cannot be searched.`,
    );
  progress(1);
  return { passages: split.passages, pageCount: read.pageCount, charCount: split.charCount, warnings };
}
