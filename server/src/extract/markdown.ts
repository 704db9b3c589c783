import { marked } from 'marked';
import { decodeText } from './decode-text';
import { blocksOfHtml } from './html';
import type { ExtractedBlocks } from './types';

/**
 * Markdown through marked (CommonMark + GFM tables) to HTML, then the HTML reader: headings become
 * heading paths, paragraphs, list items and table rows become blocks. Raw HTML inside the Markdown is
 * read as HTML (its scripts dropped); nothing here is ever rendered.
 */
export async function extractMarkdown(bytes: Uint8Array): Promise<ExtractedBlocks> {
  const html = await marked.parse(decodeText(bytes), { gfm: true, async: true });
  return { blocks: blocksOfHtml(html), pageCount: null, warnings: [] };
}
