import { viaId } from '../../board/ids';
import type { CopperSides } from '../../board/model';
import { type KicadContext, where } from './context';
import { L_ANY_CU, L_BACK_CU, L_FRONT_CU, layerFlags } from './layers';
import { readItemNet } from './nets';
import { viaTented } from '../shared/via-tenting';
import { readFrontBack } from './tenting';
import { KicadCode } from './codes';

/**
 * Reads `(via [blind|micro|through] (at x y) (size d) (drill d) (layers A B) (net n) ...)`.
 *
 * A through via reaches both sides. Blind and micro vias list the two copper layers they join: the
 * outer sides among them are the sides they reach. A buried via reaches neither outer side, so it
 * cannot be probed and the model has no side for it: it is left out (one info diagnostic per board).
 * KiCad 9 padstack vias without a plain `(size)` take the first size in their `(padstack ...)`.
 */
export function readVia(ctx: KicadContext, node: number): void {
  const { t } = ctx;
  const at = t.child(node, 'at');
  const x = t.numArg(at, 0);
  const y = t.numArg(at, 1);
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    ctx.sink.error(KicadCode.viaBadPosition, 'via without a valid (at x y); skipped', where(ctx, node));
    return;
  }
  let diameter = t.numArg(t.child(node, 'size'), 0);
  if (!Number.isFinite(diameter)) diameter = padstackSize(ctx, node);
  const kind = t.strArg(node, 0);
  const net = readItemNet(ctx, node);
  let drill = t.numArg(t.child(node, 'drill'), 0);
  if (!Number.isFinite(drill)) {
    const d = (net !== null ? ctx.viaDrills.byNet.get(net) : undefined) ?? ctx.viaDrills.fallback;
    drill = kind === 'micro' ? d.micro : d.via;
  }
  if (!(diameter >= 0) || !(drill >= 0) || !Number.isFinite(diameter) || !Number.isFinite(drill)) {
    ctx.sink.error(
      KicadCode.viaBadSize,
      'via without a valid (size) and drill (own or from its net class); skipped',
      where(ctx, node),
    );
    return;
  }
  const layers = layerFlags(t, ctx.layers, t.child(node, 'layers'));
  let side: CopperSides;
  if (kind !== 'blind' && kind !== 'micro') side = 'both';
  else {
    const f = (layers & L_FRONT_CU) !== 0;
    const b = (layers & L_BACK_CU) !== 0;
    if (!f && !b && (layers & L_ANY_CU) !== 0) {
      if (ctx.buried.count++ === 0) ctx.buried.line = t.line(node);
      return;
    }
    side = f && b ? 'both' : f ? 'top' : b ? 'bottom' : 'both';
  }
  ctx.board.vias.push({
    id: viaId(ctx.board.vias.length),
    x,
    y: -y + 0,
    drillMm: drill,
    diameterMm: diameter,
    net,
    side,
    tented: viaTented(readFrontBack(t, t.child(node, 'tenting')), ctx.tenting, side),
  });
}

function padstackSize(ctx: KicadContext, node: number): number {
  const { t } = ctx;
  const stack = t.child(node, 'padstack');
  if (stack < 0) return Number.NaN;
  for (let c = t.first(stack), e = t.end(stack); c < e; c = t.end(c)) {
    if (!t.headIs(c, 'layer')) continue;
    const size = t.numArg(t.child(c, 'size'), 0);
    if (Number.isFinite(size)) return size;
  }
  return Number.NaN;
}
