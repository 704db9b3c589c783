import { toWinAnsi } from './win-ansi';

export type Doc = PDFKit.PDFDocument;

// A4 portrait, 36 pt margins; the footer sits in the bottom margin.
export const PAGE = { width: 595.28, height: 841.89 };
export const M = 36;
export const CONTENT_WIDTH = PAGE.width - 2 * M;
export const BOTTOM = PAGE.height - M - 4;
export const INK = '#212529';
export const MUTED = '#6c757d';
export const RULE_LINE = '#dee2e6';

export interface TextOptions {
  width?: number;
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

function font(doc: Doc, o: TextOptions) {
  return doc
    .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(o.size ?? 9)
    .fillColor(o.color ?? INK);
}

/** One line at a fixed place, cut with an ellipsis if it does not fit (labels, table cells). */
export function text(doc: Doc, value: string, x: number, y: number, o: TextOptions = {}) {
  font(doc, o).text(toWinAnsi(value), x, y, {
    width: o.width ?? PAGE.width - M - x,
    height: (o.size ?? 9) * 1.25,
    ellipsis: true,
    lineBreak: false,
    align: o.align ?? 'left',
  });
}

/** The height wrapped text takes (pt). */
export function wrappedHeight(doc: Doc, value: string, width: number, o: TextOptions = {}): number {
  return font(doc, o).heightOfString(toWinAnsi(value), { width });
}

/** Wrapped text, never cut: returns the y under it. */
export function wrapped(doc: Doc, value: string, x: number, y: number, width: number, o: TextOptions = {}) {
  const h = wrappedHeight(doc, value, width, o);
  font(doc, o).text(toWinAnsi(value), x, y, { width, align: o.align ?? 'left' });
  return y + h;
}

export function heading(doc: Doc, value: string, x: number, y: number, width: number, size = 10.5) {
  text(doc, value, x, y, { bold: true, size, width });
  doc
    .moveTo(x, y + size + 3.5)
    .lineTo(x + width, y + size + 3.5)
    .lineWidth(0.5)
    .strokeColor(RULE_LINE)
    .stroke();
}

/**
 * A flowing column of blocks on the following pages: `ensure(h)` starts a new page (with the section
 * title repeated) when a block of height h does not fit under `y`.
 */
export class Flow {
  y: number;
  /** Starts under `after` on the current page when a heading and a few lines fit there, else on a new page. */
  constructor(
    private readonly doc: Doc,
    private readonly title: string,
    after?: number,
  ) {
    let top = M;
    if (after !== undefined && after + 100 < BOTTOM) top = after + 14;
    else doc.addPage();
    heading(doc, title, M, top, CONTENT_WIDTH, 13);
    this.y = top + 24;
  }

  ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    text(this.doc, `${this.title} (continued)`, M, M, { bold: true, size: 10, width: CONTENT_WIDTH });
    this.y = M + 18;
  }

  /** A wrapped paragraph, moved to the next page whole when it does not fit. */
  paragraph(value: string, o: TextOptions & { x?: number; gap?: number } = {}) {
    const x = o.x ?? M;
    const width = o.width ?? PAGE.width - M - x;
    const h = wrappedHeight(this.doc, value, width, o);
    this.ensure(h);
    this.y = wrapped(this.doc, value, x, this.y, width, o) + (o.gap ?? 3);
  }

  subheading(value: string) {
    this.ensure(34);
    this.y += 4;
    heading(this.doc, value, M, this.y, CONTENT_WIDTH, 10);
    this.y += 19;
  }
}
