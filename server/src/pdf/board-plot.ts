import type { DftAnalyzedTestPoint } from '@studio/api';
import type { Board, FindingSeverity } from '@studio/core';

/** A rectangle on the page (PDF points, y down). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const SEVERITY_COLOURS: Record<FindingSeverity, string> = {
  pass: '#2f9e44',
  warning: '#e8890c',
  fail: '#e03131',
};
export const GUIDE_PIN_COLOUR = '#1c7ed6';

type Doc = PDFKit.PDFDocument;

interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function extentOf(board: Board, points: DftAnalyzedTestPoint[]): Extent | null {
  const e = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (x: number, y: number) => {
    e.minX = Math.min(e.minX, x);
    e.maxX = Math.max(e.maxX, x);
    e.minY = Math.min(e.minY, y);
    e.maxY = Math.max(e.maxY, y);
  };
  for (const polygon of board.outline) for (const p of polygon.outer) add(p.x, p.y);
  if (board.outline.length === 0) for (const p of points) add(p.x, p.y);
  return e.minX <= e.maxX ? e : null;
}

/**
 * Draws the board outline, the guide pins and the selected test points coloured by their worst
 * finding, fitted into `box` with the board's aspect ratio. `mirrored` draws the board as seen from
 * below (X mirrored: the bottom side as the engineer holding the board turned over sees it). Returns
 * false when there is nothing to draw (no outline and no points).
 */
export function drawBoardPlot(
  doc: Doc,
  box: Box,
  board: Board,
  points: DftAnalyzedTestPoint[],
  worst: Map<string, FindingSeverity>,
  guideHoles: string[],
  mirrored = false,
): boolean {
  const extent = extentOf(board, points);
  if (!extent) return false;
  const pad = 6;
  const w = Math.max(extent.maxX - extent.minX, 1e-3);
  const h = Math.max(extent.maxY - extent.minY, 1e-3);
  const scale = Math.min((box.width - 2 * pad) / w, (box.height - 2 * pad) / h);
  const ox = box.x + (box.width - w * scale) / 2;
  const oy = box.y + (box.height - h * scale) / 2;
  // Board frame is +Y up; the page is +Y down.
  const px = (x: number) => ox + (mirrored ? extent.maxX - x : x - extent.minX) * scale;
  const py = (y: number) => oy + (extent.maxY - y) * scale;

  doc.save();
  doc.lineWidth(0.6).strokeColor('#495057');
  for (const polygon of board.outline) {
    for (const ring of [polygon.outer, ...polygon.holes]) {
      if (ring.length < 2) continue;
      doc.moveTo(px(ring[0]!.x), py(ring[0]!.y));
      for (const p of ring.slice(1)) doc.lineTo(px(p.x), py(p.y));
      doc.closePath();
    }
  }
  doc.stroke();

  const holes = new Map(board.holes.map((hole) => [hole.id as string, hole]));
  doc.lineWidth(0.8).strokeColor(GUIDE_PIN_COLOUR);
  for (const id of guideHoles) {
    const hole = holes.get(id);
    if (hole) doc.circle(px(hole.x), py(hole.y), Math.max(1.5, (hole.diameterMm / 2) * scale)).stroke();
  }

  // One filled path per colour, the worst drawn last (on top); squares keep the file small.
  const size = Math.min(3, Math.max(1.2, 0.9 * scale));
  for (const severity of ['pass', 'warning', 'fail'] as const) {
    const mine = points.filter((p) => (worst.get(p.id) ?? 'pass') === severity);
    if (mine.length === 0) continue;
    for (const p of mine) doc.rect(px(p.x) - size / 2, py(p.y) - size / 2, size, size);
    doc.fillColor(SEVERITY_COLOURS[severity]).fill();
  }
  doc.restore();
  return true;
}
