import type { Component, CopperSides, Pad, Point, Side } from '../../board/model';
import { componentId, holeId, padId } from '../../board/ids';
import { bboxHeight, bboxOfPoints, bboxWidth } from '../../geometry/bbox';
import { isTestPointComponent } from '../../board/test-points';
import { type ComponentsFile, type OdbComponent, parseComponents, type Toeprint } from './components';
import { type OdbContext, stepPath } from './context';
import { DecompressError } from './decompress';
import { type Drills, drillsAt, type DrillHit } from './drills';
import type { Subnet } from './eda';
import { attrOf, type Feature } from './features';
import { covers, type FeatureIndex, padsAt, padSymbol } from './layers';
import { sideOfLayer } from './matrix';
import { ccwFromCw, placeLocal } from './orient';
import { coordScale } from './units';
import { OdbppCode } from './codes';

/** Outer copper and solder-mask layers of each side, indexed; null when the board has none. */
export interface SideLayers {
  copper: FeatureIndex | null;
  /** Outer copper layer name (eda/data LYR names are lower case). */
  copperName: string | null;
  mask: FeatureIndex | null;
}
export type Sides = Record<Side, SideLayers>;

/** Distance (mm) within which a pin, a pad, a drill hit or a netlist point are the same place. */
export const SAME_PLACE_MM = 0.005;

/** The net name of eda/data net `n`; `$NONE$` (the no-net net) and unknown numbers give null. */
export function netName(ctx: OdbContext, n: number): string | null {
  const name = ctx.eda?.nets[n]?.name;
  return name === undefined || name === '$NONE$' ? null : name;
}

interface PinSubnet {
  subnet: Subnet;
  net: number;
  /** Index of the subnet within its net. */
  index: number;
}

/** eda/data `SNT TOP` subnets by side and component (`T:3`). */
function componentSubnets(ctx: OdbContext): Map<string, PinSubnet[]> {
  const out = new Map<string, PinSubnet[]>();
  ctx.eda?.nets.forEach((net, n) => {
    net.subnets.forEach((subnet, index) => {
      if (subnet.kind !== 'TOP' || subnet.side === undefined) return;
      const key = `${subnet.side}:${subnet.comp}`;
      const list = out.get(key);
      if (list) list.push({ subnet, net: n, index });
      else out.set(key, [{ subnet, net: n, index }]);
    });
  });
  return out;
}

/**
 * The SNT record of a pin. Writers disagree on the numbers: Altium repeats a toeprint number for
 * pins on both sides (fiducials) and its TOP records' subnet numbers are sometimes one off. So the
 * candidates are the component's pin subnets in the pin's net (any net when none is there), scored:
 * same toeprint number, then same subnet number, then not yet taken by another pin.
 */
