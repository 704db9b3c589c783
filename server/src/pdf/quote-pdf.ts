import type { TestSolution } from '@studio/api';
import { addresses, MUTED, priceTable, startDocument, text } from './solution-pdf-parts';

/**
 * The quote of a test solution (server-made, pdfkit): what is quoted, for which DUT and test-config
 * version, both addresses, every BOM line priced by core's engine (the same numbers as the page and
 * the API), the totals per currency and the lead time. A draft's quote is priced from the live catalog
 * and says so; a submitted solution's from its snapshot.
 */
export async function renderQuotePdf(
  solution: TestSolution,
  companyName: string,
  now: Date,
): Promise<Uint8Array> {
  const title = `Quote - ${solution.title || solution.dut.name}`;
  const { doc, done } = await startDocument(title);
  text(doc, title, { size: 17, bold: true });
  text(
    doc,
    `${companyName} - DUT ${solution.dut.name}, test config ${solution.testConfig.name} v${solution.versionNumber}, ${solution.quantity} fixture${solution.quantity === 1 ? '' : 's'}`,
    { size: 10, color: MUTED },
  );
  text(
    doc,
    solution.status === 'draft'
      ? `Priced ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC from the live catalog; prices may change until the order is submitted.`
      : `Submitted ${solution.submittedAt?.slice(0, 16).replace('T', ' ')} UTC${solution.orderNumber ? ` as ${solution.orderNumber}` : ''}; prices fixed at submission.`,
    { size: 9, color: MUTED },
  );
  const d = solution.design;
  text(
    doc,
    `Fixture: ${d.kit?.name ?? 'no kit'}; ${d.work.probes} probes, ${d.work.holes} drilled holes, probing from the ${d.probeSide}; design ${d.verdict}.`,
    { size: 9 },
  );
  doc.y += 8;
  addresses(doc, solution.shippingAddress, solution.billingAddress);
  priceTable(doc, title, solution.price);
  doc.end();
  return done;
}
