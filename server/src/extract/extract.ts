import type { DocumentFormat } from '@studio/api';
import { type PassageDraft, type PassageOptions, splitIntoPassages } from '@studio/core';
import { extractCsv } from './csv';
import { extractDocx } from './docx';
import { extractHtml } from './html';
import { extractMarkdown } from './markdown';
import { extractPdf } from './pdf';
import { extractText } from './text';
import { ExtractionError, type ExtractedBlocks } from './types';

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
) => Promise<ExtractedBlocks>;

const READERS: Record<DocumentFormat, Reader> = {
  pdf: extractPdf,
  docx: extractDocx,
  markdown: extractMarkdown,
  text: extractText,
  html: extractHtml,
  csv: extractCsv,
};

/**
 * Reads a document of a known format into passages (core's splitIntoPassages). Throws
 * ExtractionError when the file cannot be read or holds no text at all.
 */
export async function extractDocument(
  input: { bytes: Uint8Array; name: string; format: DocumentFormat },
  options: { passages?: Partial<PassageOptions>; progress?: (value: number) => void } = {},
): Promise<ExtractedDocument> {
  const progress = options.progress ?? (() => undefined);
  const read = await READERS[input.format](input.bytes, input.name, (v) => progress(0.9 * v));
  const split = splitIntoPassages(read.blocks, options.passages);
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
