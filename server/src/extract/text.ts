import type { TextBlock } from '@studio/core';
import { decodeText } from './decode-text';
import type { ExtractedBlocks } from './types';

/**
 * Plain text, AsciiDoc and reStructuredText: paragraphs are separated by blank lines (their line
 * breaks kept: code and tables stay readable); a form feed starts a new page. Headings are found as
 * their authors wrote them, and every block carries the heading path above it:
 * - AsciiDoc `= Title`, `== Section` (and Markdown's `# Title` in a .txt);
 * - underlined titles, with or without an overline (reStructuredText, AsciiDoc's two-line titles,
 *   Texinfo's info output: `****` chapters, `====` sections): levels in the order the styles appear;
 * - numbered titles ("3.2 Probe selection", "Chapter 4 Fixture") and short ALL-CAPS lines (man pages'
 *   NAME, DESCRIPTION), alone on their line.
 */
export async function extractText(bytes: Uint8Array): Promise<ExtractedBlocks> {
  // man breaks words at line ends with U+2010 HYPHEN: join them back.
  const pages = decodeText(bytes)
    .replace(/\u2010\n\s*/g, '')
    .split('\f');
  const paged = pages.length > 1;
  const blocks: TextBlock[] = [];
  const headings: { level: number; text: string }[] = [];
  const underlineLevels: string[] = [];
  /** No text since the last heading (a man page's subsection may follow its section directly). */
  let afterHeading = false;
  const setHeading = (level: number, text: string) => {
    afterHeading = true;
    while (headings.length > 0 && headings[headings.length - 1]!.level >= level) headings.pop();
    headings.push({ level, text: text.trim() });
  };
  for (const [i, page] of pages.entries()) {
    const lines = page.replace(/\r\n?/g, '\n').split('\n');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.some((l) => l.trim()))
        blocks.push({
          text: paragraph.join('\n'),
          page: paged ? i + 1 : null,
          headings: headings.map((h) => h.text),
        });
      paragraph = [];
    };
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j]!;
      const next = lines[j + 1] ?? '';
      const previous = j > 0 ? lines[j - 1]! : '';
      const trimmed = line.trim();
      if (!trimmed) {
        flush();
        continue;
      }
      // An overline: skip it, the title and underline follow.
      if (isRule(trimmed) && next.trim() && isRule((lines[j + 2] ?? '').trim()) && !previous.trim()) {
        const style = `over${trimmed[0]}`;
        flush();
        setHeading(levelOf(underlineLevels, style), next);
        j += 2;
        continue;
      }
      if (
        isRule(next.trim()) &&
        next.trim().length >= Math.min(trimmed.length, 3) &&
        trimmed.length <= 120 &&
        !isRule(trimmed) &&
        paragraph.length === 0
      ) {
        flush();
        setHeading(levelOf(underlineLevels, next.trim()[0]!), trimmed);
        j += 1;
        continue;
      }
      const marked = /^(={1,6}|#{1,6})\s+(\S.{0,150})$/.exec(trimmed);
      if (marked && !previous.trim()) {
        flush();
        setHeading(marked[1]!.length, marked[2]!.replace(/\s+[=#]+$/, ''));
        continue;
      }
      // A manual page as man prints it: sections unindented in capitals, subsections indented a
      // little, their text indented further.
      if (/^\p{Lu}[\p{Lu}\p{N} /&-]{1,40}$/u.test(line) && /^\s{3,}\S/.test(next)) {
        flush();
        setHeading(1, trimmed);
        continue;
      }
      if (
        /^ {2,4}\S/.test(line) &&
        (!previous.trim() || afterHeading) &&
        /^ {6,}\S/.test(next) &&
        trimmed.length <= 60 &&
        !/[.,;:]$/.test(trimmed) &&
        !trimmed.startsWith('-') &&
        headings.length > 0
      ) {
        flush();
        setHeading(2, trimmed);
        continue;
      }
      if (!previous.trim() && !next.trim() && isTitleLine(trimmed)) {
        flush();
        const numbered = /^(\d+(?:\.\d+)*)\.?\s/.exec(trimmed);
        setHeading(numbered ? numbered[1]!.split('.').length : 1, trimmed);
        continue;
      }
      paragraph.push(line);
      afterHeading = false;
    }
    flush();
  }
  return { blocks, pageCount: paged ? pages.length : null, warnings: [] };
}

/** A line of one repeated punctuation character (an underline or overline), 3 or more long. */
function isRule(line: string): boolean {
  return /^([=\-~^"'`#*+.:_])\1{2,}$/.test(line);
}

function levelOf(seen: string[], style: string): number {
  if (!seen.includes(style)) seen.push(style);
  return seen.indexOf(style) + 1;
}

/** A numbered title or a short ALL-CAPS line, standing alone. */
function isTitleLine(line: string): boolean {
  if (line.length > 80 || /[.,;:]$/.test(line)) return false;
  if (/^(\d+(?:\.\d+){0,4})\.?\s+\p{Lu}[\p{L}\p{N} ,'’()/&-]{1,70}$/u.test(line)) return true;
  if (/^(chapter|appendix|section|part)\s+[\dA-Z]+\b/i.test(line)) return true;
  return /^[\p{Lu}\p{N} /&-]{3,60}$/u.test(line) && /\p{Lu}{3}/u.test(line);
}
