import type { Side } from '../../board/model';
import type { Assembled } from './assemble';
import { BOTTOM, type FeatureList, type Points, TOP } from './columns';
import type { Ipc2581Context } from './context';
import { PointGrid } from './point-grid';
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
export function applyMask(ctx: Ipc2581Context, mask: Map<Side, Points>, out: Assembled): void {
  const top = openingsOf(mask.get('top'));
  const bottom = openingsOf(mask.get('bottom'));
  let disagree = 0;
  /**
   * The mask state of feature i on the sides it has copper on, as bits: 1 = some side is open,
   * 2 = some side is covered, 4 = some side is unknown.
   */
  const stateOf = (list: FeatureList<{ x: number; y: number }>, i: number): number => {
    const sides = list.sides[i]!;
    let state = 0;
    for (let side = TOP; side <= BOTTOM; side <<= 1) {
      if ((sides & side) === 0) continue;
      const grid = side === TOP ? top : bottom;
      const noted = list.notedOpen(i, side);
      let open = noted;
      if (grid !== null) {
        const item = list.items[i]!;
        open = grid.nearest(item.x, item.y, OPENING_MM) >= 0;
        if (noted !== undefined && noted !== open) disagree++;
      }
      state |= open === true ? 1 : open === false ? 2 : 4;
    }
    return state;
  };
  for (let i = 0; i < out.pads.length; i++) {
    // covered only when every side is known covered
    out.pads.items[i]!.mask = stateOf(out.pads, i) === 2 ? 'covered' : 'open';
  }
  for (let i = 0; i < out.vias.length; i++) {
    const st = stateOf(out.vias, i);
    out.vias.items[i]!.tented = (st & 1) !== 0 ? false : st === 2 ? true : null;
  }
  if (disagree > 0) {
    ctx.sink.info(
      Ipc2581Code.maskExposureDiffers,
      `${disagree} PhyNetPoint exposure(s) disagree with the solder-mask layer; the mask layer is used`,
      { line: 1 },
    );
  }
}

/** A side's openings as a grid; null when the side has no mask data. */
const openingsOf = (points: Points | undefined): PointGrid | null =>
  points === undefined ? null : new PointGrid(points.xs, points.ys, points.count);
