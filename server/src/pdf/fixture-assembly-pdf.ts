import {
  displayNetName,
  drillTools,
  formatUnitPrice,
  type FixtureDesign,
  formatFixed,
  formatNumber,
  holdDownBlockSummaryLines,
  type PackageMeta,
  type PlateDrawing,
  type PricedBom,
  plateDrawing,
  plateFrame,
  type StackSection,
  stackSection,
  stackupSummaryLines,
  statusLine,
  toFrame,
} from '@studio/core';
import { drawPlate, drawSection, holeTable } from './fixture-drawing-pdf';
import { loadPdfKit } from './load-pdfkit';
import { line, pagedTable } from './pdf-table';
import { toWinAnsi } from './win-ansi';

type Doc = PDFKit.PDFDocument;

// A4 landscape: the plate drawings are wider than tall.
const PAGE = { width: 841.89, height: 595.28, margin: 32 };
const M = PAGE.margin;
/** The page as the paged tables see it: they stop above the title strip. */
const PAGE_BODY = { ...PAGE, height: PAGE.height - 30 };
const MUTED = '#6c757d';
const FAIL = '#c92a2a';

const mm = (v: number) => formatFixed(v, 3);
/** Room kept at the foot of every page for the title strip. */
const FOOT = 30;

/** The frame convention in words (decision 0021), on the first page. */
const FRAME_NOTE =
  "Frames: every plate is drawn as seen from its board-facing side, in mm. A plate below the board (probe plate when probing the bottom, carrier) is seen from above: the board's top view, NOT mirrored. The lid (above the board) is seen from below: MIRRORED IN X. A point (x, y) of the board model is at ((mirroredX ? -1 : 1) * (x - origin.x), y - origin.y) in a plate's drill file, DXF and SVG; each plate's origin and mirroring are given on its page and in manifest.json.";

function firstPage(doc: Doc, design: FixtureDesign, priced: PricedBom, meta: PackageMeta) {
  // Line 1: the status (a failing rule is said before anything else).
  line(doc, statusLine(meta), M, M, PAGE.width - 2 * M, {
    bold: true,
    size: 10,
    color: meta.verdict === 'fail' ? FAIL : '#212529',
  });
  line(doc, 'Fixture assembly sheet', M, M + 20, 500, { bold: true, size: 18 });
  const facts: [string, string][] = [
    ['Board', `${meta.boardName} (sha256 ${meta.boardSha256.slice(0, 16)}...)`],
    [
      'Test config',
      meta.testConfig
        ? `${meta.testConfig.id}, version ${meta.testConfig.version}`
        : 'not stored (made from the files)',
    ],
    ['Revision, date', `${meta.revision ?? '-'}, ${meta.date ?? '-'}`],
    ['Engine', `Studio fixture engine ${meta.engineVersion}`],
    ['Probe side', `${design.probeSide}${design.bothSides ? ' and the other side (lid probes)' : ''}`],
    ['Kit', design.kit ? `${design.kit.partNumber} - ${design.kit.name}` : 'none fits (see findings)'],
    [
      'Probes',
      `${design.probes.length}, guide pins ${design.guidePins.length}, pressure pins ${design.pressurePins.length}`,
    ],
    [
      'Probe force',
      `${design.totalForceN.toFixed(1)} N at working travel; hold-down ${design.holdDownForceN === null ? 'unknown' : `${design.holdDownForceN} N`}`,
    ],
    ['Price', priced.totals.map((t) => formatUnitPrice(t.amount, t.currency)).join(' + ') || '-'],
    ['Lead time', priced.leadTimeDays === null ? '-' : `${priced.leadTimeDays} days (longest line)`],
  ];
  let y = M + 50;
  for (const [k, v] of facts) {
    line(doc, k, M, y, 90, { color: MUTED, size: 9 });
    line(doc, v, M + 95, y, 600, { size: 9 });
    y += 13;
  }
  y += 8;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#212529')
    .text(toWinAnsi(FRAME_NOTE), M, y, { width: PAGE.width - 2 * M });
  y = doc.y + 12;
  line(doc, 'Plates', M, y, 300, { bold: true, size: 11 });
  y += 16;
  for (const plate of design.plates) {
    const frame = plateFrame(plate);
    line(
      doc,
      `${plate.name} (${plate.role}): ${plate.holes.length} holes, ${plate.pockets.length} pockets, ${formatNumber(plate.thicknessMm)} mm; ${frame.mirroredX ? 'mirrored in X' : 'not mirrored'}`,
      M,
      y,
      PAGE.width - 2 * M,
      { size: 8.5 },
    );
    y += 12;
  }
  // The hold-down block (decision 0070): its size, contact and force balance; its drawing is a plate sheet.
  if (design.holdDownBlock) {
    y += 8;
    for (const [i, text] of holdDownBlockSummaryLines(design.holdDownBlock).entries()) {
      line(doc, text.trim(), M, y, PAGE.width - 2 * M, { size: i === 0 ? 9.5 : 8.5, bold: i === 0 });
      y += 12;
    }
    const balance = design.findings.find((f) => f.rule === 'hold-down');
    if (balance) {
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#212529')
        .text(toWinAnsi(balance.message), M, y, { width: PAGE.width - 2 * M });
      y = doc.y + 4;
    }
  }
  y += 8;
  line(doc, 'Fixture findings', M, y, 300, { bold: true, size: 11 });
  y += 16;
  const findings = design.findings.filter((f) => f.severity !== 'pass');
  if (findings.length === 0) line(doc, 'None: every fixture check passes.', M, y, 600, { size: 8.5 });
  for (const f of findings) {
    // Every finding is listed: a full page continues on the next (nothing stops silently).
    if (y > PAGE.height - M - FOOT - 12) {
      doc.addPage();
      line(doc, 'Fixture findings (continued)', M, M, 300, { bold: true, size: 11 });
      y = M + 16;
    }
    line(doc, `${f.severity.toUpperCase()} ${f.rule}: ${f.message}`, M, y, PAGE.width - 2 * M, {
      size: 8.5,
      color: f.severity === 'fail' ? FAIL : '#212529',
    });
    y += 11;
  }
}

