import type { Address, SolutionPriceBody } from '@studio/api';
import { formatAmounts, formatMoney, formatUnitPrice } from '@studio/core';
import { loadPdfKit } from './load-pdfkit';
import { line, pagedTable } from './pdf-table';
import { toWinAnsi } from './win-ansi';

type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 42 };
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const MUTED = '#495057';

/** A new A4 document and the promise of its bytes. */
export async function startDocument(title: string): Promise<{ doc: Doc; done: Promise<Uint8Array> }> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: toWinAnsi(title), Creator: 'Studio' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, done };
}

export function text(doc: Doc, value: string, o: { size?: number; bold?: boolean; color?: string } = {}) {
  doc
    .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(o.size ?? 9)
    .fillColor(o.color ?? '#212529')
    .text(toWinAnsi(value), PAGE.margin, doc.y, { width: WIDTH });
}

export const addressLines = (a: Address) =>
  [
    a.recipient,
    a.companyName,
    a.line1,
    a.line2,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.region,
    a.countryCode,
    a.phone,
  ].filter((l) => l.trim() !== '');

/** Shipping and billing side by side. */
export function addresses(doc: Doc, shipping: Address | null, billing: Address | null) {
  const top = doc.y;
  const col = (title: string, a: Address | null, x: number) => {
    line(doc, title, x, top, WIDTH / 2 - 10, { bold: true, size: 9 });
    const lines = a ? addressLines(a) : ['(not chosen)'];
    lines.forEach((l, i) => {
      line(doc, l, x, top + 13 + i * 11, WIDTH / 2 - 10, { size: 9 });
    });
    return top + 13 + lines.length * 11;
  };
  const a = col('Ship to', shipping, PAGE.margin);
  const b = col('Bill to', billing, PAGE.margin + WIDTH / 2);
  doc.y = Math.max(a, b) + 8;
}

const money = (cents: number | null, currency: string | null) =>
  cents === null || currency === null ? '-' : formatMoney(cents, currency);

/** Every priced line by group, then the group subtotals, the total and the lead time. */
export function priceTable(doc: Doc, title: string, price: SolutionPriceBody) {
  const rows = price.lines.map((l) => [
    l.group,
    l.partNumber,
    l.description,
    String(l.quantity),
    l.unitPrice === null || l.currency === null ? '-' : formatUnitPrice(l.unitPrice, l.currency),
    money(l.extendedCents, l.currency),
    l.supply,
  ]);
  doc.y = pagedTable(
    doc,
    PAGE,
    title,
    [
      { header: 'Group', width: 60 },
      { header: 'Part', width: 80 },
      { header: 'Description', width: 150, wrap: true },
      { header: 'Qty', width: 35, align: 'right' },
      { header: 'Unit', width: 60, align: 'right' },
      { header: 'Line total', width: 70, align: 'right' },
      { header: 'Supply', width: WIDTH - 455 },
    ],
    rows,
    doc.y,
  );
  doc.y += 8;
  for (const g of price.groups) text(doc, `${g.label}: ${formatAmounts(g.subtotals)}`, { size: 9 });
  doc.y += 4;
  text(doc, `Total: ${formatAmounts(price.totals)}`, { size: 12, bold: true });
  const lt = price.leadTime;
  text(
    doc,
    `Lead time: ${lt.days} working days from confirmation (parts ${lt.partsDays}${lt.limitingPart ? `, set by ${lt.limitingPart}` : ', all in stock'}; build ${lt.buildDays}).`,
    { size: 9, color: MUTED },
  );
  for (const p of price.problems) text(doc, `Note: ${p}`, { size: 8, color: '#c92a2a' });
}
