import type { Board } from '@studio/core';
import type { BoardPoint, BoardRect } from '../types';

/**
 * The drawable form of a board: flat typed arrays built once per board, shared by every renderer
 * and by hit testing. Coordinates in the arrays are board-frame mm RELATIVE TO `origin` (float32
 * keeps ~0.1 µm near the origin even on a 600 mm panel).
 */

/** Per-instance record of the shape buffers (float32, INST_STRIDE floats each). */
export const INST = {
  cx: 0,
  cy: 1,
  /** Half width / half height along the shape's own axes (mm); the ring radius for markers. */
  hw: 2,
  hh: 3,
  /** Rotation, radians CCW (board frame). */
  rot: 4,
  shape: 5,
  /** Corner radius of round rects (mm). */
  corner: 6,
  /** Drill radius drawn inside the copper (mm); 0 = none. */
  drill: 7,
  /** Net index, −1 when unconnected. */
  net: 8,
  /** Palette index (see STYLE). */
  style: 9,
} as const;
export const INST_STRIDE = 10;

/**
 * Shape and segment records are stored QUAD times in a row, once per corner of the quad that draws
 * them: the GPU buffers are these arrays as they are (see gl/quads.ts for why not instancing), and
 * the shaders take the corner from gl_VertexID. Record i starts at i × INST_RECORD (SEG_RECORD).
 */
export const QUAD = 4;
export const INST_RECORD = INST_STRIDE * QUAD;

/** Shape codes shared with the shaders. */
export const SHAPE = { circle: 0, rect: 1, oval: 2, roundrect: 3, ring: 4 } as const;

/** Triangle vertices (custom pads): x, y, net, style. */
export const TRI_STRIDE = 4;
/** Line segments: x0, y0, x1, y1, style. */
export const SEG_STRIDE = 5;
export const SEG_RECORD = SEG_STRIDE * QUAD;

/**
 * Palette slots shared with the shaders; the theme fills them. 16…31 are emphasis colours chosen per
 * highlight set (see emphasis.ts).
 */
export const STYLE = {
  pad: 0,
  padTh: 1,
  via: 2,
  hole: 3,
  drill: 4,
  outline: 5,
  body: 6,
  substrate: 7,
  netHighlight: 8,
  tpTestpoint: 9,
  tpThroughHole: 10,
  tpVia: 11,
  tpSmd: 12,
  padFar: 13,
  hover: 14,
  selection: 15,
} as const;
export const EMPHASIS_SLOT0 = 16;
export const PALETTE_SIZE = 32;

/** A contiguous run of records in one buffer. */
export interface Range {
  start: number;
  count: number;
}

/** Records are grouped by the copper side they sit on, so each side is one draw call. */
export interface SideGroups {
  top: Range;
  bottom: Range;
  both: Range;
}

export interface InstanceGroups {
  pads: SideGroups;
  vias: Range;
  holes: Range;
}

/** Feature indices: pads first, then vias, holes, components (each in board order). */
export type FeatureKindCode = 0 | 1 | 2 | 3;
export const KIND_CODE = { pad: 0, via: 1, hole: 2, component: 3 } as const;

export interface MarkerLayer {
  data: Float32Array;
  count: number;
  groups: SideGroups;
}

export interface Scene {
  board: Board;
  origin: BoardPoint;
  /** Extent of everything drawn (board frame, mm). */
  bounds: BoardRect;
  nets: string[];
  netIndex: Map<string, number>;
  /** Shape instances: pads, vias, holes. */
  inst: Float32Array;
  instCount: number;
  instGroups: InstanceGroups;
  /** Feature index → instance index (−1: drawn as triangles or not drawn). */
  instanceOfFeature: Int32Array;
  /**
   * Test-point candidate rings (same layout as `inst`, shape = ring), built on first call: they are
   * hidden until zoomed in (draw-plan.ts), so the first frame does not wait for them.
   */
  markers: () => MarkerLayer;
  /** Typical (median) test-point ring radius (mm), for level of detail. */
  markerRadiusMm: number;
  /** Custom-shaped pads as triangles. */
  tris: Float32Array;
  triGroups: SideGroups;
  /** Feature index → its vertex range in `tris`. */
  trisOfFeature: Map<number, Range>;
  /** Board outline fill as triangles (x, y pairs). */
  fill: Float32Array;
  segs: Float32Array;
  segGroups: { outline: Range; bodiesTop: Range; bodiesBottom: Range };
  /** Feature index → test point index (for event payloads); built on first call. */
  testPointOfFeature: () => Map<number, number>;
}

export const featureCount = (b: Board): number =>
  b.pads.length + b.vias.length + b.holes.length + b.components.length;
