import { createRequire } from 'node:module';
import path from 'node:path';
import { blocksOfLines } from './pdf-blocks';
import { bodySizeOf, linesOf, type PdfLine } from './pdf-lines';
import { withoutRunningHeads } from './pdf-running-heads';
import { checkPdfDecodedSize } from './pdf-streams';
import { DEFAULT_EXTRACT_LIMITS, type ExtractLimits, ExtractionError, type ExtractedBlocks } from './types';

// pdfjs-dist's legacy build is the one that runs on Node 20 (the modern build needs newer APIs).
// It is loaded on first use: only the extraction worker thread pays for it.
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/**
 * A PDF's text, page by page, with pdfjs-dist: its text items become lines (pdf-lines), the running
 * headers and footers repeated on every page are left out (pdf-running-heads), and the lines become
 * headings, paragraphs and list items (pdf-blocks). A page without any text is a scanned page: a
 * document made only of those fails with that reason (Studio does no OCR); a few of them give a
 * warning. Its flate streams are measured first (pdf-streams.ts): past `limits.maxDecodedBytes`
 * decoded in all, the document is refused before pdf.js holds any of it.
 */
export async function extractPdf(
  bytes: Uint8Array,
  name: string,
  progress: (value: number) => void = () => undefined,
  limits: ExtractLimits = DEFAULT_EXTRACT_LIMITS,
): Promise<ExtractedBlocks> {
  // Before pdf.js decodes anything: a document whose streams expand past the limit is refused.
  await checkPdfDecodedSize(bytes, name, limits.maxDecodedBytes);
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
    const pages: PdfLine[][] = [];
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
    const body = bodySizeOf(pages);
    return {
      blocks: blocksOfLines(withoutRunningHeads(pages, body), body),
      pageCount: pdf.numPages,
      warnings,
    };
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

function listPages(pages: number[]): string {
  const shown = pages.slice(0, 10).join(', ');
  return pages.length > 10 ? `${shown} and ${pages.length - 10} more` : shown;
}
