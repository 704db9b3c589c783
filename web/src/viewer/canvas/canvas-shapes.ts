import { INST, INST_RECORD, SHAPE } from '../scene/scene-types';

/**
 * Path building for the Canvas2D fallback. Coordinates are the scene's (board frame, mm, relative
 * to the scene origin); the context transform maps them to device pixels.
 */

/** A culling window in scene coordinates plus the zoom, for level of detail. */
export interface Window2D {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Device px per mm. */
  pxPerMm: number;
}

export const isVisible = (w: Window2D, x: number, y: number, r: number): boolean =>
  x + r >= w.minX && x - r <= w.maxX && y + r >= w.minY && y - r <= w.maxY;

function addRotatedRect(p: Path2D, cx: number, cy: number, hw: number, hh: number, rot: number): void {
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  const corners = [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ] as const;
  corners.forEach(([u, v], k) => {
    const x = cx + u * c - v * s;
    const y = cy + u * s + v * c;
    if (k === 0) p.moveTo(x, y);
    else p.lineTo(x, y);
  });
  p.closePath();
}

function addStadium(p: Path2D, cx: number, cy: number, hw: number, hh: number, rot: number): void {
  const long = Math.max(hw, hh);
  const r = Math.min(hw, hh);
  const axis = hw >= hh ? rot : rot + Math.PI / 2;
  const dx = Math.cos(axis) * (long - r);
  const dy = Math.sin(axis) * (long - r);
  p.moveTo(cx + dx + Math.cos(axis - Math.PI / 2) * r, cy + dy + Math.sin(axis - Math.PI / 2) * r);
  p.arc(cx + dx, cy + dy, r, axis - Math.PI / 2, axis + Math.PI / 2);
  p.arc(cx - dx, cy - dy, r, axis + Math.PI / 2, axis + (3 * Math.PI) / 2);
  p.closePath();
}

/** Adds instance `i`'s outline to `p`; shapes under ~1.5 device px become plain squares. */
export function addShape(p: Path2D, data: Float32Array, i: number, w: Window2D, grow = 0): void {
  const o = i * INST_RECORD;
  const cx = data[o + INST.cx]!;
  const cy = data[o + INST.cy]!;
  const hw = data[o + INST.hw]! + grow;
  const hh = data[o + INST.hh]! + grow;
  const rot = data[o + INST.rot]!;
  const shape = data[o + INST.shape]!;
  if (Math.max(hw, hh) * w.pxPerMm < 0.75) {
    p.rect(cx - hw, cy - hh, 2 * hw, 2 * hh);
    return;
  }
  if (shape === SHAPE.circle || shape === SHAPE.ring) {
    p.moveTo(cx + hw, cy);
    p.arc(cx, cy, hw, 0, 2 * Math.PI);
  } else if (shape === SHAPE.oval) {
    addStadium(p, cx, cy, hw, hh, rot);
  } else {
    // Round rects are drawn square-cornered here: a fallback that favours speed over fidelity.
    addRotatedRect(p, cx, cy, hw, hh, rot);
  }
}

export function addDrill(p: Path2D, data: Float32Array, i: number, w: Window2D): void {
  const o = i * INST_RECORD;
  const r = data[o + INST.drill]!;
  if (r * w.pxPerMm < 0.75) return;
  const cx = data[o + INST.cx]!;
  const cy = data[o + INST.cy]!;
  p.moveTo(cx + r, cy);
  p.arc(cx, cy, r, 0, 2 * Math.PI);
}
