import mammoth from 'mammoth';
import { blocksOfHtml } from './html';
import { ExtractionError, type ExtractedBlocks } from './types';

/**
 * Paragraph styles named after a heading level ("Heading 1 new page", "Heading 2 numbered", as
 * templates derive them from Heading 1–6) are headings of that level too: mammoth's own map names
 * the six built-in styles exactly, and their derivatives would become plain paragraphs.
 */
const HEADING_STYLES = [1, 2, 3, 4, 5, 6].map((n) => `p[style-name^='Heading ${n}'] => h${n}:fresh`);

/**
 * A Word document through mammoth (DOCX → semantic HTML: Heading 1–6 styles and the styles named
 * after them become h1–h6, lists, tables), then the HTML reader. Images are left out (no OCR). DOCX has no fixed pages, so passages
 * carry headings but no page numbers.
 */
export async function extractDocx(bytes: Uint8Array, name: string): Promise<ExtractedBlocks> {
  let result: Awaited<ReturnType<typeof mammoth.convertToHtml>>;
  try {
    result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Images would be inlined as base64: of no use to text search, and large.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), styleMap: HEADING_STYLES },
    );
  } catch (error) {
    throw new ExtractionError(
      `${name} is not a readable Word document (.docx): ${error instanceof Error ? error.message : String(error)}. Save it again as .docx from Word or LibreOffice.`,
      'knowledge.docx.invalid',
    );
  }
  // mammoth's messages are about styles it has no HTML for (the text is still complete): not the
  // user's concern.
  return { blocks: blocksOfHtml(result.value), pageCount: null, warnings: [] };
}
