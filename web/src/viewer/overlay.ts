import type { ThemeColors } from './theme';
import type { Marker } from './types';
import { type ScreenPoint, type ViewTransform, toScreen } from './view-transform';

/** Marker radius in CSS px (constant at every zoom so findings stay findable). */
export const MARKER_RADIUS_PX = 6;

export interface OverlayState {
  transform: ViewTransform;
  theme: ThemeColors;
  markers: Marker[];
  /** Measure line in board mm: from `a` to `b` (b = the cursor while rubber-banding). */
  measure: { a: { x: number; y: number }; b: { x: number; y: number }; label: string } | null;
}

/**
 * Draws what sits above the board in screen space: DFT / finding markers and the measure line.
 * A small Canvas2D layer: these are few, need text, and change on their own schedule.
 */
export function drawOverlay(ctx: CanvasRenderingContext2D, dpr: number, s: OverlayState): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.font = '12px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  for (const m of s.markers) drawMarker(ctx, s, m);
  if (s.measure) drawMeasure(ctx, s);
}

const onScreen = (t: ViewTransform, q: ScreenPoint, pad: number): boolean =>
  q.x >= -pad && q.y >= -pad && q.x <= t.width + pad && q.y <= t.height + pad;

function drawMarker(ctx: CanvasRenderingContext2D, s: OverlayState, m: Marker): void {
  const q = toScreen(s.transform, m);
  if (!onScreen(s.transform, q, 200)) return;
  ctx.beginPath();
  ctx.arc(q.x, q.y, MARKER_RADIUS_PX, 0, 2 * Math.PI);
  ctx.fillStyle = m.color ?? s.theme.severity[m.severity ?? 'info'];
  ctx.globalAlpha = 0.85;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = s.theme.inkHalo;
  ctx.stroke();
  if (m.label) haloText(ctx, s.theme, m.label, q.x + MARKER_RADIUS_PX + 4, q.y);
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
