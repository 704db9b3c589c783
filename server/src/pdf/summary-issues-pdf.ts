import type { DftFinding, DftReportRecord } from '@studio/api';
import {
  type BoardLookup,
  displayNetName,
  formatRuleThreshold,
  groupIssues,
  type LengthUnits,
  refusalText,
} from '@studio/core';
import { SEVERITY_COLOURS } from './board-plot';
import { CONTENT_WIDTH, type Doc, Flow, M, MUTED, wrappedHeight } from './report-pdf-layout';
import { formatMeasure } from './summary-text';

/** Issues printed in the PDF; a larger report's rest is on its page (the PDF would run to thousands of pages). */
export const PDF_ISSUE_LIMIT = 2000;

/**
 * The nets without a probe, by cause, every name written out; with the engine's review (decision 0037)
 * the designed points not taken and each refused candidate, measured, in the reader's units.
 */
export function drawCoverageDetails(
  doc: Doc,
  report: DftReportRecord,
  after: number,
  units: LengthUnits = 'mm',
): number {
  const { coverage, review } = report.analysis;
  if (review) return drawReview(doc, report, after, units);
  if (coverage.unprobed.length === 0) return after;
  const flow = new Flow(doc, `Nets without a probe (${coverage.unprobed.length} of ${coverage.nets})`, after);
  const inaccessible = new Set(coverage.inaccessible);
  const groups: [string, string[]][] = [
    [
      'No probe-able candidate: the design needs a test point (or an exposed pad or via) on these nets',
      coverage.inaccessible,
    ],
    [
      'A probe-able candidate exists but none is selected: the test config can add one',
      coverage.unprobed.filter((n) => !inaccessible.has(n)),
    ],
  ];
  for (const [title, nets] of groups) {
    if (nets.length === 0) continue;
    flow.paragraph(`${title} (${nets.length}):`, { bold: true, size: 8.5 });
    flow.paragraph(nets.map(displayNetName).join(', '), { size: 8, gap: 8 });
  }
  return flow.y;
}

function drawReview(doc: Doc, report: DftReportRecord, after: number, units: LengthUnits): number {
  const { coverage, review } = report.analysis;
  if (!review) return after;
  const { designed, unprobed } = review;
  if (coverage.unprobed.length === 0 && designed.notTakenCount === 0) return after;
  const withSide = review.sides.length > 1;
  const flow = new Flow(doc, `Nets without a probe (${coverage.unprobed.length} of ${coverage.nets})`, after);
  if (designed.total > 0) {
    flow.paragraph(`Designed test points: ${designed.selected} of ${designed.total} selected`, {
      bold: true,
      size: 8.5,
    });
    for (const r of designed.notTaken)
      flow.paragraph(refusalText(r, units, { withNet: true, withSide }), { size: 8 });
    if (designed.notTakenCount > designed.notTaken.length)
      flow.paragraph(`… and ${designed.notTakenCount - designed.notTaken.length} more (see the page)`, {
        size: 8,
      });
  }
  if (unprobed.noCandidate.length > 0) {
    flow.paragraph(`No candidate at all: the design needs a test point (${unprobed.noCandidate.length}):`, {
      bold: true,
      size: 8.5,
    });
    flow.paragraph(unprobed.noCandidate.map(displayNetName).join(', '), { size: 8, gap: 8 });
  }
  const groups = [
    ['Candidates, all refused', unprobed.allRefused],
    ['Candidates, not selected: the test config can add one', unprobed.notSelected],
  ] as const;
  for (const [title, rows] of groups) {
    if (rows.length === 0) continue;
    flow.paragraph(`${title} (${rows.length}):`, { bold: true, size: 8.5 });
    for (const row of rows) {
      const pass = row.passingCount > 0 ? `; passing: ${row.passing.join(', ')}` : '';
      flow.paragraph(`${displayNetName(row.net)} (${row.candidates} candidates${pass})`, { size: 8 });
      for (const r of row.refused) flow.paragraph(`   ${refusalText(r, units, { withSide })}`, { size: 8 });
      if (row.refusedCount > row.refused.length)
        flow.paragraph(`   … and ${row.refusedCount - row.refused.length} more refused`, { size: 8 });
    }
  }
  return flow.y;
}

