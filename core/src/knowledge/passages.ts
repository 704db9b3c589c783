/**
 * Splitting an extracted document into passages (issue #18): the units the knowledge base indexes,
 * finds and cites. Extractors (server side: PDF, DOCX, HTML, Markdown, text, CSV) turn a file into
 * blocks — paragraphs, list items, table rows — each with the page it is on and the headings it sits
 * under; this joins neighbouring blocks of the same page and heading into passages of a readable
 * size, and cuts a block that is too long at sentence, then word boundaries. Passages never overlap,
 * so that the preview can show a document as its passages in order.
 */

/** A stretch of extracted text: a paragraph, a list item, a table row, a line of a text file. */
export interface TextBlock {
  text: string;
  /** 1-based page (PDF); null for formats without pages. */
  page: number | null;
  /** The headings above it, outermost first (["Power", "Rails"]). */
  headings: string[];
}

export interface PassageDraft {
  /** Order within the document, from 0. */
  seq: number;
  page: number | null;
  /** The heading path joined with " › ", '' when none. */
  heading: string;
  text: string;
}

export interface PassageOptions {
  /** Passages grow up to about this many characters … */
  targetChars: number;
  /** … and never past this many (a longer block is cut). */
  maxChars: number;
  /** At most this many characters of text in all: the rest is left out (`truncated`). */
  maxTotalChars: number;
}

export const DEFAULT_PASSAGE_OPTIONS: PassageOptions = {
  targetChars: 900,
  maxChars: 1500,
  maxTotalChars: 20_000_000,
};

export const HEADING_SEPARATOR = ' › ';

export interface PassageSplit {
  passages: PassageDraft[];
  /** Characters of passage text kept. */
  charCount: number;
  /** True when text was left out at `maxTotalChars`. */
  truncated: boolean;
}

/** Collapses runs of spaces and tabs, drops control characters, trims each line and the whole. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\ufeff]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0\u2000-\u200b\u3000]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Joins blocks into passages (see the file comment). Blocks with no text after normalising are skipped. */
export function splitIntoPassages(
  blocks: Iterable<TextBlock>,
  options: Partial<PassageOptions> = {},
): PassageSplit {
  const { targetChars, maxChars, maxTotalChars } = { ...DEFAULT_PASSAGE_OPTIONS, ...options };
  const passages: PassageDraft[] = [];
  let charCount = 0;
  let truncated = false;
  let open: { page: number | null; heading: string; parts: string[]; length: number } | null = null;

  const close = () => {
    if (open && open.parts.length > 0)
      passages.push({
        seq: passages.length,
        page: open.page,
        heading: open.heading,
        text: open.parts.join('\n'),
      });
    open = null;
  };

  for (const block of blocks) {
    let text = normalizeText(block.text);
    if (text === '') continue;
    if (charCount + text.length > maxTotalChars) {
      text = cutAtWord(text, maxTotalChars - charCount);
      truncated = true;
      if (text === '') break;
    }
    charCount += text.length;
    const heading = block.headings
      .map((h) => normalizeText(h))
      .filter(Boolean)
      .join(HEADING_SEPARATOR);
    for (const piece of cutToLength(text, maxChars)) {
      const current = open as {
        page: number | null;
        heading: string;
        parts: string[];
        length: number;
      } | null;
      const fits =
        current !== null &&
        current.page === block.page &&
        current.heading === heading &&
        current.length + 1 + piece.length <= targetChars;
      if (!fits) {
        close();
        open = { page: block.page, heading, parts: [], length: -1 };
      }
      open!.parts.push(piece);
      open!.length += 1 + piece.length;
    }
    if (truncated) break;
  }
  close();
  return { passages, charCount, truncated };
}

/** Cuts text longer than `maxChars` into pieces: at sentence ends, else at spaces, else anywhere. */
export function cutToLength(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars + 1);
    const at = lastBreak(window, /[.!?;:](?=\s)|\n/g) ?? lastBreak(window, /\s/g) ?? maxChars;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces.filter(Boolean);
}

/** The end of the last match in the second half of `window` (breaks too early make tiny pieces). */
function lastBreak(window: string, pattern: RegExp): number | null {
  let best: number | null = null;
  for (const match of window.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end >= window.length / 2 && end < window.length) best = end;
  }
  return best;
}

function cutAtWord(text: string, chars: number): string {
  if (chars <= 0) return '';
  if (text.length <= chars) return text;
  const cut = text.slice(0, chars);
  const space = cut.lastIndexOf(' ');
  return (space > chars / 2 ? cut.slice(0, space) : cut).trim();
}
