import type { Side } from '../../board/model';
import type { Assembled, Feature } from './assemble';
import type { Ipc2581Context } from './context';
import type { PointIndex } from './point-index';
import { Ipc2581Code } from './codes';

/** A mask opening this close (mm) to a pad's centre opens it. */
const OPENING_MM = 0.05;

/**
 * Decides the solder-mask state of every pad and via. A side whose SOLDERMASK layer has openings
 * is decided by them (an opening at the feature's place = open); otherwise by the PhyNetPoint
 * exposure noted for that side. A pad is covered only when every side it has copper on is known to
 * be covered; a via is tented when every side it reaches is known covered, untented when any side is
 * open, unknown (null) otherwise.
 */
export function applyMask(ctx: Ipc2581Context, mask: Map<Side, PointIndex<true>>, out: Assembled): void {
  let disagree = 0;
  const stateOf = (f: Feature<{ x: number; y: number }>): (boolean | undefined)[] =>
    f.sides.map((s) => {
      const index = mask.get(s);
      const noted = f.maskOpen?.get(s);
      if (!index) return noted;
      const open = index.nearest(f.item.x, f.item.y, OPENING_MM) !== undefined;
      if (noted !== undefined && noted !== open) disagree++;
      return open;
    });
  for (const f of out.pads) {
    const st = stateOf(f);
    f.item.mask = st.length > 0 && st.every((o) => o === false) ? 'covered' : 'open';
  }
  for (const f of out.vias) {
    const st = stateOf(f);
    f.item.tented = st.some((o) => o === true)
      ? false
      : st.length > 0 && st.every((o) => o === false)
        ? true
        : null;
  }
  if (disagree > 0) {
    ctx.sink.info(
      Ipc2581Code.maskExposureDiffers,
      `${disagree} PhyNetPoint exposure(s) disagree with the solder-mask layer; the mask layer is used`,
      { line: 1 },
    );
  }
}
