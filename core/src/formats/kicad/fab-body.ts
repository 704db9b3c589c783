import type { Point, Ring } from '../../board/model';
import { signedArea } from '../../geometry/rings';
import { FabPoints } from './fab-points';

/** What a footprint's pads give the body rule: its copper and its pads on no copper layer. */
export interface PadTally {
  /** SMD and plated pads (NPTH holes are not copper). */
  copperPads: number;
  /** Their area, Σ width × height (mm²). */
  copperMm2: number;
  /** Pads on no copper layer: mask or paste apertures. */
  apertures: number;
}

/**
 * Below this share of its copper pads' area, a fabrication drawing is a mark — a pin-1 dot, a
 * polarity sign, an arrow — not the outline of a body. Real bodies are far above it: a 0201 (0603
 * metric) body is 0.6 × 0.3 mm on 2 × 0.46 × 0.4 = 0.37 mm² of copper (0.49), a DIN0204 resistor at a
 * 15.24 mm pitch 3.6 × 1.6 = 5.8 mm² on 2 × 1.4² = 3.9 mm² (1.5); a ⌀0.3 mm pin-1 dot on an SOT-23's
 * 3 × 0.9 × 0.8 = 2.2 mm² is 0.03.
 */
const MARK_SHARE = 0.2;

/** A hull spanning less than this (mm²) is a line: points on one line, give or take rounding. */
const NO_AREA_MM2 = 1e-6;

/**
 * A KiCad footprint's body outline from its fabrication drawing (decision 0043): the convex hull of
 * every F.Fab / B.Fab shape's points (`points`, board frame: mm, top view, +Y up; text is never a
 * shape), counter-clockwise. Null — the consumers then take the pads' extent — when the drawing
 * outlines nothing:
 * - no shape (no fab drawing, or text only), or a hull without area (a single line, lines along
 *   one line);
 * - a mark: a hull smaller than a fifth of the footprint's copper pad area; a footprint without
 *   copper pads keeps any hull with an area (a heat sink, a standoff);
 * - a footprint whose only pads are apertures on no copper layer (a solder-mask removal, a paste
 *   aperture): it places no part, whatever its fab layer outlines.
 */
export function fabBody(points: readonly Point[], pads: PadTally): Ring | null {
  const fab = new FabPoints();
  for (const p of points) if (Number.isFinite(p.x) && Number.isFinite(p.y)) fab.add(p.x, p.y);
  return fabBodyOf(fab, pads);
}

/** fabBody of the points gathered in `fab` (the footprint reader's way: no object per point). */
export function fabBodyOf(fab: FabPoints, pads: PadTally): Ring | null {
  if (pads.apertures > 0 && pads.copperPads === 0) return null;
  const hull = fab.hull();
  if (!hull) return null;
  const area = signedArea(hull);
  if (!(area > NO_AREA_MM2)) return null;
  return area < MARK_SHARE * pads.copperMm2 ? null : hull;
}
