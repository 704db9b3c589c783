import type { TextBlock } from '@studio/core';
import type { PdfLine } from './pdf-lines';

/** A short line with a letter, set at least this many times the body size, is a heading. Word sets
 * Heading 2 at 13 pt over an 11 pt body (1.18×). */
const HEADING_RATIO = 1.15;
/** A vertical gap wider than this many lines starts a new paragraph. */
const PARAGRAPH_GAP = 1.6;
/** Heading lines of one size closer than this many lines are one heading that wrapped. */
const WRAPPED_HEADING_GAP = 1.4;
/** Font sizes closer than this (points) are one heading level. */
const SAME_SIZE = 0.5;
const BULLET = '[•◦▪▫‣⁃●○■□∙*–-]';
/** What opens a list item: a bullet or a dash, or a number or letter followed by "." or ")". */
const LIST_MARKER = new RegExp(`^(?:${BULLET}|\\(?(?:\\d{1,3}|[a-z])[.)])\\s+`, 'u');
const BULLET_MARKER = new RegExp(`^${BULLET}\\s+`, 'u');

interface Heading {
  text: string;
  size: number;
}

/**
 * A PDF's lines, page by page, as text blocks in reading order.
 *
 * - A heading is a short line set clearly larger than the body text; headings nest by size (a
 *   smaller heading sits under the larger one before it, as Heading 2 under Heading 1), and the
 *   lines of a heading that wrapped are one heading.
 * - A paragraph ends at a gap wider than about one and a half lines. A list item (a line that opens
 *   with a bullet or "1.") is a block of its own up to the next item or the first line that is not
 *   indented past its marker; bullets themselves are left out, numbers kept.
 * - A word hyphenated at a line end is joined again — also across a page break, where it is
 *   completed on the page it starts on.
 */
export function blocksOfLines(pages: PdfLine[][], bodySize: number): TextBlock[] {
  const blocks: TextBlock[] = [];
  const headings: Heading[] = [];
  for (const [i, lines] of pages.entries()) {
    const page = i + 1;
    let paragraph: string[] = [];
    let previous: PdfLine | null = null;
    let headingLine: PdfLine | null = null;
    let listMarkerX: number | null = null;
    const flush = () => {
      if (paragraph.length > 0)
        blocks.push({ text: joinLines(paragraph), page, headings: headings.map((h) => h.text) });
      paragraph = [];
      listMarkerX = null;
    };
    for (const line of lines) {
      const text = line.text.trim();
      if (
        bodySize > 0 &&
        line.size >= bodySize * HEADING_RATIO &&
        text.length <= 150 &&
        /\p{L}/u.test(text)
      ) {
        flush();
        addHeading(headings, { text, size: line.size }, headingLine && wrapsInto(headingLine, line));
        headingLine = line;
        previous = null;
        continue;
      }
      headingLine = null;
      const marker = LIST_MARKER.test(text);
      if (previous && Math.abs(previous.y - line.y) > PARAGRAPH_GAP * Math.max(previous.size, line.size))
        flush();
      else if (marker || (listMarkerX !== null && line.x <= listMarkerX + 1)) flush();
      if (marker) listMarkerX = line.x;
      paragraph.push(text.replace(BULLET_MARKER, ''));
      previous = line;
    }
    flush();
  }
  return joinWordsAcrossPages(blocks);
}

function wrapsInto(above: PdfLine, line: PdfLine): boolean {
  return (
    Math.abs(above.size - line.size) <= SAME_SIZE &&
    Math.abs(above.y - line.y) <= WRAPPED_HEADING_GAP * line.size
  );
}

function addHeading(headings: Heading[], heading: Heading, wrapped: boolean | null): void {
  const last = headings.at(-1);
  if (wrapped && last) {
    last.text += ` ${heading.text}`;
    return;
  }
  while (headings.length > 0 && headings.at(-1)!.size <= heading.size + SAME_SIZE) headings.pop();
  headings.push(heading);
}

/**
 * Lines of a paragraph joined with spaces. A word hyphenated at the line end is joined again (a
 * lower-case letter, a hyphen, a lower-case letter on the next line); a hyphen before a capital is
 * part of the name and stays (Rhode-Island), without a space.
 */
function joinLines(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    if (/\p{Ll}[-\u00ad\u2010]$/u.test(text) && /^\p{Ll}/u.test(line)) text = text.slice(0, -1) + line;
    else if (/\p{L}-$/u.test(text) && /^\p{Lu}/u.test(line)) text += line;
    else text = text ? `${text} ${line}` : line;
  }
  return text;
}

/** A word hyphenated across a page break: completed on the page it starts on. */
function joinWordsAcrossPages(blocks: TextBlock[]): TextBlock[] {
  for (let i = 1; i < blocks.length; i++) {
    const [before, after] = [blocks[i - 1]!, blocks[i]!];
    if (after.page === before.page || after.headings.join('\n') !== before.headings.join('\n')) continue;
    const rest = /^(\p{Ll}\S*)\s*/u.exec(after.text);
    if (!rest || !/\p{Ll}[-\u00ad\u2010]$/u.test(before.text)) continue;
    before.text = before.text.slice(0, -1) + rest[1];
    after.text = after.text.slice(rest[0].length);
  }
  return blocks.filter((b) => b.text !== '');
}
