import type PDFDocument from 'pdfkit';

// pdfkit is loaded with the first PDF, not when the server starts: with its fonts' metrics,
// fontkit and linebreak (which inflates its Unicode tables when loaded) it was ~80 ms of every start
// (issue 20 item 1), and most processes make no PDF for a long time, or never (the DFT threads make
// the summary PDFs).
let pdfkit: Promise<typeof PDFDocument> | null = null;

/** pdfkit's document class, loaded once. */
export const loadPdfKit = (): Promise<typeof PDFDocument> =>
  (pdfkit ??= import('pdfkit').then((module) => module.default));
