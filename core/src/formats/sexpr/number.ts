/**
 * Parses a decimal number written in the bytes `b[start, end)` without allocating a string: the common
 * KiCad case (optional sign, at most 15 significant digits, optional fraction, no exponent) is one
 * integer accumulation and one correctly rounded division, which gives exactly the double that
 * `Number(str)` gives. Anything else that still looks like a number (exponent, long mantissa) falls
 * back to `Number`. Returns NaN when the text is not a number (e.g. `F.Cu`, `1.2.3`, `-`).
 */
export function parseDecimal(b: Uint8Array, start: number, end: number): number {
  let i = start;
  if (i >= end) return Number.NaN;
  let c = b[i]!;
  let negative = false;
  if (c === 45 /* - */ || c === 43 /* + */) {
    negative = c === 45;
    i++;
  }
  let mantissa = 0;
  let digitChars = 0;
  let digits = 0;
  let fractionDigits = 0;
  let seenDot = false;
  for (; i < end; i++) {
    c = b[i]!;
    if (c >= 48 && c <= 57) {
      digitChars++;
      if (digits > 0 || c !== 48) digits++;
      mantissa = mantissa * 10 + (c - 48);
      if (seenDot) fractionDigits++;
    } else if (c === 46 /* . */ && !seenDot) {
      seenDot = true;
    } else if ((c === 101 || c === 69) /* e E */ && digitChars > 0) {
      return parseSlow(b, start, end, i);
    } else {
      return Number.NaN;
    }
  }
  if (digitChars === 0) return Number.NaN; // "", "-", "."
  if (digits > 15 || fractionDigits > 22) return Number(ascii(b, start, end));
  const value = fractionDigits === 0 ? mantissa : mantissa / POW10[fractionDigits]!;
  return negative ? -value : value;
}

/** The exponent form: validate the shape, then let the engine do the rounding. */
function parseSlow(b: Uint8Array, start: number, end: number, ePos: number): number {
  let i = ePos + 1;
  const c = b[i];
  if (c === 45 || c === 43) i++;
  if (i >= end) return Number.NaN;
  for (; i < end; i++) {
    const d = b[i]!;
    if (d < 48 || d > 57) return Number.NaN;
  }
  return Number(ascii(b, start, end));
}

/** The bytes as a string of the same character codes: only called on validated ASCII digits. */
function ascii(b: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
  return s;
}

const POW10: number[] = [];
for (let k = 0, p = 1; k <= 22; k++, p *= 10) POW10.push(p);
