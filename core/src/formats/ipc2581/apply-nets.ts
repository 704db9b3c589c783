import { padId, viaId } from '../../board/ids';
import type { Pad, Via } from '../../board/model';
import { type Assembled, sidesOf } from './assemble';
import { BOTTOM, type FeatureList, TOP } from './columns';
import type { Ipc2581Context } from './context';
import { type DrillHoles, NONPLATED } from './layer-features';
import type { NetPoints } from './nets';
import { groupByPlace } from './place-groups';
import { placeShape } from './placement';
import { PointGrid, SAME_PLACE_MM } from './point-grid';
import { IDENTITY } from './xform';
import { Ipc2581Code } from './codes';

/**
 * Matches every PhyNetPoint to the pad or via at its place and side: it gives a net to copper that
 * has none, its exposure (mask open or covered on that side) and its test-point flag. Points with no
 * feature (TEST-mode files without copper-layer pads) become features themselves: a via per place
 * for via points, a pad per place otherwise (through-hole when the same place is reached from both
 * sides and a hole is drilled there). Returns the number of points matched to existing features.
 */
export function applyNetPoints(
  ctx: Ipc2581Context,
  points: NetPoints,
  holes: DrillHoles,
  out: Assembled,
): number {
  const pads = gridOf(out.pads);
  const vias = gridOf(out.vias);
  // The side of the point being matched: the lookups accept only features with copper there.
  let side = 0;
  const padOnSide = (i: number) => (out.pads.sides[i]! & side) !== 0;
  const viaOnSide = (i: number) => (out.vias.sides[i]! & side) !== 0;
  const orphans: number[] = [];
  let matched = 0;
  for (let p = 0; p < points.count; p++) {
    side = points.side[p]!;
    const x = points.x[p]!;
    const y = points.y[p]!;
    const via = points.isVia(p);
    let list: FeatureList<Pad> | FeatureList<Via> = via ? out.vias : out.pads;
    let f = via ? vias.nearest(x, y, SAME_PLACE_MM, viaOnSide) : pads.nearest(x, y, SAME_PLACE_MM, padOnSide);
    if (f < 0) {
      list = via ? out.pads : out.vias;
      f = via ? pads.nearest(x, y, SAME_PLACE_MM, padOnSide) : vias.nearest(x, y, SAME_PLACE_MM, viaOnSide);
    }
    if (f < 0) {
      orphans.push(p);
      continue;
    }
    matched++;
    note(list, f, points, p);
    const item = list.items[f]!;
    const net = points.net[p]!;
    if (item.net === null) item.net = net;
    else if (item.net !== net) {
      ctx.tally.add(
        'warning',
        Ipc2581Code.phynetNetDiffers,
        `PhyNetPoint of net ${net.slice(0, 60)} lies on copper of net ${item.net.slice(0, 60)}; the copper's net is kept`,
        points.line[p]!,
        'PhyNetPoint',
      );
    }
    if (points.testPoint(p)) item.testpointFlag = true;
  }
  if (orphans.length > 0) addOrphans(ctx, points, orphans, holes, out);
  return matched;
}

/** The features' places, as a grid. */
function gridOf(list: FeatureList<{ x: number; y: number }>): PointGrid {
  const n = list.length;
  const xs = new Float64Array(Math.max(1, n));
  const ys = new Float64Array(Math.max(1, n));
  for (let i = 0; i < n; i++) {
    const item = list.items[i]!;
    xs[i] = item.x;
    ys[i] = item.y;
  }
  return new PointGrid(xs, ys, n);
}

function note(list: FeatureList<unknown>, i: number, points: NetPoints, p: number): void {
  const open = points.open(p);
  if (open !== undefined) list.note(i, points.side[p]!, open);
}

/**
 * Features made of the points that matched none: one per kind (via point or not) and place (µm), in
 * the order each place first appears.
 */
function addOrphans(
  ctx: Ipc2581Context,
  points: NetPoints,
  orphans: number[],
  holes: DrillHoles,
  out: Assembled,
): void {
  const n = orphans.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const kinds = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const p = orphans[k]!;
    xs[k] = points.x[p]!;
    ys[k] = points.y[p]!;
    kinds[k] = points.isVia(p) ? 1 : 0;
  }
  const groups = groupByPlace(n, xs, ys, kinds);
  for (let g = 0; g < groups.count; g++) {
    const first = orphans[groups.head[g]!]!;
    let sides = 0;
    let testPoint = false;
    for (let k = groups.head[g]!; k >= 0; k = groups.next[k]!) {
      sides |= points.side[orphans[k]!]!;
      if (points.testPoint(orphans[k]!)) testPoint = true;
    }
    const both = sides === (TOP | BOTTOM);
    const x = points.x[first]!;
    const y = points.y[first]!;
    const shape = points.shape[first];
    const hole = out.holeGrid.nearest(x, y, SAME_PLACE_MM);
    const drill = hole >= 0 ? holes.diameter[hole]! : undefined;
    const w = shape?.widthMm ?? drill ?? 0;
    const h = shape?.heightMm ?? drill ?? 0;
    // The side the points reach (one, or both).
    const side = both ? 'both' : sidesOf(sides);
    let list: FeatureList<Pad> | FeatureList<Via>;
    if (points.isVia(first)) {
      list = out.vias;
      out.vias.push(
        {
          id: viaId(out.vias.length),
          x,
          y,
          drillMm: drill ?? 0,
          diameterMm: Math.min(w, h),
          net: points.net[first]!,
          side,
          tented: null,
          testpointFlag: testPoint,
        },
        sides,
      );
    } else {
      list = out.pads;
      const placed = shape ? placeShape(shape, undefined, IDENTITY, x, y) : undefined;
      const th = both && hole >= 0 && holes.plating[hole] !== NONPLATED;
      out.pads.push(
        {
          id: padId(out.pads.length),
          ref: null,
          number: '',
          x,
          y,
          net: points.net[first]!,
          side,
          shape: shape?.shape ?? 'circle',
          widthMm: w,
          heightMm: h,
          rotationDeg: placed?.rotationDeg ?? 0,
          type: th ? 'th' : 'smd',
          drillMm: th ? (drill ?? null) : null,
          slotLengthMm: null,
          plated: th,
          polygon: placed?.polygon ?? null,
          mask: 'open',
          testpointFlag: testPoint,
        },
        sides,
      );
    }
    for (let k = groups.head[g]!; k >= 0; k = groups.next[k]!)
      note(list, list.length - 1, points, orphans[k]!);
  }
  ctx.sink.info(
    Ipc2581Code.phynetFeatures,
    `${groups.count} probe point(s) were built from PhyNetPoints that match no copper-layer pad or via`,
    { line: points.line[orphans[0]!]!, element: 'PhyNetPoint' },
  );
}
