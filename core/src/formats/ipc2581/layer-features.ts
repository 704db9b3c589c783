import type { Side } from '../../board/model';
import { bboxOfPoints, isEmptyBBox } from '../../geometry/bbox';
import { BOTTOM, grown, Points, TOP } from './columns';
import type { Ipc2581Context } from './context';
import { readRing } from './poly';
import type { Primitive } from './primitives';
import { shapeAt } from './shape-ref';
import { boolValue, child, childrenNamed, enumAttr, enumValue } from './tree';
import { IDENTITY, type Xform, xformAt } from './xform';
import { type XmlDoc, XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/** CopperPads flags. */
const MIRROR = 1;
/** The pad has an `<Xform>` (its columns hold it; without one the pad's is the identity). */
const HAS_XFORM = 2;
/** The Set's padUsage is VIA. */
const VIA_USAGE = 4;
/** The Set says testPoint="true". */
const TEST_POINT = 8;

/**
 * The pads of the outer copper layers (LayerFeature / Set / Pad), board frame, mm, as columns: pad i
 * is entry i of each. Strings are the document's own (shared between pads), so nothing is made per pad.
 */
export class CopperPads {
  count = 0;
  /** TOP or BOTTOM. */
  side = new Uint8Array(64);
  x = new Float64Array(64);
  y = new Float64Array(64);
  flags = new Uint8Array(64);
  /** The Xform's rotation (normalised degrees), scale and offsets (mm); read only with HAS_XFORM. */
  rotation = new Float64Array(64);
  scale = new Float64Array(64);
  dx = new Float64Array(64);
  dy = new Float64Array(64);
  line = new Int32Array(64);
  readonly layer: string[] = [];
  readonly shape: (Primitive | undefined)[] = [];
  readonly padstack: (string | undefined)[] = [];
  readonly net: (string | null)[] = [];
  readonly ref: (string | null)[] = [];
  readonly pin: (string | null)[] = [];

  isVia(i: number): boolean {
    return (this.flags[i]! & VIA_USAGE) !== 0;
  }

  testPoint(i: number): boolean {
    return (this.flags[i]! & TEST_POINT) !== 0;
  }

  /** The object xform() fills: a pad's Xform is read from the columns only while it is placed. */
  private readonly scratch: Xform = { ...IDENTITY };

  /**
   * Pad i's own Xform. Valid until the next call (one object is filled for every pad that has one):
   * the caller uses it at once and keeps nothing of it.
   */
  xform(i: number): Xform {
    const f = this.flags[i]!;
    if ((f & HAS_XFORM) === 0) return IDENTITY;
    const t = this.scratch;
    t.rotationDeg = this.rotation[i]!;
    t.mirror = (f & MIRROR) !== 0;
    t.scale = this.scale[i]!;
    t.dx = this.dx[i]!;
    t.dy = this.dy[i]!;
    return t;
  }

  add(
    side: number,
    layer: string,
    x: number,
    y: number,
    xform: Xform | null,
    shape: Primitive | undefined,
    padstack: string | undefined,
    net: string | null,
    ref: string | null,
    pin: string | null,
    flags: number,
    line: number,
  ): void {
    const i = this.count;
    if (i === this.x.length) this.grow();
    this.count = i + 1;
    this.side[i] = side;
    this.x[i] = x;
    this.y[i] = y;
    let f = flags;
    if (xform !== null) {
      f |= HAS_XFORM | (xform.mirror ? MIRROR : 0);
      this.rotation[i] = xform.rotationDeg;
      this.scale[i] = xform.scale;
      this.dx[i] = xform.dx;
      this.dy[i] = xform.dy;
    }
    this.flags[i] = f;
    this.line[i] = line;
    this.layer.push(layer);
    this.shape.push(shape);
    this.padstack.push(padstack);
    this.net.push(net);
    this.ref.push(ref);
    this.pin.push(pin);
  }

  private grow(): void {
    const n = this.count + 1;
    this.side = grown(this.side, n);
    this.x = grown(this.x, n);
    this.y = grown(this.y, n);
    this.flags = grown(this.flags, n);
    this.rotation = grown(this.rotation, n);
    this.scale = grown(this.scale, n);
    this.dx = grown(this.dx, n);
    this.dy = grown(this.dy, n);
    this.line = grown(this.line, n);
  }
}

/** Hole plating: PLATED (and anything else a file says), NONPLATED, VIA. */
export const PLATED = 0;
export const NONPLATED = 1;
export const VIA_PLATED = 2;

const platingCode = (word: string): number =>
  word === 'NONPLATED' ? NONPLATED : word === 'VIA' ? VIA_PLATED : PLATED;

/** The drilled holes and slots (LayerFeature / Set / Hole or SlotCavity), board frame, mm, as columns. */
export class DrillHoles {
  count = 0;
  x = new Float64Array(64);
  y = new Float64Array(64);
  diameter = new Float64Array(64);
  /** NaN: a round hole, not a slot. */
  slotLength = new Float64Array(64);
  /** PLATED, NONPLATED or VIA_PLATED. */
  plating = new Uint8Array(64);
  /** The hole's Set says `testPoint="true"`. */
  testPoint = new Uint8Array(64);
  line = new Int32Array(64);
  /** The padstack the hole's Set names (geometry attribute), for vias without copper pads. */
  readonly padstack: (string | undefined)[] = [];
  readonly net: (string | null)[] = [];
  readonly ref: (string | null)[] = [];

  slotLengthMm(i: number): number | null {
    const v = this.slotLength[i]!;
    return Number.isNaN(v) ? null : v;
  }

  add(
    x: number,
    y: number,
    diameter: number,
    slotLength: number,
    plating: number,
    padstack: string | undefined,
    net: string | null,
    testPoint: boolean,
    ref: string | null,
    line: number,
  ): void {
    const i = this.count;
    if (i === this.x.length) this.grow();
    this.count = i + 1;
    this.x[i] = x;
    this.y[i] = y;
    this.diameter[i] = diameter;
    this.slotLength[i] = slotLength;
    this.plating[i] = plating;
    this.testPoint[i] = testPoint ? 1 : 0;
    this.line[i] = line;
    this.padstack.push(padstack);
    this.net.push(net);
    this.ref.push(ref);
  }

  private grow(): void {
    const n = this.count + 1;
    this.x = grown(this.x, n);
    this.y = grown(this.y, n);
    this.diameter = grown(this.diameter, n);
    this.slotLength = grown(this.slotLength, n);
    this.plating = grown(this.plating, n);
    this.testPoint = grown(this.testPoint, n);
    this.line = grown(this.line, n);
  }
}

export interface LayerFeatures {
  pads: CopperPads;
  holes: DrillHoles;
  /** Solder-mask openings per side; a side without any opening is absent. */
  mask: Map<Side, Points>;
}

/** What the readers below share: the document, the attribute name ids they read, the output. */
interface Reading {
  ctx: Ipc2581Context;
  doc: XmlDoc;
  out: LayerFeatures;
  net: number;
  padUsage: number;
  testPoint: number;
  componentRef: number;
  geometry: number;
  pin: number;
  x: number;
  y: number;
  diameter: number;
  platingStatus: number;
  padstackDefRef: number;
}

/**
 * Reads every LayerFeature the importer uses: outer copper pads, holes and slots, mask openings.
 * The Sets (a hundred thousand on a large board) are walked by element index, no node object each.
 */
export function readLayerFeatures(ctx: Ipc2581Context, step: XmlNode): LayerFeatures {
  const out: LayerFeatures = { pads: new CopperPads(), holes: new DrillHoles(), mask: new Map() };
  const { doc } = step;
  const r: Reading = {
    ctx,
    doc,
    out,
    net: doc.attrId('net'),
    padUsage: doc.attrId('padUsage'),
    testPoint: doc.attrId('testPoint'),
    componentRef: doc.attrId('componentRef'),
    geometry: doc.attrId('geometry'),
    pin: doc.attrId('pin'),
    x: doc.attrId('x'),
    y: doc.attrId('y'),
    diameter: doc.attrId('diameter'),
    platingStatus: doc.attrId('platingStatus'),
    padstackDefRef: doc.attrId('padstackDefRef'),
  };
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
    for (let set = doc.elFirst[lf.index]!; set >= 0; set = doc.elNext[set]!) {
      if (doc.nameOf(set) !== 'Set') continue;
      for (let c = doc.elFirst[set]!; c >= 0; c = doc.elNext[c]!) {
        const name = doc.nameOf(c);
        if (name === 'Hole') readHole(r, set, c);
        else if (name === 'SlotCavity') readSlot(r, set, c);
        else if (name === 'Pad' && copperSide) readPad(r, set, c, copperSide, layer);
        else if ((name === 'Pad' || name === 'Features') && maskSide) addOpening(r, maskSide, c, name);
      }
    }
  }
  return out;
}

