import { describeIctLimits, formatIctQuantity, ICT_UNITS, type IctGrade, type IctPlan } from '@studio/core';
import type { TableColumn } from './pdf-table';

type Doc = PDFKit.PDFDocument;

/** The strategy PDF's drawing helpers the section uses (strategy-pdf.ts owns the layout). */
export interface PdfHelpers {
  width: number;
  paragraph(doc: Doc, value: string, o?: { size?: number; bold?: boolean; color?: string }): void;
  section(doc: Doc, title: string): void;
  table(doc: Doc, title: string, columns: TableColumn[], rows: string[][]): void;
}

const GRADE: Record<IctGrade, string> = { full: 'full', partial: 'part', none: 'no', 'n/a': '-' };

const node = (n: { net: string; via: { net: string } | null } | null) =>
  n ? (n.via ? `${n.net} (via ${n.via.net})` : n.net) : '';

/**
 * The in-circuit test section of the strategy PDF: summary and limits, the tests with their nodes,
 * guards and limits, the gaps (probes to add), and each part's PCOLA / SOQ coverage.
 */
export function drawIctSection(doc: Doc, plan: IctPlan, h: PdfHelpers): void {
  const s = plan.summary;
  h.section(doc, 'In-circuit test');
  h.paragraph(
    doc,
    `${s.tests} tests on ${s.probedNets} probed nets of ${s.nets}; ${s.tested} of ${s.parts} parts tested, ${s.untested} not (a missing probe, a shunt, an unknown value or pinout), ` +
      `${s.notApplicable} with no in-circuit test by their kind, ${s.dnp} not fitted (not tested). ${s.gaps} gaps; ${s.testableShortPairs} of ${s.shortPairs} adjacent net pairs in the shorts scan.`,
  );
  const a = plan.allowances;
  h.paragraph(
    doc,
    `Limits: the part's tolerance plus a measurement allowance. ${a.resistor.reason}. ${a.capacitor.reason}. ${a.inductor.reason}. ${a.defaultTolerance.reason}.`,
    { size: 7.5, color: '#6c757d' },
  );
  if (plan.tests.length > 0)
    h.table(
      doc,
      'In-circuit tests',
      [
        { header: 'Test', width: 55 },
        { header: 'Type', width: 50 },
        { header: 'High (source)', width: 95 },
        { header: 'Low (measure)', width: 95 },
        { header: 'Guards', width: 60 },
        { header: 'Expected', width: 50 },
        { header: 'Limits', width: h.width - 405 },
      ],
      plan.tests.map((t) => [
        t.id,
        t.type,
        node(t.high),
        node(t.low),
        t.guards.map((g) => g.net).join(', '),
        t.expected === null ? '' : formatIctQuantity(t.expected, ICT_UNITS[t.quantity]),
        describeIctLimits(t),
      ]),
    );
  if (plan.gaps.length > 0) {
    doc.moveDown(0.3);
    h.table(
      doc,
      'Coverage gaps',
      [
        { header: 'Part', width: 60 },
        { header: 'Test', width: 150 },
        { header: 'Probe to add on', width: 110 },
        { header: 'Why', width: h.width - 320 },
      ],
      plan.gaps.map((g) => [g.ref ?? '', g.test, g.nets.join(', '), g.reason]),
    );
  }
  doc.moveDown(0.3);
  h.paragraph(
    doc,
    'Coverage per part: P presence, C correctness, O orientation, L live, A alignment; S shorts, O opens, Q quality.',
    {
      size: 7.5,
    },
  );
  h.table(
    doc,
    'ICT coverage',
    [
      { header: 'Part', width: 40 },
      { header: 'Kind', width: 50 },
      { header: 'Read as', width: 85 },
      ...['P', 'C', 'O', 'L', 'A', 'S', 'O', 'Q'].map((header) => ({ header, width: 19 })),
      { header: 'Why', width: h.width - 327 },
    ],
    plan.coverage.map((c) => [
      c.ref,
      c.kind,
      c.read,
      ...[c.presence, c.correctness, c.orientation, c.live, c.alignment, c.shorts, c.opens, c.quality].map(
        (g) => GRADE[g],
      ),
      c.missing.length > 0 ? `probe ${c.missing.join(', ')}: ${c.reason}` : c.reason,
    ]),
  );
  for (const n of plan.notes) h.paragraph(doc, `- ${n}`, { size: 7.5 });
}
