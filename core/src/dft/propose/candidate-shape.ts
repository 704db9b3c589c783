import type { Pad, TestPoint, Via } from '../../board/model';
import { type CopperShape, padCopperShape, setRound, viaCopperShape } from '../shapes/copper-shape';

/**
 * A candidate's copper as the analysis sees it: its pad, its via, else a circle of its size. Round
 * copper is written into `scratch` when one is given (no allocation; valid until the next call),
 * with the same numbers `padCopperShape` / `viaCopperShape` give.
 */
export function candidateShape(
  tp: TestPoint,
  pads: (id: string) => Pad | undefined,
  vias: (id: string) => Via | undefined,
  scratch?: CopperShape,
): CopperShape {
  const pad = pads(tp.featureId);
  if (pad) {
    const round = pad.shape === 'circle' && !(pad.polygon && pad.polygon.length >= 3);
    if (!round || !scratch) return padCopperShape(pad);
    return setRound(scratch, pad.x, pad.y, Math.min(pad.widthMm / 2, pad.heightMm / 2));
  }
  const via = vias(tp.featureId);
  if (via) return scratch ? setRound(scratch, via.x, via.y, via.diameterMm / 2) : viaCopperShape(via);
  const r = tp.sizeMm / 2;
  if (scratch) return setRound(scratch, tp.x, tp.y, r);
  return { core: [{ x: tp.x, y: tp.y }], radius: r, box: [tp.x - r, tp.y - r, tp.x + r, tp.y + r] };
}
