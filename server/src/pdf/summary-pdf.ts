import type { DftReportRecord, DftRuleSummary } from '@studio/api';
import { type Board, mostSevereIssues, worstSeverityByTestPoint } from '@studio/core';
import PDFDocument from 'pdfkit';
import { type Box, drawBoardPlot, GUIDE_PIN_COLOUR, SEVERITY_COLOURS } from './board-plot';
import { describeFacts, formatMeasure, formatUtc, STATUS_WORD } from './summary-text';
import { toWinAnsi } from './win-ansi';

type Doc = PDFKit.PDFDocument;

// A4 portrait, 36 pt margins. Everything is placed at fixed positions with clipped, single-line text:
// the summary is one page whatever the report holds (long lists end in "… and N more").
const PAGE = { width: 595.28, height: 841.89 };
const M = 36;
const INK = '#212529';
const MUTED = '#6c757d';
const RULE_LINE = '#dee2e6';
const ISSUE_LIMIT = 12;

interface TextOptions {
  width?: number;
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

function text(doc: Doc, value: string, x: number, y: number, o: TextOptions = {}) {
  doc
    .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(o.size ?? 9)
    .fillColor(o.color ?? INK)
    // One line: a height of one line makes pdfkit cut the text with an ellipsis instead of wrapping.
    .text(toWinAnsi(value), x, y, {
      width: o.width ?? PAGE.width - M - x,
      height: (o.size ?? 9) * 1.25,
      ellipsis: true,
      align: o.align ?? 'left',
    });
}

function heading(doc: Doc, value: string, x: number, y: number, width: number) {
  text(doc, value, x, y, { bold: true, size: 10.5, width });
  doc
    .moveTo(x, y + 14)
    .lineTo(x + width, y + 14)
    .lineWidth(0.5)
    .strokeColor(RULE_LINE)
    .stroke();
}

function drawHeader(doc: Doc, report: DftReportRecord): number {
  text(doc, 'Design for Test Report - summary', M, M, { bold: true, size: 17, width: 400 });
  const word = STATUS_WORD[report.status];
  doc.roundedRect(PAGE.width - M - 90, M - 2, 90, 24, 4).fill(SEVERITY_COLOURS[report.status]);
  text(doc, word, PAGE.width - M - 90, M + 5, {
    bold: true,
    size: 11,
    color: '#ffffff',
    width: 90,
    align: 'center',
  });
  const subtitle =
    report.title ?? `${report.dut.name}${report.dut.revision ? ` rev. ${report.dut.revision}` : ''}`;
  text(doc, subtitle, M, M + 24, { size: 11, color: MUTED, width: 420 });
  return M + 48;
}

function drawMeta(doc: Doc, report: DftReportRecord, top: number): number {
  const rows: [string, string][] = [
    ['DUT', `${report.dut.name}${report.dut.partNumber ? ` (${report.dut.partNumber})` : ''}`],
    ['Revision', report.dut.revision || '-'],
    ['Test config', `${report.testConfig.name}, version ${report.version.number}`],
    ['Date', formatUtc(report.createdAt)],
    ['Engine', `DFT engine ${report.engineVersion}`],
    [
      'Thresholds',
      report.thresholdsSource === 'company' ? 'company settings' : 'Studio defaults (PRODUCT §5)',
    ],
    ['Run by', report.createdBy?.name ?? '-'],
    ['Report', report.id],
  ];
  const half = Math.ceil(rows.length / 2);
  rows.forEach(([label, value], i) => {
    const x = i < half ? M : M + 270;
    const y = top + (i % half) * 13;
    text(doc, label, x, y, { color: MUTED, width: 70 });
    text(doc, value, x + 72, y, { width: 190 });
  });
  return top + half * 13 + 10;
}

function drawFacts(doc: Doc, report: DftReportRecord, top: number): number {
  heading(doc, 'Key facts', M, top, 250);
  const facts = describeFacts(report);
  facts.forEach(([label, value], i) => {
    const y = top + 20 + i * 12.5;
    text(doc, label, M, y, { color: MUTED, width: 95 });
    text(doc, value, M + 97, y, { width: 153 });
  });
  return top + 20 + facts.length * 12.5;
}

function drawPlot(doc: Doc, report: DftReportRecord, board: Board, top: number): number {
  const box: Box = { x: M + 270, y: top + 20, width: PAGE.width - 2 * M - 270, height: 165 };
  heading(doc, 'Board (top view) and test points', box.x, top, box.width);
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(RULE_LINE).stroke();
  const analysis = report.analysis;
  const drawn = drawBoardPlot(
    doc,
    box,
    board,
    analysis.testPoints,
    worstSeverityByTestPoint(analysis),
    analysis.facts.locating.holes,
  );
  if (!drawn) text(doc, 'No outline and no test points to draw.', box.x + 8, box.y + 8, { color: MUTED });
  // Legend.
  const y = box.y + box.height + 5;
  let x = box.x;
  for (const [label, colour] of [
    ['pass', SEVERITY_COLOURS.pass],
    ['warning', SEVERITY_COLOURS.warning],
    ['fail', SEVERITY_COLOURS.fail],
  ] as const) {
    doc.rect(x, y + 1.5, 6, 6).fill(colour);
    text(doc, label, x + 9, y, { size: 7.5, width: 45, color: MUTED });
    x += 52;
  }
  doc
    .circle(x + 3, y + 4.5, 3)
    .lineWidth(0.8)
    .strokeColor(GUIDE_PIN_COLOUR)
    .stroke();
  text(doc, 'guide pin', x + 9, y, { size: 7.5, width: 60, color: MUTED });
  return y + 12;
}

function drawCoverageAndProbes(doc: Doc, report: DftReportRecord, top: number): number {
  const { coverage, probes } = report.analysis;
  heading(doc, 'Coverage and probes', M, top, PAGE.width - 2 * M);
  text(doc, `Coverage ${coverage.percent} %`, M, top + 21, { bold: true, size: 15, width: 170 });
  text(
    doc,
    `${coverage.probedNets} of ${coverage.nets} nets probed; ${coverage.accessibleNets} accessible`,
    M,
    top + 40,
    { color: MUTED, width: 200 },
  );
  const cells: [string, number][] = [
    ['P100', probes.P100],
    ['P75', probes.P75],
    ['P50', probes.P50],
    ['P39', probes.P39],
    ['no class', probes.unassigned],
    ['drill only', probes.drillOnly],
    ['total', probes.total],
  ];
  const cellW = (PAGE.width - 2 * M - 215) / cells.length;
  cells.forEach(([label, n], i) => {
    const x = M + 215 + i * cellW;
    doc.rect(x + 1, top + 20, cellW - 2, 34).fill(i === cells.length - 1 ? '#e7f5ff' : '#f1f3f5');
    text(doc, String(n), x, top + 24, { bold: true, size: 12, width: cellW, align: 'center' });
    text(doc, label, x, top + 41, { size: 7, width: cellW, align: 'center', color: MUTED });
  });
  return top + 62;
}

function drawRules(doc: Doc, rules: DftRuleSummary[], top: number, bottom: number): void {
  const width = 300;
  heading(doc, 'Rule results', M, top, width);
  const cols = { rule: M, result: M + 160, worst: M + 205, issues: M + 262 };
  let y = top + 19;
  text(doc, 'Rule', cols.rule, y, { size: 7, color: MUTED, width: 150 });
  text(doc, 'Result', cols.result, y, { size: 7, color: MUTED, width: 45 });
  text(doc, 'Worst', cols.worst, y, { size: 7, color: MUTED, width: 55 });
  text(doc, 'Issues', cols.issues, y, { size: 7, color: MUTED, width: 38, align: 'right' });
  y += 10;
  const rowH = Math.min(10, (bottom - y) / Math.max(1, rules.length));
  const size = Math.min(7.5, rowH - 1.5);
  for (const rule of rules) {
    text(doc, rule.title, cols.rule, y, { size, width: 155 });
    text(doc, rule.status, cols.result, y, {
      size,
      bold: true,
      width: 45,
      color: SEVERITY_COLOURS[rule.status],
    });
    text(doc, formatMeasure(rule.worst, rule.unit), cols.worst, y, { size, width: 55 });
    text(doc, rule.checked > 0 ? `${rule.count}/${rule.checked}` : '-', cols.issues, y, {
      size,
      width: 38,
      align: 'right',
    });
    y += rowH;
  }
}

function drawIssues(doc: Doc, report: DftReportRecord, top: number, bottom: number): void {
  const x = M + 315;
  const width = PAGE.width - M - x;
  heading(doc, 'Most severe issues', x, top, width);
  const issues = mostSevereIssues(report.analysis, ISSUE_LIMIT);
  const total = report.counts.fails + report.counts.warnings;
  if (issues.length === 0) {
    text(doc, 'No warnings and no fails.', x, top + 20, { color: MUTED, width });
    return;
  }
  const titles = new Map(report.analysis.rules.map((r) => [r.id, r.title]));
  let y = top + 20;
  const step = Math.min(20, (bottom - y - 12) / issues.length);
  for (const f of issues) {
    doc.rect(x, y + 2, 5, 5).fill(SEVERITY_COLOURS[f.severity]);
    const where = f.location ? ` @ ${f.location.x.toFixed(2)}, ${f.location.y.toFixed(2)}` : '';
    text(doc, `${titles.get(f.rule) ?? f.rule}${where}`, x + 9, y, { size: 7, bold: true, width: width - 9 });
    text(doc, f.message, x + 9, y + 8.5, { size: 7, width: width - 9 });
    y += step;
  }
  if (total > issues.length)
    text(doc, `... and ${total - issues.length} more in the full report`, x, y, {
      size: 7,
      color: MUTED,
      width,
    });
}

function drawFooter(doc: Doc, report: DftReportRecord) {
  text(
    doc,
    `Studio - DFT report ${report.id} - board frame: mm, top view, +Y up - page 1 of 1`,
    M,
    PAGE.height - M + 8,
    { size: 7, color: MUTED, width: PAGE.width - 2 * M },
  );
}

/** The one-page summary PDF of a DFT report (PRODUCT.md §2 `/dft-report/{uuid}/summary`). */
export function renderSummaryPdf(report: DftReportRecord, board: Board): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: toWinAnsi(report.title ?? `DFT report - ${report.dut.name}`),
      Subject: 'Design for Test Report',
      Creator: 'Studio',
      CreationDate: new Date(report.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  let y = drawHeader(doc, report);
  y = drawMeta(doc, report, y);
  const factsEnd = drawFacts(doc, report, y);
  const plotEnd = drawPlot(doc, report, board, y);
  y = drawCoverageAndProbes(doc, report, Math.max(factsEnd, plotEnd) + 8);
  const bottom = PAGE.height - M - 6;
  drawRules(doc, report.analysis.rules, y + 4, bottom);
  drawIssues(doc, report, y + 4, bottom);
  drawFooter(doc, report);
  doc.end();
  return done;
}
