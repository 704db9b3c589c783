import type { BoardPoint, Units } from './types';

/** 1 mil = 1/1000 inch = 0.0254 mm (exact). */
export const MM_PER_MIL = 0.0254;

/** Converts a length in mm to `units`. */
export const fromMm = (mm: number, units: Units): number => (units === 'mm' ? mm : mm / MM_PER_MIL);

export const pointFromMm = (p: BoardPoint, units: Units): BoardPoint => ({
  x: fromMm(p.x, units),
  y: fromMm(p.y, units),
});

/**
 * Display precision: 0.01 mm (the UI rounding of PRODUCT.md §5) and 0.1 mil (≈ 2.5 µm, finer than
 * any drawing tolerance).
 */
const DECIMALS: Record<Units, number> = { mm: 2, mil: 1 };

/** Formats a number of `units` without a "-0". */
export function formatNumber(value: number, units: Units): string {
  const text = value.toFixed(DECIMALS[units]);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/** "1.27 mm" / "50.0 mil" from a length in mm. */
export const formatLength = (mm: number, units: Units): string =>
  `${formatNumber(fromMm(mm, units), units)} ${units}`;

/** "(12.70, 3.00) mm" from a board-frame point in mm. */
export const formatPoint = (p: BoardPoint, units: Units): string =>
  `(${formatNumber(fromMm(p.x, units), units)}, ${formatNumber(fromMm(p.y, units), units)}) ${units}`;

/** "1.00 × 0.60 mm" from a width and height in mm. */
export const formatSize = (widthMm: number, heightMm: number, units: Units): string =>
  `${formatNumber(fromMm(widthMm, units), units)} × ${formatNumber(fromMm(heightMm, units), units)} ${units}`;
