/** Numbers as a plan shows them: up to 4 significant digits, an SI prefix, the unit. */
const PREFIXES: [number, string][] = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
];

export interface SiScaleOptions {
  /** Write micro as ASCII `u` (tester files) instead of `µ`. */
  ascii?: boolean;
  /** The largest factor used (volts keep no prefix above 1: `maxFactor: 1`). */
  maxFactor?: number;
  /**
   * How close below a factor a value may be and still take it, so that rounding to the digits written
   * does not print "1000 m": 0.99995 for 4 significant digits, 0.9999995 for 6.
   */
  tolerance?: number;
}

/** The SI factor and prefix a value is written with: the largest it reaches, else the smallest (pico). */
export function siScale(value: number, options: SiScaleOptions = {}): { factor: number; prefix: string } {
  const { ascii = false, maxFactor = Number.POSITIVE_INFINITY, tolerance = 0.99995 } = options;
  const usable = PREFIXES.filter(([f]) => f <= maxFactor);
  const m = Math.abs(value);
  const [factor, prefix] = usable.find(([f]) => m >= f * tolerance) ?? usable[usable.length - 1]!;
  return { factor, prefix: ascii && prefix === 'µ' ? 'u' : prefix };
}

/** Up to 4 significant digits, trailing zeros dropped. */
export const digits4 = (v: number): string => String(Number.parseFloat(v.toPrecision(4)));

/** 4700 Ω → "4.7 kΩ", 1e-7 F → "100 nF", 0.65 V → "650 mV", 0 → "0 Ω"; volts keep no prefix above 1 mV. */
export function formatSi(value: number, unit: string): string {
  if (!Number.isFinite(value)) return value > 0 ? `∞ ${unit}` : `−∞ ${unit}`;
  if (value === 0) return `0 ${unit}`;
  const { factor, prefix } = siScale(value, unit === 'V' ? { maxFactor: 1 } : {});
  return `${digits4(value / factor)} ${prefix}${unit}`;
}
