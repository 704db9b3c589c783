import type { Board, CopperSides, Hole, Pad, PadShape, TestPointKind, Via } from '@studio/core';
import type { BoardPoint } from '../types';
import {
  INST,
  INST_RECORD,
  INST_STRIDE,
  type InstanceGroups,
  type MarkerLayer,
  QUAD,
  type Range,
  SHAPE,
  STYLE,
  type SideGroups,
} from './scene-types';

const DEG = Math.PI / 180;

/** KiCad's default round-rect radius ratio; the model does not carry the pad's own ratio. */
export const ROUNDRECT_RATIO = 0.25;

const SIMPLE_SHAPES: Partial<Record<PadShape, number>> = {
  circle: SHAPE.circle,
  rect: SHAPE.rect,
  oval: SHAPE.oval,
  roundrect: SHAPE.roundrect,
};

/** True when the pad is drawn from its polygon (custom, chamfered, trapezoid with a polygon). */
export const isPolygonPad = (pad: Pad): boolean =>
  SIMPLE_SHAPES[pad.shape] === undefined && pad.polygon !== null && pad.polygon.length >= 3;

/** NPTH pads are holes, not copper: they draw (and hit-test) with the holes. */
export const isHolePad = (pad: Pad): boolean => pad.type === 'npth';

export const emptyRange = (): Range => ({ start: 0, count: 0 });
export const emptySideGroups = (): SideGroups => ({
  top: emptyRange(),
  bottom: emptyRange(),
  both: emptyRange(),
});

/** Lays out consecutive ranges from counts, in the given key order. */
export function layoutRanges<K extends string>(
  counts: Record<K, number>,
  order: K[],
  start = 0,
): Record<K, Range> {
  const out = {} as Record<K, Range>;
  let at = start;
  for (const key of order) {
    out[key] = { start: at, count: counts[key] };
    at += counts[key];
  }
  return out;
}

interface InstanceWriter {
  data: Float32Array;
  origin: BoardPoint;
}

/** Writes one shape record at slot `i`. Sizes are full widths in mm. */
function writeShape(
  w: InstanceWriter,
  i: number,
  x: number,
  y: number,
  widthMm: number,
  heightMm: number,
  rotationDeg: number,
  shape: number,
  drillMm: number,
  net: number,
  style: number,
): void {
  const d = w.data;
  const cx = x - w.origin.x;
  const cy = y - w.origin.y;
  const rot = rotationDeg * DEG;
  const corner = shape === SHAPE.roundrect ? Math.min(widthMm, heightMm) * ROUNDRECT_RATIO : 0;
  const drill = Math.min(drillMm, widthMm, heightMm) / 2;
  for (let k = 0, o = i * INST_RECORD; k < QUAD; k++, o += INST_STRIDE) {
    d[o + INST.cx] = cx;
    d[o + INST.cy] = cy;
    d[o + INST.hw] = widthMm / 2;
    d[o + INST.hh] = heightMm / 2;
    d[o + INST.rot] = rot;
    d[o + INST.shape] = shape;
    d[o + INST.corner] = corner;
    d[o + INST.drill] = drill;
    d[o + INST.net] = net;
    d[o + INST.style] = style;
  }
}

function padShapeCode(pad: Pad): number {
  const code = SIMPLE_SHAPES[pad.shape] ?? SHAPE.rect;
  return code === SHAPE.oval && pad.widthMm === pad.heightMm ? SHAPE.circle : code;
}

export interface InstanceBuild {
  inst: Float32Array;
  count: number;
  groups: InstanceGroups;
  /** Feature index → instance index, −1 when not an instance. */
  instanceOfFeature: Int32Array;
}

type Slot = 'top' | 'bottom' | 'both' | 'vias' | 'holes';
const SLOT_ORDER: Slot[] = ['top', 'bottom', 'both', 'vias', 'holes'];
const POLYGON = 255;
const SIDE_SLOT: Record<CopperSides, number> = { top: 0, bottom: 1, both: 2 };

/** Slot index (into SLOT_ORDER) of each pad, or POLYGON for pads drawn as triangles. */
function padSlots(board: Board, counts: Record<Slot, number>): Uint8Array {
  const slots = new Uint8Array(board.pads.length);
  for (let i = 0; i < board.pads.length; i++) {
    const pad = board.pads[i]!;
    const slot = isPolygonPad(pad) ? POLYGON : isHolePad(pad) ? 4 : SIDE_SLOT[pad.side];
    slots[i] = slot;
    if (slot !== POLYGON) counts[SLOT_ORDER[slot]!]++;
  }
  return slots;
}

/**
 * Builds the shape instances of pads, vias and holes, grouped by slot so that each group is one
 * draw call. Polygon pads are left to the triangle builder.
 */
