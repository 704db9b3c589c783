import type { TextBlock } from '@studio/core';
import { Parser } from 'htmlparser2';
import { decodeText } from './decode-text';
import type { ExtractedBlocks } from './types';

/** Elements whose content is never text a reader sees. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
  'select',
  'button',
]);
/** Elements that end the block before them and start a new one (HTML's block-level content). */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'aside',
  'header',
  'footer',
  'nav',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
  'figure',
  'figcaption',
  'address',
  'hr',
  'body',
  'form',
  'fieldset',
  'legend',
  'details',
  'summary',
]);
const CELLS = new Set(['td', 'th']);
const HEADING = /^h([1-6])$/;

/**
 * Text blocks of an HTML document, read with htmlparser2 (a tolerant, streaming parser: broken markup
 * still yields its text). Each paragraph, list item or table row is a block; table cells are joined
 * with " | "; `<br>` and `<pre>` keep their line breaks; scripts, styles and the like are dropped. Headings h1–h6
 * are not blocks themselves: they become the heading path of the blocks under them.
 */
export function blocksOfHtml(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const headings: string[] = [];
  let text = '';
  let skipDepth = 0;
  let heading: { level: number; text: string } | null = null;
  let cellsInRow = 0;
  /** Inside a table cell, paragraphs and lists (as Word writes them) stay in the row's block. */
  let cellDepth = 0;
  /** Inside <pre> (and <code> blocks in it), text keeps its line breaks. */
  let preDepth = 0;

  const flush = () => {
    if (text.trim()) blocks.push({ text, page: null, headings: [...headings] });
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (skipDepth > 0 || SKIPPED.has(name)) {
          skipDepth++;
          return;
        }
        const level = HEADING.exec(name);
        if (level) {
          flush();
          heading = { level: Number(level[1]), text: '' };
        } else if (name === 'br') {
          if (heading) heading.text += ' ';
          else text += '\n';
        } else if (name === 'tr') {
          flush();
          cellsInRow = 0;
        } else if (CELLS.has(name)) {
          cellDepth++;
          if (cellsInRow++ > 0) text += ' | ';
        } else if (BLOCKS.has(name)) {
          if (cellDepth > 0) text += ' ';
          else flush();
        }
        if (name === 'pre' || name === 'listing' || name === 'xmp') preDepth++;
      },
      ontext(data) {
        if (skipDepth > 0) return;
        if (heading) heading.text += data;
        else if (preDepth > 0) text += data;
        else text += data.replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (name === 'pre' || name === 'listing' || name === 'xmp') preDepth = Math.max(0, preDepth - 1);
        const level = HEADING.exec(name);
        if (level && heading) {
          const title = heading.text.replace(/\s+/g, ' ').trim();
          headings.length = Math.min(headings.length, heading.level - 1);
          // A skipped level (h1 then h3) leaves no empty entry in the path.
          if (title) headings.push(title);
          heading = null;
        } else if (CELLS.has(name)) cellDepth = Math.max(0, cellDepth - 1);
        else if (name === 'tr') {
          cellDepth = 0;
          flush();
        } else if (BLOCKS.has(name)) {
          if (cellDepth > 0) text += ' ';
          else flush();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

export async function extractHtml(bytes: Uint8Array): Promise<ExtractedBlocks> {
  return { blocks: blocksOfHtml(decodeText(bytes)), pageCount: null, warnings: [] };
}
