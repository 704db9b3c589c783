import type { Side } from '../../board/model';

import { BOTTOM, grown, TOP } from './columns';
import type { Ipc2581Context } from './context';
import type { Primitive } from './primitives';
import { shapeAt } from './shape-ref';
import { boolValue, childrenNamed, enumValue } from './tree';
import type { XmlDoc, XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

const pinKey = (ref: string, pin: string): string => `${ref}\u0000${pin}`;

/** NetPoints flags. */
const VIA = 1;
const TEST_POINT = 2;
/** What a point's exposure says of the mask on its own side. */
const OPEN = 1;
const COVERED = 2;

/**
 * The `<PhyNetPoint>`s: places where a physical net reaches an outer layer (bare-board test data), as
 * columns (a FULL-mode file has one per pad and side). Point i is entry i of each.
 */
export class NetPoints {
  count = 0;
  x = new Float64Array(16);
  y = new Float64Array(16);
  /** TOP or BOTTOM. */
  side = new Uint8Array(16);
  flags = new Uint8Array(16);
  /** OPEN, COVERED or 0 (the file does not say): see openOnOwnSide. */
  mask = new Uint8Array(16);
  line = new Int32Array(16);
  readonly net: string[] = [];
  readonly shape: (Primitive | undefined)[] = [];

  isVia(i: number): boolean {
    return (this.flags[i]! & VIA) !== 0;
  }

  testPoint(i: number): boolean {
    return (this.flags[i]! & TEST_POINT) !== 0;
  }

  /** Whether point i's copper is open on its own side; undefined when the file does not say. */
  open(i: number): boolean | undefined {
    const m = this.mask[i]!;
    return m === OPEN ? true : m === COVERED ? false : undefined;
  }

  add(
    net: string,
    x: number,
    y: number,
    side: Side,
    flags: number,
    exposure: string,
    shape: Primitive | undefined,
    line: number,
  ): void {
    const i = this.count;
    if (i === this.x.length) this.grow();
    this.count = i + 1;
    this.x[i] = x;
    this.y[i] = y;
    this.side[i] = side === 'top' ? TOP : BOTTOM;
    this.flags[i] = flags;
    const open = openOnOwnSide(exposure, side);
    this.mask[i] = open === true ? OPEN : open === false ? COVERED : 0;
    this.line[i] = line;
    this.net.push(net);
    this.shape.push(shape);
  }

  private grow(): void {
    const n = this.count + 1;
    this.x = grown(this.x, n);
    this.y = grown(this.y, n);
    this.side = grown(this.side, n);
    this.flags = grown(this.flags, n);
    this.mask = grown(this.mask, n);
    this.line = grown(this.line, n);
  }
}

/**
 * (ref, pin) → logical net, from the LogicalNet PinRefs: kept as they were read and made into a map
 * at the first lookup (a file whose copper Sets all name their nets never asks; the first net named
 * for a pin wins, as it always did).
 */
export class PinNets {
  private readonly refs: string[] = [];
  private readonly pins: string[] = [];
  private readonly nets: string[] = [];
  private map: Map<string, string> | undefined;

  add(ref: string, pin: string, net: string): void {
    this.refs.push(ref);
    this.pins.push(pin);
    this.nets.push(net);
  }

  get(ref: string, pin: string): string | undefined {
    if (this.map === undefined) {
      const map = new Map<string, string>();
      for (let i = 0; i < this.refs.length; i++) {
        const key = pinKey(this.refs[i]!, this.pins[i]!);
        if (!map.has(key)) map.set(key, this.nets[i]!);
      }
      this.map = map;
    }
    return this.map.get(pinKey(ref, pin));
  }
}

export interface NetData {
  /** Net names declared by LogicalNet and PhyNet, in reading order. */
  names: string[];
  /** (ref, pin) → logical net. */
  pinNets: PinNets;
  points: NetPoints;
  logicalCount: number;
  phyNetCount: number;
}

/**
 * Reads `<LogicalNet>` (net → component pins) and `<PhyNetGroup>/<PhyNet>/<PhyNetPoint>`. A point's
 * side is its layer's (TOP / BOTTOM, or the outer copper layer it names); points on inner layers
 * are not probe-able and are skipped.
 */
export function readNets(ctx: Ipc2581Context, step: XmlNode): NetData {
  const names: string[] = [];
  const pinNets = new PinNets();
  let logicalCount = 0;
  // Walked by element index (a board's LogicalNets hold a PinRef per pin: no node object each).
  const { doc } = step;
  const nameId = doc.attrId('name');
  const refId = doc.attrId('componentRef');
  const pinId = doc.attrId('pin');
  for (let net = doc.elFirst[step.index]!; net >= 0; net = doc.elNext[net]!) {
    if (doc.nameOf(net) !== 'LogicalNet') continue;
    logicalCount++;
    const name = doc.valueOf(net, nameId)?.trim();
    if (!name) continue;
    names.push(name);
    for (let pr = doc.elFirst[net]!; pr >= 0; pr = doc.elNext[pr]!) {
      if (doc.nameOf(pr) !== 'PinRef') continue;
      const ref = doc.valueOf(pr, refId);
      const pin = doc.valueOf(pr, pinId);
      if (ref === undefined || pin === undefined) continue;
      pinNets.add(ref, pin, name);
    }
  }
  const points = new NetPoints();
  const ids: PointAttributes = {
    x: doc.attrId('x'),
    y: doc.attrId('y'),
    layerRef: doc.attrId('layerRef'),
    via: doc.attrId('via'),
    exposure: doc.attrId('exposure'),
    testPoint: doc.attrId('testPoint'),
    testpoint: doc.attrId('testpoint'),
  };
  let phyNetCount = 0;
  for (const group of childrenNamed(step, 'PhyNetGroup')) {
    for (const net of childrenNamed(group, 'PhyNet')) {
      phyNetCount++;
      const name = net.attr('name')?.trim();
      if (!name) continue;
      names.push(name);
      for (let p = doc.elFirst[net.index]!; p >= 0; p = doc.elNext[p]!)
        if (doc.nameOf(p) === 'PhyNetPoint') readPoint(ctx, doc, ids, name, p, points);
    }
  }
  return { names, pinNets, points, logicalCount, phyNetCount };
}

/** The attribute name ids a PhyNetPoint is read by. */
interface PointAttributes {
  x: number;
  y: number;
  layerRef: number;
  via: number;
  exposure: number;
  testPoint: number;
  testpoint: number;
}

function readPoint(
  ctx: Ipc2581Context,
  doc: XmlDoc,
  ids: PointAttributes,
  net: string,
  p: number,
  into: NetPoints,
): void {
  const x = doc.numberOf(p, ids.x);
  const y = doc.numberOf(p, ids.y);
  const line = doc.elLine[p]!;
  if (x === undefined || y === undefined) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.phynetpointBad,
      '<PhyNetPoint> without numeric x, y; ignored',
      line,
      'PhyNetPoint',
    );
    return;
  }
  const layer = doc.valueOf(p, ids.layerRef) ?? '';
  const side =
    ctx.layers.outer.get(layer) ?? sideWord(ctx.layers.byName.get(layer)?.side ?? layer.toUpperCase());
  if (!side) {
    ctx.tally.add(
      'info',
      Ipc2581Code.phynetpointInner,
      'PhyNetPoint on an inner or unknown layer: not probe-able, skipped',
      line,
      'PhyNetPoint',
    );
    return;
  }
  const testPoint =
    boolValue(doc.valueOf(p, ids.testPoint)) === true || boolValue(doc.valueOf(p, ids.testpoint)) === true;
  const flags = (boolValue(doc.valueOf(p, ids.via)) === true ? VIA : 0) | (testPoint ? TEST_POINT : 0);
  const exposure = enumValue(doc.valueOf(p, ids.exposure));
  into.add(net, x * ctx.k, y * ctx.k, side, flags, exposure, shapeAt(ctx, doc, p), line);
}

const sideWord = (s: string): Side | null => (s === 'TOP' ? 'top' : s === 'BOTTOM' ? 'bottom' : null);

/**
 * Whether a point's copper is open on its own side. IPC-2581 exposure follows IPC-D-356's solder-mask
 * code: COVERED_PRIMARY = mask on the primary (top) side, COVERED_SECONDARY = on the secondary
 * (bottom) side, COVERED = both, EXPOSED = neither. undefined when the file does not say.
 */
function openOnOwnSide(exposure: string, side: Side): boolean | undefined {
  switch (exposure) {
    case 'EXPOSED':
      return true;
    case 'COVERED':
      return false;
    case 'COVERED_PRIMARY':
      return side === 'bottom';
    case 'COVERED_SECONDARY':
      return side === 'top';
    default:
      return undefined;
  }
}
