import type { Side } from '@studio/core';
import type { BoardPoint, BoardRect } from './types';

/**
 * The ONE mapping between the board frame (mm, top view, +Y up) and the screen (CSS px from the
 * container's top-left, +Y down). Everything that draws or hit-tests goes through it:
 *
 *   screen.x = mirrorX · scale · x + tx        mirrorX = +1 seen from the top, −1 from the bottom
 *   screen.y = −scale · y + ty
 *
 * Seen from the bottom the board is turned over about its Y axis, so x → −x (and nothing else).
 * Values are immutable; every operation returns a new transform.
 */
export interface ViewTransform {
  /** CSS px per mm. */
  scale: number;
  tx: number;
  ty: number;
  mirrorX: 1 | -1;
  /** Viewport size in CSS px. */
  width: number;
  height: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Zoom limits (CSS px per mm): from a whole panel down to a few µm per pixel. */
export const MIN_SCALE = 1e-3;
export const MAX_SCALE = 2e4;

export const mirrorOf = (side: Side): 1 | -1 => (side === 'top' ? 1 : -1);
export const sideOf = (t: ViewTransform): Side => (t.mirrorX === 1 ? 'top' : 'bottom');

export function identityTransform(width: number, height: number, side: Side = 'top'): ViewTransform {
  return { scale: 1, tx: 0, ty: 0, mirrorX: mirrorOf(side), width, height };
}

export function toScreen(t: ViewTransform, p: BoardPoint): ScreenPoint {
  return { x: t.mirrorX * t.scale * p.x + t.tx, y: -t.scale * p.y + t.ty };
}

export function toBoard(t: ViewTransform, q: ScreenPoint): BoardPoint {
  return { x: (q.x - t.tx) / (t.mirrorX * t.scale), y: (t.ty - q.y) / t.scale };
}

/** Moves the picture by a screen offset (CSS px). */
export function panBy(t: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...t, tx: t.tx + dx, ty: t.ty + dy };
}

const clampScale = (s: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** Zooms by `factor` keeping the board point under the screen point `at` where it is. */
export function zoomAt(t: ViewTransform, at: ScreenPoint, factor: number): ViewTransform {
  const anchor = toBoard(t, at);
  const scale = clampScale(t.scale * factor);
  return placePoint({ ...t, scale }, anchor, at);
}

/** Translates so that board point `p` lands on screen point `q` (scale and side unchanged). */
export function placePoint(t: ViewTransform, p: BoardPoint, q: ScreenPoint): ViewTransform {
  return { ...t, tx: q.x - t.mirrorX * t.scale * p.x, ty: q.y + t.scale * p.y };
}

export const viewCenter = (t: ViewTransform): ScreenPoint => ({ x: t.width / 2, y: t.height / 2 });

/**
 * Scales and centres `rect` (board frame, mm) in the viewport with `marginPx` kept on every side.
 * A degenerate rect (a point) is shown at the current scale.
 */
export function fitRect(t: ViewTransform, rect: BoardRect, marginPx: number): ViewTransform {
  const w = rect.maxX - rect.minX;
  const h = rect.maxY - rect.minY;
  const availW = Math.max(1, t.width - 2 * marginPx);
  const availH = Math.max(1, t.height - 2 * marginPx);
  const scale =
    w > 0 || h > 0
      ? clampScale(Math.min(w > 0 ? availW / w : Infinity, h > 0 ? availH / h : Infinity))
      : t.scale;
  const centre = { x: (rect.minX + rect.maxX) / 2, y: (rect.minY + rect.maxY) / 2 };
  return placePoint({ ...t, scale }, centre, viewCenter(t));
}

/** Turns the board over, keeping the board point at the view centre where it is. */
export function withSide(t: ViewTransform, side: Side): ViewTransform {
  const centre = toBoard(t, viewCenter(t));
  return placePoint({ ...t, mirrorX: mirrorOf(side) }, centre, viewCenter(t));
}

/** New viewport size; the board point at the centre stays at the centre. */
export function withSize(t: ViewTransform, width: number, height: number): ViewTransform {
  const centre = toBoard(t, viewCenter(t));
  return placePoint({ ...t, width, height }, centre, { x: width / 2, y: height / 2 });
}

/** The board-frame rectangle (mm) the viewport shows. */
export function visibleRect(t: ViewTransform): BoardRect {
  const a = toBoard(t, { x: 0, y: 0 });
  const b = toBoard(t, { x: t.width, y: t.height });
  return {
    minX: Math.min(a.x, b.x),
    minY: Math.min(a.y, b.y),
    maxX: Math.max(a.x, b.x),
    maxY: Math.max(a.y, b.y),
  };
}

/**
 * Clip-space mapping for a GPU that receives coordinates relative to `origin` (mm): board-frame
 * float64 maths here, so float32 vertex data near the origin stays precise on big panels.
 * clip = (ax · xr + bx, ay · yr + by), with xr = x − origin.x, yr = y − origin.y.
 */
export function clipMapping(t: ViewTransform, origin: BoardPoint): [number, number, number, number] {
  const sx = t.mirrorX * t.scale;
  const ax = (2 * sx) / t.width;
  const bx = (2 * (sx * origin.x + t.tx)) / t.width - 1;
  const ay = (2 * t.scale) / t.height;
  const by = 1 - (2 * (t.ty - t.scale * origin.y)) / t.height;
  return [ax, bx, ay, by];
}

/** `rect` grown about its centre to at least `minSizeMm` on each side (mm). */
export function atLeast(rect: BoardRect, minSizeMm: number): BoardRect {
  const gx = Math.max(0, (minSizeMm - (rect.maxX - rect.minX)) / 2);
  const gy = Math.max(0, (minSizeMm - (rect.maxY - rect.minY)) / 2);
  return { minX: rect.minX - gx, maxX: rect.maxX + gx, minY: rect.minY - gy, maxY: rect.maxY + gy };
}

/** Zoom (CSS px per mm), visible board rectangle and view centre (mm). */
export function describeView(t: ViewTransform): {
  pxPerMm: number;
  visible: BoardRect;
  centerMm: BoardPoint;
} {
  return { pxPerMm: t.scale, visible: visibleRect(t), centerMm: toBoard(t, viewCenter(t)) };
}

/** Changes whenever anything the picture depends on in the transform changes. */
export const transformKey = (t: ViewTransform): string =>
  `${t.scale}|${t.tx}|${t.ty}|${t.mirrorX}|${t.width}|${t.height}`;
