import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

// The documents the knowledge-base flows upload: files LibreOffice wrote (the server's real-document
// fixtures, server/test/fixtures/documents/README.md), and, for the screenshots, a two-page test
// specification as PDF (pdfkit) and build notes as Word (docx).

/** A file of server/test/fixtures/documents, e.g. fixture-test-spec.pdf. */
export function realDocument(name: string): Buffer {
  return readFileSync(
    fileURLToPath(new URL(`../../server/test/fixtures/documents/${name}`, import.meta.url)),
  );
}

export function specPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(20).text('Scope').moveDown(0.5);
  doc.fontSize(11).text('This specification covers the ACME controller board, revision C.');
  doc.addPage();
  doc.fontSize(20).text('Rail tolerances').moveDown(0.5);
  doc
    .fontSize(11)
    .text(
      'Every power rail is measured against its nominal voltage; the tolerance is plus or minus 5 percent.',
    );
  doc.end();
  return done;
}

export function buildNotesDocx(): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Fixture build notes', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('Guide pins go in the two tooling holes near the corners.'),
          ],
        },
      ],
    }),
  );
}
