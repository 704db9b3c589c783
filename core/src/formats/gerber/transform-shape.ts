import type { Point } from '../../board/model';
import { rotate } from '../../geometry/vec';
import type { ApertureTransform } from './graphics-state';
import { outlineShape, symmetricShape } from './shape-geometry';
import type { ApertureShape } from './types';

const isIdentity = (t: ApertureTransform): boolean =>
  t.rotationDeg === 0 && t.scale === 1 && !t.mirrorX && !t.mirrorY;

/**
 * Applies `%LM`, `%LS` and `%LR` to an aperture shape, in that order (spec §4.9). Returns the same
 * object when there is nothing to do, so that 100k flashes of one aperture share one shape.
 */
export function transformShape(shape: ApertureShape, t: ApertureTransform): ApertureShape {
  if (isIdentity(t)) return shape;
  if (shape.outline === null) {
    // rect, oval, roundrect, circle: symmetric about both own axes, so a mirror negates the angle
    const mirrored = t.mirrorX !== t.mirrorY; // mirroring both ways is a half turn
    const base = mirrored ? -shape.rotationDeg : shape.rotationDeg;
    return symmetricShape(
      shape.kind,
      shape.widthMm * t.scale,
      shape.heightMm * t.scale,
      base + t.rotationDeg,
    );
  }
  const map = (p: Point): Point =>
    rotate({ x: (t.mirrorX ? -p.x : p.x) * t.scale, y: (t.mirrorY ? -p.y : p.y) * t.scale }, t.rotationDeg);
  return outlineShape(shape.kind, shape.outline.map(map));
}