/** The stack-up sheet: the cross-section, per-class travel table, gaps and pins, and where each figure comes from. */
function stackPage(doc: Doc, design: FixtureDesign, section: StackSection) {
  const s = design.stackup;
  if (!s) return;
  doc.addPage();
  const title = "Stack-up (mm, Z up from the board's bottom face, fixture closed)";
  line(doc, title, M, M, PAGE.width - 2 * M, { bold: true, size: 12 });
  drawSection(doc, section, { x: M, y: M + 22, w: 360, h: 230 }, null);
  let y = M + 22;
  const x = M + 390;
  const w = PAGE.width - M - x;
  for (const l of stackupSummaryLines({ ...s, probeClasses: [], findings: [] }).slice(1)) {
    doc.font('Helvetica').fontSize(7).fillColor('#212529').text(toWinAnsi(l.trim()), x, y, { width: w });
    y = doc.y + 2;
  }
  y = Math.max(y, M + 22 + 250) + 8;
  const classTitle = 'Probe classes: receptacle set, set height and travel';
  line(doc, classTitle, M, y, 500, { bold: true, size: 9 });
  y = pagedTable(
    doc,
    PAGE_BODY,
    classTitle,
    [
      { header: 'Class', width: 40 },
      { header: 'Side', width: 40 },
      { header: 'Qty', width: 30, align: 'right' },
      { header: 'Probe / receptacle', width: 110 },
      { header: 'Stroke', width: 40, align: 'right' },
      { header: 'Rated', width: 38, align: 'right' },
      { header: 'Set height', width: 50, align: 'right' },
      { header: 'Receptacle set', width: 90, align: 'right' },
      { header: 'Press fit', width: 45, align: 'right' },
      { header: 'Travel (min-max)', width: 85, align: 'right' },
      { header: 'Window', width: 70, align: 'right' },
      { header: 'Force', width: 40, align: 'right' },
      { header: 'Open clear.', width: 50, align: 'right' },
    ],
    s.probeClasses.map((c) => [
      c.probeClass,
      c.side,
      String(c.count),
      `${c.probePart ?? '-'} / ${c.receptaclePart ?? 'press-fit'}`,
      formatNumber(c.fullStrokeMm),
      formatNumber(c.ratedTravelMm),
      formatNumber(c.setHeightMm),
      c.receptaclePart
        ? c.counterboreMm > 0
          ? `counterbore ${formatNumber(c.counterboreMm)}`
          : `${formatNumber(c.receptacleSetMm)} above face`
        : `pressed ${formatNumber(c.receptacleSetMm)}`,
      formatNumber(c.pressEngagementMm),
      `${formatNumber(c.travelMm)} (${formatNumber(c.travelMinMm)}-${formatNumber(c.travelMaxMm)})`,
      `${formatNumber(c.travelLimitMinMm)}-${formatNumber(c.travelLimitMaxMm)}`,
      `${formatNumber(c.forceAtTravelN)} N`,
      c.openClearanceMm === null ? 'lid' : formatNumber(c.openClearanceMm),
    ]),
    y + 14,
  );
  const findings = s.findings;
  if (findings.length) {
    y += 6;
    for (const f of findings) {
      if (y > PAGE.height - M - FOOT) {
        doc.addPage();
        y = M;
      }
      line(doc, `${f.severity.toUpperCase()} ${f.rule}: ${f.message}`, M, y, PAGE.width - 2 * M, {
        size: 7.5,
        color: f.severity === 'fail' ? FAIL : '#212529',
      });
      y += 10;
    }
  }
  const srcTitle = 'Where the stack-up figures come from';
  if (y > PAGE.height - M - FOOT - 40) {
    doc.addPage();
    y = M;
  }
  line(doc, srcTitle, M, y + 6, 500, { bold: true, size: 9 });
  pagedTable(
    doc,
    PAGE_BODY,
    srcTitle,
    [
      { header: 'Item', width: 220 },
      { header: 'Value', width: 170 },
      { header: 'Source', width: PAGE.width - 2 * M - 390 },
    ],
    s.sources.map((r) => [r.item, r.value, r.source]),
    y + 20,
  );
}

