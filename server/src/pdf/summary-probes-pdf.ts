import type { DftReportRecord } from '@studio/api';
import {
  formatLengthNumber,
  probeListFrameNote,
  probeListPartsNote,
  probeListRows,
  type ProbeListRow,
} from '@studio/core';
import { CONTENT_WIDTH, type Doc, Flow, M, MUTED, RULE_LINE, text, wrappedHeight } from './report-pdf-layout';
import type { SummaryPdfOptions } from './summary-pdf';

/** Rows printed in the PDF; a larger list is in the CSV (every row). */
export const PDF_PROBE_LIMIT = 5000;

interface Column {
  header: string;
  width: number;
  value(row: ProbeListRow): string;
  align?: 'right';
}

function columns(units: SummaryPdfOptions['units']): Column[] {
  const at = (v: number) => formatLengthNumber(v, units);
  return [
    { header: 'Test point', width: 62, value: (r) => r.label },
    { header: 'Net', width: 100, value: (r) => r.net ?? '—' },
    { header: 'Side', width: 38, value: (r) => r.side },
    { header: `X (${units})`, width: 52, value: (r) => at(r.xMm), align: 'right' },
    { header: `Y (${units})`, width: 52, value: (r) => at(r.yMm), align: 'right' },
    { header: 'Class', width: 34, value: (r) => r.probeClass ?? '—' },
    { header: 'Tip', width: 34, value: (r) => r.tipStyle },
    { header: 'Probe part', width: 73, value: (r) => r.probePart ?? '—' },
    { header: 'Receptacle part', width: 73, value: (r) => r.receptaclePart ?? '—' },
  ];
}

/**
 * The probe list (one row per selected test point: what the fixture builder drills, populates and
 * wires), with its units, frame and origin stated above it, as in the CSV.
 */
export function drawProbeList(doc: Doc, report: DftReportRecord, options: SummaryPdfOptions, after: number) {
  const rows = probeListRows(
    { testPoints: report.analysis.testPoints, config: report.config },
    options.catalog,
  );
  const flow = new Flow(doc, `Probe list (${rows.length.toLocaleString('en-US')} test points)`, after);
  flow.paragraph(probeListFrameNote(options.units), { size: 8 });
  flow.paragraph(probeListPartsNote(options.catalogDate), { size: 8, color: MUTED, gap: 8 });
  if (rows.length === 0) {
    flow.paragraph('No test point is selected.', { color: MUTED });
    return;
  }
  const cols = columns(options.units);
  const header = () => {
    let x = M;
    for (const c of cols) {
      text(doc, c.header, x, flow.y, { bold: true, size: 7, width: c.width - 4, align: c.align });
      x += c.width;
    }
    doc
      .moveTo(M, flow.y + 9.5)
      .lineTo(M + CONTENT_WIDTH, flow.y + 9.5)
      .lineWidth(0.4)
      .strokeColor('#adb5bd')
      .stroke();
    flow.y += 12;
  };
  header();
  const shown = rows.slice(0, PDF_PROBE_LIMIT);
  for (const row of shown) {
    const noteHeight = row.note ? wrappedHeight(doc, row.note, CONTENT_WIDTH - 62, { size: 7 }) : 0;
    const before = doc.bufferedPageRange().count;
    flow.ensure(10 + noteHeight);
    if (doc.bufferedPageRange().count !== before) header();
    let x = M;
    for (const c of cols) {
      text(doc, c.value(row), x, flow.y, { size: 7, width: c.width - 4, align: c.align });
      x += c.width;
    }
    flow.y += 10;
    if (row.note) {
      flow.paragraph(row.note, { x: M + 62, size: 7, color: MUTED, gap: 1 });
      doc
        .moveTo(M, flow.y)
        .lineTo(M + CONTENT_WIDTH, flow.y)
        .lineWidth(0.3)
        .strokeColor(RULE_LINE)
        .stroke();
      flow.y += 1.5;
    }
  }
  if (rows.length > shown.length)
    flow.paragraph(
      `The PDF lists the first ${shown.length.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')} probes; the probe list CSV has every one.`,
      { bold: true, size: 8.5 },
    );
}
