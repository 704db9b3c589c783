import { fillCircle } from './fill-circle';
import {
  formatFixed,
  formatNumber,
  HOLE_COLOURS,
  type PlateDrawing,
  scaleBarMm,
  type StackSection,
} from '@studio/core';
import { line } from './pdf-table';

type Doc = PDFKit.PDFDocument;
type Box = { x: number; y: number; w: number; h: number };

const MUTED = '#6c757d';
const DIM = '#1c7ed6';
const PT_PER_MM = 72 / 25.4;

/**
 * Paper scales a machinist reads (5:1, 2:1, 1:1, 1:2, 1:2.5, 1:5, 1:10, 1:20, 1:50), as denominators:
 * the largest that fits the box. The enlargements serve small parts such as a small board's hold-down
 * block (decision 0070).
 */
const SCALES = [0.2, 0.5, 1, 2, 2.5, 5, 10, 20, 50];

/** "1:5", or "2:1" for an enlargement. */
export const scaleText = (denom: number): string =>
  denom < 1 ? `${formatNumber(1 / denom)}:1` : `1:${formatNumber(denom)}`;

/**
 * One plate's dimensioned drawing on the current page, inside `box` (pt): the plate at a stated paper
 * scale, datum A (left edge) and B (bottom edge), ordinate dimensions from the datum, holes coloured by
 * purpose, pockets, the board outline dashed, a scale bar. Returns the scale's denominator.
 */
export function drawPlate(doc: Doc, d: PlateDrawing, box: Box): number {
  // Room for the dimension lines: 16 mm each side at the paper scale.
  const denom =
    SCALES.find(
      (k) => ((d.widthMm + 34) * PT_PER_MM) / k <= box.w && ((d.heightMm + 40) * PT_PER_MM) / k <= box.h,
    ) ?? 100;
  const s = PT_PER_MM / denom;
  const ox = box.x + 18 * s;
  // Centred in the box, with room for the dimensions above and the scale bar below.
  const oy = box.y + (box.h + (d.heightMm + 17 - 26) * s) / 2;
  const X = (x: number) => ox + x * s;
  const Y = (y: number) => oy - y * s;
  const ring = (pts: { x: number; y: number }[]) => {
    for (const [i, p] of pts.entries()) {
      if (i === 0) doc.moveTo(X(p.x), Y(p.y));
      else doc.lineTo(X(p.x), Y(p.y));
    }
    doc.closePath();
  };
  ring(d.outline);
  doc.lineWidth(0.7).fillAndStroke('#f1f3f5', '#212529');
  for (const k of d.pockets) {
    ring(k.ring);
    doc.lineWidth(0.3).fillAndStroke(k.depthMm === null ? '#ffffff' : '#ced4da', '#495057');
  }
  for (const r of d.boardOutline) {
    ring(r);
    doc.lineWidth(0.4).dash(2, { space: 1.5 }).stroke('#2f6f2f').undash();
  }
  for (const h of d.holes)
    fillCircle(doc, X(h.x), Y(h.y), Math.max((h.diameterMm / 2) * s, 0.5), HOLE_COLOURS[h.purpose]);
  // Datum and origin.
  doc.circle(X(0), Y(0), 1.8).fill('#212529');
  line(doc, 'A', X(0) - 12, Y(d.heightMm / 2) - 4, 10, { bold: true, size: 9 });
  line(doc, 'B', X(d.widthMm / 2), Y(0) + 3, 10, { bold: true, size: 9 });
  line(doc, '0,0', X(0) + 3, Y(0) + 2, 30, { size: 6, color: MUTED });
  doc.lineWidth(0.3).strokeColor(DIM);
  for (const dim of d.dimensions) {
    if (dim.axis === 'x') {
      const y = dim.offsetMm < 0 ? Y(0) - dim.offsetMm * s : Y(dim.offsetMm);
      const ext = dim.offsetMm < 0 ? Y(0) : Y(d.heightMm);
      doc.moveTo(X(dim.to), ext).lineTo(X(dim.to), y).moveTo(X(dim.from), y).lineTo(X(dim.to), y).stroke();
      line(doc, dim.text, X(dim.to) - 40, y - 8, 39, { size: 6, color: DIM, align: 'right' });
    } else {
      const x = dim.offsetMm < 0 ? X(0) + dim.offsetMm * s : X(dim.offsetMm);
      const ext = dim.offsetMm < 0 ? X(0) : X(d.widthMm);
      doc.moveTo(ext, Y(dim.to)).lineTo(x, Y(dim.to)).moveTo(x, Y(dim.from)).lineTo(x, Y(dim.to)).stroke();
      doc.save().rotate(-90, { origin: [x - 2, Y(dim.to)] });
      line(doc, dim.text, x - 2, Y(dim.to) - 7, 40, { size: 6, color: DIM });
      doc.restore();
    }
  }
  // Scale bar (the paper scale and a bar in mm).
  const bar = scaleBarMm(d.widthMm);
  const by = Math.min(box.y + box.h - 12, Y(0) + 22 * s + 10);
  doc.rect(X(0), by, (bar / 2) * s, 3).fill('#212529');
  doc
    .rect(X(bar / 2), by, (bar / 2) * s, 3)
    .lineWidth(0.4)
    .stroke('#212529');
  line(doc, '0', X(0) - 2, by + 4, 10, { size: 6 });
  line(doc, `${formatNumber(bar)} mm`, X(bar) - 20, by + 4, 40, { size: 6, align: 'center' });
  line(doc, `Scale ${scaleText(denom)} on A4`, X(bar) + 24, by - 1, 120, { size: 7, bold: true });
  return denom;
}

