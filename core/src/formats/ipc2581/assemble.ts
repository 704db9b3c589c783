import { holeId, padId, viaId } from '../../board/ids';
import type { CopperSides, Hole, Pad, Side, Via } from '../../board/model';
import type { PlacedComponent } from './components';
import type { Ipc2581Context } from './context';
import type { CopperPad, DrillHole, LayerFeatures } from './layer-features';
import type { Padstack } from './padstacks';
import { placeShape, type Placement } from './placement';
import { PointIndex, SAME_PLACE_MM } from './point-index';
import type { Primitive } from './primitives';
import { Ipc2581Code } from './codes';

/** A pad or via with the outer sides it has copper on and what is known of the mask there. */
export interface Feature<T> {
  item: T;
  sides: Side[];
  /** true = mask open on that side, false = covered; absent = unknown (no map: nothing known yet). */
  maskOpen?: Map<Side, boolean>;
}

export interface Assembled {
  pads: Feature<Pad>[];
  vias: Feature<Via>[];
  holes: Hole[];
}

export interface AssembleInput {
  features: LayerFeatures;
  padstacks: Map<string, Padstack>;
  components: PlacedComponent[];
  /** (ref, pin) → net from LogicalNet PinRefs. */
  pinNets: Map<string, string>;
}

export const pinKey = (ref: string, pin: string): string => `${ref}\u0000${pin}`;
const um = (v: number) => Math.round(v * 1000);
const sidesOf = (sides: Side[]): CopperSides => (sides.length > 1 ? 'both' : (sides[0] ?? 'top'));

/**
 * Builds pads, vias and holes from the copper pads of the outer layers and the drilled holes: one pad
 * per component pin and place (its top and bottom copper merged), through-hole when a hole is
 * drilled there; a Set with padUsage VIA, or a VIA-plated hole without a pin, is a via. Holes left
 * over become vias (VIA plating) or holes; non-plated and net-less plated holes under pads are holes
 * too (tooling / mounting candidates). Components without any copper pad get theirs from the package.
 */
export function assemble(ctx: Ipc2581Context, input: AssembleInput): Assembled {
  const { features, padstacks } = input;
  const holeIndex = new PointIndex<DrillHole>();
  for (const h of features.holes) holeIndex.add(h.x, h.y, h);
  const used = new Set<DrillHole>();
  const groups = groupPads(features.pads);
  const out: Assembled = { pads: [], vias: [], holes: [] };
  const testPointRefs = new Set(input.components.filter((c) => c.pkg?.testPoint).map((c) => c.component.ref));
  for (const group of groups) {
    const first = group.find((p) => p.side === 'top') ?? group[0]!;
    const sides = sidesOfGroup(group);
    const hole = holeIndex.nearest(first.at.x, first.at.y, SAME_PLACE_MM, (h) => !used.has(h));
    if (hole) used.add(hole);
    const stack = first.padstack === undefined ? undefined : padstacks.get(first.padstack);
    const isVia = first.usage === 'VIA' || (hole?.plating === 'VIA' && first.ref === null);
    const testPoint = group.some((p) => p.testPoint) || hole?.testPoint === true;
    if (isVia && (hole || stack?.hole || !testPoint)) {
      out.vias.push(makeVia(ctx, first, sides, hole, stack, out.vias.length, testPoint));
      continue;
    }
    if (isVia) {
      // padUsage VIA and testPoint, but nothing drilled: an SMD test pad (ICT pad) named a via.
      ctx.tally.add(
        'info',
        Ipc2581Code.viaTestPad,
        'a Set with padUsage VIA and testPoint but no hole: read as an SMD test pad, not a via of drill 0',
        first.line,
        'Set',
      );
    }
    const pad = makePad(ctx, group, first, sides, hole, stack, input, out.pads.length);
    if (!pad) continue;
    if (pad.item.ref !== null && testPointRefs.has(pad.item.ref)) pad.item.testpointFlag = true;
    out.pads.push(pad);
    if (hole && (hole.plating === 'NONPLATED' || pad.item.net === null))
      out.holes.push(toHole(hole, out.holes.length, pad.item.ref ?? hole.ref));
  }
  for (const h of features.holes) {
    if (used.has(h)) continue;
    if (h.plating === 'VIA') out.vias.push(viaFromHole(h, padstacks, out.vias.length));
    else out.holes.push(toHole(h, out.holes.length, h.ref));
  }
  padsFromPackages(ctx, input, out);
  return out;
}

