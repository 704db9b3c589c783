import type { Point, Side } from '../../board/model';
import { bboxOfPoints, isEmptyBBox } from '../../geometry/bbox';
import { type Ipc2581Context, readLocation } from './context';
import { readRing } from './poly';
import type { Primitive } from './primitives';
import { PointIndex } from './point-index';
import { shapeOf } from './shape-ref';
import { boolAttr, child, childrenNamed, enumAttr, numAttr } from './tree';
import { readXform, type Xform } from './xform';
import type { XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/** A pad on an outer copper layer (LayerFeature / Set / Pad), board frame, mm. */
export interface CopperPad {
  side: Side;
  layer: string;
  at: Point;
  xform: Xform;
  shape: Primitive | undefined;
  padstack: string | undefined;
  net: string | null;
  ref: string | null;
  pin: string | null;
  /** Set padUsage: TERMINATION, VIA, PLANE, TOOLING_HOLE, MASK, NONE or "". */
  usage: string;
  testPoint: boolean;
  line: number;
}

/** A drilled hole or slot (LayerFeature / Set / Hole or SlotCavity), board frame, mm. */
export interface DrillHole {
  x: number;
  y: number;
  diameterMm: number;
  slotLengthMm: number | null;
  /** The padstack the hole's Set names (geometry attribute), for vias without copper pads. */
  padstack: string | undefined;
  /** PLATED, NONPLATED or VIA. */
  plating: string;
  net: string | null;
  /** The hole's Set says `testPoint="true"`. */
  testPoint: boolean;
  ref: string | null;
  line: number;
}

export interface LayerFeatures {
  pads: CopperPad[];
  holes: DrillHole[];
  /** Solder-mask openings per side; a side without any mask data is absent. */
  mask: Map<Side, PointIndex<true>>;
}

const netOf = (set: XmlNode): string | null => {
  const n = set.attr('net')?.trim();
  return n ? n : null;
};

/** Reads every LayerFeature the importer uses: outer copper pads, holes and slots, mask openings. */
export function readLayerFeatures(ctx: Ipc2581Context, step: XmlNode): LayerFeatures {
  const out: LayerFeatures = { pads: [], holes: [], mask: new Map() };
  for (const lf of childrenNamed(step, 'LayerFeature')) {
    const layer = lf.attr('layerRef') ?? '';
    if (!ctx.layers.byName.has(layer)) {
      ctx.tally.add(
        'warning',
        Ipc2581Code.layerUndeclared,
        `LayerFeature layerRef="${layer.slice(0, 60)}" names no <Layer>; its holes are read, its pads are not`,
        lf.line,
        'LayerFeature',
      );
    }
    const copperSide = ctx.layers.outer.get(layer);
    const maskSide = ctx.layers.mask.get(layer);
    // Walked node by node (no list of a layer's hundred thousand Sets is made and kept while reading).
    for (let set = lf.first(); set; set = set.next()) {
      if (set.name !== 'Set') continue;
      for (let c = set.first(); c; c = c.next()) {
        const name = c.name;
        if (name === 'Hole') readHole(ctx, set, c, out.holes);
        else if (name === 'SlotCavity') readSlot(ctx, set, c, out.holes);
        else if (name === 'Pad' && copperSide) out.pads.push(readPad(ctx, set, c, copperSide, layer));
        else if ((name === 'Pad' || name === 'Features') && maskSide) addOpening(ctx, out, maskSide, c);
      }
    }
  }
  return out;
}

function readPad(ctx: Ipc2581Context, set: XmlNode, pad: XmlNode, side: Side, layer: string): CopperPad {
  const pinRef = child(pad, 'PinRef') ?? child(set, 'PinRef');
  return {
    side,
    layer,
    at: readLocation(pad, ctx.k),
    xform: readXform(pad, ctx.k),
    shape: shapeOf(ctx, pad),
    padstack: pad.attr('padstackDefRef') ?? set.attr('geometry'),
    net: netOf(set),
    ref: pinRef?.attr('componentRef') ?? set.attr('componentRef') ?? null,
    pin: pinRef?.attr('pin') ?? null,
    usage: enumAttr(set, 'padUsage'),
    testPoint: boolAttr(set, 'testPoint') === true,
    line: pad.line,
  };
}

function readHole(ctx: Ipc2581Context, set: XmlNode, h: XmlNode, into: DrillHole[]): void {
  const d = numAttr(h, 'diameter');
  const x = numAttr(h, 'x');
  const y = numAttr(h, 'y');
  if (d === undefined || !(d > 0) || x === undefined || y === undefined) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.holeBad,
      '<Hole> without a positive diameter and x, y; ignored',
      h.line,
      'Hole',
    );
    return;
  }
  into.push({
    x: x * ctx.k,
    y: y * ctx.k,
    diameterMm: d * ctx.k,
    slotLengthMm: null,
    padstack: set.attr('geometry'),
    plating: enumAttr(h, 'platingStatus') || 'PLATED',
    net: netOf(set),
    testPoint: boolAttr(set, 'testPoint') === true,
    ref: set.attr('componentRef') ?? null,
    line: h.line,
  });
}

/** A slot: the bounding box of its outline (width = drill, length = slot length). */
function readSlot(ctx: Ipc2581Context, set: XmlNode, s: XmlNode, into: DrillHole[]): void {
  const polygon = child(child(s, 'Outline'), 'Polygon');
  const box = bboxOfPoints(polygon ? readRing(polygon, ctx.k).ring : []);
  if (isEmptyBBox(box) || box.maxX - box.minX <= 0 || box.maxY - box.minY <= 0) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.slotBad,
      '<SlotCavity> without a readable outline; ignored',
      s.line,
      'SlotCavity',
    );
    return;
  }
  // outline corners are written with 4 decimals: keep the difference free of float noise
  const w = Math.round((box.maxX - box.minX) * 1e6) / 1e6;
  const h = Math.round((box.maxY - box.minY) * 1e6) / 1e6;
  into.push({
    x: (box.minX + box.maxX) / 2,
    y: (box.minY + box.maxY) / 2,
    diameterMm: Math.min(w, h),
    slotLengthMm: Math.max(w, h),
    padstack: set.attr('geometry'),
    plating: enumAttr(s, 'platingStatus') || 'PLATED',
    net: netOf(set),
    testPoint: boolAttr(set, 'testPoint') === true,
    ref: set.attr('componentRef') ?? null,
    line: s.line,
  });
}

/** A mask opening: a Pad, or a Features group with a Location and a flashed shape. */
function addOpening(ctx: Ipc2581Context, out: LayerFeatures, side: Side, node: XmlNode): void {
  // Features that are not flashes (traces, pours) say nothing about pad openings.
  if (node.name === 'Features' && !shapeOf(ctx, node)) return;
  let index = out.mask.get(side);
  if (!index) {
    index = new PointIndex<true>();
    out.mask.set(side, index);
  }
  const at = readLocation(node, ctx.k);
  index.add(at.x, at.y, true);
}