/** A Set's net: its `net` attribute, trimmed; null when absent or blank. */
function netOf(r: Reading, set: number): string | null {
  const n = r.doc.valueOf(set, r.net)?.trim();
  return n ? n : null;
}

function readPad(r: Reading, set: number, pad: number, side: Side, layer: string): void {
  const { ctx, doc } = r;
  let pinRef = doc.childNamed(pad, 'PinRef');
  if (pinRef < 0) pinRef = doc.childNamed(set, 'PinRef');
  const at = doc.childNamed(pad, 'Location');
  const xf = doc.childNamed(pad, 'Xform');
  const xform = xf < 0 ? null : xformAt(doc, xf, ctx.k);
  const shape = shapeAt(ctx, doc, pad);
  r.out.pads.add(
    side === 'top' ? TOP : BOTTOM,
    layer,
    ((at < 0 ? undefined : doc.numberOf(at, r.x)) ?? 0) * ctx.k,
    ((at < 0 ? undefined : doc.numberOf(at, r.y)) ?? 0) * ctx.k,
    xform,
    shape,
    doc.valueOf(pad, r.padstackDefRef) ?? doc.valueOf(set, r.geometry),
    netOf(r, set),
    (pinRef < 0 ? undefined : doc.valueOf(pinRef, r.componentRef)) ??
      doc.valueOf(set, r.componentRef) ??
      null,
    (pinRef < 0 ? undefined : doc.valueOf(pinRef, r.pin)) ?? null,
    (enumValue(doc.valueOf(set, r.padUsage)) === 'VIA' ? VIA_USAGE : 0) |
      (boolValue(doc.valueOf(set, r.testPoint)) === true ? TEST_POINT : 0),
    doc.elLine[pad]!,
  );
}

