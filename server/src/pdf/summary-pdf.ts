import type { DftReportRecord, DftRuleSummary } from '@studio/api';
import {
  type Board,
  boardLookup,
  countCandidates,
  type FixtureCatalog,
  formatRuleThreshold,
  isRuleNotApplicable,
  type LengthUnits,
  reportUnitsNote,
  worstSeverityByTestPoint,
} from '@studio/core';
import { loadPdfKit } from './load-pdfkit';
import { type Box, drawBoardPlot, GUIDE_PIN_COLOUR, SEVERITY_COLOURS } from './board-plot';
import {
  BOTTOM,
  CONTENT_WIDTH,
  type Doc,
  heading,
  M,
  MUTED,
  PAGE,
  RULE_LINE,
  text,
  wrapped,
  wrappedHeight,
} from './report-pdf-layout';
import { drawCoverageDetails, drawIssues } from './summary-issues-pdf';
import { drawProbeList } from './summary-probes-pdf';
import {
  describeFacts,
  formatMeasure,
  formatUtc,
  RESULT_WORD,
  STATUS_WORD,
  thresholdsWords,
} from './summary-text';
import { toWinAnsi } from './win-ansi';

const PLOT_HEIGHT = 135;

/** What the reader asked for besides the report: units, and the catalog the probe list's parts come from. */
export interface SummaryPdfOptions {
  units: LengthUnits;
  catalog: FixtureCatalog | null;
  /** The day the catalog was read (ISO date), printed with the parts. */
  catalogDate: string | null;
}

function drawHeader(doc: Doc, report: DftReportRecord): number {
  text(doc, 'Design for Test Report - summary', M, M, { bold: true, size: 17, width: 400 });
  doc.roundedRect(PAGE.width - M - 90, M - 2, 90, 24, 4).fill(SEVERITY_COLOURS[report.status]);
  text(doc, STATUS_WORD[report.status], PAGE.width - M - 90, M + 5, {
    bold: true,
    size: 11,
    color: '#ffffff',
    width: 90,
    align: 'center',
  });
  const subtitle =
    report.title ?? `${report.dut.name}${report.dut.revision ? ` rev. ${report.dut.revision}` : ''}`;
  return wrapped(doc, subtitle, M, M + 24, 420, { size: 11, color: MUTED }) + 8;
}

function drawMeta(doc: Doc, report: DftReportRecord, units: LengthUnits, top: number): number {
  const rows: [string, string][] = [
    ['DUT', `${report.dut.name}${report.dut.partNumber ? ` (${report.dut.partNumber})` : ''}`],
    ['Revision', report.dut.revision || '—'],
    ['Test config', `${report.testConfig.name}, version ${report.version.number}`],
    ['Date', formatUtc(report.createdAt)],
    ['Engine', `DFT engine ${report.engineVersion}`],
    ['Thresholds', thresholdsWords(report.thresholdsSource)],
    ['Run by', report.createdBy?.name ?? '—'],
    ['Report', report.id],
  ];
  const half = Math.ceil(rows.length / 2);
  rows.forEach(([label, value], i) => {
    const x = i < half ? M : M + 270;
    const y = top + (i % half) * 13;
    text(doc, label, x, y, { color: MUTED, width: 70 });
    text(doc, value, x + 72, y, { width: 190 });
  });
  const y = top + half * 13 + 2;
  return wrapped(doc, reportUnitsNote(units), M, y, CONTENT_WIDTH, { size: 7.5, color: MUTED }) + 8;
}

function drawFacts(doc: Doc, facts: [string, string][], top: number): number {
  heading(doc, 'Key facts', M, top, 250);
  let y = top + 20;
  for (const [label, value] of facts) {
    text(doc, label, M, y, { color: MUTED, width: 95, size: 8 });
    y = Math.max(y + 11, wrapped(doc, value, M + 97, y, 153, { size: 8 }) + 1.5);
  }
  return y;
}

