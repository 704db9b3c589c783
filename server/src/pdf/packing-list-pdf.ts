import type { DeliveryOrder, QuoteParty, Shipment } from '@studio/api';
import { ORDER_STATUS_LABELS } from '@studio/core';
import { line, pagedTable } from './pdf-table';
import { type PdfLogo, sellerHeader } from './seller-header';
import { addressLines, MUTED, PAGE, startDocument, text, WIDTH } from './solution-pdf-parts';

/**
 * An order's packing list (server-made, pdfkit): ship-to, the order and its carrier, the fixtures
 * and every physical line that goes in the box (services left out), with a tick column. For a
 * shipment (issue 29) each stocked line says what this box holds, what earlier shipments held and
 * what stays backordered — the numbers the ledger consumed; before any shipment, what the order needs.
 */
export async function renderPackingListPdf(
  order: DeliveryOrder,
  shipment?: Shipment,
  letterhead: { seller: QuoteParty; logo: PdfLogo | null } | null = null,
): Promise<Uint8Array> {
  const title = shipment
    ? `Packing list - ${order.number}, shipment ${shipment.number}${shipment.complete ? '' : ' (partial)'}`
    : `Packing list - ${order.number}`;
  const { doc, done } = await startDocument(title);
  if (letterhead) sellerHeader(doc, letterhead.seller, letterhead.logo);
  text(doc, title, { size: 17, bold: true });
  text(
    doc,
    `${order.company.name} - ${order.title || order.dutName}; test config ${order.testConfig.name} v${order.testConfig.versionNumber}; status ${ORDER_STATUS_LABELS[order.status]}`,
    { size: 10, color: MUTED },
  );
  const refs = [
    order.poNumber ? `Your PO: ${order.poNumber}` : '',
    order.buyerReference ? `Your reference: ${order.buyerReference}` : '',
  ].filter(Boolean);
  if (refs.length) text(doc, refs.join('; '), { size: 9 });
  const carrier = shipment ? shipment.carrier : order.carrier;
  const tracking = shipment ? shipment.trackingNumber : order.trackingNumber;
  if (carrier) text(doc, `Carrier: ${carrier}, tracking number ${tracking}`, { size: 9 });
  if (shipment) text(doc, `Shipped ${shipment.at.slice(0, 10)} by ${shipment.actor.name}`, { size: 9 });
  doc.y += 8;
  const top = doc.y;
  line(doc, 'Ship to', PAGE.margin, top, WIDTH, { bold: true, size: 9 });
  addressLines(order.shippingAddress).forEach((l, i) => {
    line(doc, l, PAGE.margin, top + 13 + i * 11, WIDTH, { size: 9 });
  });
  doc.y = top + 13 + addressLines(order.shippingAddress).length * 11 + 10;
  const first = !shipment || shipment.number === 1;
  text(
    doc,
    first
      ? `${order.quantity} assembled fixture${order.quantity === 1 ? '' : 's'}, with:`
      : `Backorder of the fixtures shipped in shipment 1:`,
    { size: 10, bold: true },
  );
  doc.y += 4;
  // A part may sit on several lines: earlier shipments fill the lines first, then this box, in order.
  const left = new Map((shipment?.lines ?? []).map((l) => [l.partNumber, { ...l }]));
  const physical = order.price.lines.filter((l) => l.source !== 'service');
  let backordered = 0;
  const rows = physical.map((l) => {
    const s = left.get(l.partNumber);
    let packed = l.quantity;
    let owed = 0;
    if (shipment && s) {
      const before = Math.min(l.quantity, s.before);
      packed = Math.min(l.quantity - before, s.packed);
      owed = l.quantity - before - packed;
      s.before -= before;
      s.packed -= packed;
    } else if (shipment && !first) packed = 0;
    backordered += owed;
    return [
      l.partNumber,
      l.description,
      l.group,
      String(l.quantity),
      String(packed),
      shipment ? String(owed) : '',
      '[  ]',
    ];
  });
  doc.y = pagedTable(
    doc,
    PAGE,
    title,
    [
      { header: 'Part', width: 80 },
      { header: 'Description', width: 190, wrap: true },
      { header: 'Group', width: 70 },
      { header: 'Ordered', width: 45, align: 'right' },
      { header: 'Packed', width: 45, align: 'right' },
      { header: 'Backordered', width: 55, align: 'right' },
      { header: 'Check', width: WIDTH - 485 },
    ],
    rows,
    doc.y,
  );
  doc.y += 8;
  if (shipment && !shipment.complete)
    text(
      doc,
      `Partial shipment: ${backordered} unit${backordered === 1 ? '' : 's'} backordered (${shipment.lines
        .filter((l) => l.backordered > 0)
        .map((l) => `${l.backordered} ${l.partNumber}`)
        .join(', ')}); they follow in a later shipment.`,
      { size: 9, bold: true },
    );
  doc.end();
  return done;
}
