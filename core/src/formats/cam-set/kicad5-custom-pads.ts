import { pointInRing } from '../../geometry/rings';
import type { GerberFlash, GerberImage, GerberRegion } from '../gerber/types';
import { outlineShape } from '../gerber/shape-geometry';
import type { PadCandidate } from './pad-candidates';
import { PAD_FUNCTIONS } from '../gerber/attributes';
import { netOf } from './pad-candidates';

/** How far (in regions, in file order) after its anchor flash the custom shape is looked for. */
const LOOK_AHEAD = 8;

/** A custom pad recovered from KiCad 5.0's mislabelled plot, and how. */
export interface RecoveredPad {
  candidate: PadCandidate;
  /** 'region': the flash's component attribute and the region after it; 'flash': the flash alone. */
  from: 'region' | 'flash';
  regionLine: number | null;
}

/**
 * KiCad 5.0.x plots a custom-shape pad as its anchor, a flashed circle, followed by the shape as a
 * region; both carry the pad's `.N` and `.C` object attributes, but the flash is labelled
 * `%TA.AperFunction,Conductor*%` and no `.P` is written (KiCad 5.1 labels it a pad). With X2
 * functions present only pad functions make pads, so such pads were lost. A dark flash on copper
 * whose function is not a pad function but which names a component (`.C` is written only for pads)
 * is such an anchor: the pad is the region that follows it and contains it (same `.C` when it has
 * one), or the flash itself when no region does. The pin is not in the file (`.P` is missing): the
 * package's IPC-D-356 gives it when there is one (decision 0059).
 */
export function recoverKicad5CustomPads(img: GerberImage, side: PadCandidate['side']): RecoveredPad[] {
  if (!img.hasApertureFunctions) return [];
  const out: RecoveredPad[] = [];
  const regions = [...img.regions].sort((a, b) => a.line - b.line);
  for (const f of img.flashes) {
    const fn = f.aperFunction?.[0] ?? null;
    const ref = f.attrs['.C']?.[0];
    if (!f.dark || ref === undefined || ref === '' || f.attrs['.P'] !== undefined) continue;
    if (fn !== null && PAD_FUNCTIONS.has(fn)) continue;
    const region = regionAfter(regions, f, ref);
    out.push({
      candidate: {
        side,
        x: f.x,
        y: f.y,
        shape: region
          ? outlineShape(
              'custom',
              region.contours[0]!.map((p) => ({ x: p.x - f.x, y: p.y - f.y })),
            )
          : f.shape,
        // Unknown: a custom pad may be drilled; the drills decide, as for plain RS-274X pads.
        function: null,
        net: netOf(f.attrs),
        ref,
        pin: null,
        file: img.file,
        line: f.line,
        order: 0,
        used: false,
      },
      from: region ? 'region' : 'flash',
      regionLine: region?.line ?? null,
    });
  }
  return out;
}

/** The first dark region after the flash (within LOOK_AHEAD) that contains it and names the same part, if it names one. */
function regionAfter(regions: GerberRegion[], f: GerberFlash, ref: string): GerberRegion | null {
  let lo = 0;
  let hi = regions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (regions[mid]!.line <= f.line) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < Math.min(regions.length, lo + LOOK_AHEAD); i++) {
    const r = regions[i]!;
    const c = r.attrs['.C']?.[0];
    const contour = r.contours[0];
    if (!r.dark || !contour || contour.length < 3 || (c !== undefined && c !== ref)) continue;
    if (pointInRing(f, contour)) return r;
  }
  return null;
}
