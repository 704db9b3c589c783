import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextBlock } from '@studio/core';
import { ExtractionError, type ExtractedBlocks } from './types';

// pdfjs-dist's legacy build is the one that runs on Node 20 (the modern build needs newer APIs).
// It is loaded on first use: only the extraction worker thread pays for it.
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

interface Line {
  text: string;
  /** Baseline, PDF user space (points, +y up). */
  y: number;
  /** Font size of the line's largest text (points). */
  size: number;
}

/**
 * A PDF's text, page by page, with pdfjs-dist. Text items are gathered into lines (a new line where
 * the baseline moves or pdfjs marks an end of line), lines into paragraphs (a gap wider than about
 * one and a half lines starts a new one), and a short line set clearly larger than the body text
 * becomes the heading of what follows. A page without any text is a scanned page: a document made
 * only of those fails with that reason (Studio does no OCR); a few of them give a warning.
 */
export async function extractPdf(
  bytes: Uint8Array,
  name: string,
  progress: (value: number) => void = () => undefined,
): Promise<ExtractedBlocks> {
  const { getDocument } = await loadPdfJs();
  let pdf: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    pdf = await getDocument({
      // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      standardFontDataUrl: STANDARD_FONTS,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw refusal(error, name);
  }
  try {
    const pages: Line[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      pages.push(linesOf(await page.getTextContent()));
      page.cleanup();
      progress(n / pdf.numPages);
    }
    const withoutText = pages.flatMap((lines, i) => (lines.some((l) => /\S/.test(l.text)) ? [] : [i + 1]));
    if (withoutText.length === pages.length)
      throw new ExtractionError(
        `${name} has no text layer: its ${pages.length === 1 ? 'page is' : `${pages.length} pages are`} images only, as a scan is. Studio does not read text from images; run OCR on it (your scanner's software, or a tool such as OCRmyPDF) and upload the result.`,
        'knowledge.pdf.no-text',
      );
    const warnings =
      withoutText.length > 0
        ? [
            `${withoutText.length === 1 ? 'Page' : 'Pages'} ${listPages(withoutText)} ${withoutText.length === 1 ? 'has' : 'have'} no text (scanned?) and cannot be searched.`,
          ]
        : [];
    return { blocks: blocksOf(pages), pageCount: pdf.numPages, warnings };
  } finally {
    await pdf.destroy();
  }
}

function refusal(error: unknown, name: string): Error {
  const kind = error instanceof Error ? error.name : '';
  if (kind === 'PasswordException')
    return new ExtractionError(
      `${name} is password-protected. Remove the password (print it to a new PDF) and upload it again.`,
      'knowledge.pdf.password',
    );
  if (kind === 'InvalidPDFException' || kind === 'FormatError' || kind === 'UnknownErrorException')
    return new ExtractionError(
      `${name} is not a readable PDF (${error instanceof Error ? error.message : String(error)}).`,
      'knowledge.pdf.invalid',
    );
  return error instanceof Error ? error : new Error(String(error));
}

interface TextItemLike {
  str: string;
  transform: number[];
  height: number;
  hasEOL: boolean;
}

function linesOf(content: { items: unknown[] }): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let ended = false;
  for (const raw of content.items) {
    if (!raw || typeof raw !== 'object' || !('str' in raw)) continue; // marked-content markers
    const item = raw as TextItemLike;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.height) || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
    const moved =
      current !== null && Math.abs(current.y - y) > Math.max(1, 0.5 * Math.max(size, current.size));
    if (current === null || ((ended || moved) && item.str !== '')) {
      if (current) lines.push(current);
      current = { text: '', y, size: 0 };
    }
    if (item.str !== '') {
      const needsSpace = current.text !== '' && !/\s$/.test(current.text) && !/^\s/.test(item.str) && moved;
      current.text += (needsSpace ? ' ' : '') + item.str;
      current.size = Math.max(current.size, size);
    }
    ended = item.hasEOL;
  }
  if (current) lines.push(current);
  return lines.filter((l) => l.text.trim() !== '');
}

/** The body text size: the size most characters are set in. */
function bodySize(pages: Line[][]): number {
  const chars = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = Math.round(line.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best;
}

function blocksOf(pages: Line[][]): TextBlock[] {
  const body = bodySize(pages);
  const blocks: TextBlock[] = [];
  let heading: string[] = [];
  for (const [i, lines] of pages.entries()) {
    const page = i + 1;
    let paragraph: string[] = [];
    let previous: Line | null = null;
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ text: joinLines(paragraph), page, headings: heading });
      paragraph = [];
    };
    for (const line of lines) {
      const text = line.text.trim();
      const isHeading = body > 0 && line.size >= body * 1.2 && text.length <= 150 && /\p{L}/u.test(text);
      if (isHeading) {
        flush();
        heading = [text];
        previous = null;
        continue;
      }
      const gap = previous ? Math.abs(previous.y - line.y) : 0;
      if (previous && gap > 1.6 * Math.max(previous.size, line.size)) flush();
      paragraph.push(text);
      previous = line;
    }
    flush();
  }
  return blocks;
}

/** Lines of a paragraph joined with spaces; a word hyphenated across a line break is joined again. */
function joinLines(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else text = text ? `${text} ${line}` : line;
  }
  return text;
}

function listPages(pages: number[]): string {
  const shown = pages.slice(0, 10).join(', ');
  return pages.length > 10 ? `${shown} and ${pages.length - 10} more` : shown;
}
