import type { Pad, TestPoint, Via } from '../../board/model';
import { type CopperShape, padCopperShape, viaCopperShape } from '../shapes/copper-shape';

/** A candidate's copper as the analysis sees it: its pad, its via, else a circle of its size. */
export function candidateShape(
  tp: TestPoint,
  pads: (id: string) => Pad | undefined,
  vias: (id: string) => Via | undefined,
): CopperShape {
  const pad = pads(tp.featureId);
  if (pad) return padCopperShape(pad);
  const via = vias(tp.featureId);
  if (via) return viaCopperShape(via);
  const r = tp.sizeMm / 2;
  return { core: [{ x: tp.x, y: tp.y }], radius: r, box: [tp.x - r, tp.y - r, tp.x + r, tp.y + r] };
}
