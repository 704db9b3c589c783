import { padId, viaId } from '../../board/ids';
import type { Pad, Side, Via } from '../../board/model';
import type { Assembled, Feature } from './assemble';
import type { Ipc2581Context } from './context';
import type { DrillHole } from './layer-features';
import { type NetPoint, openOnOwnSide } from './nets';
import { placeShape } from './placement';
import { PointIndex, SAME_PLACE_MM } from './point-index';
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
  holes: DrillHole[],
  out: Assembled,
): number {
  const pads = new PointIndex<Feature<Pad>>();
  for (const f of out.pads) pads.add(f.item.x, f.item.y, f);
  const vias = new PointIndex<Feature<Via>>();
  for (const f of out.vias) vias.add(f.item.x, f.item.y, f);
  const orphans = new Map<string, NetPoint[]>();
  let matched = 0;
  for (const p of points) {
    const onSide = (f: Feature<Pad | Via>) => f.sides.includes(p.side);
    const f: Feature<Pad> | Feature<Via> | undefined = p.via
      ? (vias.nearest(p.x, p.y, SAME_PLACE_MM, onSide) ?? pads.nearest(p.x, p.y, SAME_PLACE_MM, onSide))
      : (pads.nearest(p.x, p.y, SAME_PLACE_MM, onSide) ?? vias.nearest(p.x, p.y, SAME_PLACE_MM, onSide));
    if (!f) {
      const key = `${p.via ? 'V' : 'P'}${Math.round(p.x * 1000)},${Math.round(p.y * 1000)}`;
      const list = orphans.get(key);
      if (list) list.push(p);
      else orphans.set(key, [p]);
      continue;
    }
    matched++;
    note(f, p);
    if (f.item.net === null) f.item.net = p.net;
    else if (f.item.net !== p.net) {
      ctx.tally.add(
        'warning',
        Ipc2581Code.phynetNetDiffers,
        `PhyNetPoint of net ${p.net.slice(0, 60)} lies on copper of net ${f.item.net.slice(0, 60)}; the copper's net is kept`,
        p.line,
        'PhyNetPoint',
      );
    }
    if (p.testPoint) f.item.testpointFlag = true;
  }
  if (orphans.size > 0) addOrphans(ctx, orphans, holes, out);
  return matched;
}

function note(f: Feature<Pad | Via>, p: NetPoint): void {
  const open = openOnOwnSide(p);
  if (open === undefined) return;
  f.maskOpen ??= new Map();
  if (!f.maskOpen.has(p.side)) f.maskOpen.set(p.side, open);
}

function addOrphans(
  ctx: Ipc2581Context,
  orphans: Map<string, NetPoint[]>,
  holes: DrillHole[],
  out: Assembled,
): void {
  const holeIndex = new PointIndex<DrillHole>();
  for (const h of holes) holeIndex.add(h.x, h.y, h);
  let made = 0;
  for (const group of orphans.values()) {
    const first = group[0]!;
    const sides = [...new Set(group.map((p) => p.side))] as Side[];
    const hole = holeIndex.nearest(first.x, first.y, SAME_PLACE_MM);
    const w = first.shape?.widthMm ?? hole?.diameterMm ?? 0;
    const h = first.shape?.heightMm ?? hole?.diameterMm ?? 0;
    const feature = { sides, maskOpen: new Map<Side, boolean>() };
    if (first.via) {
      const via: Via = {
        id: viaId(out.vias.length),
        x: first.x,
        y: first.y,
        drillMm: hole?.diameterMm ?? 0,
        diameterMm: Math.min(w, h),
        net: first.net,
        side: sides.length > 1 ? 'both' : sides[0]!,
        tented: null,
        testpointFlag: group.some((p) => p.testPoint),
      };
      const f: Feature<Via> = { item: via, ...feature };
      for (const p of group) note(f, p);
      out.vias.push(f);
    } else {
      const placed = first.shape ? placeShape(first.shape, [{ xform: IDENTITY, at: first }]) : undefined;
      const th = sides.length > 1 && hole !== undefined && hole.plating !== 'NONPLATED';
      const pad: Pad = {
        id: padId(out.pads.length),
        ref: null,
        number: '',
        x: first.x,
        y: first.y,
        net: first.net,
        side: sides.length > 1 ? 'both' : sides[0]!,
        shape: first.shape?.shape ?? 'circle',
        widthMm: w,
        heightMm: h,
        rotationDeg: placed?.rotationDeg ?? 0,
        type: th ? 'th' : 'smd',
        drillMm: th ? hole.diameterMm : null,
        slotLengthMm: null,
        plated: th,
        polygon: placed?.polygon ?? null,
        mask: 'open',
        testpointFlag: group.some((p) => p.testPoint),
      };
      const f: Feature<Pad> = { item: pad, ...feature };
      for (const p of group) note(f, p);
      out.pads.push(f);
    }
    made++;
  }
  ctx.sink.info(
    Ipc2581Code.phynetFeatures,
    `${made} probe point(s) were built from PhyNetPoints that match no copper-layer pad or via`,
    { line: orphans.values().next().value?.[0]?.line ?? 1, element: 'PhyNetPoint' },
  );
}
