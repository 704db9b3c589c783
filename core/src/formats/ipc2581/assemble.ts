import { holeId, padId, viaId } from '../../board/ids';
import type { CopperSides, Hole, Pad, Via } from '../../board/model';
import { BOTTOM, FeatureList, TOP } from './columns';
import type { PlacedComponent } from './components';
import type { Ipc2581Context } from './context';
import {
  type CopperPads,
  type DrillHoles,
  type LayerFeatures,
  NONPLATED,
  VIA_PLATED,
} from './layer-features';
import type { PinNets } from './nets';
import type { Padstack } from './padstacks';
import { groupByPlace, type PlaceGroups } from './place-groups';
import { placeShape, type Placement } from './placement';
import { PointGrid, SAME_PLACE_MM } from './point-grid';
import type { Primitive } from './primitives';
import { Ipc2581Code } from './codes';

/** Pads and vias (with their sides and noted mask states) and holes, as assembly leaves them. */
export interface Assembled {
  pads: FeatureList<Pad>;
  vias: FeatureList<Via>;
  holes: Hole[];
  /** The drilled holes by position (PhyNetPoints without copper look their holes up here too). */
  holeGrid: PointGrid;
}

export interface AssembleInput {
  features: LayerFeatures;
  padstacks: Map<string, Padstack>;
  components: PlacedComponent[];
  /** (ref, pin) → net from LogicalNet PinRefs. */
  pinNets: PinNets;
}

export const sidesOf = (sides: number): CopperSides =>
  sides === (TOP | BOTTOM) ? 'both' : sides === BOTTOM ? 'bottom' : 'top';

/**
 * Builds pads, vias and holes from the copper pads of the outer layers and the drilled holes: one pad
 * per component pin and place (its top and bottom copper merged), through-hole when a hole is
 * drilled there; a Set with padUsage VIA, or a VIA-plated hole without a pin, is a via. Holes left
 * over become vias (VIA plating) or holes; non-plated and net-less plated holes under pads are holes
 * too (tooling / mounting candidates). Components without any copper pad get theirs from the package.
 */
export function assemble(ctx: Ipc2581Context, input: AssembleInput): Assembled {
  const { features, padstacks } = input;
  const { pads, holes } = features;
  const holeGrid = new PointGrid(holes.x, holes.y, holes.count);
  const used = new Uint8Array(Math.max(1, holes.count));
  const unused = (h: number) => used[h] === 0;
  const groups = groupPads(pads);
  const out: Assembled = { pads: new FeatureList(), vias: new FeatureList(), holes: [], holeGrid };
  const testPointRefs = new Set(input.components.filter((c) => c.pkg?.testPoint).map((c) => c.component.ref));
  for (let g = 0; g < groups.count; g++) {
    // The group's first pad on the top, else its first; its sides; any test-point flag.
    let first = -1;
    let sides = 0;
    let flagged = false;
    for (let p = groups.head[g]!; p >= 0; p = groups.next[p]!) {
      if (first < 0 && pads.side[p] === TOP) first = p;
      sides |= pads.side[p]!;
      if (pads.testPoint(p)) flagged = true;
    }
    if (first < 0) first = groups.head[g]!;
    const hole = holeGrid.nearest(pads.x[first]!, pads.y[first]!, SAME_PLACE_MM, unused);
    if (hole >= 0) used[hole] = 1;
    const stackName = pads.padstack[first];
    const stack = stackName === undefined ? undefined : padstacks.get(stackName);
    const isVia =
      pads.isVia(first) || (hole >= 0 && holes.plating[hole] === VIA_PLATED && pads.ref[first] === null);
    const testPoint = flagged || (hole >= 0 && holes.testPoint[hole] === 1);
    if (isVia && (hole >= 0 || stack?.hole || !testPoint)) {
      out.vias.push(makeVia(ctx, pads, first, sides, holes, hole, stack, out.vias.length, testPoint), sides);
      continue;
    }
    if (isVia) {
      // padUsage VIA and testPoint, but nothing drilled: an SMD test pad (ICT pad) named a via.
      ctx.tally.add(
        'info',
        Ipc2581Code.viaTestPad,
        'a Set with padUsage VIA and testPoint but no hole: read as an SMD test pad, not a via of drill 0',
        pads.line[first]!,
        'Set',
      );
    }
    const pad = makePad(ctx, pads, groups, g, first, sides, holes, hole, stack, input, out.pads.length);
    if (!pad) continue;
    pad.testpointFlag = testPoint;
    if (pad.ref !== null && testPointRefs.has(pad.ref)) pad.testpointFlag = true;
    out.pads.push(pad, pad.type === 'th' ? TOP | BOTTOM : sides);
    if (hole >= 0 && (holes.plating[hole] === NONPLATED || pad.net === null))
      out.holes.push(toHole(holes, hole, out.holes.length, pad.ref ?? holes.ref[hole] ?? null));
  }
  for (let h = 0; h < holes.count; h++) {
    if (used[h] === 1) continue;
    if (holes.plating[h] === VIA_PLATED)
      out.vias.push(viaFromHole(holes, h, padstacks, out.vias.length), TOP | BOTTOM);
    else out.holes.push(toHole(holes, h, out.holes.length, holes.ref[h] ?? null));
  }
  padsFromPackages(ctx, input, out);
  return out;
}

/**
 * The copper pads grouped by component pin and place (µm), or — without a pin — by kind (via or
 * not) and place, in the order each group first appears.
 */