/** The sides of a group's pads, in order of first appearance. */
function sidesOfGroup(group: readonly CopperPad[]): Side[] {
  const sides: Side[] = [group[0]!.side];
  for (let i = 1; i < group.length; i++) {
    const side = group[i]!.side;
    if (!sides.includes(side)) sides.push(side);
  }
  return sides;
}

/**
 * The copper pads grouped by component pin and place (µm), or — without a pin — by kind (via or
 * not) and place, in the order each group first appears. The keys are compared as numbers and
 * strings, not built as strings (a board has a hundred thousand pads).
 */
function groupPads(pads: readonly CopperPad[]): CopperPad[][] {
  const order: CopperPad[][] = [];
  const byX = new Map<number, Map<number, Group[]>>();
  for (const p of pads) {
    const x = um(p.at.x);
    const y = um(p.at.y);
    const pinned = p.ref !== null && p.pin !== null;
    const kind = pinned ? 0 : p.usage === 'VIA' ? 1 : 2;
    let byY = byX.get(x);
    if (byY === undefined) {
      byY = new Map();
      byX.set(x, byY);
    }
    let here = byY.get(y);
    if (here === undefined) {
      here = [];
      byY.set(y, here);
    }
    let group: Group | undefined;
    for (const g of here) {
      if (g.kind === kind && (kind !== 0 || (g.ref === p.ref && g.pin === p.pin))) {
        group = g;
        break;
      }
    }
    if (group) group.pads.push(p);
    else {
      const pads = [p];
      here.push({ kind, ref: p.ref, pin: p.pin, pads });
      order.push(pads);
    }
  }
  return order;
}

interface Group {
  /** 0: a component pin, 1: a via (padUsage VIA), 2: any other pad without a pin. */
  kind: number;
  ref: string | null;
  pin: string | null;
  pads: CopperPad[];
}

/** The pad shape: the Pad's own, else its padstack's on that layer, else on any layer. */
function shapeFor(
  p: CopperPad,
  stack: Padstack | undefined,
): { shape: Primitive; chain: Placement[] } | undefined {
  const own: Placement = { xform: p.xform, at: p.at };
  if (p.shape) return { shape: p.shape, chain: [own] };
  const def = stack?.pads.get(p.layer) ?? stack?.pads.values().next().value;
  return def ? { shape: def.shape, chain: [{ xform: def.xform, at: def.at }, own] } : undefined;
}

function makePad(
  ctx: Ipc2581Context,
  group: CopperPad[],
  first: CopperPad,
  sides: Side[],
  hole: DrillHole | undefined,
  stack: Padstack | undefined,
  input: AssembleInput,
  n: number,
): Feature<Pad> | null {
  const found = shapeFor(first, stack);
  const drill = hole?.diameterMm ?? stack?.hole?.diameterMm ?? null;
  const plating = hole?.plating ?? stack?.hole?.plating ?? 'PLATED';
  if (!found && drill === null) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.padNoShape,
      'pad without a shape (no primitive, no padstack pad); ignored',
      first.line,
      'Pad',
    );
    return null;
  }
  const placed = found
    ? placeShape(found.shape, found.chain)
    : { ...first.at, rotationDeg: 0, polygon: null };
  const type = drill === null ? 'smd' : plating === 'NONPLATED' ? 'npth' : 'th';
  const ref = first.ref;
  const number = first.pin ?? '';
  const net =
    group.find((p) => p.net !== null)?.net ??
    (ref !== null ? input.pinNets.get(pinKey(ref, number)) : undefined) ??
    hole?.net ??
    null;
  const pad: Pad = {
    id: padId(n),
    ref,
    number,
    x: placed.x,
    y: placed.y,
    net,
    side: type === 'th' ? 'both' : sidesOf(sides),
    shape: found?.shape.shape ?? 'circle',
    widthMm: found?.shape.widthMm ?? drill ?? 0,
    heightMm: found?.shape.heightMm ?? drill ?? 0,
    rotationDeg: placed.rotationDeg,
    type,
    drillMm: drill,
    slotLengthMm: hole?.slotLengthMm ?? null,
    plated: type === 'th',
    polygon: placed.polygon,
    mask: 'open',
    testpointFlag: group.some((p) => p.testPoint) || hole?.testPoint === true,
  };
  return { item: pad, sides: type === 'th' ? ['top', 'bottom'] : sides };
}

