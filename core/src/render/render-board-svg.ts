import type { Board, Side, TestPoint, TestPointKind } from '../board/model';
import { legendEntries, renderLabel, renderLegend } from './svg-legend';
import { layoutDrawing, type SvgLayout } from './svg-layout';
import { FAR_SIDE_OPACITY, KIND_COLOURS, PALETTE } from './svg-palette';
import { circleElement, padDrillElement, padElement, ringPath } from './svg-shapes';
import { SvgWriter } from './svg-writer';
import { boardExtent, fmt, isNearSide, type SvgView, svgExtent, viewFrom } from './svg-view';

export interface BoardSvgOptions {
  /** The side the board is looked at from. 'bottom' mirrors the drawing left-right (x → −x). */
  side: Side;
  /**
   * What to do with copper on the other side: 'faint' (default) draws it grey and translucent under
   * everything else, so the reader keeps their bearings; 'omit' leaves it out. Holes go through the
   * board and are always drawn; test-point candidates are drawn only when reachable from `side`.
   */
  farSide?: 'faint' | 'omit';
  /** Draw the legend below the board (default true). */
  legend?: boolean;
  /** Text appended to the side label, e.g. the board name. Escaped. */
  title?: string;
  /** Pixel width of the SVG element; by default width and height are the drawing's size in mm (1:1 print). */
  widthPx?: number;
}

/** Label of a view: the bottom view says it is mirrored. */
export const sideLabel = (side: Side): string => (side === 'top' ? 'Top' : 'Bottom (mirrored)');

const KINDS: TestPointKind[] = ['testpoint', 'through-hole', 'via', 'smd'];

/**
 * Draws a board as a self-contained SVG document, seen from `options.side`.
 *
 * Input: the board model (mm, top view, +Y up). Output: SVG whose user units are mm (viewBox), +Y
 * down; from the bottom the drawing is mirrored (x → −x) and labelled "Bottom (mirrored)". Pure
 * string building: no DOM, safe in workers and the browser.
 */
export function renderBoardSvg(board: Board, options: BoardSvgOptions): string {
  const view = viewFrom(options.side);
  const farSide = options.farSide ?? 'faint';
  const shownPoints = board.testPoints.filter((tp) => isNearSide(view, tp.side));
  const counts = countByKind(shownPoints);
  const label = options.title ? `${sideLabel(options.side)} — ${options.title}` : sideLabel(options.side);
  const legend = options.legend === false ? [] : legendEntries(counts, farSide === 'faint');
  const layout = layoutDrawing(
    svgExtent(view, boardExtent(board)),
    label,
    legend.map((e) => e.label),
  );
  const out = new SvgWriter();
  out.push(openSvg(layout, options.widthPx));
  out.push(drawOutline(view, board, layout));
  if (farSide === 'faint') drawFarSide(out, view, board, layout);
  drawBodies(out, view, board, layout, 'near');
  drawCopper(out, view, board);
  drawDrills(out, view, board, layout);
  drawTestPoints(out, view, shownPoints, layout);
  out.push(renderLabel(layout, label));
  if (legend.length > 0) out.push(renderLegend(layout, legend));
  out.push('</svg>');
  return out.toString();
}

function countByKind(points: TestPoint[]): Record<TestPointKind, number> {
  const counts: Record<TestPointKind, number> = { testpoint: 0, 'through-hole': 0, via: 0, smd: 0 };
  for (const tp of points) counts[tp.kind]++;
  return counts;
}

function openSvg(layout: SvgLayout, widthPx: number | undefined): string {
  const { x, y, width, height } = layout.viewBox;
  const size =
    widthPx === undefined
      ? `width="${fmt(width)}mm" height="${fmt(height)}mm"`
      : `width="${fmt(widthPx)}" height="${fmt((widthPx * height) / width)}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${fmt(x)} ${fmt(y)} ${fmt(width)} ${fmt(height)}" ${size}>`,
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" fill="${PALETTE.background}"/>`,
  ].join('\n');
}

function drawOutline(view: SvgView, board: Board, layout: SvgLayout): string {
  const paths = board.outline.map(
    (poly) => `<path d="${[poly.outer, ...poly.holes].map((r) => ringPath(view, r)).join('')}"/>`,
  );
  return `<g class="outline" fill="${PALETTE.substrate}" fill-rule="evenodd" stroke="${PALETTE.outline}" stroke-width="${fmt(layout.strokeMm)}" stroke-linejoin="round">\n${paths.join('\n')}\n</g>`;
}

