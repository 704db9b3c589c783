import { crc32, deflateSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

// Real documents of each knowledge-base format, made for the tests by the writers the field uses
// (pdfkit for PDF, the `docx` package for Word), so that extraction is tested on files such tools
// actually write rather than on hand-made bytes.

export interface PdfPage {
  heading?: string;
  paragraphs: string[];
}

/** A PDF with one heading (20 pt) and paragraphs (11 pt) per page; `userPassword` encrypts it. */
export function makePdf(pages: PdfPage[], options: { userPassword?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false, ...options });
  for (const page of pages) {
    doc.addPage();
    if (page.heading) doc.fontSize(20).text(page.heading).moveDown(0.5);
    for (const paragraph of page.paragraphs) doc.fontSize(11).text(paragraph).moveDown();
  }
  return finish(doc);
}

/** A "scanned" PDF: every page is an image (a grey PNG), with no text layer. */
export function makeScannedPdf(pageCount: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const png = makePng(64, 80);
  for (let i = 0; i < pageCount; i++) doc.addPage().image(png, 50, 50, { width: 400 });
  return finish(doc);
}

/** A PDF whose second page is a scan (an image) and first page has text. */
export function makeHalfScannedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  doc.fontSize(11).text('This page has text about rails.');
  doc.addPage().image(makePng(32, 32), 50, 50, { width: 200 });
  return finish(doc);
}

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done;
}

/** A grey 8-bit greyscale PNG (PNG spec: signature, IHDR, IDAT of filtered rows, IEND). */
export function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface DocxSection {
  heading: string;
  level?: 1 | 2;
  paragraphs: string[];
  table?: string[][];
}

/** A Word document with Heading 1/2 styles, paragraphs and an optional table per section. */
export function makeDocx(sections: DocxSection[]): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  for (const section of sections) {
    children.push(
      new Paragraph({
        text: section.heading,
        heading: section.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_1,
      }),
    );
    for (const text of section.paragraphs) children.push(new Paragraph({ children: [new TextRun(text)] }));
    if (section.table)
      children.push(
        new Table({
          rows: section.table.map(
            (row) =>
              new TableRow({
                children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
              }),
          ),
        }),
      );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
