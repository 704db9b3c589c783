/**
 * Numbers as engineers write them on a schematic or a BOM: SI prefixes (`100n`, `4.7u`, `10k`,
 * `1M`), the prefix letter as the decimal point (IEC 60062: `4k7`, `0R1`, `2u2`, `4n7`, `1M5`, and
 * the same habit for volts: `5V1`, `3V3`), `R` or `E` as the ohm sign (`22R`, `47E`), a decimal comma
 * (`5,1K`), and a unit (`Ω`, `ohm`, `F`, `H`, `V`, `W`, `A`, `Hz`). One token at a time; the value
 * reader splits the text into tokens.
 */

/** The units a token may carry; `null` = a bare number or a prefix alone (`100n`, `10k`). */
export type QuantityUnit = 'ohm' | 'F' | 'H' | 'V' | 'W' | 'A' | 'Hz';

export interface ValueQuantity {
  /** In the SI base unit (Ω, F, H, V, W, A, Hz). */
  value: number;
  unit: QuantityUnit | null;
  /** The SI prefix letter written (`k`, `n`, `u` …), or null. */
  prefix: string | null;
  /** The prefix (or R / E / V) stood for the decimal point (`4k7`, `0R1`, `5V1`). */
  letterAsPoint: boolean;
}

/** Powers of ten of the SI prefixes (K is the common capital kilo). */
const PREFIX: Record<string, number> = { f: -15, p: -12, n: -9, u: -6, m: -3, k: 3, K: 3, M: 6, G: 9, T: 12 };

/** `n × 10^e`, dividing for negative powers: 100 n is exactly 1e-7, not 1.0000000000000001e-7. */
const scaled = (n: number, prefix: string): number => {
  const e = PREFIX[prefix]!;
  return e < 0 ? n / 10 ** -e : n * 10 ** e;
};

const UNITS: [RegExp, QuantityUnit][] = [
  [/^(?:ohms?|Ω|R|E)$/i, 'ohm'],
  [/^F$/i, 'F'],
  [/^H$/i, 'H'],
  [/^V(?:DC)?$/i, 'V'],
  [/^W$/i, 'W'],
  [/^A$/i, 'A'],
  [/^Hz$/i, 'Hz'],
];

const unitOf = (text: string): QuantityUnit | null | undefined => {
  if (text === '') return null;
  for (const [pattern, unit] of UNITS) if (pattern.test(text)) return unit;
  return undefined;
};

/** `meg` / `MEG` is SPICE's mega (SPICE reads `M` as milli; a schematic does not). */
const normalise = (token: string): string =>
  token
    .replace(/[µμ]/g, 'u')
    .replace(/Ω/g, 'ohm')
    .replace(/^(\d+(?:\.\d+)?)meg/i, '$1M');

// Every pattern is anchored and has no nested quantifiers: linear time on any input.
const PLAIN = /^(\d{1,12}(?:\.\d{1,12})?|\.\d{1,12})([fpnumkKMGT]?)([A-Za-z]{0,4})$/;
const LETTER_POINT = /^(\d{1,6})([pnumkKMGTRrEVv])(\d{1,6})([A-Za-z]{0,4})$/;
const LEADING_R = /^[Rr](\d{1,6})$/;

/**
 * Reads one token: `100nF`, `4k7`, `0R1`, `22R`, `4.7uH`, `5V1`, `6V3`, `1M5`, `2.2kohm`, `R47`, `10`.
 * Legacy capacitor spellings: `mfd` / `MFD` / `MF` are microfarads (a megafarad is never on a board).
 * Returns null when the token is not a number with an optional prefix and unit.
 */
export function readQuantity(raw: string): ValueQuantity | null {
  if (raw.length === 0 || raw.length > 32) return null;
  const token = normalise(raw.replace(/,(?=\d)/, '.'));
  const legacy = /^(\d{1,12}(?:\.\d{1,12})?|\.\d{1,12})(?:mfd|MFD|Mfd|MF)$/.exec(token);
  if (legacy) return finite(Number(legacy[1]) / 1e6, 'F', 'u', false);
  const leadingR = LEADING_R.exec(token);
  if (leadingR) return finite(Number(`0.${leadingR[1]}`), 'ohm', null, true);
  const point = LETTER_POINT.exec(token);
  if (point) {
    const [, whole, letter, frac, unitText] = point as unknown as [string, string, string, string, string];
    const number = Number(`${whole}.${frac}`);
    if (/^[RrE]$/.test(letter)) {
      const unit = unitOf(unitText);
      return unit === null || unit === 'ohm' ? finite(number, 'ohm', null, true) : null;
    }
    if (/^[Vv]$/.test(letter)) return unitText === '' ? finite(number, 'V', null, true) : null;
    const unit = unitOf(unitText);
    if (unit === undefined) return null;
    return finite(scaled(number, letter), unit, letter, true);
  }
  const plain = PLAIN.exec(token);
  if (!plain) return null;
  const [, digits, prefix, unitText] = plain as unknown as [string, string, string, string];
  // "22R", "47E", "10mR": R / E after the number (and prefix) are the ohm sign. A prefix glued to a
  // word that is no unit ("10mm", "5kg") is no quantity.
  const unit = unitOf(unitText);
  if (unit === undefined) return null;
  if (prefix === '') return finite(Number(digits), unit, null, false);
  return finite(scaled(Number(digits), prefix), unit, prefix, false);
}

function finite(
  value: number,
  unit: QuantityUnit | null,
  prefix: string | null,
  letterAsPoint: boolean,
): ValueQuantity | null {
  return Number.isFinite(value) && value >= 0 ? { value, unit, prefix, letterAsPoint } : null;
}