function drawFarSide(out: SvgWriter, view: SvgView, board: Board, layout: SvgLayout): void {
  out.push(`<g class="far-side" fill="${PALETTE.farCopper}" opacity="${FAR_SIDE_OPACITY}">`);
  for (const pad of board.pads) if (!isNearSide(view, pad.side)) out.push(padElement(view, pad));
  for (const via of board.vias) {
    if (!isNearSide(view, via.side)) out.push(circleElement(view, via.x, via.y, via.diameterMm / 2));
  }
  drawBodies(out, view, board, layout, 'far');
  out.push('</g>');
}

/** Component body outlines of one side: 'near' = the side looked at, 'far' = the other. */
function drawBodies(
  out: SvgWriter,
  view: SvgView,
  board: Board,
  layout: SvgLayout,
  which: 'near' | 'far',
): void {
  const cls = which === 'near' ? 'bodies' : 'far-bodies';
  out.push(
    `<g class="${cls}" fill="none" stroke="${PALETTE.body}" stroke-width="${fmt(layout.strokeMm / 2)}">`,
  );
  for (const c of board.components) {
    const near = c.side === view.side;
    if (c.body && c.body.length >= 3 && near === (which === 'near'))
      out.push(`<path d="${ringPath(view, c.body)}"/>`);
  }
  out.push('</g>');
}

function drawCopper(out: SvgWriter, view: SvgView, board: Board): void {
  out.push(`<g class="copper" fill="${PALETTE.copper}">`);
  for (const pad of board.pads) if (isNearSide(view, pad.side)) out.push(padElement(view, pad));
  for (const via of board.vias) {
    if (isNearSide(view, via.side)) out.push(circleElement(view, via.x, via.y, via.diameterMm / 2));
  }
  out.push('</g>');
}

function drawDrills(out: SvgWriter, view: SvgView, board: Board, layout: SvgLayout): void {
  out.push(
    `<g class="drills" fill="${PALETTE.drill}" stroke="${PALETTE.drillEdge}" stroke-width="${fmt(layout.strokeMm / 2)}">`,
  );
  for (const pad of board.pads) {
    const drill = isNearSide(view, pad.side) ? padDrillElement(view, pad) : '';
    if (drill) out.push(drill);
  }
  for (const via of board.vias) {
    if (isNearSide(view, via.side)) out.push(circleElement(view, via.x, via.y, via.drillMm / 2));
  }
  // A slot in the hole list has no orientation in the model: it is drawn as its round width.
  for (const hole of board.holes) out.push(circleElement(view, hole.x, hole.y, hole.diameterMm / 2));
  out.push('</g>');
}

/** Smallest marker radius (mm), so that candidates on tiny pads stay visible. */
const MIN_MARKER_RADIUS_MM = 0.2;

/** The candidates grouped by kind, then covered or not (one group per legend entry). */
function groupTestPoints(points: TestPoint[]): Map<string, TestPoint[]> {
  const groups = new Map<string, TestPoint[]>();
  for (const kind of KINDS) for (const covered of [false, true]) groups.set(`${kind}|${covered}`, []);
  for (const tp of points) groups.get(`${tp.kind}|${tp.covered}`)?.push(tp);
  return groups;
}

function drawTestPoints(out: SvgWriter, view: SvgView, points: TestPoint[], layout: SvgLayout): void {
  const stroke = layout.strokeMm;
  for (const [key, group] of groupTestPoints(points)) {
    if (group.length === 0) continue;
    const [kind, coveredText] = key.split('|') as [TestPointKind, string];
    const covered = coveredText === 'true';
    const dash = covered ? ` stroke-dasharray="${fmt(stroke * 3)} ${fmt(stroke * 2)}"` : '';
    out.push(
      `<g class="tp-${kind}${covered ? ' tp-covered' : ''}" fill="none" stroke="${KIND_COLOURS[kind]}" stroke-width="${fmt(stroke * 1.5)}"${dash}>`,
    );
    for (const tp of group) {
      const r = Math.max(tp.sizeMm / 2, MIN_MARKER_RADIUS_MM) + stroke * 1.5;
      out.push(circleElement(view, tp.x, tp.y, r));
    }
    out.push('</g>');
  }
}
