import { writeFittingLine } from './fitting-line';
import { toWinAnsi } from './win-ansi';

type Doc = PDFKit.PDFDocument;

/** A column of a paged table: header, width (pt), alignment. */
export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** Wrap long text onto more lines (the row grows) instead of cutting it with an ellipsis. */
  wrap?: boolean;
}

const ROW_H = 10;
const SIZE = 7;

/** One clipped line of text (a one-line height makes pdfkit cut with an ellipsis instead of wrapping). */
export function line(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  width: number,
  o: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' } = {},
) {
  const size = o.size ?? SIZE;
  const colour = o.color ?? '#212529';
  doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  const text = toWinAnsi(value);
  // Most cells fit: their bytes are written directly, as pdfkit would (fitting-line.ts).
  if (writeFittingLine(doc, text, x, y, width, size * 1.25, o.align ?? 'left', colour)) return;
  doc.fillColor(colour).text(text, x, y, {
    width,
    height: size * 1.25,
    ellipsis: true,
    align: o.align ?? 'left',
    lineBreak: false,
  });
}

/**
 * Draws a table from y on, starting new pages (with the header repeated, and `title` as the page
 * heading) when it reaches the bottom. Returns the y under the last row.
 */
export function pagedTable(
  doc: Doc,
  page: { width: number; height: number; margin: number },
  title: string,
  columns: TableColumn[],
  rows: string[][],
  top: number,
): number {
  const bottom = page.height - page.margin;
  const header = (y: number) => {
    let x = page.margin;
    for (const c of columns) {
      line(doc, c.header, x, y, c.width - 4, { bold: true, align: c.align });
      x += c.width;
    }
    doc
      .moveTo(page.margin, y + ROW_H - 1)
      .lineTo(x, y + ROW_H - 1)
      .lineWidth(0.4)
      .strokeColor('#adb5bd')
      .stroke();
    return y + ROW_H + 1;
  };
  let y = header(top);
  for (const row of rows) {
    doc.font('Helvetica').fontSize(SIZE);
    const height = Math.max(
      ROW_H,
      ...row.map((cell, i) =>
        columns[i]?.wrap
          ? doc.heightOfString(toWinAnsi(cell), { width: columns[i]!.width - 4, lineGap: 0 }) + 2
          : ROW_H,
      ),
    );
    if (y + height > bottom) {
      doc.addPage();
      line(doc, `${title} (continued)`, page.margin, page.margin, 400, { bold: true, size: 10 });
      y = header(page.margin + 18);
    }
    let x = page.margin;
    row.forEach((cell, i) => {
      const c = columns[i]!;
      if (c.wrap)
        doc
          .font('Helvetica')
          .fontSize(SIZE)
          .fillColor('#212529')
          .text(toWinAnsi(cell), x, y, { width: c.width - 4, align: c.align ?? 'left', lineGap: 0 });
      else line(doc, cell, x, y, c.width - 4, { align: c.align });
      x += c.width;
    });
    y += height;
  }
  return y;
}
