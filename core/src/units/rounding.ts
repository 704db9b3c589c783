/**
 * Distances are compared as the UI shows them: rounded to 0.01 mm, half away from zero
 * (PRODUCT.md §5). Work in integer hundredths so that 0.985 (whose float is 0.98499999…) rounds to
 * 0.99 like the decimal it was typed as, and so that `2.54 + 1.0` equals `3.54` exactly.
 */

// A nudge of 1e-6 hundredths (10 pm) absorbs float noise at the .xx5 boundary without changing any
// value a person could measure.
const NUDGE = 1e-6;

/** A length (mm) as a whole number of hundredths of a millimetre, rounded half away from zero. */
export function toHundredths(mm: number): number {
  const scaled = mm * 100;
  return scaled < 0 ? -Math.round(-scaled + NUDGE) : Math.round(scaled + NUDGE);
}

/** A length rounded to 0.01 mm, as the UI shows it. */
export const roundMm = (mm: number): number => toHundredths(mm) / 100;

/** True when `measured` ≥ `threshold` once both are rounded to 0.01 (equality passes). */
export const atLeast = (measured: number, threshold: number): boolean =>
  toHundredths(measured) >= toHundredths(threshold);

/** True when `measured` ≤ `threshold` once both are rounded to 0.01 (equality passes). */
export const atMost = (measured: number, threshold: number): boolean =>
  toHundredths(measured) <= toHundredths(threshold);
