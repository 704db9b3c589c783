import type { Side } from '../../board/model';
import { pinKey } from './assemble';
import type { Ipc2581Context } from './context';
import type { Primitive } from './primitives';
import { shapeOf } from './shape-ref';
import { boolAttr, childrenNamed, enumAttr, numAttr } from './tree';
import type { XmlNode } from './xml-tree';
import { Ipc2581Code } from './codes';

/** One `<PhyNetPoint>`: a place where a physical net reaches an outer layer (bare-board test data). */
export interface NetPoint {
  net: string;
  x: number;
  y: number;
  side: Side;
  via: boolean;
  /** EXPOSED, COVERED_PRIMARY, COVERED_SECONDARY, COVERED or "". */
  exposure: string;
  testPoint: boolean;
  shape: Primitive | undefined;
  line: number;
}

export interface NetData {
  /** Net names declared by LogicalNet and PhyNet, in reading order. */
  names: string[];
  /** (ref, pin) → logical net. */
  pinNets: Map<string, string>;
  points: NetPoint[];
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
  const pinNets = new Map<string, string>();
  let logicalCount = 0;
  for (let net = step.first(); net; net = net.next()) {
    if (net.name !== 'LogicalNet') continue;
    logicalCount++;
    const name = net.attr('name')?.trim();
    if (!name) continue;
    names.push(name);
    for (let pr = net.first(); pr; pr = pr.next()) {
      if (pr.name !== 'PinRef') continue;
      const ref = pr.attr('componentRef');
      const pin = pr.attr('pin');
      if (ref === undefined || pin === undefined) continue;
      const key = pinKey(ref, pin);
      if (!pinNets.has(key)) pinNets.set(key, name);
    }
  }
  const points: NetPoint[] = [];
  let phyNetCount = 0;
  for (const group of childrenNamed(step, 'PhyNetGroup')) {
    for (const net of childrenNamed(group, 'PhyNet')) {
      phyNetCount++;
      const name = net.attr('name')?.trim();
      if (!name) continue;
      names.push(name);
      for (const p of childrenNamed(net, 'PhyNetPoint')) {
        const point = readPoint(ctx, name, p);
        if (point) points.push(point);
      }
    }
  }
  return { names, pinNets, points, logicalCount, phyNetCount };
}

function readPoint(ctx: Ipc2581Context, net: string, p: XmlNode): NetPoint | null {
  const x = numAttr(p, 'x');
  const y = numAttr(p, 'y');
  if (x === undefined || y === undefined) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.phynetpointBad,
      '<PhyNetPoint> without numeric x, y; ignored',
      p.line,
      'PhyNetPoint',
    );
    return null;
  }
  const layer = p.attr('layerRef') ?? '';
  const side =
    ctx.layers.outer.get(layer) ?? sideWord(ctx.layers.byName.get(layer)?.side ?? layer.toUpperCase());
  if (!side) {
    ctx.tally.add(
      'info',
      Ipc2581Code.phynetpointInner,
      'PhyNetPoint on an inner or unknown layer: not probe-able, skipped',
      p.line,
      'PhyNetPoint',
    );
    return null;
  }
  return {
    net,
    x: x * ctx.k,
    y: y * ctx.k,
    side,
    via: boolAttr(p, 'via') === true,
    exposure: enumAttr(p, 'exposure'),
    testPoint: boolAttr(p, 'testPoint') === true || boolAttr(p, 'testpoint') === true,
    shape: shapeOf(ctx, p),
    line: p.line,
  };
}

const sideWord = (s: string): Side | null => (s === 'TOP' ? 'top' : s === 'BOTTOM' ? 'bottom' : null);

/**
 * Whether a point's copper is open on its own side. IPC-2581 exposure follows IPC-D-356's solder-mask
 * code: COVERED_PRIMARY = mask on the primary (top) side, COVERED_SECONDARY = on the secondary
 * (bottom) side, COVERED = both, EXPOSED = neither. undefined when the file does not say.
 */
export function openOnOwnSide(p: NetPoint): boolean | undefined {
  switch (p.exposure) {
    case 'EXPOSED':
      return true;
    case 'COVERED':
      return false;
    case 'COVERED_PRIMARY':
      return p.side === 'bottom';
    case 'COVERED_SECONDARY':
      return p.side === 'top';
    default:
      return undefined;
  }
}
