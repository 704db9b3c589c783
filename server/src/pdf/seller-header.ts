import type { QuoteParty } from '@studio/api';
import { line } from './pdf-table';
import { addressLines, MUTED, PAGE, WIDTH } from './solution-pdf-parts';

type Doc = PDFKit.PDFDocument;

/** The shop's logo as stored: its bytes and pixel size (decision 0067). */
export interface PdfLogo {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** The box a logo is scaled into (points): about 6 × 2 cm, never enlarged past twice its pixels. */
export const LOGO_BOX = { width: 170, height: 56 };

/** The seller's lines as every document prints them: name, address, VAT ID. */
export const sellerLines = (p: QuoteParty) => [
  ...(p.address ? addressLines(p.address).filter((l) => l !== p.legalName) : []),
  ...(p.vatId
    ? [`VAT ID ${p.vatId}${p.vatIdValid ? '' : ' (not a valid number for its country)'}`]
    : ['No VAT ID']),
  ...(p.website ? [p.website] : []),
];

/** Where a logo of `width` × `height` pixels lands in the box: its size in points. */
export function logoSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(LOGO_BOX.width / width, LOGO_BOX.height / height, 2);
  return { width: width * scale, height: height * scale };
}

/**
 * The letterhead of the shop's documents (the quote, the packing list): its logo at the top left,
 * scaled to fit the box with its proportions, and the seller's legal name, address and VAT ID beside
 * it, aligned right. Without a logo the seller block stands alone. Leaves `doc.y` below both.
 */
export function sellerHeader(doc: Doc, seller: QuoteParty, logo: PdfLogo | null): void {
  const top = PAGE.margin;
  let logoBottom = top;
  let textLeft = PAGE.margin;
  if (logo) {
    const size = logoSize(logo.width, logo.height);
    doc.image(Buffer.from(logo.bytes), PAGE.margin, top, size);
    logoBottom = top + size.height;
    textLeft = PAGE.margin + size.width + 16;
  }
  const width = PAGE.margin + WIDTH - textLeft;
  line(doc, seller.legalName, textLeft, top, width, { bold: true, size: 10, align: 'right' });
  const lines = sellerLines(seller);
  lines.forEach((l, i) => {
    line(doc, l, textLeft, top + 14 + i * 10.5, width, { size: 8.5, color: MUTED, align: 'right' });
  });
  const textBottom = top + 14 + lines.length * 10.5;
  const bottom = Math.max(logoBottom, textBottom) + 8;
  doc
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.margin + WIDTH, bottom)
    .lineWidth(0.5)
    .strokeColor('#ced4da')
    .stroke();
  doc.y = bottom + 12;
}