function featureLine(lookup: BoardLookup, f: DftFinding): string {
  return f.features.map((id) => lookup.resolve(id).label).join(' <-> ');
}

function detailLine(f: DftFinding, units: LengthUnits): string {
  const parts: string[] = [];
  if (f.measured !== null) parts.push(`measured ${formatMeasure(f.measured, f.unit, units)}`);
  const threshold = formatRuleThreshold(f.rule, f.threshold, f.unit, units);
  if (threshold) parts.push(`threshold ${threshold}`);
  if (f.location) {
    const at = `${formatMeasure(f.location.x, 'mm', units)}, ${formatMeasure(f.location.y, 'mm', units)}`;
    parts.push(`at (${at})${f.location.side ? `, ${f.location.side}` : ''}`);
  }
  if (f.height?.source === 'step')
    parts.push(`height ${formatMeasure(f.height.mm, 'mm', units)} from the board's STEP model`);
  if (f.height?.source === 'default')
    parts.push(
      `height ${formatMeasure(f.height.mm, 'mm', units)} is a default${f.height.packageClass ? ` for a ${f.height.packageClass}` : ''}, not from the design`,
    );
  return parts.join(' - ');
}

/**
 * Every warning and fail, grouped like the report page (fails first, then by rule), each with the
 * engine's whole sentence (wrapped, never cut), the features it names, the measured value and the
 * threshold in the reader's units, and where it is.
 */
export function drawIssues(
  doc: Doc,
  report: DftReportRecord,
  lookup: BoardLookup,
  units: LengthUnits,
  after: number,
): number {
  const groups = groupIssues(report.analysis);
  const total = groups.reduce((n, g) => n + g.findings.length, 0);
  const flow = new Flow(
    doc,
    `Issues: ${report.counts.fails.toLocaleString('en-US')} fails, ${report.counts.warnings.toLocaleString('en-US')} warnings`,
    after,
  );
  if (total === 0) {
    flow.paragraph('No warnings and no fails: every rule passes.', { color: MUTED });
    return flow.y;
  }
  let printed = 0;
  for (const group of groups) {
    if (printed >= PDF_ISSUE_LIMIT) break;
    flow.subheading(
      `${group.severity === 'fail' ? 'Fail' : 'Warning'} - ${group.title} (${group.findings.length})`,
    );
    for (const f of group.findings) {
      if (printed >= PDF_ISSUE_LIMIT) break;
      printed++;
      const features = featureLine(lookup, f);
      const detail = detailLine(f, units);
      const width = CONTENT_WIDTH - 10;
      const lines: [string, number][] = [
        [f.message, 8],
        [features, 7.5],
        [detail, 7.5],
      ];
      // The whole issue on one page, its square beside its sentence.
      flow.ensure(
        lines.reduce((h, [t, size]) => h + (t ? wrappedHeight(doc, t, width, { size }) + 1 : 0), 0),
      );
      doc.rect(M, flow.y + 2.5, 5, 5).fill(SEVERITY_COLOURS[f.severity]);
      flow.paragraph(f.message, { x: M + 10, size: 8, gap: 1 });
      if (features) flow.paragraph(features, { x: M + 10, size: 7.5, color: MUTED, gap: 1 });
      if (detail) flow.paragraph(detail, { x: M + 10, size: 7.5, color: MUTED, gap: 1 });
      flow.y += 4;
    }
  }
  if (total > printed)
    flow.paragraph(
      `The PDF lists the first ${printed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} issues; the report page lists every one.`,
      { bold: true, size: 8.5 },
    );
  return flow.y;
}
