import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillCircle } from './fill-circle';
import { loadPdfKit } from './load-pdfkit';

type Circle = [x: number, y: number, r: number, colour: string];

async function render(
  circles: Circle[],
  draw: (doc: PDFKit.PDFDocument, c: Circle) => void,
): Promise<string> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: false,
    info: { CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<string>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))),
  );
  for (const c of circles) draw(doc, c);
  // A later page takes the last fill colour along when pdfkit continues text onto it.
  doc.fillColor('#0000ff').rect(1, 1, 2, 2).fill();
  doc.end();
  return done;
}

describe('fillCircle', () => {
  it('writes what doc.circle(…).fill(colour) writes', async () => {
    const circle = fc.tuple(
      fc.double({ min: -50, max: 900, noNaN: true }),
      fc.double({ min: -50, max: 900, noNaN: true }),
      fc.oneof(fc.double({ min: 0, max: 30, noNaN: true }), fc.constant(0.5)),
      fc.constantFrom('#212529', '#C92A2A', '#2b8a3e', 'red'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(circle, { minLength: 1, maxLength: 20 }), async (circles) => {
        const ours = await render(circles, (doc, [x, y, r, colour]) => fillCircle(doc, x, y, r, colour));
        const theirs = await render(circles, (doc, [x, y, r, colour]) => doc.circle(x, y, r).fill(colour));
        expect(ours).toBe(theirs);
      }),
      { numRuns: 100 },
    );
  });
});