function addHole(
  r: Reading,
  set: number,
  x: number,
  y: number,
  diameter: number,
  slotLength: number,
  plating: number,
  line: number,
): void {
  const { doc } = r;
  r.out.holes.add(
    x,
    y,
    diameter,
    slotLength,
    plating,
    doc.valueOf(set, r.geometry),
    netOf(r, set),
    boolValue(doc.valueOf(set, r.testPoint)) === true,
    doc.valueOf(set, r.componentRef) ?? null,
    line,
  );
}

function readHole(r: Reading, set: number, h: number): void {
  const { ctx, doc } = r;
  const d = doc.numberOf(h, r.diameter);
  const x = doc.numberOf(h, r.x);
  const y = doc.numberOf(h, r.y);
  if (d === undefined || !(d > 0) || x === undefined || y === undefined) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.holeBad,
      '<Hole> without a positive diameter and x, y; ignored',
      doc.elLine[h]!,
      'Hole',
    );
    return;
  }
  const plating = platingCode(enumValue(doc.valueOf(h, r.platingStatus)) || 'PLATED');
  addHole(r, set, x * ctx.k, y * ctx.k, d * ctx.k, Number.NaN, plating, doc.elLine[h]!);
}

/** A slot: the bounding box of its outline (width = drill, length = slot length). */
function readSlot(r: Reading, set: number, slot: number): void {
  const { ctx, doc } = r;
  const s = new XmlNode(doc, slot);
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
  const plating = platingCode(enumAttr(s, 'platingStatus') || 'PLATED');
  addHole(
    r,
    set,
    (box.minX + box.maxX) / 2,
    (box.minY + box.maxY) / 2,
    Math.min(w, h),
    Math.max(w, h),
    plating,
    s.line,
  );
}

/** A mask opening: a Pad, or a Features group with a Location and a flashed shape. */
function addOpening(r: Reading, side: Side, node: number, name: string): void {
  const { ctx, doc, out } = r;
  // Features that are not flashes (traces, pours) say nothing about pad openings.
  if (name === 'Features' && !shapeAt(ctx, doc, node)) return;
  let openings = out.mask.get(side);
  if (!openings) {
    openings = new Points();
    out.mask.set(side, openings);
  }
  const at = doc.childNamed(node, 'Location');
  openings.add(
    ((at < 0 ? undefined : doc.numberOf(at, r.x)) ?? 0) * ctx.k,
    ((at < 0 ? undefined : doc.numberOf(at, r.y)) ?? 0) * ctx.k,
  );
}
