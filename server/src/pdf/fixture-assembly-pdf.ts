import {
  drillTools,
  formatUnitPrice,
  type FileFrame,
  type FixtureDesign,
  HOLE_COLOURS,
  type PackageMeta,
  type Plate,
  type PricedBom,
  plateFrame,
  statusLine,
  toFrame,
} from '@studio/core';
import { loadPdfKit } from './load-pdfkit';
import { line, pagedTable } from './pdf-table';
import { toWinAnsi } from './win-ansi';

type Doc = PDFKit.PDFDocument;

// A4 landscape: the plate drawings are wider than tall.
const PAGE = { width: 841.89, height: 595.28, margin: 32 };
const M = PAGE.margin;
const MUTED = '#6c757d';
const FAIL = '#c92a2a';

const mm = (v: number) => v.toFixed(3);

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
      `${plate.name} (${plate.role}): ${plate.holes.length} holes, ${plate.pockets.length} pockets, ${plate.thicknessMm} mm; ${frame.mirroredX ? 'mirrored in X' : 'not mirrored'}`,
      M,
      y,
      PAGE.width - 2 * M,
      { size: 8.5 },
    );
    y += 12;
  }
  y += 8;
  line(doc, 'Fixture findings', M, y, 300, { bold: true, size: 11 });
  y += 16;
  const findings = design.findings.filter((f) => f.severity !== 'pass');
  if (findings.length === 0) line(doc, 'None: every fixture check passes.', M, y, 600, { size: 8.5 });
  for (const f of findings) {
    if (y > PAGE.height - M - 12) break;
    line(doc, `${f.severity.toUpperCase()} ${f.rule}: ${f.message}`, M, y, PAGE.width - 2 * M, {
      size: 8.5,
      color: f.severity === 'fail' ? FAIL : '#212529',
    });
    y += 11;
  }
}

function platePage(doc: Doc, design: FixtureDesign, plate: Plate) {
  doc.addPage();
  const frame = plateFrame(plate);
  line(doc, plate.name, M, M, 500, { bold: true, size: 14 });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(toWinAnsi(frame.note), M, M + 18, { width: PAGE.width - 2 * M });
  const top = doc.y + 8;
  const tableW = 230;
  const box = { x: M, y: top, w: PAGE.width - 2 * M - tableW - 12, h: PAGE.height - M - top };
  drawPlate(doc, plate, frame, design, box);
  let y = top;
  const tx = PAGE.width - M - tableW;
  line(doc, 'Hole table', tx, y, tableW, { bold: true, size: 10 });
  y += 14;
  for (const t of drillTools(plate)) {
    doc.circle(tx + 4, y + 3.5, 3.5).fill(HOLE_COLOURS[t.holes[0]!.purpose]);
    line(
      doc,
      `T${t.number}  dia. ${mm(t.diameterMm)} mm  x ${t.holes.length}  ${[...new Set(t.holes.map((h) => h.purpose))].join(', ')}`,
      tx + 12,
      y,
      tableW - 12,
      { size: 7.5 },
    );
    y += 11;
  }
  for (const p of plate.pockets) {
    if (y > PAGE.height - M - 10) break;
    line(
      doc,
      `${p.purpose} ${p.ref}: ${p.depthMm === null ? 'through' : `depth ${p.depthMm} mm`}`,
      tx,
      y,
      tableW,
      { size: 7.5 },
    );
    y += 10;
  }
}

/** The plate in its drawing frame, scaled into the box (PDF y down, so file y is flipped). */
function drawPlate(
  doc: Doc,
  plate: Plate,
  frame: FileFrame,
  design: FixtureDesign,
  box: { x: number; y: number; w: number; h: number },
) {
  const outline = plate.outline.map((p) => toFrame(frame, p));
  const w = Math.max(...outline.map((p) => p.x));
  const h = Math.max(...outline.map((p) => p.y));
  const s = Math.min(box.w / w, box.h / h);
  const X = (x: number) => box.x + x * s;
  const Y = (y: number) => box.y + (h - y) * s;
  const ring = (pts: { x: number; y: number }[]) => {
    for (const [i, p] of pts.entries()) {
      if (i === 0) doc.moveTo(X(p.x), Y(p.y));
      else doc.lineTo(X(p.x), Y(p.y));
    }
    doc.closePath();
  };
  ring(outline);
  doc.lineWidth(0.6).fillAndStroke('#e9ecef', '#343a40');
  for (const p of plate.pockets) {
    ring(p.ring.map((q) => toFrame(frame, q)));
    doc.lineWidth(0.4).fillAndStroke(p.depthMm === null ? '#ffffff' : '#ced4da', '#495057');
  }
  for (const r of design.board.outline) {
    ring(r.map((q) => toFrame(frame, q)));
    doc.lineWidth(0.4).dash(2, { space: 1.5 }).stroke('#2f4f2f').undash();
  }
  const labels = plate.holes.length <= 400;
  for (const hole of plate.holes) {
    const c = toFrame(frame, hole);
    doc.circle(X(c.x), Y(c.y), Math.max((hole.diameterMm / 2) * s, 0.6)).fill(HOLE_COLOURS[hole.purpose]);
    if (labels && hole.label)
      line(doc, hole.label, X(c.x) + (hole.diameterMm / 2) * s + 1, Y(c.y) - 2.5, 40, { size: 4.5 });
  }
  line(doc, `origin (0, 0) = board (${frame.origin.x}, ${frame.origin.y})`, X(0) + 2, Y(0) - 8, 200, {
    size: 6,
    color: MUTED,
  });
  doc.circle(X(0), Y(0), 1.5).fill('#212529');
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
        return [`T${t.number}`, mm(t.diameterMm), hole.ref, hole.label, mm(p.x), mm(p.y), hole.purpose];
      }),
    );
    pagedTable(
      doc,
      PAGE,
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
    PAGE,
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
        p.net ?? '-',
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
    PAGE,
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
  firstPage(doc, design, priced, meta);
  for (const plate of design.plates) platePage(doc, design, plate);
  holeList(doc, design);
  wiringList(doc, design);
  bomPages(doc, priced);
  doc.end();
  return done;
}
