import type { DeliveryOrder } from '@studio/api';
import { ORDER_STATUS_LABELS } from '@studio/core';
import { line, pagedTable } from './pdf-table';
import { addressLines, MUTED, PAGE, startDocument, text, WIDTH } from './solution-pdf-parts';

/**
 * An order's packing list (server-made, pdfkit): ship-to, the order and its carrier, the fixtures
 * and every physical line that goes in the box (services left out), with a tick column.
 */
export async function renderPackingListPdf(order: DeliveryOrder): Promise<Uint8Array> {
  const title = `Packing list - ${order.number}`;
  const { doc, done } = await startDocument(title);
  text(doc, title, { size: 17, bold: true });
  text(
    doc,
    `${order.company.name} - ${order.title || order.dutName}; test config ${order.testConfig.name} v${order.testConfig.versionNumber}; status ${ORDER_STATUS_LABELS[order.status]}`,
    { size: 10, color: MUTED },
  );
  if (order.carrier)
    text(doc, `Carrier: ${order.carrier}, tracking number ${order.trackingNumber}`, { size: 9 });
  doc.y += 8;
  const top = doc.y;
  line(doc, 'Ship to', PAGE.margin, top, WIDTH, { bold: true, size: 9 });
  addressLines(order.shippingAddress).forEach((l, i) => {
    line(doc, l, PAGE.margin, top + 13 + i * 11, WIDTH, { size: 9 });
  });
  doc.y = top + 13 + addressLines(order.shippingAddress).length * 11 + 10;
  text(doc, `${order.quantity} assembled fixture${order.quantity === 1 ? '' : 's'}, with:`, {
    size: 10,
    bold: true,
  });
  doc.y += 4;
  const rows = order.price.lines
    .filter((l) => l.source !== 'service')
    .map((l) => [l.partNumber, l.description, l.group, String(l.quantity), '[  ]']);
  doc.y = pagedTable(
    doc,
    PAGE,
    title,
    [
      { header: 'Part', width: 90 },
      { header: 'Description', width: 220 },
      { header: 'Group', width: 80 },
      { header: 'Qty', width: 50, align: 'right' },
      { header: 'Packed', width: WIDTH - 440 },
    ],
    rows,
    doc.y,
  );
  doc.end();
  return done;
}
