/**
 * The preferred-number series of IEC 60063 (E24 and E96): the values resistors and capacitors are
 * made in. Used to tell a value from a code: "103" on a resistor is not 103 Ω (not in any series)
 * but the EIA code 10 × 10³ = 10 kΩ.
 */

// E24 is not the rounded geometric series (27, 30, 33 … were kept from older tables): listed.
const E24 = [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91];
// E96 is the geometric series rounded to three digits (IEC 60063), computed.
const E96 = Array.from({ length: 96 }, (_, i) => Math.round(100 * 10 ** (i / 96)));

const MANTISSAS = new Set([...E24.map((v) => v * 10), ...E96]);

/** True when the value (> 0) is an E24 or E96 value at some decade: 4.7e3, 10, 1.02e-9, 220. */
export function isPreferredValue(value: number): boolean {
  if (!(value > 0) || !Number.isFinite(value)) return false;
  const exponent = Math.floor(Math.log10(value)) - 2;
  const mantissa = value / 10 ** exponent;
  const rounded = Math.round(mantissa);
  return Math.abs(mantissa - rounded) < 1e-6 * rounded && MANTISSAS.has(rounded);
}

/**
 * The EIA numeric code of a bare number (`103` → 10 × 10³, `4701` → 470 × 10¹): the significant
 * digits, then the power of ten. Null when the digits are not such a code (a leading zero, a
 * multiplier digit above 6, or significant digits outside the series).
 */
export function readEiaCode(digits: string): number | null {
  if (!/^[1-9]\d{2,3}$/.test(digits)) return null;
  const significant = Number(digits.slice(0, -1));
  const power = Number(digits.slice(-1));
  if (power > 6) return null;
  const mantissa = digits.length === 3 ? significant * 10 : significant;
  return MANTISSAS.has(mantissa) ? significant * 10 ** power : null;
}
