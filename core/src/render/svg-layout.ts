import type { BBox } from '../geometry/bbox';

/** Where things go in the drawing (SVG user space: mm, +Y down). */
export interface SvgLayout {
  /** The board's own extent in SVG space. */
  board: BBox;
  /** The whole drawing: label band above the board, legend band below it. */
  viewBox: { x: number; y: number; width: number; height: number };
  /** Text height (mm), scaled to the board so labels stay legible at any zoom that shows the board. */
  textMm: number;
  /** Outline stroke width (mm). */
  strokeMm: number;
  marginMm: number;
  /** Top of the legend band (SVG y, mm). */
  legendY: number;
  /** Width of one legend column (mm). */
  legendColumnMm: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Rough advance of one character of sans-serif text, as a fraction of the text height. */
const CHAR_ADVANCE = 0.6;

/**
 * Lays out a drawing around the board's SVG-space extent. `legendLabels` are the legend texts (two
 * columns); `labelText` the side label drawn above the board.
 */
export function layoutDrawing(board: BBox, labelText: string, legendLabels: string[]): SvgLayout {
  const w = board.maxX - board.minX;
  const h = board.maxY - board.minY;
  const extent = Math.max(w, h, 1);
  const textMm = clamp(extent / 40, 0.5, 8);
  const strokeMm = clamp(extent / 800, 0.02, 0.4);
  const marginMm = Math.max(extent * 0.03, textMm);
  const longest = legendLabels.reduce((m, l) => Math.max(m, l.length), 0);
  const legendColumnMm = (longest * CHAR_ADVANCE + 2.5) * textMm;
  const legendRows = Math.ceil(legendLabels.length / 2);
  const labelBand = textMm * 2.2;
  const legendBand = legendRows > 0 ? legendRows * textMm * 1.6 + textMm : 0;
  const labelWidth = labelText.length * CHAR_ADVANCE * textMm * 1.3;
  const contentWidth = Math.max(w, legendRows > 0 ? 2 * legendColumnMm : 0, labelWidth);
  const x = board.minX - marginMm;
  const y = board.minY - marginMm - labelBand;
  return {
    board,
    viewBox: { x, y, width: contentWidth + 2 * marginMm, height: h + 2 * marginMm + labelBand + legendBand },
    textMm,
    strokeMm,
    marginMm,
    legendY: board.maxY + marginMm,
    legendColumnMm,
  };
}
