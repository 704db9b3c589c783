import type { ThemeColors } from './theme';
import type { Marker } from './types';
import { type ScreenPoint, type ViewTransform, toScreen } from './view-transform';

/** Marker radius in CSS px (constant at every zoom so findings stay findable). */
export const MARKER_RADIUS_PX = 6;
/** A label box is at most this wide (CSS px); longer text wraps. */
const BOX_MAX_WIDTH_PX = 300;
/** Lines of one marker's label, and labels of one spot, before "…" / "+ n more". */
const MAX_LINES_PER_LABEL = 3;
const MAX_LABELS_PER_SPOT = 4;
/** Spots (markers at one place) labelled at once. */
const MAX_SPOTS = 6;
const LINE_PX = 15;
const PAD_PX = 6;

/**
 * The markers whose label is shown: a board with many findings would be buried under their text
 * (Duet2 has hundreds), so only the pinned ones, those under the pointer, and those about a feature
 * that is hovered or selected.
 */
export function labelledMarkers(
  markers: readonly Marker[],
  t: ViewTransform,
  pointer: ScreenPoint | null,
  features: ReadonlySet<string>,
  tolerancePx: number,
): Set<string> {
  const out = new Set<string>();
  const reach = MARKER_RADIUS_PX + tolerancePx;
  for (const m of markers) {
    if (!m.label) continue;
    if (m.pinned || m.featureIds?.some((id) => features.has(id))) {
      out.add(m.id);
      continue;
    }
    if (!pointer) continue;
    const q = toScreen(t, m);
    if (Math.hypot(q.x - pointer.x, q.y - pointer.y) <= reach) out.add(m.id);
  }
  return out;
}

/** Greedy word wrap to `maxWidth` (CSS px), at most `maxLines` lines (the last one ending in "…"). */
export function wrapText(
  text: string,
  widthOf: (s: string) => number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next) <= maxWidth || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 1 && widthOf(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** The labelled markers grouped by where they sit on screen (several findings on one point). */
function spots(markers: readonly Marker[], labelled: ReadonlySet<string>, t: ViewTransform) {
  const byPlace = new Map<string, { at: ScreenPoint; labels: string[] }>();
  for (const m of markers) {
    if (!labelled.has(m.id) || !m.label) continue;
    const at = toScreen(t, m);
    if (at.x < -50 || at.y < -50 || at.x > t.width + 50 || at.y > t.height + 50) continue;
    const key = `${Math.round(at.x / 3)},${Math.round(at.y / 3)}`;
    const spot = byPlace.get(key);
    if (spot) spot.labels.push(m.label);
    else byPlace.set(key, { at, labels: [m.label] });
    if (byPlace.size > MAX_SPOTS) break;
  }
  return [...byPlace.values()].slice(0, MAX_SPOTS);
}

/**
 * Where a label box of w × h (CSS px) goes beside a marker at `at`: right of it, else left, below or
 * above, whichever fits the view first; never over the marker itself unless nothing fits.
 */
export function placeBox(at: ScreenPoint, w: number, h: number, t: ViewTransform): { x: number; y: number } {
  const gap = MARKER_RADIUS_PX + 6;
  const clampX = (x: number) => Math.min(Math.max(4, x), Math.max(4, t.width - w - 4));
  const clampY = (y: number) => Math.min(Math.max(4, y), Math.max(4, t.height - h - 4));
  const fitsX = (x: number) => x >= 4 && x + w <= t.width - 4;
  const fitsY = (y: number) => y >= 4 && y + h <= t.height - 4;
  const candidates = [
    { x: at.x + gap, y: clampY(at.y - h / 2), ok: fitsX(at.x + gap) },
    { x: at.x - gap - w, y: clampY(at.y - h / 2), ok: fitsX(at.x - gap - w) },
    { x: clampX(at.x - w / 2), y: at.y + gap, ok: fitsY(at.y + gap) },
    { x: clampX(at.x - w / 2), y: at.y - gap - h, ok: fitsY(at.y - gap - h) },
  ];
  const best = candidates.find((c) => c.ok) ?? { x: clampX(at.x + gap), y: clampY(at.y - h / 2) };
  return { x: best.x, y: best.y };
}

/** Draws the labels of the labelled markers in boxes beside them, kept inside the view. */
export function drawMarkerLabels(
  ctx: CanvasRenderingContext2D,
  theme: ThemeColors,
  t: ViewTransform,
  markers: readonly Marker[],
  labelled: ReadonlySet<string>,
): void {
  if (labelled.size === 0) return;
  const widthOf = (s: string) => ctx.measureText(s).width;
  for (const spot of spots(markers, labelled, t)) {
    const lines: string[] = [];
    for (const label of spot.labels.slice(0, MAX_LABELS_PER_SPOT))
      lines.push(...wrapText(label, widthOf, BOX_MAX_WIDTH_PX, MAX_LINES_PER_LABEL));
    if (spot.labels.length > MAX_LABELS_PER_SPOT)
      lines.push(`+ ${spot.labels.length - MAX_LABELS_PER_SPOT} more here`);
    const w = Math.min(BOX_MAX_WIDTH_PX, Math.max(...lines.map(widthOf))) + 2 * PAD_PX;
    const h = lines.length * LINE_PX + 2 * PAD_PX - 3;
    const { x, y } = placeBox(spot.at, w, h, t);
    ctx.fillStyle = theme.labelBackground;
    ctx.strokeStyle = theme.labelBorder;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, 4);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = theme.ink;
    lines.forEach((line, i) => {
      ctx.fillText(line, x + PAD_PX, y + PAD_PX + i * LINE_PX + 6);
    });
  }
}
