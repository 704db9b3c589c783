import { holeId, viaId } from '../../board/ids';
import type { Via } from '../../board/model';
import { viaTented } from '../shared/via-tenting';
import type { OdbContext } from './context';
import type { Drills } from './drills';
import { attrOf } from './features';
import { padsAt, padSymbol } from './layers';
import { maskOpen, netName, SAME_PLACE_MM, type Sides } from './parts';
import { OdbppCode } from './codes';

/** Net number of each hole and copper feature that eda/data puts in a net, by `<layer>:<feature>`. */
function featureNets(ctx: OdbContext): Map<string, number> {
  const out = new Map<string, number>();
  const layers = ctx.eda?.layers ?? [];
  ctx.eda?.nets.forEach((net, n) => {
    for (const s of net.subnets) for (const f of s.fids) out.set(`${layers[f.layer]}:${f.feature}`, n);
  });
  return out;
}

/**
 * Drill hits no component pin claimed: vias (`.drill=via`, a VIA tool, or a hole in an eda/data via
 * subnet), plated holes (mounting holes) and non-plated holes (tooling / guide-pin candidates).
 * A via's pad is the largest outer-copper pad on it; it is tented on a side when that side's solder
 * mask has no opening over it (no mask layer: unknown).
 */
export function readViasAndHoles(ctx: OdbContext, drills: Drills, sides: Sides): void {
  const { board } = ctx;
  const nets = featureNets(ctx);
  const viaSubnetHoles = new Set<string>();
  const layers = ctx.eda?.layers ?? [];
  for (const net of ctx.eda?.nets ?? [])
    for (const s of net.subnets)
      if (s.kind === 'VIA')
        for (const f of s.fids) if (f.type === 'H') viaSubnetHoles.add(`${layers[f.layer]}:${f.feature}`);
  let buried = 0;
  for (const hit of drills.hits) {
    if (hit.owner !== null) continue;
    const key = `${hit.layer.name}:${hit.feature.index}`;
    const isVia = hit.kind === 'via' || viaSubnetHoles.has(key);
    if (!isVia) {
      board.holes.push({
        id: holeId(board.holes.length),
        x: hit.x,
        y: hit.y,
        diameterMm: hit.diameterMm,
        slotLengthMm: hit.slotLengthMm,
        plated: hit.kind === 'plated',
        ref: null,
      });
      continue;
    }
    if (hit.sides === null) {
      buried++;
      continue;
    }
    const reached = hit.sides === 'both' ? (['top', 'bottom'] as const) : [hit.sides];
    let diameter = 0;
    let testPoint = false;
    let net: number | undefined = nets.get(key);
    for (const side of reached) {
      const copper = sides[side].copper;
      if (!copper) continue;
      for (const pad of padsAt(copper, hit.x, hit.y, SAME_PLACE_MM)) {
        const s = padSymbol(ctx, copper.file, pad);
        if (s) diameter = Math.max(diameter, Math.max(s.widthMm, s.heightMm));
        // `.test_point` on the via's copper: a designed test point
        if (attrOf(copper.file, pad.attrs, '.test_point') === true) testPoint = true;
        net ??= nets.get(`${sides[side].copperName}:${pad.index}`);
      }
    }
    const open = (side: 'top' | 'bottom') => maskOpen(ctx, sides, side, hit.x, hit.y);
    const own = { front: undefined, back: undefined };
    const known = {
      front: open('top') === undefined ? undefined : !open('top'),
      back: open('bottom') === undefined ? undefined : !open('bottom'),
    };
    const via: Via = {
      id: viaId(board.vias.length),
      x: hit.x,
      y: hit.y,
      drillMm: hit.diameterMm,
      diameterMm: diameter > 0 ? diameter : hit.diameterMm,
      net: net === undefined ? null : netName(ctx, net),
      side: hit.sides,
      tented: viaTented(own, known, hit.sides),
      testpointFlag: testPoint,
    };
    board.vias.push(via);
  }
  if (buried > 0)
    ctx.sinks
      .for(ctx.label)
      .info(OdbppCode.viaBuried, `${buried} buried via(s) reach no outer side and are left out`, { line: 1 });
}
