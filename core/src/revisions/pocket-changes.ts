import type { FixtureDesign, PlatePocket } from '../fixture/design/model';
import { type BBox, bboxOfPoints } from '../geometry/bbox';
import { type BoxIndex, buildBoxIndex } from '../spatial/box-index';
import type { FixtureDelta } from './fixture-delta';

/** How far A's list may run ahead of B's (parts removed in B) before the walk gives up on a part. */
const LOOKAHEAD = [0, 1, 2, 3];

/** Component clearances B needs that A's plates do not already give (a pocket not inside A's, or deeper). */
export function pocketChanges(designA: FixtureDesign, designB: FixtureDesign, delta: FixtureDelta): void {
  const EPS = 1e-3;
  for (const plate of designB.plates) {
    const before =
      designA.plates
        .find((p) => p.role === plate.role)
        ?.pockets.filter((k) => k.purpose === 'component-clearance') ?? [];
    const boxes: (BBox | undefined)[] = new Array(before.length);
    const boxOf = (i: number) => {
      boxes[i] ??= bboxOfPoints(before[i]!.ring);
      return boxes[i];
    };
    const covers = (i: number, k: PlatePocket, b: BBox) => {
      const old = before[i]!;
      const a = boxOf(i);
      const deepEnough = old.depthMm === null || (k.depthMm !== null && old.depthMm >= k.depthMm - EPS);
      return (
        deepEnough &&
        a.minX <= b.minX + EPS &&
        a.minY <= b.minY + EPS &&
        a.maxX >= b.maxX - EPS &&
        a.maxY >= b.maxY - EPS
      );
    };
    // A pocket of A that covers one of B intersects it: only those the index finds are tried (one
    // pocket per part: comparing every pair is quadratic, minutes at 80k parts). Most parts keep
    // their pocket, and both plates list them in the parts' order: A's pocket for the same part,
    // found by walking A's list along B's, is tried first, and the index is built only for the rest.
    let index: BoxIndex | null = null;
    let cursor = 0;
    for (const k of plate.pockets.filter((q) => q.purpose === 'component-clearance')) {
      const b = bboxOfPoints(k.ring);
      const ahead = LOOKAHEAD.find((d) => before[cursor + d]?.ref === k.ref);
      if (ahead !== undefined) cursor += ahead;
      if (ahead !== undefined && covers(cursor++, k, b)) continue;
      index ??= buildBoxIndex(before.length, (i) => {
        const a = boxOf(i);
        return [a.minX, a.minY, a.maxX, a.maxY];
      });
      if (index.search(b.minX, b.minY, b.maxX, b.maxY).some((i) => covers(i, k, b))) continue;
      delta.pockets.push({
        action: 'mill',
        plate: plate.role,
        plateName: plate.name,
        ref: k.ref,
        ring: k.ring,
        depthMm: k.depthMm,
        reason: `${k.ref} needs ${k.depthMm === null ? 'a through cut-out' : `a ${k.depthMm} mm pocket`} that the plate of rev A does not have`,
      });
    }
  }
}
