import type { Point } from '../../board/model';
import { cosSin, normalizeDeg } from '../../geometry/vec';

/**
 * ODB++ orientation → the board frame.
 *
 * Rule (ODB++ spec, "Rotation / Mirroring" and the pad record's `orient_def`; the components file's
 * `rot` / `mirror` fields): angles are in degrees CLOCKWISE as seen from the top; a mirrored entity
 * is first mirrored in X (x → −x, about its own Y axis) and then rotated. `orient_def` 0–3 are 0, 90,
 * 180, 270° unmirrored, 4–7 the same angles mirrored, `8 <angle>` any angle unmirrored and
 * `9 <angle>` any angle mirrored. A bottom-side component is written with mirror `M`: its package is
 * flipped onto the bottom that way and then rotated. Coordinates themselves are already top-view
 * (+Y up, mm after scaling), so positions need no change; only the angle's sense is reversed: the
 * model's rotation is CCW, so `rotationDeg = (360 − cwAngle) mod 360` on both sides.
 *
 * For shapes symmetric about their own Y axis (circles, rectangles, ovals, rounded rectangles) the
 * mirror changes nothing, so their rotation alone describes them; other outlines are transformed
 * point by point with `placeLocal`.
 */
export interface Orientation {
  /** Clockwise angle (degrees) as written. */
  cwDeg: number;
  mirror: boolean;
}

export const NO_ORIENTATION: Orientation = { cwDeg: 0, mirror: false };

/** Reads `orient_def [angle]` of a pad record; null when it is not a valid orientation. */
export function orientationFrom(def: string | undefined, angle: string | undefined): Orientation | null {
  const d = Number(def);
  if (!Number.isInteger(d) || d < 0 || d > 9) return null;
  if (d <= 7) return { cwDeg: (d % 4) * 90, mirror: d >= 4 };
  const a = Number(angle);
  if (!Number.isFinite(a)) return null;
  return { cwDeg: a, mirror: d === 9 };
}

/** The model's rotation (degrees CCW from the top, [0, 360)) of an ODB++ clockwise angle. */
export const ccwFromCw = (cwDeg: number): number => normalizeDeg(-cwDeg);

/** Maps a local point (mm) through mirror-then-clockwise-rotation and a translation to the board frame. */
export function placeLocal(p: Point, o: Orientation, at: Point): Point {
  const x = o.mirror ? -p.x : p.x;
  const [c, s] = cosSin(o.cwDeg);
  // Clockwise rotation by θ: (x, y) → (x cos θ + y sin θ, −x sin θ + y cos θ).
  return { x: at.x + x * c + p.y * s + 0, y: at.y - x * s + p.y * c + 0 };
}