function drawCoverageAndProbes(doc: Doc, report: DftReportRecord, top: number): number {
  const { coverage, probes } = report.analysis;
  const x = M + 270;
  const width = CONTENT_WIDTH - 270;
  heading(doc, 'Coverage and probes', x, top, width);
  text(doc, `Coverage ${coverage.percent} %`, x, top + 21, { bold: true, size: 15, width });
  let y = wrapped(
    doc,
    coverage.singlePadNets === undefined
      ? `${coverage.probedNets} of ${coverage.nets} nets probed; ${coverage.accessibleNets} nets have a probe-able candidate.`
      : `${coverage.probedNets} of ${coverage.nets} connection nets probed; ${coverage.accessibleNets} have a probe-able candidate; ${coverage.singlePadNets} single-pad or unconnected nets counted apart.`,
    x,
    top + 40,
    width,
    { color: MUTED, size: 8 },
  );
  const cells: [string, number][] = [
    ['P100', probes.P100],
    ['P75', probes.P75],
    ['P50', probes.P50],
    ['P39', probes.P39],
    ['no class', probes.unassigned],
    ['drill only', probes.drillOnly],
    ['total probes', probes.total],
  ];
  const perRow = 4;
  const cellW = width / perRow;
  y += 6;
  cells.forEach(([label, n], i) => {
    const cx = x + (i % perRow) * cellW;
    const cy = y + Math.floor(i / perRow) * 36;
    doc.rect(cx + 1, cy, cellW - 2, 32).fill(i === cells.length - 1 ? '#e7f5ff' : '#f1f3f5');
    text(doc, String(n), cx, cy + 4, { bold: true, size: 12, width: cellW, align: 'center' });
    text(doc, label, cx, cy + 20, { size: 7, width: cellW, align: 'center', color: MUTED });
  });
  y += Math.ceil(cells.length / perRow) * 36;
  const unprobed = coverage.unprobed.length;
  return wrapped(
    doc,
    unprobed === 0
      ? 'Every net has a probe.'
      : `${unprobed} ${unprobed === 1 ? 'net has' : 'nets have'} no probe: listed by cause after the issues.`,
    x,
    y + 2,
    width,
    { size: 8, color: MUTED },
  );
}

/** Both sides: the top as seen from above, the bottom as seen from below (mirrored in X), labelled. */
function drawPlots(doc: Doc, report: DftReportRecord, board: Board, top: number): number {
  const gap = 12;
  const w = (CONTENT_WIDTH - gap) / 2;
  const analysis = report.analysis;
  const worst = worstSeverityByTestPoint(analysis);
  const sides = [
    { side: 'top', title: 'Top side, seen from above', mirrored: false },
    { side: 'bottom', title: 'Bottom side, seen from below (mirrored in X)', mirrored: true },
  ] as const;
  sides.forEach(({ side, title, mirrored }, i) => {
    const x = M + i * (w + gap);
    const probed = analysis.testPoints.filter((p) => p.probeSide === side);
    heading(doc, `${title}: ${probed.length} probes`, x, top, w, 9.5);
    const box: Box = { x, y: top + 18, width: w, height: PLOT_HEIGHT };
    doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(RULE_LINE).stroke();
    const drawn = drawBoardPlot(doc, box, board, probed, worst, analysis.facts.locating.holes, mirrored);
    if (!drawn) text(doc, 'No outline and no test points to draw.', box.x + 8, box.y + 8, { color: MUTED });
  });
  const y = top + 18 + PLOT_HEIGHT + 5;
  let x = M;
  for (const severity of ['pass', 'warning', 'fail'] as const) {
    doc.rect(x, y + 1.5, 6, 6).fill(SEVERITY_COLOURS[severity]);
    text(doc, `probe, worst finding ${severity}`, x + 9, y, { size: 7.5, width: 110, color: MUTED });
    x += 118;
  }
  doc
    .circle(x + 3, y + 4.5, 3)
    .lineWidth(0.8)
    .strokeColor(GUIDE_PIN_COLOUR)
    .stroke();
  text(doc, 'guide pin', x + 9, y, { size: 7.5, width: 60, color: MUTED });
  return y + 14;
}

