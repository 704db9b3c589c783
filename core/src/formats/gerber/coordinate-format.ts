/**
 * The coordinate format of a Gerber file (spec §4.2.1 `%FS`): which zeros are omitted, absolute or
 * incremental notation, and the integer / decimal digit counts of X and Y.
 */
export interface CoordinateFormat {
  /** 'leading': leading zeros omitted (the only mode the current spec allows); 'trailing': deprecated. */
  zeros: 'leading' | 'trailing';
  incremental: boolean;
  xInt: number;
  xDec: number;
  yInt: number;
  yDec: number;
}

/** The format assumed when a file has no `%FS` (with a diagnostic): leading zeros omitted, 2.4. */
export const DEFAULT_FORMAT: CoordinateFormat = {
  zeros: 'leading',
  incremental: false,
  xInt: 2,
  xDec: 4,
  yInt: 2,
  yDec: 4,
};

/**
 * Parses the body of `%FS…*%` (e.g. `FSLAX46Y46`, `FSTIX24Y24`, `FSDAX35Y35`). `D` (no omission,
 * an old variant) reads like `L`. Returns null when the digits cannot be found.
 */
export function parseFormatSpec(body: string): CoordinateFormat | null {
  const s = body.toUpperCase();
  const xAt = s.indexOf('X');
  const yAt = s.indexOf('Y');
  if (xAt < 0 || yAt < 0) return null;
  const modes = s.slice(2, xAt);
  const x = digitsPair(s, xAt + 1);
  const y = digitsPair(s, yAt + 1);
  if (!x || !y) return null;
  return {
    zeros: modes.includes('T') ? 'trailing' : 'leading',
    incremental: modes.includes('I'),
    xInt: x[0],
    xDec: x[1],
    yInt: y[0],
    yDec: y[1],
  };
}

function digitsPair(s: string, at: number): [number, number] | null {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  if (!(a >= 0 && a <= 9 && b >= 0 && b <= 9)) return null;
  return [a, b];
}

/**
 * Converts one coordinate as written (`-78867000`, `15`, `1.25`) to a number in file units.
 * Leading-zero omission: the digits are right-aligned on the decimal digits. Trailing-zero
 * omission: they are left-aligned on intDigits + decDigits. A value with a decimal point (not
 * allowed by the spec, written by some tools) is read literally. Returns NaN for garbage.
 */
export function parseCoordinate(
  raw: string,
  intDigits: number,
  decDigits: number,
  zeros: 'leading' | 'trailing',
): number {
  // one pass, no intermediate strings: this runs for every coordinate of the file
  let i = 0;
  let sign = 1;
  const first = raw.charCodeAt(0);
  if (first === 45 /* - */ || first === 43 /* + */) {
    sign = first === 45 ? -1 : 1;
    i = 1;
  }
  if (i === raw.length) return Number.NaN;
  let value = 0;
  for (let k = i; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    if (c === 46 /* . */) return Number(raw);
    if (c < 48 || c > 57) return Number.NaN;
    value = value * 10 + (c - 48);
  }
  const digits = raw.length - i;
  const total = intDigits + decDigits;
  const scale = zeros === 'trailing' && digits < total ? 10 ** (total - digits) : 1;
  return (sign * value * scale) / 10 ** decDigits;
}