function pinSubnet(
  candidates: readonly PinSubnet[],
  toe: Toeprint,
  ti: number,
  taken: Set<PinSubnet>,
): PinSubnet | undefined {
  const inNet = candidates.filter((c) => c.net === toe.net);
  const pool = inNet.length > 0 ? inNet : candidates;
  let best: PinSubnet | undefined;
  let bestScore = -1;
  for (const c of pool) {
    const score =
      (c.subnet.toeprint === ti ? 4 : 0) + (c.index === toe.subnet ? 2 : 0) + (taken.has(c) ? 0 : 1);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return bestScore >= 3 || (best && !taken.has(best) && inNet.length > 0) ? best : undefined;
}

const isTrue = (v: string | undefined) =>
  v !== undefined && v !== '0' && v.toLowerCase() !== 'false' && v.toLowerCase() !== 'no';
const TEST_POINT_PART = /test[\s_-]?point/i;

/** Reads both sides' components files into components, pads and (for non-plated pins) holes. */
export function readParts(ctx: OdbContext, drills: Drills, sides: Sides): void {
  const subnets = componentSubnets(ctx);
  for (const side of ['top', 'bottom'] as const) {
    for (const layer of ctx.matrix.layers) {
      if (layer.context !== 'BOARD' || layer.type !== 'COMPONENT') continue;
      const layerSide = sideOfLayer(ctx.matrix, layer) ?? (/bot/.test(layer.name) ? 'bottom' : 'top');
      if (layerSide !== side) continue;
      const file = readComponentsFile(ctx, layer.name);
      if (!file) continue;
      file.components.forEach((cmp, ci) => {
        addComponent(ctx, file, cmp, ci, side, subnets, drills, sides);
      });
    }
  }
}

function readComponentsFile(ctx: OdbContext, layer: string): ComponentsFile | null {
  const path = stepPath(ctx, `layers/${layer}/components`);
  try {
    const t = ctx.tree.text(path);
    return t ? parseComponents(t.text, t.file, ctx.units, ctx.sinks.for(t.file)) : null;
  } catch (e) {
    if (!(e instanceof DecompressError)) throw e;
    ctx.sinks.for(ctx.tree.nameOf(path)).error(e.code, e.message, { line: 1 });
    return null;
  }
}

function addComponent(
  ctx: OdbContext,
  file: ComponentsFile,
  cmp: OdbComponent,
  ci: number,
  side: Side,
  subnets: Map<string, PinSubnet[]>,
  drills: Drills,
  sides: Sides,
): void {
  const { board } = ctx;
  const pkg = ctx.eda?.packages[cmp.pkg];
  if (ctx.eda && !pkg)
    ctx.sinks
      .for(file.file)
      .warn(OdbppCode.componentsPackage, `${cmp.name}: package ${cmp.pkg} is not in eda/data`, {
        line: cmp.line,
      });
  const value =
    cmp.properties.get('Value') ?? cmp.properties.get('VALUE') ?? cmp.properties.get('value') ?? cmp.part;
  const height = Number(cmp.attrs.get('.comp_height'));
  const at: Point = { x: cmp.x, y: cmp.y };
  const component: Component = {
    id: componentId(board.components.length),
    ref: cmp.name,
    value,
    footprint: pkg?.name ?? cmp.part,
    side,
    x: cmp.x,
    y: cmp.y,
    rotationDeg: ccwFromCw(cmp.orient.cwDeg),
    body: pkg?.outline ? pkg.outline.map((p) => placeLocal(p, cmp.orient, at)) : null,
    heightMm: Number.isFinite(height) && height > 0 ? height * coordScale(file.units) : null,
    dnp: isTrue(cmp.attrs.get('.no_pop')),
    excludeFromBom: false,
    excludeFromPosFiles: false,
  };
  board.components.push(component);
  const testPart = TEST_POINT_PART.test(cmp.part) || isTestPointComponent(component);
  const candidates = subnets.get(`${side === 'top' ? 'T' : 'B'}:${ci}`) ?? [];
  const taken = new Set<PinSubnet>();
  cmp.toeprints.forEach((toe, ti) => {
    const link = pinSubnet(candidates, toe, ti, taken);
    if (link) taken.add(link);
    const pin = pkg?.pins[toe.pin];
    board.pads.push(
      makeToeprintPad(ctx, file.file, cmp, toe, link?.subnet, side, sides, drills, pin?.type, testPart),
    );
    const pad = board.pads[board.pads.length - 1]!;
    if (pad.net === null && link) pad.net = netName(ctx, link.net);
  });
}

/**
 * The outer copper feature of a pin and the side it is on: from eda/data FIDs (the component's side
 * first; a pin may have its copper on the other side, e.g. a fiducial with pads on both), else by
 * place on the component's side.
 */
function copperFeature(
  ctx: OdbContext,
  sides: Sides,
  side: Side,
  subnet: Subnet | undefined,
  toe: Toeprint,
): { feature: Feature; side: Side; layer: FeatureIndex } | null {
  const layers = ctx.eda?.layers ?? [];
  const order: Side[] = side === 'top' ? ['top', 'bottom'] : ['bottom', 'top'];
  for (const s of order) {
    const l = sides[s];
    if (!l.copper || !subnet) continue;
    for (const fid of subnet.fids) {
      if (fid.type !== 'C' || layers[fid.layer] !== l.copperName) continue;
      const f = l.copper.file.features[fid.feature];
      if (f && (f.kind === 'P' || f.kind === 'S')) return { feature: f, side: s, layer: l.copper };
    }
  }
  const own = sides[side].copper;
  const f = own ? padsAt(own, toe.x, toe.y, SAME_PLACE_MM)[0] : undefined;
  return f && own ? { feature: f, side, layer: own } : null;
}

/** The drill hit of a pin: from eda/data `FID H` records, else a hole at the pin. */
function pinDrill(
  ctx: OdbContext,
  subnet: Subnet | undefined,
  toe: Toeprint,
  drills: Drills,
): DrillHit | null {
  const layers = ctx.eda?.layers ?? [];
  for (const fid of subnet?.fids ?? []) {
    if (fid.type !== 'H') continue;
    const hit = drills.byFeature.get(`${layers[fid.layer]}:${fid.feature}`);
    if (hit) return hit;
  }
  return (
    drillsAt(drills, toe.x, toe.y, SAME_PLACE_MM).find((h) => h.kind !== 'via' && h.sides === 'both') ?? null
  );
}

/** Whether the solder mask of `side` is open at (x, y); undefined when that side has no mask layer. */
export function maskOpen(
  ctx: OdbContext,
  sides: Sides,
  side: Side,
  x: number,
  y: number,
): boolean | undefined {
  const mask = sides[side].mask;
  return mask ? covers(ctx, mask, x, y) : undefined;
}

function makeToeprintPad(
  ctx: OdbContext,
  file: string,
  cmp: OdbComponent,
  toe: Toeprint,
  subnet: Subnet | undefined,
  side: Side,
  sides: Sides,
  drills: Drills,
  pinType: string | undefined,
  testPart: boolean,
): Pad {
  const { board } = ctx;
  const found = copperFeature(ctx, sides, side, subnet, toe);
  const feature = found?.feature ?? null;
  const copper = found?.layer ?? null;
  const padSide = found?.side ?? side;
  const drill = pinDrill(ctx, subnet, toe, drills);
  const pad: Pad = {
    id: padId(board.pads.length),
    ref: cmp.name,
    number: toe.name,
    x: toe.x,
    y: toe.y,
    net: netName(ctx, toe.net),
    side: padSide,
    shape: 'circle',
    widthMm: 0,
    heightMm: 0,
    rotationDeg: 0,
    type: 'smd',
    drillMm: null,
    slotLengthMm: null,
    plated: false,
    polygon: null,
    mask: 'open',
    testpointFlag: testPart,
  };
  // A boolean `.test_point` on the pin's copper marks it as a test point.
  if (
    (feature?.kind === 'P' || feature?.kind === 'S') &&
    copper &&
    attrOf(copper.file, feature.attrs, '.test_point') === true
  )
    pad.testpointFlag = true;
  if (feature?.kind === 'P' && copper) {
    const s = padSymbol(ctx, copper.file, feature);
    pad.x = feature.x;
    pad.y = feature.y;
    pad.rotationDeg = ccwFromCw(feature.orient.cwDeg);
    if (s) {
      pad.shape = s.shape;
      pad.widthMm = s.widthMm;
      pad.heightMm = s.heightMm;
      if (s.polygon) pad.polygon = s.polygon.map((p) => placeLocal(p, feature.orient, feature));
    } else
      ctx.sinks
        .for(copper.file.file)
        .warn(
          OdbppCode.padSymbol,
          `${cmp.name}.${toe.name}: symbol ${copper.file.symbols.get(feature.symbol)?.name ?? feature.symbol} is unknown; pad size 0`,
          {
            line: feature.line,
          },
        );
  } else if (feature?.kind === 'S') {
    const ring = feature.contours.find((c) => !c.hole)?.ring ?? [];
    pad.shape = 'custom';
    pad.widthMm = bboxWidth(bboxOfPoints(ring));
    pad.heightMm = bboxHeight(bboxOfPoints(ring));
    pad.polygon = ring.length >= 3 ? ring : null;
  } else if (drill) {
    // A pin with a hole but no copper on this side (e.g. a bare non-plated hole): the hole is the pad.
    pad.widthMm = drill.diameterMm;
    pad.heightMm = drill.diameterMm;
  }
  if (drill) {
    drill.owner = `${cmp.name}.${toe.name}`;
    pad.type = drill.kind === 'non_plated' ? 'npth' : 'th';
    pad.plated = drill.kind !== 'non_plated';
    pad.drillMm = drill.diameterMm;
    pad.slotLengthMm = drill.slotLengthMm;
    pad.side = 'both' satisfies CopperSides;
    if (pad.widthMm === 0) {
      pad.widthMm = drill.diameterMm;
      pad.heightMm = drill.diameterMm;
    }
    if (!pad.plated)
      board.holes.push({
        id: holeId(board.holes.length),
        x: drill.x,
        y: drill.y,
        diameterMm: drill.diameterMm,
        slotLengthMm: drill.slotLengthMm,
        plated: false,
        ref: cmp.name,
      });
  } else if (pinType === 'T') {
    ctx.sinks
      .for(file)
      .info(
        OdbppCode.padNoDrill,
        `${cmp.name}.${toe.name}: a through-hole pin without a drill hit; read as SMD`,
        {
          line: toe.line,
        },
      );
  }
  const open =
    pad.side === 'both'
      ? [maskOpen(ctx, sides, 'top', pad.x, pad.y), maskOpen(ctx, sides, 'bottom', pad.x, pad.y)]
      : [maskOpen(ctx, sides, padSide, pad.x, pad.y)];
  if (open.every((o) => o === false)) pad.mask = 'covered';
  if (feature === null && !drill)
    ctx.sinks
      .for(file)
      .warn(
        OdbppCode.padNoCopper,
        `${cmp.name}.${toe.name}: no copper pad found at the pin; pad size unknown (0)`,
        {
          line: toe.line,
        },
      );
  return pad;
}
