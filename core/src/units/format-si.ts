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

/** Up to 4 significant digits, trailing zeros dropped. */
export const digits4 = (v: number): string => String(Number.parseFloat(v.toPrecision(4)));

/** 4700 Ω → "4.7 kΩ", 1e-7 F → "100 nF", 0.65 V → "650 mV", 0 → "0 Ω"; volts keep no prefix above 1 mV. */
export function formatSi(value: number, unit: string): string {
  if (!Number.isFinite(value)) return value > 0 ? `∞ ${unit}` : `−∞ ${unit}`;
  if (value === 0) return `0 ${unit}`;
  const m = Math.abs(value);
  const usable = unit === 'V' ? PREFIXES.filter(([f]) => f <= 1) : PREFIXES;
  for (const [f, p] of usable) if (m >= f * 0.99995) return `${digits4(value / f)} ${p}${unit}`;
  const [f, p] = usable[usable.length - 1]!;
  return `${digits4(value / f)} ${p}${unit}`;
}
