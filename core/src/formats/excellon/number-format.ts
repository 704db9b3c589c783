/**
 * How Excellon coordinates without a decimal point are written. Excellon names the zeros that are
 * KEPT: `LZ` keeps leading zeros (trailing ones are omitted: numbers are left-aligned), `TZ` keeps
 * trailing zeros (leading ones are omitted: numbers are right-aligned, as in Altium's `INCH,TZ`).
 */
export interface NumberFormat {
  kept: 'leading' | 'trailing' | null;
  intDigits: number;
  decDigits: number;
}

/** Digit counts when a file does not state them: inch 2.4, metric 3.3 (the common Excellon defaults). */
export const defaultDigits = (metric: boolean): { intDigits: number; decDigits: number } =>
  metric ? { intDigits: 3, decDigits: 3 } : { intDigits: 2, decDigits: 4 };

/** Reads a coordinate in file units; NaN for garbage. A decimal point makes the value literal. */
export function parseExcellonNumber(raw: string, f: NumberFormat): number {
  if (raw.includes('.')) return raw === '.' ? Number.NaN : Number(raw);
  let sign = 1;
  let digits = raw;
  if (raw[0] === '-' || raw[0] === '+') {
    sign = raw[0] === '-' ? -1 : 1;
    digits = raw.slice(1);
  }
  if (digits === '' || !/^\d+$/.test(digits)) return Number.NaN;
  if (f.kept === 'leading') {
    const total = f.intDigits + f.decDigits;
    if (digits.length < total) digits = digits.padEnd(total, '0');
    // left-aligned: the first intDigits digits are the integer part
    return (sign * Number(digits)) / 10 ** (digits.length - f.intDigits);
  }
  return (sign * Number(digits)) / 10 ** f.decDigits;
}
