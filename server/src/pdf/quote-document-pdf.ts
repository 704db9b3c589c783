import type { Quote, QuoteParty } from '@studio/api';
import { formatAmounts, formatMoney } from '@studio/core';
import { line, pagedTable } from './pdf-table';
import { type PdfLogo, sellerHeader, sellerLines } from './seller-header';
import { addressLines, MUTED, PAGE, startDocument, text, WIDTH } from './solution-pdf-parts';

type Doc = PDFKit.PDFDocument;

const partyLines = (p: QuoteParty) => [p.legalName, ...sellerLines(p)];

function columns(doc: Doc, blocks: { title: string; lines: string[] }[]) {
  const top = doc.y;
  const w = WIDTH / blocks.length;
  let bottom = top;
  blocks.forEach((b, i) => {
    const x = PAGE.margin + i * w;
    line(doc, b.title, x, top, w - 10, { bold: true, size: 9 });
    b.lines.forEach((l, j) => {
      line(doc, l, x, top + 13 + j * 11, w - 10, { size: 9 });
    });
    bottom = Math.max(bottom, top + 13 + b.lines.length * 11);
  });
  doc.y = bottom + 10;
}

/**
 * A quote as a buyer files it (issue 29): number and revision, issue and validity dates, the seller
 * and the buyer with their addresses and VAT IDs, ship-to, every line (descriptions wrapped, never
 * cut), net, tax with its rule's mention, total, payment terms, Incoterms and the ship date. Money in
 * the shop's locale with the currency code, from whole cents. Rendered from the frozen document, under
 * the shop's letterhead: the logo the quote was issued with (decision 0067) and the seller beside it.
 */
export async function renderQuoteDocumentPdf(q: Quote, logo: PdfLogo | null = null): Promise<Uint8Array> {
  const title = `Quote ${q.label}`;
  const money = (cents: number | null, currency: string | null) =>
    cents === null || currency === null ? '-' : formatMoney(cents, currency, q.locale);
  const { doc, done } = await startDocument(title);
  sellerHeader(doc, q.seller, logo);
  text(doc, title, { size: 17, bold: true });
  text(doc, `Issued ${q.issuedAt.slice(0, 10)} - valid until ${q.validUntil}`, { size: 10 });
  text(
    doc,
    `${q.title || q.dutName}: ${q.quantity} test fixture${q.quantity === 1 ? '' : 's'} for DUT ${q.dutName}, test config ${q.testConfig.name} v${q.testConfig.versionNumber}`,
    { size: 10, color: MUTED },
  );
  doc.y += 8;
  columns(doc, [
    { title: 'Buyer', lines: partyLines(q.buyer) },
    { title: 'Ship to', lines: q.shipTo ? addressLines(q.shipTo) : ['(not chosen)'] },
  ]);
  const rows = q.lines.map((l) => [
    l.partNumber,
    l.description,
    String(l.quantity),
    money(l.unitCents, l.currency),
    money(l.extendedCents, l.currency),
  ]);
  doc.y = pagedTable(
    doc,
    PAGE,
    title,
    [
      { header: 'Part', width: 85 },
      { header: 'Description', width: 215, wrap: true },
      { header: 'Qty', width: 40, align: 'right' },
      { header: 'Unit price', width: 85, align: 'right' },
      { header: 'Line total', width: WIDTH - 425, align: 'right' },
    ],
    rows,
    doc.y,
  );
  doc.y += 8;
  const rate = q.tax.rateBp / 100;
  text(doc, `Net: ${formatAmounts(q.net, q.locale)}`, { size: 10 });
  text(
    doc,
    `VAT ${rate % 1 === 0 ? rate : rate.toFixed(1)} %${q.tax.country ? ` (${q.tax.country})` : ''}: ${formatAmounts(q.tax.amounts, q.locale)}`,
    { size: 10 },
  );
  text(doc, q.tax.note, { size: 8, color: MUTED });
  doc.y += 2;
  text(doc, `Total: ${formatAmounts(q.totals, q.locale)}`, { size: 12, bold: true });
  doc.y += 8;
  text(doc, 'Terms', { size: 10, bold: true });
  text(doc, `Payment: ${q.paymentTerms}.`, { size: 9 });
  text(doc, `Delivery: ${q.incoterms}.`, { size: 9 });
  text(
    doc,
    `Lead time: ${q.leadTimeDays} working days - ships by ${q.shipDate} if ordered on ${q.issuedAt.slice(0, 10)}.`,
    { size: 9 },
  );
  text(
    doc,
    `This quote holds until ${q.validUntil}. Its numbers do not change: a change is a new revision.`,
    {
      size: 9,
    },
  );
  for (const p of q.problems) text(doc, `Note: ${p}`, { size: 8, color: '#c92a2a' });
  doc.end();
  return done;
}
