import type { Board, Side } from '@studio/core';
import { ringBounds } from './scene/feature-bounds';
import { type ViewTransform, toScreen } from './view-transform';

/** Reference labels appear from this zoom on (CSS px per mm): a 0603 part is then ~10 px long. */
export const REF_LABELS_MIN_PX_PER_MM = 6;
/** At most this many reference labels in one frame (a zoomed-in view never needs more). */
export const MAX_REF_LABELS = 600;

/** Where a component's reference is written: the centre of its body (or its origin), board frame mm. */
export interface RefAnchor {
  ref: string;
  x: number;
  y: number;
  side: Side;
  /** Body size (the larger side, mm): bigger parts are labelled first. */
  sizeMm: number;
}

export interface PlacedLabel {
  text: string;
  /** Centre of the text, screen CSS px. */
  x: number;
  y: number;
}

/** One anchor per component with a reference, largest first. */
export function refAnchors(board: Board): RefAnchor[] {
  const anchors: RefAnchor[] = [];
  for (const c of board.components) {
    if (!c.ref) continue;
    if (c.body && c.body.length >= 3) {
      const r = ringBounds(c.body);
      anchors.push({
        ref: c.ref,
        x: (r.minX + r.maxX) / 2,
        y: (r.minY + r.maxY) / 2,
        side: c.side,
        sizeMm: Math.max(r.maxX - r.minX, r.maxY - r.minY),
      });
    } else anchors.push({ ref: c.ref, x: c.x, y: c.y, side: c.side, sizeMm: 0 });
  }
  return anchors.sort((a, b) => b.sizeMm - a.sizeMm);
}

/**
 * The reference labels to draw for the components on the side being looked at: none below
 * REF_LABELS_MIN_PX_PER_MM; then largest parts first, skipping any label that would overlap one
 * already placed or lie off screen. `widthOf` measures a text (CSS px) at a line height of `heightPx`.
 */
export function placeRefLabels(
  anchors: readonly RefAnchor[],
  t: ViewTransform,
  side: Side,
  widthOf: (text: string) => number,
  heightPx: number,
): PlacedLabel[] {
  if (t.scale < REF_LABELS_MIN_PX_PER_MM) return [];
  const placed: PlacedLabel[] = [];
  const boxes: { x0: number; y0: number; x1: number; y1: number }[] = [];
  // A coarse grid of the boxes placed so far, so each new label checks only its neighbours.
  const cell = 64;
  const grid = new Map<number, number[]>();
  const key = (i: number, j: number) => i * 65_536 + j;
  for (const a of anchors) {
    if (a.side !== side) continue;
    const q = toScreen(t, a);
    const w = widthOf(a.ref) + 4;
    const box = { x0: q.x - w / 2, y0: q.y - heightPx / 2, x1: q.x + w / 2, y1: q.y + heightPx / 2 };
    if (box.x1 < 0 || box.y1 < 0 || box.x0 > t.width || box.y0 > t.height) continue;
    const i0 = Math.floor(box.x0 / cell);
    const i1 = Math.floor(box.x1 / cell);
    const j0 = Math.floor(box.y0 / cell);
    const j1 = Math.floor(box.y1 / cell);
    let free = true;
    for (let i = i0; i <= i1 && free; i++)
      for (let j = j0; j <= j1 && free; j++)
        for (const k of grid.get(key(i, j)) ?? []) {
          const o = boxes[k]!;
          if (box.x0 < o.x1 && o.x0 < box.x1 && box.y0 < o.y1 && o.y0 < box.y1) {
            free = false;
            break;
          }
        }
    if (!free) continue;
    const index = boxes.push(box) - 1;
    for (let i = i0; i <= i1; i++)
      for (let j = j0; j <= j1; j++) {
        const list = grid.get(key(i, j));
        if (list) list.push(index);
        else grid.set(key(i, j), [index]);
      }
    placed.push({ text: a.ref, x: q.x, y: q.y });
    if (placed.length >= MAX_REF_LABELS) break;
  }
  return placed;
}
