import type { TextBlock } from '@studio/core';
import { decodeText } from './decode-text';
import type { ExtractedBlocks } from './types';

/** Plain text: paragraphs are separated by blank lines; a form feed starts a new page. */
export async function extractText(bytes: Uint8Array): Promise<ExtractedBlocks> {
  const pages = decodeText(bytes).split('\f');
  const paged = pages.length > 1;
  const blocks: TextBlock[] = [];
  for (const [i, page] of pages.entries())
    for (const paragraph of page.split(/\r?\n[ \t]*\r?\n/))
      blocks.push({ text: paragraph, page: paged ? i + 1 : null, headings: [] });
  return { blocks, pageCount: paged ? pages.length : null, warnings: [] };
}