/** Every rule with its verdict, worst value and threshold; "n/a" where there was nothing to check. */
function drawRules(doc: Doc, rules: DftRuleSummary[], units: LengthUnits, top: number): number {
  const cols = [
    { header: 'Rule', x: M, width: 190 },
    { header: 'Result', x: M + 192, width: 50 },
    { header: 'Worst', x: M + 244, width: 70, align: 'right' as const },
    { header: 'Threshold', x: M + 322, width: 150 },
    { header: 'Issues', x: M + 474, width: CONTENT_WIDTH - 474, align: 'right' as const },
  ];
  const header = (y: number) => {
    for (const c of cols)
      text(doc, c.header, c.x, y, { size: 7, color: MUTED, width: c.width, align: c.align });
    return y + 10;
  };
  heading(doc, 'Rule results', M, top, CONTENT_WIDTH);
  let y = header(top + 19);
  for (const rule of rules) {
    const h = Math.max(9.5, wrappedHeight(doc, rule.title, cols[0]!.width, { size: 7.5 }) + 0.5);
    if (y + h > BOTTOM) {
      doc.addPage();
      text(doc, 'Rule results (continued)', M, M, { bold: true, size: 10, width: CONTENT_WIDTH });
      y = header(M + 18);
    }
    const na = isRuleNotApplicable(rule);
    wrapped(doc, rule.title, cols[0]!.x, y, cols[0]!.width, { size: 7.5 });
    text(doc, na ? 'n/a' : RESULT_WORD[rule.status], cols[1]!.x, y, {
      size: 7.5,
      bold: !na,
      width: cols[1]!.width,
      color: na ? MUTED : SEVERITY_COLOURS[rule.status],
    });
    text(doc, formatMeasure(rule.worst, rule.unit, units), cols[2]!.x, y, {
      size: 7.5,
      width: cols[2]!.width,
      align: 'right',
    });
    text(doc, formatRuleThreshold(rule.id, rule.threshold, rule.unit, units) ?? '—', cols[3]!.x, y, {
      size: 7.5,
      width: cols[3]!.width,
    });
    text(doc, rule.count.toLocaleString('en-US'), cols[4]!.x, y, {
      size: 7.5,
      width: cols[4]!.width,
      align: 'right',
    });
    y += h;
  }
  return wrapped(
    doc,
    'Below recommended is a warning, below minimum a fail; n/a: nothing to check. Issues: findings of the rule.',
    M,
    y + 3,
    CONTENT_WIDTH,
    { size: 7, color: MUTED },
  );
}

function drawFooters(doc: Doc, report: DftReportRecord) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    text(doc, `Studio - DFT report ${report.id} - page ${i + 1} of ${range.count}`, M, PAGE.height - M + 12, {
      size: 7,
      color: MUTED,
      width: CONTENT_WIDTH,
    });
  }
}

/**
 * The PDF of a DFT report (PRODUCT.md §2 `/dft-report/{uuid}/summary`): the summary on the first page
 * (facts, coverage, both sides drawn, every rule), then the nets without a probe by cause, every issue
 * in full, and the probe list, in the reader's units.
 */
export async function renderSummaryPdf(
  report: DftReportRecord,
  board: Board,
  options: SummaryPdfOptions = { units: 'mm', catalog: null, catalogDate: null },
): Promise<Uint8Array> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
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
  const { units } = options;
  const lookup = boardLookup(board, units);
  const label = (id: string) => lookup.resolve(id).label;
  let y = drawHeader(doc, report);
  y = drawMeta(doc, report, units, y);
  const facts = describeFacts(report, units, countCandidates(board), label);
  const factsEnd = drawFacts(doc, facts, y);
  const coverageEnd = drawCoverageAndProbes(doc, report, y);
  y = drawPlots(doc, report, board, Math.max(factsEnd, coverageEnd) + 8);
  y = drawRules(doc, report.analysis.rules, units, y + 4);
  y = drawCoverageDetails(doc, report, y, units);
  y = drawIssues(doc, report, lookup, units, y);
  drawProbeList(doc, report, options, y);
  drawFooters(doc, report);
  doc.end();
  return done;
}