function groupPads(pads: CopperPads): PlaceGroups {
  const kinds = new Uint8Array(Math.max(1, pads.count));
  const { ref, pin } = pads;
  // 0: a component pin, 1: a via (padUsage VIA), 2: any other pad without a pin.
  for (let p = 0; p < pads.count; p++)
    kinds[p] = ref[p] != null && pin[p] != null ? 0 : pads.isVia(p) ? 1 : 2;
  return groupByPlace(pads.count, pads.x, pads.y, kinds, (first, p) =>
    kinds[first] !== 0 ? true : ref[first] === ref[p] && pin[first] === pin[p],
  );
}

/**
 * The pad shape: the Pad's own (placed by the pad), else its padstack's on that layer, else on any
 * layer (placed by the padstack's pad, then the pad).
 */
function shapeFor(
  pads: CopperPads,
  i: number,
  stack: Padstack | undefined,
): { shape: Primitive; inner: Placement | undefined } | undefined {
  const shape = pads.shape[i];
  if (shape) return { shape, inner: undefined };
  const def = stack?.pads.get(pads.layer[i]!) ?? stack?.pads.values().next().value;
  return def ? { shape: def.shape, inner: def } : undefined;
}

function makePad(
  ctx: Ipc2581Context,
  pads: CopperPads,
  groups: PlaceGroups,
  g: number,
  first: number,
  sides: number,
  holes: DrillHoles,
  hole: number,
  stack: Padstack | undefined,
  input: AssembleInput,
  n: number,
): Pad | null {
  const found = shapeFor(pads, first, stack);
  const drill = hole >= 0 ? holes.diameter[hole]! : (stack?.hole?.diameterMm ?? null);
  const nonPlated = hole >= 0 ? holes.plating[hole] === NONPLATED : stack?.hole?.plating === 'NONPLATED';
  if (!found && drill === null) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.padNoShape,
      'pad without a shape (no primitive, no padstack pad); ignored',
      pads.line[first]!,
      'Pad',
    );
    return null;
  }
  const placed = found
    ? placeShape(found.shape, found.inner, pads.xform(first), pads.x[first]!, pads.y[first]!)
    : { x: pads.x[first]!, y: pads.y[first]!, rotationDeg: 0, polygon: null };
  const type = drill === null ? 'smd' : nonPlated ? 'npth' : 'th';
  const ref = pads.ref[first] ?? null;
  const number = pads.pin[first] ?? '';
  let net: string | null | undefined;
  for (let p = groups.head[g]!; p >= 0 && net == null; p = groups.next[p]!) net = pads.net[p];
  net ??= (ref !== null ? input.pinNets.get(ref, number) : undefined) ?? null;
  if (net === null && hole >= 0) net = holes.net[hole] ?? null;
  return {
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
    slotLengthMm: hole >= 0 ? holes.slotLengthMm(hole) : null,
    plated: type === 'th',
    polygon: placed.polygon,
    mask: 'open',
    testpointFlag: false,
  };
}

function makeVia(
  ctx: Ipc2581Context,
  pads: CopperPads,
  first: number,
  sides: number,
  holes: DrillHoles,
  hole: number,
  stack: Padstack | undefined,
  n: number,
  testPoint: boolean,
): Via {
  const own = pads.shape[first];
  const shape = own ?? (stack?.pads.get(pads.layer[first]!) ?? stack?.pads.values().next().value)?.shape;
  let drill = hole >= 0 ? holes.diameter[hole] : stack?.hole?.diameterMm;
  if (drill === undefined) {
    ctx.tally.add(
      'warning',
      Ipc2581Code.viaNoDrill,
      'via without a drilled hole or padstack hole: drill read as 0',
      pads.line[first]!,
      'Pad',
    );
    drill = 0;
  }
  return {
    id: viaId(n),
    x: pads.x[first]!,
    y: pads.y[first]!,
    drillMm: drill,
    diameterMm: shape ? Math.min(shape.widthMm, shape.heightMm) : drill,
    net: pads.net[first] ?? (hole >= 0 ? (holes.net[hole] ?? null) : null),
    side: sidesOf(sides),
    tented: null,
    testpointFlag: testPoint,
  };
}

function viaFromHole(holes: DrillHoles, h: number, padstacks: Map<string, Padstack>, n: number): Via {
  const stack = holes.padstack[h];
  const def = stack === undefined ? undefined : padstacks.get(stack)?.pads.values().next().value;
  const d = holes.diameter[h]!;
  return {
    id: viaId(n),
    x: holes.x[h]!,
    y: holes.y[h]!,
    drillMm: d,
    diameterMm: def ? Math.min(def.shape.widthMm, def.shape.heightMm) : d,
    net: holes.net[h] ?? null,
    side: 'both',
    tented: null,
    testpointFlag: holes.testPoint[h] === 1,
  };
}

const toHole = (holes: DrillHoles, h: number, n: number, ref: string | null): Hole => ({
  id: holeId(n),
  x: holes.x[h]!,
  y: holes.y[h]!,
  diameterMm: holes.diameter[h]!,
  slotLengthMm: holes.slotLengthMm(h),
  plated: holes.plating[h] !== NONPLATED,
  ref,
});

/** Pads of components that have no copper pad in any LayerFeature, placed from their package pins. */
function padsFromPackages(ctx: Ipc2581Context, input: AssembleInput, out: Assembled): void {
  const withPads = new Set(out.pads.items.map((p) => p.ref));
  let made = 0;
  for (const c of input.components) {
    if (!c.pkg || withPads.has(c.component.ref)) continue;
    const side = c.component.side;
    for (const pin of c.pkg.pins) {
      if (!pin.shape) continue;
      const placed = placeShape(pin.shape, pin, c.xform, c.at.x, c.at.y);
      const ref = c.component.ref;
      out.pads.push(
        {
          id: padId(out.pads.length),
          ref,
          number: pin.number,
          x: placed.x,
          y: placed.y,
          net: input.pinNets.get(ref, pin.number) ?? null,
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
        side === 'top' ? TOP : BOTTOM,
      );
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
