import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeFittingLine } from './fitting-line';
import { loadPdfKit } from './load-pdfkit';
import { line } from './pdf-table';
import { toWinAnsi } from './win-ansi';

interface Cell {
  value: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  align: 'left' | 'right' | 'center';
  color: string;
}

async function render(cells: Cell[], draw: (doc: PDFKit.PDFDocument, c: Cell) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: false,
    info: { CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const c of cells) draw(doc, c);
  // Text after the cells, placed by the document's own x and y: they must be left where pdfkit leaves them.
  doc.font('Helvetica').fontSize(9).text('after', { lineBreak: false });
  doc.end();
  return done;
}

/** pdfkit's own layout of a `line` cell (what `line` did before the fitting path). */
function plain(doc: PDFKit.PDFDocument, c: Cell) {
  doc
    .font(c.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(c.size)
    .fillColor(c.color)
    .text(toWinAnsi(c.value), c.x, c.y, {
      width: c.width,
      height: c.size * 1.25,
      ellipsis: true,
      align: c.align,
      lineBreak: false,
    });
}

// Letters with kerning pairs in Helvetica (AV, To, LT, P., r,), digits, separators the line breaker
// breaks after, WinAnsi symbols, and what must go to pdfkit (trailing spaces, new lines, soft hyphens).
const alphabet = 'AVToLTPyr.,-/ ()0123456789xXmMW_@:ΩµÅ°±–…é\u00ad\n\t';
const cell = fc.record({
  value: fc.oneof(
    fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 40 }),
    fc.constantFrom(
      'T12',
      '24 AWG red 120 mm',
      'J1.17',
      'no channel',
      'AVAVAVAV',
      'To: LT P. r, y.',
      '12.345',
    ),
  ),
  x: fc.double({ min: 0, max: 700, noNaN: true }),
  y: fc.double({ min: 0, max: 560, noNaN: true }),
  width: fc.oneof(fc.double({ min: -5, max: 200, noNaN: true }), fc.constantFrom(38, 42, 50, 60, 110)),
  size: fc.constantFrom(5.5, 7, 7.5, 10),
  bold: fc.boolean(),
  align: fc.constantFrom<Cell['align']>('left', 'right', 'right', 'center'),
  // A named colour goes to pdfkit's own fillColor.
  color: fc.constantFrom('#212529', '#6C757D', '#c00', 'red'),
});

describe('writeFittingLine', () => {
  it('writes the bytes pdfkit writes for a one-line table cell, and leaves x and y where pdfkit does', async () => {
    let fast = 0;
    let cells = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(cell, { minLength: 1, maxLength: 25 }), async (list) => {
        const ours = await render(list, (doc, c) =>
          line(doc, c.value, c.x, c.y, c.width, {
            size: c.size,
            bold: c.bold,
            align: c.align,
            color: c.color,
          }),
        );
        const theirs = await render(list, plain);
        expect(ours.toString('latin1')).toBe(theirs.toString('latin1'));
      }),
      { numRuns: 150 },
    );
    // The comparison above means something only if the direct path is taken: count it on the same kind of cells.
    const PDFDocument = await loadPdfKit();
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
    for (const c of fc.sample(cell, 2000)) {
      doc
        .font(c.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(c.size)
        .fillColor('#212529');
      cells++;
      if (writeFittingLine(doc, toWinAnsi(c.value), c.x, c.y, c.width, c.size * 1.25, c.align)) fast++;
    }
    doc.end();
    expect(fast / cells).toBeGreaterThan(0.2);
    expect(fast).toBeLessThan(cells);
  });

  it('leaves a value that would be cut with an ellipsis to pdfkit', async () => {
    const PDFDocument = await loadPdfKit();
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
    doc.font('Helvetica').fontSize(7);
    // "MMMMMMMMMM" at 7 pt is 10 × 833 / 1000 × 7 = 58.3 pt wide: fits 60, not 58.
    expect(writeFittingLine(doc, 'MMMMMMMMMM', 10, 10, 60, 8.75, 'left')).toBe(true);
    expect(writeFittingLine(doc, 'MMMMMMMMMM', 10, 10, 58, 8.75, 'left')).toBe(false);
    expect(writeFittingLine(doc, 'two\nlines', 10, 10, 200, 8.75, 'left')).toBe(false);
    expect(writeFittingLine(doc, 'trailing ', 10, 10, 200, 8.75, 'left')).toBe(false);
    expect(writeFittingLine(doc, 'centred', 10, 10, 200, 8.75, 'center')).toBe(false);
    doc.end();
  });
});
