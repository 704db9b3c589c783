import { roundMm } from '../units/rounding';

/** The length units a reader can choose (the account's preference): millimetres or mil. */
export type LengthUnits = 'mm' | 'mil';

/** 1 mil = 1/1000 inch = 0.0254 mm (exact). */
export const MM_PER_MIL = 0.0254;

/** A length in mm expressed in `units`. */
export const lengthIn = (mm: number, units: LengthUnits): number => (units === 'mm' ? mm : mm / MM_PER_MIL);

const noNegativeZero = (text: string) => (/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);

/**
 * A length as a report prints it, without the unit: mm with two decimals rounded the way the engine
 * compares (half away from zero, 0.985 → 0.99), mil with one decimal (2.5 µm, finer than any drawing
 * tolerance). The engine compares in mm; a mil value is the same length written in mil.
 */
export function formatLengthNumber(mm: number, units: LengthUnits): string {
  if (units === 'mm') return noNegativeZero(roundMm(mm).toFixed(2));
  return noNegativeZero(lengthIn(mm, 'mil').toFixed(1));
}

/** "0.99 mm" / "39.0 mil". */
export const formatLength = (mm: number, units: LengthUnits): string =>
  `${formatLengthNumber(mm, units)} ${units}`;

/**
 * A coordinate for a machine-readable file: mm with 4 decimals (0.1 µm), mil with 2 (0.25 µm), so
 * that the file loses nothing a drawing could show.
 */
export function coordinateIn(mm: number, units: LengthUnits): number {
  const places = units === 'mm' ? 4 : 2;
  const v = Math.round(lengthIn(mm, units) * 10 ** places) / 10 ** places;
  return v === 0 ? 0 : v;
}
