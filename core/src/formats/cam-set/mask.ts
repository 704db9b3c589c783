import type { Pad, Via } from '../../board/model';
import { distanceToSegment } from '../../geometry/vec';
import { pointInRing } from '../../geometry/rings';
import { SpatialGrid } from '../../spatial/spatial-grid';
import type { GerberImage } from '../gerber/types';

/** Tests whether a point of the board lies in a solder-mask opening of one mask layer. */
export type OpeningTest = (x: number, y: number) => boolean;

/**
 * Shape tests one set of mask layers may run: far more than a 100k-pad board needs, little enough
 * that a hostile file (thousands of stacked openings under every pad) cannot hang the import.
 */
export const MASK_TEST_BUDGET = 20_000_000;

type Opening = (x: number, y: number) => boolean;

const EPS = 1e-3;

/**
 * Indexes the openings of a solder-mask image: its dark flashes (by their extents), draws (by
 * stroke distance) and regions (point in contour). A mask Gerber draws the openings (X2
 * `FilePolarity,Negative`), whatever its polarity attribute says about how to print it.
 */
export function maskOpenings(images: GerberImage[], budget = { left: MASK_TEST_BUDGET }): OpeningTest {
  const grid = new SpatialGrid<Opening>(2);
  for (const img of images) {
    for (const f of img.flashes) {
      if (!f.dark) continue;
      const box = [
        f.x + f.shape.minX - EPS,
        f.y + f.shape.minY - EPS,
        f.x + f.shape.maxX + EPS,
        f.y + f.shape.maxY + EPS,
      ] as const;
      grid.add((x, y) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3], ...box);
    }
    for (const d of img.draws) {
      if (!d.dark) continue;
      const r = d.widthMm / 2 + EPS;
      for (let i = 1; i < d.points.length; i++) {
        const a = d.points[i - 1]!;
        const b = d.points[i]!;
        const test: Opening = (x, y) => distanceToSegment({ x, y }, a, b) <= r;
        grid.add(
          test,
          Math.min(a.x, b.x) - r,
          Math.min(a.y, b.y) - r,
          Math.max(a.x, b.x) + r,
          Math.max(a.y, b.y) + r,
        );
      }
    }
    for (const reg of img.regions) {
      if (!reg.dark) continue;
      for (const c of reg.contours) {
        let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const p of c)
          [x0, y0, x1, y1] = [Math.min(x0, p.x), Math.min(y0, p.y), Math.max(x1, p.x), Math.max(y1, p.y)];
        grid.add((x, y) => pointInRing({ x, y }, c), x0, y0, x1, y1);
      }
    }
  }
  return (x, y) => {
    let open = false;
    grid.query(x, y, 0, (test) => {
      if (open || budget.left <= 0) return;
      budget.left--;
      if (test(x, y)) open = true;
    });
    // out of budget: say open (the diagnostic tells), never covered without evidence
    return open || budget.left <= 0;
  };
}

export interface MaskLayers {
  top: OpeningTest | null;
  bottom: OpeningTest | null;
}

/**
 * Covered on every outer side the feature exposes that has a mask layer; null when none of its
 * sides has one (then nothing can be said).
 */
function coveredOn(masks: MaskLayers, side: Pad['side'], x: number, y: number): boolean | null {
  const sides = side === 'both' ? (['top', 'bottom'] as const) : [side];
  const known = sides.filter((s) => masks[s] !== null);
  if (known.length === 0) return null;
  return known.every((s) => !masks[s]!(x, y));
}

/** Sets `pad.mask` and `via.tented` from the mask layers (decision 0003). */
export function applyMask(pads: Pad[], vias: Via[], masks: MaskLayers): void {
  for (const pad of pads) pad.mask = coveredOn(masks, pad.side, pad.x, pad.y) === true ? 'covered' : 'open';
  for (const via of vias) via.tented = coveredOn(masks, via.side, via.x, via.y);
}
