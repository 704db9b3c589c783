import type { DftFinding } from '@studio/api';
import { type Board, renderBoardSvg, type Side } from '@studio/core';

/** Finding colours on the static plot (print-safe, as the viewer's severity colours in light mode). */
const COLOURS = { fail: '#e03131', warning: '#f08c00' } as const;

/** Most markers drawn on a plot: past this a printed plot is a solid smear anyway. */
export const MAX_PLOT_MARKERS = 5000;

/**
 * SVG elements marking the located warnings and fails seen from `side` (core's drawing frame: mm,
 * +Y down, x mirrored from the bottom), warnings under fails, at most `MAX_PLOT_MARKERS`.
 */
export function findingCircles(findings: readonly DftFinding[], side: Side, radiusMm: number): string {
  const mirror = side === 'top' ? 1 : -1;
  const shown = findings.filter(
    (f) =>
      f.severity !== 'pass' && f.location !== null && (f.location.side === null || f.location.side === side),
  );
  const ordered = [
    ...shown.filter((f) => f.severity === 'warning'),
    ...shown.filter((f) => f.severity === 'fail'),
  ].slice(-MAX_PLOT_MARKERS);
  const r = radiusMm.toFixed(3);
  const stroke = (radiusMm / 4).toFixed(3);
  const circles = ordered.map((f) => {
    const colour = COLOURS[f.severity as 'fail' | 'warning'];
    const x = (mirror * f.location!.x).toFixed(3);
    const y = (-f.location!.y).toFixed(3);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="0.85"/>`;
  });
  return `<g class="findings" stroke="#fff" stroke-width="${stroke}">${circles.join('')}</g>`;
}

/** Marker radius for a board of this size: visible on a printed page, small beside the board. */
export const plotMarkerRadius = (dimensions: { width: number; height: number } | null): number =>
  Math.max(0.25, Math.max(dimensions?.width ?? 0, dimensions?.height ?? 0) / 70);

/**
 * The summary's static board plot: core's SVG drawing of the board from `side`, with the report's
 * findings on top. A self-contained SVG document (shown through an <img>, so nothing in it runs).
 */
export function summaryPlotSvg(
  board: Board,
  side: Side,
  findings: readonly DftFinding[],
  dimensions: { width: number; height: number } | null,
): string {
  const svg = renderBoardSvg(board, { side, farSide: 'faint', legend: true });
  const marks = findingCircles(findings, side, plotMarkerRadius(dimensions));
  const end = svg.lastIndexOf('</svg>');
  return `${svg.slice(0, end)}${marks}</svg>`;
}

/** A data URL of an SVG document (for <img src>). */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
