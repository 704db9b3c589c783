/** One line of a PDF page as pdfjs-dist lays out its text items. */
export interface PdfLine {
  text: string;
  /** Left edge of the line's first text (points, PDF user space). */
  x: number;
  /** Baseline (points, PDF user space, +y up). */
  y: number;
  /** The font size most of the line's characters are set in (points). */
  size: number;
}

interface TextItemLike {
  str: string;
  transform: number[];
  height: number;
  hasEOL: boolean;
}

/**
 * A page's text items gathered into lines, in the order the page draws them: a new line where the
 * baseline moves by more than half a line or pdfjs marks an end of line. Marked-content markers and
 * lines of whitespace only are left out.
 */
export function linesOf(content: { items: unknown[] }): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: (PdfLine & { chars: Map<number, number>; maxSize: number }) | null = null;
  let ended = false;
  const close = () => {
    if (!current) return;
    let most = -1;
    for (const [size, n] of current.chars) if (n > most) [current.size, most] = [size, n];
    lines.push({ text: current.text, x: current.x, y: current.y, size: current.size });
  };
  for (const raw of content.items) {
    if (!raw || typeof raw !== 'object' || !('str' in raw)) continue; // marked-content markers
    const item = raw as TextItemLike;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.height) || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
    const moved =
      current !== null && Math.abs(current.y - y) > Math.max(1, 0.5 * Math.max(size, current.maxSize));
    if (current === null || ((ended || moved) && item.str !== '')) {
      close();
      current = { text: '', x, y, size: 0, chars: new Map(), maxSize: 0 };
    }
    if (item.str !== '') {
      if (current.text.trim() === '') current.x = x;
      const needsSpace = current.text !== '' && !/\s$/.test(current.text) && !/^\s/.test(item.str) && moved;
      current.text += (needsSpace ? ' ' : '') + item.str;
      const printed = item.str.replace(/\s/g, '').length;
      if (printed > 0) {
        const rounded = Math.round(size * 2) / 2;
        current.chars.set(rounded, (current.chars.get(rounded) ?? 0) + printed);
        current.maxSize = Math.max(current.maxSize, size);
      }
    }
    ended = item.hasEOL;
  }
  close();
  return lines.filter((l) => l.text.trim() !== '');
}

/** The body text size of a document: the size most of its characters are set in. */
export function bodySizeOf(pages: PdfLine[][]): number {
  const chars = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = Math.round(line.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best;
}
