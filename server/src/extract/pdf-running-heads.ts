import type { PdfLine } from './pdf-lines';

/** How many lines at the top and at the bottom of a page can belong to a header or a footer. */
const EDGE_LINES = 3;
/** Points a repeated line may move between pages and still count as the same header or footer. */
const SAME_HEIGHT = 2;

/**
 * The pages without their running heads: the header and footer lines a word processor repeats on
 * every page (the document's title or number, "Page 2 of 5"). Kept, they are a passage of their own
 * on every page and glue onto the paragraph that ends the page.
 *
 * A line is a running head when it is among the top or bottom lines of its page, set no larger than
 * the body text (a chapter title that opens every page stays), and a line with the same text — page
 * numbers aside — stands at the same height on at least half of the pages, and on two at least. A
 * one-page document keeps every line: nothing can repeat.
 */
export function withoutRunningHeads(pages: PdfLine[][], bodySize: number): PdfLine[][] {
  if (pages.length < 2) return pages;
  const seen = new Map<string, { pages: Set<number>; ys: number[]; lines: Set<PdfLine> }>();
  for (const [page, lines] of pages.entries()) {
    const byHeight = [...lines].sort((a, b) => b.y - a.y);
    const top = byHeight.slice(0, EDGE_LINES);
    const bottom = byHeight.slice(-EDGE_LINES).filter((l) => !top.includes(l));
    for (const [edge, candidates] of [
      ['top', top],
      ['bottom', bottom],
    ] as const)
      for (const line of candidates) {
        if (line.size > bodySize * 1.05) continue;
        const key = `${edge}\u0000${line.text.trim().replace(/\d+/g, '#')}`;
        const entry = seen.get(key) ?? { pages: new Set<number>(), ys: [], lines: new Set<PdfLine>() };
        entry.pages.add(page);
        entry.ys.push(line.y);
        entry.lines.add(line);
        seen.set(key, entry);
      }
  }
  const dropped = new Set<PdfLine>();
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  for (const { pages: on, ys, lines } of seen.values())
    if (on.size >= needed && Math.max(...ys) - Math.min(...ys) <= SAME_HEIGHT)
      for (const line of lines) dropped.add(line);
  return dropped.size === 0 ? pages : pages.map((lines) => lines.filter((l) => !dropped.has(l)));
}
