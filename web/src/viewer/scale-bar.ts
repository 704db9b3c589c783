import type { Units } from './types';
import { MM_PER_MIL } from './units';

/** The scale bar aims for this screen length (CSS px) and stays within [MIN, MAX]. */
const TARGET_PX = 100;

export interface ScaleBar {
  /** Length of the bar on screen (CSS px). */
  px: number;
  /** What it stands for, in `units`: a round 1, 2 or 5 × 10ⁿ. */
  length: number;
  units: Units;
  label: string;
}

/** The round step (1, 2 or 5 × 10ⁿ) nearest below `value` (> 0). */
export function roundStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const mantissa = value / power;
  const step = mantissa >= 5 ? 5 : mantissa >= 2 ? 2 : 1;
  return step * power;
}

/** "0.5 mm", "20 mm", "100 mil": the fewest digits the round length needs. */
function lengthLabel(length: number, units: Units): string {
  const digits = length >= 1 ? 0 : Math.ceil(-Math.log10(length) - 1e-9);
  return `${length.toFixed(digits)} ${units}`;
}

/**
 * A scale bar for `pxPerMm` (CSS px per mm): a round length in the user's units whose bar is at most
 * about 100 px long (between 40 and 100 px).
 */
export function scaleBarFor(pxPerMm: number, units: Units): ScaleBar | null {
  if (!(pxPerMm > 0) || !Number.isFinite(pxPerMm)) return null;
  const pxPerUnit = units === 'mm' ? pxPerMm : pxPerMm * MM_PER_MIL;
  const length = roundStep(TARGET_PX / pxPerUnit);
  return { px: length * pxPerUnit, length, units, label: lengthLabel(length, units) };
}