/** The hole table by tool (count, size, purpose, fit, depth), from y; returns the y under it. */
export function holeTable(doc: Doc, d: PlateDrawing, x: number, y: number, w: number): number {
  line(doc, 'Hole table (by tool)', x, y, w, { bold: true, size: 9 });
  y += 13;
  const cols = [28, 44, 26, w - 98];
  const head = ['Tool', 'Dia. mm', 'Qty', 'Purpose / fit / depth'];
  let cx = x;
  head.forEach((h, i) => {
    line(doc, h, cx, y, cols[i]! - 2, {
      bold: true,
      size: 6.5,
      align: i === 1 || i === 2 ? 'right' : 'left',
    });
    cx += cols[i]!;
  });
  y += 9;
  for (const r of d.holeTable) {
    doc
      .circle(x + 2, y + 3, 2)
      .fill(HOLE_COLOURS[d.holes.find((h) => h.tool === r.tool)?.purpose ?? 'probe']);
    line(doc, r.tool, x + 6, y, cols[0]! - 6, { size: 6.5 });
    line(doc, formatFixed(r.diameterMm, 3), x + cols[0]!, y, cols[1]! - 2, { size: 6.5, align: 'right' });
    line(doc, String(r.count), x + cols[0]! + cols[1]!, y, cols[2]! - 2, { size: 6.5, align: 'right' });
    const tx = x + cols[0]! + cols[1]! + cols[2]!;
    line(doc, `${r.purposes}; ${r.depth}`, tx, y, cols[3]!, { size: 6.5 });
    line(doc, r.fit, tx, y + 8, cols[3]!, { size: 5.5, color: MUTED });
    y += 18;
  }
  line(
    doc,
    `${d.holes.length} holes in ${d.holeTable.length} tools; ${d.pockets.length} pockets (pocket table on the next sheets)`,
    x,
    y,
    w,
    { size: 6.5, color: MUTED },
  );
  return y + 12;
}

/** The stack's cross-section in a box (pt): Z to scale, X schematic; dimensions on the right. */
export function drawSection(doc: Doc, sec: StackSection, box: Box, highlight: string | null): void {
  if (sec.boxes.length === 0) return;
  const span = sec.zMax - sec.zMin || 1;
  const k = Math.min((box.w * 0.5) / sec.width, box.h / span);
  const SX = (v: number) => box.x + v * k;
  const SZ = (z: number) => box.y + (sec.zMax - z) * k;
  const FILL: Record<string, string> = {
    plate: '#dee2e6',
    board: '#2b8a3e',
    receptacle: '#868e96',
    probe: '#c2255c',
    'pressure-pin': '#2f9e44',
    'guide-pin': '#1971c2',
  };
  for (const b of sec.boxes) {
    const hi = b.kind === 'plate' && highlight !== null && b.role === highlight;
    doc
      .rect(SX(b.x0), SZ(b.z1), (b.x1 - b.x0) * k, Math.max((b.z1 - b.z0) * k, 0.5))
      .lineWidth(hi ? 1.2 : 0.3)
      .fillAndStroke(hi ? '#ffe066' : FILL[b.kind]!, '#343a40');
  }
  for (const b of sec.boxes.filter((q) => q.kind === 'plate'))
    line(doc, b.label, SX(2), SZ(b.z1) + 1, sec.width * k - 4, { size: 5.5 });
  for (const dm of sec.dims) {
    const dx = SX(dm.x);
    doc.moveTo(dx, SZ(dm.z0)).lineTo(dx, SZ(dm.z1)).lineWidth(0.3).stroke(DIM);
    doc
      .moveTo(dx - 2, SZ(dm.z0))
      .lineTo(dx + 2, SZ(dm.z0))
      .moveTo(dx - 2, SZ(dm.z1))
      .lineTo(dx + 2, SZ(dm.z1))
      .stroke(DIM);
    line(doc, dm.text, dx + 4, (SZ(dm.z0) + SZ(dm.z1)) / 2 - 3, 90, { size: 5.5, color: DIM });
  }
  const parts = sec.boxes.filter((b) => b.kind !== 'plate' && b.kind !== 'receptacle').map((b) => b.label);
  line(
    doc,
    `Section, closed (Z to scale, mm up from the board's bottom face): ${parts.join('; ')}`,
    box.x,
    box.y + box.h + 3,
    box.w,
    { size: 5.5, color: MUTED },
  );
}