export function buildInstances(
  board: Board,
  origin: BoardPoint,
  netOf: (name: string | null) => number,
  totalFeatures: number,
): InstanceBuild {
  const counts: Record<Slot, number> = {
    top: 0,
    bottom: 0,
    both: 0,
    vias: board.vias.length,
    holes: board.holes.length,
  };
  const slots = padSlots(board, counts);
  const ranges = layoutRanges(counts, SLOT_ORDER);
  const next = SLOT_ORDER.map((slot) => ranges[slot].start);
  const total = SLOT_ORDER.reduce((n, s) => n + counts[s], 0);
  const w: InstanceWriter = { data: new Float32Array(total * INST_RECORD), origin };
  const instanceOfFeature = new Int32Array(totalFeatures).fill(-1);
  for (let f = 0; f < board.pads.length; f++) {
    const slot = slots[f]!;
    if (slot === POLYGON) continue;
    const i = next[slot]!++;
    const pad = board.pads[f]!;
    writePad(w, i, pad, netOf(pad.net));
    instanceOfFeature[f] = i;
  }
  let f = board.pads.length;
  for (const via of board.vias) {
    const i = next[3]!++;
    writeVia(w, i, via, netOf(via.net));
    instanceOfFeature[f++] = i;
  }
  for (const hole of board.holes) {
    const i = next[4]!++;
    writeHole(w, i, hole);
    instanceOfFeature[f++] = i;
  }
  return {
    inst: w.data,
    count: total,
    groups: {
      pads: { top: ranges.top, bottom: ranges.bottom, both: ranges.both },
      vias: ranges.vias,
      holes: ranges.holes,
    },
    instanceOfFeature,
  };
}

function writePad(w: InstanceWriter, i: number, pad: Pad, net: number): void {
  if (isHolePad(pad)) {
    const d = pad.drillMm ?? Math.min(pad.widthMm, pad.heightMm);
    writeShape(w, i, pad.x, pad.y, d, d, 0, SHAPE.circle, 0, net, STYLE.hole);
    return;
  }
  const style = pad.type === 'th' ? STYLE.padTh : STYLE.pad;
  const shape = padShapeCode(pad);
  writeShape(
    w,
    i,
    pad.x,
    pad.y,
    pad.widthMm,
    pad.heightMm,
    pad.rotationDeg,
    shape,
    pad.drillMm ?? 0,
    net,
    style,
  );
}

function writeVia(w: InstanceWriter, i: number, via: Via, net: number): void {
  const d = via.diameterMm;
  writeShape(w, i, via.x, via.y, d, d, 0, SHAPE.circle, via.drillMm, net, STYLE.via);
}

function writeHole(w: InstanceWriter, i: number, hole: Hole): void {
  // The model gives a slot length but no slot angle: slots are drawn along the board X axis.
  const len = Math.max(hole.diameterMm, hole.slotLengthMm ?? 0);
  const shape = len > hole.diameterMm ? SHAPE.oval : SHAPE.circle;
  writeShape(w, i, hole.x, hole.y, len, hole.diameterMm, 0, shape, 0, -1, STYLE.hole);
}

const KIND_STYLE: Record<TestPointKind, number> = {
  testpoint: STYLE.tpTestpoint,
  'through-hole': STYLE.tpThroughHole,
  via: STYLE.tpVia,
  smd: STYLE.tpSmd,
};

/** Median half size of the test-point candidates (mm), from an even sample of at most ~1000. */
export function medianMarkerRadius(board: Board): number {
  const n = board.testPoints.length;
  if (n === 0) return 0;
  const step = Math.max(1, Math.floor(n / 1001));
  const sizes: number[] = [];
  for (let i = 0; i < n; i += step) sizes.push(board.testPoints[i]!.sizeMm / 2);
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)]!;
}

/**
 * Test-point candidates as rings around their copper, grouped by side. The ring radius is the
 * candidate's half size in mm; the shader draws the stroke a few pixels outside it.
 */
export function buildMarkers(
  board: Board,
  origin: BoardPoint,
  netOf: (name: string | null) => number,
): MarkerLayer {
  const counts: Record<CopperSides, number> = { top: 0, bottom: 0, both: 0 };
  for (const tp of board.testPoints) counts[tp.side]++;
  const ranges = layoutRanges(counts, ['top', 'bottom', 'both']);
  const next = { top: ranges.top.start, bottom: ranges.bottom.start, both: ranges.both.start };
  const w: InstanceWriter = { data: new Float32Array(board.testPoints.length * INST_RECORD), origin };
  for (const tp of board.testPoints) {
    const i = next[tp.side]++;
    const d = Math.max(tp.sizeMm, 0.1);
    writeShape(w, i, tp.x, tp.y, d, d, 0, SHAPE.ring, 0, netOf(tp.net), KIND_STYLE[tp.kind]);
  }
  return {
    data: w.data,
    count: board.testPoints.length,
    groups: ranges,
  };
}
