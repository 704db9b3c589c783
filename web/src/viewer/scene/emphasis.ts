import { pushRingSegments } from './scene-geometry';
import { repeatRecords } from './quad-records';
import { INST, INST_RECORD, INST_STRIDE, type Scene, SEG_STRIDE, TRI_STRIDE } from './scene-types';

/**
 * A small extra drawing on top of the board: copies of some features' records with their style
 * replaced by an emphasis colour slot. Outline mode draws a band just outside each shape; fill mode
 * repaints the shape. Rebuilt when the selection, the hover or the highlights change.
 */
export interface Emphasis {
  mode: 'fill' | 'outline';
  inst: Float32Array;
  instCount: number;
  tris: Float32Array;
  triCount: number;
  segs: Float32Array;
  segCount: number;
}

export const emptyEmphasis = (mode: Emphasis['mode'] = 'outline'): Emphasis => ({
  mode,
  inst: new Float32Array(0),
  instCount: 0,
  tris: new Float32Array(0),
  triCount: 0,
  segs: new Float32Array(0),
  segCount: 0,
});

export interface EmphasisItem {
  feature: number;
  /** Palette slot of the colour. */
  style: number;
}

/** Pad feature indices of each component ref (for emphasising a component through its pads). */
export function padsByRef(scene: Scene): Map<string, number[]> {
  const map = new Map<string, number[]>();
  scene.board.pads.forEach((p, f) => {
    if (p.ref === null) return;
    const list = map.get(p.ref);
    if (list) list.push(f);
    else map.set(p.ref, [f]);
  });
  return map;
}

/** Replaces component items by their body plus their pads, in the same colour. */
export function expandComponents(
  scene: Scene,
  items: EmphasisItem[],
  byRef: () => Map<string, number[]>,
): EmphasisItem[] {
  const { board } = scene;
  const firstComponent = board.pads.length + board.vias.length + board.holes.length;
  if (!items.some((it) => it.feature >= firstComponent)) return items;
  const refs = byRef();
  return items.flatMap((it) => {
    const c = board.components[it.feature - firstComponent];
    if (!c) return [it];
    return [it, ...(refs.get(c.ref) ?? []).map((feature) => ({ feature, style: it.style }))];
  });
}

export function buildEmphasis(scene: Scene, items: EmphasisItem[], mode: Emphasis['mode']): Emphasis {
  const inst: number[] = [];
  const tris: number[] = [];
  const segs: number[] = [];
  const firstComponent = scene.board.pads.length + scene.board.vias.length + scene.board.holes.length;
  for (const { feature, style } of items) {
    const i = scene.instanceOfFeature[feature] ?? -1;
    if (i >= 0) {
      const rec = Array.from(scene.inst.subarray(i * INST_RECORD, i * INST_RECORD + INST_STRIDE));
      rec[INST.style] = style;
      inst.push(...rec);
      continue;
    }
    const range = scene.trisOfFeature.get(feature);
    if (range) {
      const pad = scene.board.pads[feature]!;
      if (mode === 'outline') pushRingSegments(segs, pad.polygon!, scene.origin, style);
      else pushTriangles(tris, scene.tris, range.start, range.count, style);
      continue;
    }
    const body = scene.board.components[feature - firstComponent]?.body;
    if (body && body.length >= 3) pushRingSegments(segs, body, scene.origin, style);
  }
  return {
    mode,
    inst: repeatRecords(inst, INST_STRIDE),
    instCount: inst.length / INST_STRIDE,
    tris: Float32Array.from(tris),
    triCount: tris.length / TRI_STRIDE,
    segs: repeatRecords(segs, SEG_STRIDE),
    segCount: segs.length / SEG_STRIDE,
  };
}

function pushTriangles(out: number[], src: Float32Array, start: number, count: number, style: number): void {
  for (let v = start; v < start + count; v++) {
    const o = v * TRI_STRIDE;
    out.push(src[o]!, src[o + 1]!, src[o + 2]!, style);
  }
}
