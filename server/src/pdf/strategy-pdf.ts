import {
  describeLimit,
  formatQuantity,
  limitProbes,
  type Step,
  type StepLimit,
  type TestStrategy,
} from '@studio/core';
import { loadPdfKit } from './load-pdfkit';
import { line, pagedTable } from './pdf-table';
import { drawIctSection } from './strategy-ict-pdf';
import { toWinAnsi } from './win-ansi';

type Doc = PDFKit.PDFDocument;

/** What the PDF shows besides the plan: whose plan, which version. */
export interface StrategyPdfInput {
  strategy: TestStrategy;
  dutName: string;
  strategyName: string;
  versionNumber: number;
  status: string;
  savedAt: string;
  savedBy: string | null;
}

// A4 portrait, 36 pt margins; flowing text for the paragraphs, paged tables for the measurements.
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const M = PAGE.margin;
const WIDTH = PAGE.width - 2 * M;
const MUTED = '#6c757d';
const WARN = '#9a5b00';

function paragraph(doc: Doc, value: string, o: { size?: number; bold?: boolean; color?: string } = {}) {
  doc
    .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(o.size ?? 8.5)
    .fillColor(o.color ?? '#212529')
    .text(toWinAnsi(value), M, doc.y, { width: WIDTH });
}

function section(doc: Doc, title: string) {
  if (doc.y > PAGE.height - M - 60) doc.addPage();
  doc.moveDown(0.6);
  paragraph(doc, title, { size: 12, bold: true });
  const y = doc.y + 1;
  doc
    .moveTo(M, y)
    .lineTo(M + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#dee2e6')
    .stroke();
  doc.y = y + 4;
}

function table(doc: Doc, title: string, columns: { header: string; width: number }[], rows: string[][]) {
  if (doc.y > PAGE.height - M - 40) doc.addPage();
  doc.y = pagedTable(doc, PAGE, title, columns, rows, doc.y) + 4;
}

/** The channels a measurement goes through ("IF1.3 (PR4) > IF1.9 (PR1)"), or the step's probes for a check. */
function channelsOf(step: Step, l: StepLimit): string {
  if (l.quantity === 'check') return "the step's probes";
  const { hi, lo } = limitProbes(step, l);
  const end = (p: typeof hi, net: string | null) =>
    net === null ? null : p ? `${p.channel} (${p.probe})` : `${net}: no probe wired`;
  return [end(hi, l.net), end(lo, l.quantity === 'current' ? null : l.reference)]
    .filter((x) => x !== null)
    .join(' > ');
}

const volts = (v: number | null) => (v === null ? '?' : formatQuantity(v, 'V'));
const minutes = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${Math.round(s)} s`;

/**
 * The strategy version as a PDF (server-made, pdfkit, standard fonts): header, what the board has,
 * every step with its test points, flags and limits, the equipment, and the coverage with the nets
 * no step touches.
 */
export async function renderStrategyPdf(input: StrategyPdfInput): Promise<Uint8Array> {
  const s = input.strategy;
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: {
      Title: `Test strategy - ${input.dutName} - ${input.strategyName} v${input.versionNumber}`,
      Creator: 'Studio',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  paragraph(doc, `Test strategy - ${input.dutName}`, { size: 17, bold: true });
  paragraph(doc, `${input.strategyName}, version ${input.versionNumber} (${input.status})`, {
    size: 11,
    color: MUTED,
  });
  doc.moveDown(0.4);
  const c = s.coverage;
  paragraph(
    doc,
    `${s.steps.length} steps, about ${minutes(s.seconds)}. Nets touched: ${c.touched} of ${c.nets}` +
      `${c.componentScore === null ? '' : `; component score ${Math.round(c.componentScore * 100)} %`}. ` +
      `Probes: ${s.probeSource === 'test-config' ? "the test config's selection" : "the board's own test points"}. ` +
      `Saved ${input.savedAt.slice(0, 10)}${input.savedBy ? ` by ${input.savedBy}` : ''}. Drafted by ${s.generator}; values read from names and part values are guesses and say so.`,
  );

  section(doc, 'Power');
  for (const i of s.inputs)
    paragraph(
      doc,
      `${i.primary ? 'Supplied at power-up' : 'Other input'}: ${i.net}${i.part ? ` on ${i.part}${i.pads.length ? ` pad ${i.pads.join(', ')}` : ''}` : ''}, ${
        i.voltageV === null ? 'voltage not known' : `${i.voltageV} V${i.voltageIsGuess ? ' (a guess)' : ''}`
      } — ${i.reason}`,
      { size: 7.5 },
    );
  if (s.rails.length)
    table(
      doc,
      'Power',
      [
        { header: 'Rail', width: 90 },
        { header: 'Nominal', width: 50 },
        { header: 'Role', width: 55 },
        { header: 'Why', width: WIDTH - 195 },
      ],
      s.rails.map((r) => [
        r.net,
        `${r.rangeV ? `${r.rangeV[0]}–${r.rangeV[1]} V` : volts(r.nominalV)}${r.voltageIsGuess ? ' (guess)' : ''}`,
        r.role,
        r.reason,
      ]),
    );
  else paragraph(doc, 'No power rail was recognised.', { color: MUTED });
  for (const r of s.regulators) paragraph(doc, `- ${r.reason}`, { size: 7.5 });
  for (const p of s.passes) paragraph(doc, `- ${p.reason}`, { size: 7.5 });

  const found: [string, string[]][] = [
    [
      'Programming and debug',
      s.ports.map(
        (p) =>
          `${p.kind}${p.connector ? ` on ${p.connector}` : ''}: ${p.nets.join(', ')}; ${
            p.devices.length ? `programs ${p.devices.join(p.chain ? ' → ' : ', ')}` : 'programs nothing'
          }${p.skipped.length ? `; not ${p.skipped.map((x) => x.reason).join('; ')}` : ''}`,
      ),
    ],
    ['Buses', s.buses.map((b) => `${b.name} (${b.kind}): ${b.nets.join(', ')}`)],
    ['Clocks', s.clocks.map((k) => `${k.ref ?? k.nets.join(', ')}: ${k.reason}`)],
    [
      'LEDs, buttons, connectors',
      [...s.leds, ...s.buttons, ...s.connectors].map((p) => `${p.ref} (${p.value})`),
    ],
  ];
  for (const [title, items] of found) {
    if (!items.length) continue;
    doc.moveDown(0.3);
    paragraph(doc, title, { bold: true });
    for (const item of items) paragraph(doc, `- ${item}`, { size: 7.5 });
  }

  section(doc, 'Fixture');
  if (s.fixture) {
    const fx = s.fixture;
    const unwired = fx.probes.filter((p) => p.channel === null).length;
    paragraph(
      doc,
      `Tied to the fixture${fx.source ? ` of ${fx.source}` : ''}: ${fx.probes.length} probes wired to the station ${fx.station.name}${
        unwired ? `, ${unwired} without a channel` : ''
      }. Each step lists its probes and their tester channels; each measurement the channels it goes through (net > reference).`,
    );
    for (const f of fx.findings) paragraph(doc, `- ${f}`, { size: 7.5, color: WARN });
  } else
    paragraph(
      doc,
      'Not tied to a fixture (drafted without a test-config version): the steps name test points but no probes or tester channels.',
      { color: MUTED },
    );

  section(doc, 'Steps');
  s.steps.forEach((step, i) => {
    if (doc.y > PAGE.height - M - 70) doc.addPage();
    doc.moveDown(0.3);
    paragraph(doc, `${i + 1}. ${step.title}`, { bold: true, size: 9.5 });
    paragraph(doc, `${step.kind} - ${step.seconds} s - ${step.equipment.join(', ') || 'no equipment'}`, {
      size: 7.5,
      color: MUTED,
    });
    if (step.instructions) paragraph(doc, step.instructions, { size: 8 });
    paragraph(
      doc,
      `Test points: ${step.testPoints.length ? step.testPoints.map((t) => `${t.label} (${t.net})`).join(', ') : 'none probed'}`,
      { size: 7.5 },
    );
    if (s.fixture)
      paragraph(
        doc,
        `Probes: ${
          step.probes.length
            ? step.probes
                .map(
                  (p) =>
                    `${p.probe} ${p.label} (${p.net}${p.function === 'signal' ? '' : `, ${p.function}`}) > ${p.channel ?? 'no channel'}`,
                )
                .join('; ')
            : "none of the fixture's probes is on the step's nets"
        }`,
        { size: 7.5 },
      );
    if (step.flag) paragraph(doc, `! ${step.flag}`, { size: 7.5, color: WARN });
    if (step.notes) paragraph(doc, `Notes: ${step.notes}`, { size: 7.5 });
    if (step.limits.length)
      table(
        doc,
        `Step ${i + 1}`,
        s.fixture
          ? [
              { header: '', width: 22 },
              { header: 'Measurement', width: 150 },
              { header: 'Limits', width: 95 },
              { header: 'Channels', width: 110 },
              { header: 'Why', width: WIDTH - 377 },
            ]
          : [
              { header: '', width: 22 },
              { header: 'Measurement', width: 190 },
              { header: 'Limits', width: 110 },
              { header: 'Why', width: WIDTH - 322 },
            ],
        step.limits.map((l) =>
          s.fixture
            ? [l.id, l.label, describeLimit(l), channelsOf(step, l), l.reason]
            : [l.id, l.label, describeLimit(l), l.reason],
        ),
      );
  });

  section(doc, 'Equipment');
  table(
    doc,
    'Equipment',
    [
      { header: 'Equipment', width: 150 },
      { header: 'For', width: WIDTH - 230 },
      { header: 'Steps', width: 80 },
    ],
    s.equipment.map((e) => [
      e.name,
      e.purpose,
      e.steps.map((id) => s.steps.findIndex((x) => x.id === id) + 1).join(', '),
    ]),
  );

  section(doc, 'Coverage');
  paragraph(
    doc,
    `${c.touched} of ${c.nets} nets (with two pads or more) are touched by a step; ${c.singlePad} single-pad nets are not counted.`,
  );
  if (c.untouched.length) {
    doc.moveDown(0.3);
    paragraph(doc, `Untouched nets (${c.untouched.length}): ${c.untouched.join(', ')}`, { size: 7.5 });
  }
  const scored = s.componentCoverage.filter((x) => x.score !== null);
  if (scored.length) {
    doc.moveDown(0.4);
    const mark = (v: string) => (v === 'covered' ? 'yes' : v === 'n/a' ? '-' : 'no');
    table(
      doc,
      'Components',
      [
        { header: 'Part', width: 50 },
        { header: 'Role', width: 60 },
        { header: 'Presence', width: 45 },
        { header: 'Orient.', width: 40 },
        { header: 'Live', width: 35 },
        { header: 'Score', width: 35 },
        { header: 'Why', width: WIDTH - 265 },
      ],
      scored.map((x) => [
        x.ref,
        x.role,
        mark(x.presence),
        mark(x.orientation),
        mark(x.live),
        `${Math.round(x.score! * 100)} %`,
        x.reason,
      ]),
    );
  }
  if (s.ict) drawIctSection(doc, s.ict, { width: WIDTH, paragraph, section, table });
  if (s.notes.length) {
    section(doc, 'Notes');
    for (const n of s.notes) paragraph(doc, `- ${n}`, { size: 8 });
  }
  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    // Below the bottom margin: without it pdfkit would start a new page for the number.
    doc.page.margins.bottom = 0;
    line(doc, `${p + 1} / ${range.count}`, M, PAGE.height - M + 12, WIDTH, { color: MUTED, align: 'right' });
  }
  doc.end();
  return done;
}
