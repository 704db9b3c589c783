import type { PdfLine } from './pdf-lines';

/** How many lines at the top and at the bottom of a page can belong to a header or a footer. */
const EDGE_LINES = 3;
/** Points a repeated line may move between pages and still count as the same header or footer. */
const SAME_HEIGHT = 2;
/** A line that is only a page number: "17", "- 17 -", "xii", "Page 3", "3 of 10", "3/10". */
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/**
 * The pages without their running heads: the header and footer lines a word processor repeats on
 * every page (the document's title or number, "Page 2 of 5"). Kept, they are a passage of their own
 * on every page and glue onto the paragraph that ends the page.
 *
 * A line is a running head when it is among the top or bottom lines of its page, set no larger than
 * the body text (a chapter title that opens every page stays), and a line with the same text — page
 * numbers aside — stands at the same height on a third of the pages (books alternate two heads), or,
 * when its number changes from page to page (the page number beside a chapter's title, as TeX and
 * Texinfo set them), on two pages. A lone page number at the top or bottom goes too. A one-page
 * document keeps every line but its lone page number.
 */
export function withoutRunningHeads(pages: PdfLine[][], bodySize: number): PdfLine[][] {
  const dropped = new Set<PdfLine>();
  const seen = new Map<
    string,
    { pages: Set<number>; ys: number[]; lines: Set<PdfLine>; texts: Set<string> }
  >();
  for (const [page, lines] of pages.entries()) {
    const byHeight = [...lines].sort((a, b) => b.y - a.y);
    const top = byHeight.slice(0, EDGE_LINES);
    const bottom = byHeight.slice(-EDGE_LINES).filter((l) => !top.includes(l));
    for (const [edge, candidates] of [
      ['top', top],
      ['bottom', bottom],
    ] as const)
      for (const line of candidates) {
        if (PAGE_NUMBER.test(line.text.trim())) {
          dropped.add(line);
          continue;
        }
        if (line.size > bodySize * 1.05) continue;
        const key = `${edge}\u0000${line.text.trim().replace(/\d+/g, '#')}`;
        const entry = seen.get(key) ?? {
          pages: new Set<number>(),
          ys: [],
          lines: new Set<PdfLine>(),
          texts: new Set<string>(),
        };
        entry.pages.add(page);
        entry.ys.push(line.y);
        entry.lines.add(line);
        entry.texts.add(line.text.trim());
        seen.set(key, entry);
      }
  }
  const needed = Math.max(2, Math.ceil(pages.length / 3));
  for (const { pages: on, ys, lines, texts } of seen.values()) {
    const numbered = texts.size === on.size && on.size >= 2 && [...texts][0]!.match(/\d/) !== null;
    if ((on.size >= needed || numbered) && Math.max(...ys) - Math.min(...ys) <= SAME_HEIGHT)
      for (const line of lines) dropped.add(line);
  }
  return dropped.size === 0 ? pages : pages.map((lines) => lines.filter((l) => !dropped.has(l)));
}