function makeVia(
  ctx: Ipc2581Context,
  first: CopperPad,
  sides: Side[],
  hole: DrillHole | undefined,
  stack: Padstack | undefined,
  n: number,
  testPoint: boolean,
): Feature<Via> {
  const found = shapeFor(first, stack);
  let drill = hole?.diameterMm ?? stack?.hole?.diameterMm;
  if (drill === undefined) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.viaNoDrill,
      'via without a drilled hole or padstack hole: drill read as 0',
      first.line,
      'Pad',
    );
    drill = 0;
  }
  const via: Via = {
    id: viaId(n),
    x: first.at.x,
    y: first.at.y,
    drillMm: drill,
    diameterMm: found ? Math.min(found.shape.widthMm, found.shape.heightMm) : drill,
    net: first.net ?? hole?.net ?? null,
    side: sidesOf(sides),
    tented: null,
    testpointFlag: testPoint,
  };
  return { item: via, sides };
}

function viaFromHole(h: DrillHole, padstacks: Map<string, Padstack>, n: number): Feature<Via> {
  const def = h.padstack === undefined ? undefined : padstacks.get(h.padstack)?.pads.values().next().value;
  const via: Via = {
    id: viaId(n),
    x: h.x,
    y: h.y,
    drillMm: h.diameterMm,
    diameterMm: def ? Math.min(def.shape.widthMm, def.shape.heightMm) : h.diameterMm,
    net: h.net,
    side: 'both',
    tented: null,
    testpointFlag: h.testPoint,
  };
  return { item: via, sides: ['top', 'bottom'] };
}

const toHole = (h: DrillHole, n: number, ref: string | null): Hole => ({
  id: holeId(n),
  x: h.x,
  y: h.y,
  diameterMm: h.diameterMm,
  slotLengthMm: h.slotLengthMm,
  plated: h.plating !== 'NONPLATED',
  ref,
});

/** Pads of components that have no copper pad in any LayerFeature, placed from their package pins. */
function padsFromPackages(ctx: Ipc2581Context, input: AssembleInput, out: Assembled): void {
  const withPads = new Set(out.pads.map((f) => f.item.ref));
  let made = 0;
  for (const c of input.components) {
    if (!c.pkg || withPads.has(c.component.ref)) continue;
    const side = c.component.side;
    for (const pin of c.pkg.pins) {
      if (!pin.shape) continue;
      const placed = placeShape(pin.shape, [
        { xform: pin.xform, at: pin.at },
        { xform: c.xform, at: c.at },
      ]);
      const ref = c.component.ref;
      out.pads.push({
        item: {
          id: padId(out.pads.length),
          ref,
          number: pin.number,
          x: placed.x,
          y: placed.y,
          net: input.pinNets.get(pinKey(ref, pin.number)) ?? null,
          side,
          shape: pin.shape.shape,
          widthMm: pin.shape.widthMm,
          heightMm: pin.shape.heightMm,
          rotationDeg: placed.rotationDeg,
          type: 'smd',
          drillMm: null,
          slotLengthMm: null,
          plated: false,
          polygon: placed.polygon,
          mask: 'open',
          testpointFlag: c.pkg.testPoint,
        },
        sides: [side],
      });
      made++;
    }
  }
  if (made > 0) {
    ctx.sink.info(
      Ipc2581Code.padsFromPackage,
      `${made} pad(s) of components without copper-layer pads were placed from their package pins (SMD, no drill known)`,
      { line: 1 },
    );
  }
}
