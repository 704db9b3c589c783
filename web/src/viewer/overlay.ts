import { drawMarkerLabels, MARKER_RADIUS_PX } from './marker-labels';
import type { PlacedLabel } from './ref-labels';
import type { ScaleBar } from './scale-bar';
import type { ThemeColors } from './theme';
import type { Marker } from './types';
import { type ScreenPoint, type ViewTransform, toScreen } from './view-transform';

export { MARKER_RADIUS_PX };

export interface OverlayState {
  transform: ViewTransform;
  theme: ThemeColors;
  markers: Marker[];
  /** Ids of the markers whose label is shown (see labelledMarkers). */
  labelled: ReadonlySet<string>;
  /** Component references placed for this view (empty when zoomed out). */
  refLabels: readonly PlacedLabel[];
  scaleBar: ScaleBar | null;
  /** Measure line in board mm: from `a` to `b` (b = the cursor while rubber-banding). */
  measure: { a: { x: number; y: number }; b: { x: number; y: number }; label: string } | null;
}

export const FONT = '12px system-ui, sans-serif';
export const REF_FONT = '11px system-ui, sans-serif';

/**
 * Draws what sits above the board in screen space: component references (zoomed in), DFT / finding
 * markers with the labels of the hovered or selected ones, the measure line and the scale bar.
 * A small Canvas2D layer: these are few, need text, and change on their own schedule.
 */
export function drawOverlay(ctx: CanvasRenderingContext2D, dpr: number, s: OverlayState): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.textBaseline = 'middle';
  if (s.refLabels.length > 0) drawRefLabels(ctx, s);
  ctx.font = FONT;
  for (const m of s.markers) drawMarker(ctx, s, m);
  ctx.textAlign = 'left';
  drawMarkerLabels(ctx, s.theme, s.transform, s.markers, s.labelled);
  if (s.measure) drawMeasure(ctx, s);
  if (s.scaleBar) drawScaleBar(ctx, s);
}

const onScreen = (t: ViewTransform, q: ScreenPoint, pad: number): boolean =>
  q.x >= -pad && q.y >= -pad && q.x <= t.width + pad && q.y <= t.height + pad;

function drawRefLabels(ctx: CanvasRenderingContext2D, s: OverlayState): void {
  ctx.font = REF_FONT;
  ctx.textAlign = 'center';
  ctx.lineWidth = 3;
  ctx.strokeStyle = s.theme.inkHalo;
  ctx.fillStyle = s.theme.refLabel;
  for (const label of s.refLabels) {
    ctx.strokeText(label.text, label.x, label.y);
    ctx.fillText(label.text, label.x, label.y);
  }
  ctx.textAlign = 'left';
}

function drawMarker(ctx: CanvasRenderingContext2D, s: OverlayState, m: Marker): void {
  const q = toScreen(s.transform, m);
  if (!onScreen(s.transform, q, 20)) return;
  ctx.beginPath();
  ctx.arc(q.x, q.y, MARKER_RADIUS_PX, 0, 2 * Math.PI);
  ctx.fillStyle = m.color ?? s.theme.severity[m.severity ?? 'info'];
  ctx.globalAlpha = 0.85;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = s.labelled.has(m.id) ? 2.5 : 1.5;
  ctx.strokeStyle = s.labelled.has(m.id) ? s.theme.ink : s.theme.inkHalo;
  ctx.stroke();
}

function haloText(
  ctx: CanvasRenderingContext2D,
  theme: ThemeColors,
  text: string,
  x: number,
  y: number,
): void {
  ctx.lineWidth = 3;
  ctx.strokeStyle = theme.inkHalo;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = theme.ink;
  ctx.fillText(text, x, y);
}

function drawMeasure(ctx: CanvasRenderingContext2D, s: OverlayState): void {
  const m = s.measure!;
  const a = toScreen(s.transform, m.a);
  const b = toScreen(s.transform, m.b);
  ctx.strokeStyle = s.theme.measure;
  ctx.fillStyle = s.theme.measure;
  ctx.lineWidth = 1.5;
  ctx.setLineDash([6, 4]);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
  ctx.setLineDash([]);
  for (const q of [a, b]) {
    ctx.beginPath();
    ctx.arc(q.x, q.y, 3.5, 0, 2 * Math.PI);
    ctx.fill();
  }
  haloText(ctx, s.theme, m.label, (a.x + b.x) / 2 + 8, (a.y + b.y) / 2 - 10);
}

/** Bottom-left: a bar of a round length with end ticks, its length written above it. */
function drawScaleBar(ctx: CanvasRenderingContext2D, s: OverlayState): void {
  const bar = s.scaleBar!;
  const x0 = 12;
  const y = s.transform.height - 12;
  const x1 = x0 + bar.px;
  ctx.lineWidth = 4;
  ctx.strokeStyle = s.theme.inkHalo;
  ctx.beginPath();
  ctx.moveTo(x0, y - 5);
  ctx.lineTo(x0, y);
  ctx.lineTo(x1, y);
  ctx.lineTo(x1, y - 5);
  ctx.stroke();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = s.theme.ink;
  ctx.stroke();
  ctx.font = FONT;
  ctx.textAlign = 'center';
  haloText(ctx, s.theme, bar.label, (x0 + x1) / 2, y - 11);
  ctx.textAlign = 'left';
}

/** The marker drawn under screen point `at` (within its radius + `tolerancePx`), nearest first. */
export function markerAt(
  markers: Marker[],
  t: ViewTransform,
  at: ScreenPoint,
  tolerancePx: number,
): Marker | null {
  let best: Marker | null = null;
  let bestD = MARKER_RADIUS_PX + tolerancePx;
  for (const m of markers) {
    const q = toScreen(t, m);
    const d = Math.hypot(q.x - at.x, q.y - at.y);
    if (d <= bestD) {
      best = m;
      bestD = d;
    }
  }
  return best;
}