/** One plate's drawing sheet: the dimensioned plate, its hole table by tool, the stack's section with this plate marked, the notes. */
function platePage(doc: Doc, d: PlateDrawing, section: StackSection) {
  doc.addPage();
  line(doc, d.name, M, M, 500, { bold: true, size: 13 });
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(toWinAnsi(d.frame.note), M, M + 16, { width: PAGE.width - 2 * M });
  const top = doc.y + 6;
  const tableW = 250;
  const box = { x: M, y: top, w: PAGE.width - 2 * M - tableW - 14, h: PAGE.height - M - FOOT - top };
  drawPlate(doc, d, box);
  const tx = PAGE.width - M - tableW;
  let y = holeTable(doc, d, tx, top, tableW);
  drawSection(doc, section, { x: tx, y: y + 4, w: tableW, h: 120 }, d.role);
  y += 140;
  for (const note of d.notes) {
    doc.font('Helvetica').fontSize(6.5).fillColor('#212529').text(toWinAnsi(note), tx, y, { width: tableW });
    y = doc.y + 2;
  }
}

/** Every pocket of every plate, paginated (none is left out). */
function pocketList(doc: Doc, drawings: PlateDrawing[]) {
  for (const d of drawings) {
    if (d.pocketTable.length === 0) continue;
    doc.addPage();
    const title = `${d.name}: pocket table, ${d.pocketTable.length} pockets (mm from datum A / B; depth from the board-facing face)`;
    line(doc, title, M, M, PAGE.width - 2 * M, { bold: true, size: 10 });
    pagedTable(
      doc,
      PAGE_BODY,
      title,
      [
        { header: 'Pocket', width: 50 },
        { header: 'Clears', width: 140 },
        { header: 'Purpose', width: 140 },
        { header: 'Depth', width: 90 },
        { header: 'X from .. to', width: 150 },
        { header: 'Y from .. to', width: 150 },
      ],
      d.pocketTable,
      M + 18,
    );
  }
}

/** The title strip on every page: DUT, revision, config version, date, sheet n of m. */
function titleStrips(doc: Doc, meta: PackageMeta) {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = 0; i < total; i++) {
    doc.switchToPage(range.start + i);
    const y = PAGE.height - M - 16;
    doc
      .rect(M, y - 3, PAGE.width - 2 * M, 18)
      .lineWidth(0.5)
      .stroke('#212529');
    const cells: [string, string, number][] = [
      ['DUT', meta.boardName, 200],
      ['Revision', meta.revision ?? '-', 90],
      [
        'Config version',
        meta.testConfig ? `${meta.testConfig.id} v${meta.testConfig.version}` : 'not stored',
        170,
      ],
      ['Date', meta.date ?? '-', 100],
      ['Engine', meta.engineVersion, 100],
      ['Sheet', `${i + 1} of ${total}`, 80],
    ];
    let x = M + 4;
    for (const [k, v, w] of cells) {
      line(doc, k, x, y - 1, w - 6, { size: 5.5, color: MUTED });
      line(doc, v, x, y + 5.5, w - 6, { size: 7.5, bold: true });
      x += w;
    }
  }
}

function holeList(doc: Doc, design: FixtureDesign) {
  for (const plate of design.plates) {
    doc.addPage();
    const frame = plateFrame(plate);
    const title = `${plate.name}: hole list (${frame.mirroredX ? 'mirrored in X' : 'not mirrored'}, mm from the plate origin)`;
    line(doc, title, M, M, PAGE.width - 2 * M, { bold: true, size: 10 });
    const tools = drillTools(plate);
    const rows = tools.flatMap((t) =>
      t.holes.map((hole) => {
        const p = toFrame(frame, hole);
        return [
          `T${t.number}`,
          mm(t.diameterMm),
          hole.ref,
          displayNetName(hole.label),
          mm(p.x),
          mm(p.y),
          hole.purpose,
        ];
      }),
    );
    pagedTable(
      doc,
      PAGE_BODY,
      title,
      [
        { header: 'Tool', width: 40 },
        { header: 'Dia. mm', width: 55, align: 'right' },
        { header: 'Ref', width: 60 },
        { header: 'Label', width: 110 },
        { header: 'X mm', width: 70, align: 'right' },
        { header: 'Y mm', width: 70, align: 'right' },
        { header: 'Purpose', width: 150 },
      ],
      rows,
      M + 18,
    );
  }
}

