import { padId, viaId } from '../../board/ids';
import type { Pad, Via } from '../../board/model';
import type { Assembled } from './assemble';
import { BOTTOM, type FeatureList, TOP } from './columns';
import type { Ipc2581Context } from './context';
import { type DrillHoles, NONPLATED } from './layer-features';
import { type NetPoint, openOnOwnSide } from './nets';
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
  points: NetPoint[],
  holes: DrillHoles,
  out: Assembled,
): number {
  const pads = gridOf(out.pads);
  const vias = gridOf(out.vias);
  // The side the current point is on: the lookups below accept only features with copper there.
  let side = 0;
  const padOnSide = (i: number) => (out.pads.sides[i]! & side) !== 0;
  const viaOnSide = (i: number) => (out.vias.sides[i]! & side) !== 0;
  const orphans = new Map<string, NetPoint[]>();
  let matched = 0;
  for (const p of points) {
    side = p.side === 'top' ? TOP : BOTTOM;
    let list: FeatureList<Pad> | FeatureList<Via> = p.via ? out.vias : out.pads;
    let f = p.via
      ? vias.nearest(p.x, p.y, SAME_PLACE_MM, viaOnSide)
      : pads.nearest(p.x, p.y, SAME_PLACE_MM, padOnSide);
    if (f < 0) {
      list = p.via ? out.pads : out.vias;
      f = p.via
        ? pads.nearest(p.x, p.y, SAME_PLACE_MM, padOnSide)
        : vias.nearest(p.x, p.y, SAME_PLACE_MM, viaOnSide);
    }
    if (f < 0) {
      const key = `${p.via ? 'V' : 'P'}${Math.round(p.x * 1000)},${Math.round(p.y * 1000)}`;
      const group = orphans.get(key);
      if (group) group.push(p);
      else orphans.set(key, [p]);
      continue;
    }
    matched++;
    note(list, f, p);
    const item = list.items[f]!;
    if (item.net === null) item.net = p.net;
    else if (item.net !== p.net) {
      ctx.tally.add(
        'warning',
        Ipc2581Code.phynetNetDiffers,
        `PhyNetPoint of net ${p.net.slice(0, 60)} lies on copper of net ${item.net.slice(0, 60)}; the copper's net is kept`,
        p.line,
        'PhyNetPoint',
      );
    }
    if (p.testPoint) item.testpointFlag = true;
  }
  if (orphans.size > 0) addOrphans(ctx, orphans, holes, out);
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

function note(list: FeatureList<unknown>, i: number, p: NetPoint): void {
  const open = openOnOwnSide(p);
  if (open !== undefined) list.note(i, p.side === 'top' ? TOP : BOTTOM, open);
}

function addOrphans(
  ctx: Ipc2581Context,
  orphans: Map<string, NetPoint[]>,
  holes: DrillHoles,
  out: Assembled,
): void {
  let made = 0;
  for (const group of orphans.values()) {
    const first = group[0]!;
    let sides = 0;
    for (const p of group) sides |= p.side === 'top' ? TOP : BOTTOM;
    const both = sides === (TOP | BOTTOM);
    const hole = out.holeGrid.nearest(first.x, first.y, SAME_PLACE_MM);
    const drill = hole >= 0 ? holes.diameter[hole]! : undefined;
    const w = first.shape?.widthMm ?? drill ?? 0;
    const h = first.shape?.heightMm ?? drill ?? 0;
    // A side of its own: the group's first point's (both when the points reach both).
    const side = both ? 'both' : first.side;
    if (first.via) {
      const via: Via = {
        id: viaId(out.vias.length),
        x: first.x,
        y: first.y,
        drillMm: drill ?? 0,
        diameterMm: Math.min(w, h),
        net: first.net,
        side,
        tented: null,
        testpointFlag: group.some((p) => p.testPoint),
      };
      out.vias.push(via, sides);
      for (const p of group) note(out.vias, out.vias.length - 1, p);
    } else {
      const placed = first.shape ? placeShape(first.shape, [{ xform: IDENTITY, at: first }]) : undefined;
      const th = both && hole >= 0 && holes.plating[hole] !== NONPLATED;
      const pad: Pad = {
        id: padId(out.pads.length),
        ref: null,
        number: '',
        x: first.x,
        y: first.y,
        net: first.net,
        side,
        shape: first.shape?.shape ?? 'circle',
        widthMm: w,
        heightMm: h,
        rotationDeg: placed?.rotationDeg ?? 0,
        type: th ? 'th' : 'smd',
        drillMm: th ? (drill ?? null) : null,
        slotLengthMm: null,
        plated: th,
        polygon: placed?.polygon ?? null,
        mask: 'open',
        testpointFlag: group.some((p) => p.testPoint),
      };
      out.pads.push(pad, sides);
      for (const p of group) note(out.pads, out.pads.length - 1, p);
    }
    made++;
  }
  ctx.sink.info(
    Ipc2581Code.phynetFeatures,
    `${made} probe point(s) were built from PhyNetPoints that match no copper-layer pad or via`,
    { line: orphans.values().next().value?.[0]?.line ?? 1, element: 'PhyNetPoint' },
  );
}