function wiringList(doc: Doc, design: FixtureDesign) {
  doc.addPage();
  const title = `Wiring list (x, y: board top view, mm; wire: AWG, IEC 60757 colour, cut length) — station ${design.interface.station.name}`;
  const rows = new Map(design.interface.rows.map((r) => [r.probe, r]));
  line(doc, title, M, M, 600, { bold: true, size: 10 });
  pagedTable(
    doc,
    PAGE_BODY,
    title,
    [
      { header: 'Probe', width: 42 },
      { header: 'Test point', width: 70 },
      { header: 'Net', width: 110 },
      { header: 'Side', width: 38 },
      { header: 'X', width: 50, align: 'right' },
      { header: 'Y', width: 50, align: 'right' },
      { header: 'Receptacle', width: 68 },
      { header: 'Wire', width: 92 },
      { header: 'Pin', width: 62 },
      { header: 'Channel', width: 88 },
    ],
    design.probes.map((p) => {
      const r = rows.get(p.id);
      const w = r?.wire;
      return [
        p.id,
        p.label,
        p.net === null ? '-' : displayNetName(p.net),
        p.side,
        mm(p.x),
        mm(p.y),
        p.receptaclePart ?? '-',
        w ? `${w.awg} AWG ${w.colour} ${w.lengthMm} mm` : '-',
        p.connector ? `${p.connector}.${p.pin}` : 'no channel',
        r?.channel ? `${r.channel.id}${r.function === 'signal' ? '' : ` (${r.function})`}` : '-',
      ];
    }),
    M + 18,
  );
}

function bomPages(doc: Doc, priced: PricedBom) {
  doc.addPage();
  const title = 'Bill of materials';
  line(doc, title, M, M, 600, { bold: true, size: 10 });
  const money = (v: number | null) => (v === null ? 'not in catalog' : v.toFixed(2));
  const rows = priced.lines.map((l) => [
    l.group,
    l.partNumber,
    l.description,
    String(l.quantity),
    money(l.unitPrice),
    l.currency ?? '',
    money(l.extendedPrice),
    l.leadTimeDays === null ? '-' : `${l.leadTimeDays} d`,
  ]);
  for (const t of priced.totals)
    rows.push([
      'total',
      '',
      '',
      '',
      '',
      t.currency,
      t.amount.toFixed(2),
      priced.leadTimeDays === null ? '-' : `${priced.leadTimeDays} d`,
    ]);
  pagedTable(
    doc,
    PAGE_BODY,
    title,
    [
      { header: 'Group', width: 75 },
      { header: 'Part number', width: 85 },
      { header: 'Description', width: 300 },
      { header: 'Qty', width: 40, align: 'right' },
      { header: 'Unit', width: 70, align: 'right' },
      { header: 'Cur.', width: 35 },
      { header: 'Extended', width: 75, align: 'right' },
      { header: 'Lead time', width: 55, align: 'right' },
    ],
    rows,
    M + 18,
  );
}

/**
 * The assembly PDF of a fixture (PRODUCT.md §6): first line the status (a failing rule is said
 * first), the frame note, a drawing and hole table per plate in its stated frame, the hole lists,
 * the wiring list and the priced BOM. A4 landscape, standard fonts.
 */
export async function renderFixtureAssemblyPdf(
  design: FixtureDesign,
  priced: PricedBom,
  meta: PackageMeta,
): Promise<Uint8Array> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // Pages are kept until the end so each gets its "sheet n of m".
    bufferPages: true,
    info: {
      Title: toWinAnsi(`Fixture assembly - ${meta.boardName}`),
      Subject: statusLine(meta),
      Creator: 'Studio',
      CreationDate: new Date(0),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const drawingMeta = {
    boardName: meta.boardName,
    revision: meta.revision ?? null,
    testConfig: meta.testConfig,
    date: meta.date ?? null,
  };
  const drawings = design.plates.map((plate) => plateDrawing(design, plate, drawingMeta));
  const section = stackSection(design);
  firstPage(doc, design, priced, meta);
  stackPage(doc, design, section);
  for (const d of drawings) platePage(doc, d, section);
  pocketList(doc, drawings);
  holeList(doc, design);
  wiringList(doc, design);
  bomPages(doc, priced);
  titleStrips(doc, meta);
  doc.end();
  return done;
}
