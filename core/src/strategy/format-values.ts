/** Numbers as a reason or a document shows them: up to 4 significant digits, no trailing zeros. */
export function formatNumber(value: number): string {
  if (value === 0) return '0';
  const rounded = Number.parseFloat(value.toPrecision(4));
  return String(rounded);
}

const PREFIXES: [number, string][] = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
];

/** A value with its unit and an SI prefix: 0.25 A → "250 mA", 12e6 Hz → "12 MHz", 3.3 V → "3.3 V". */
export function formatQuantity(value: number, unit: string): string {
  if (unit === '') return formatNumber(value);
  if (value === 0) return `0 ${unit}`;
  const magnitude = Math.abs(value);
  // Volts read best without prefixes above 1 mV (1200 V stays "1200 V").
  const usable = unit === 'V' ? PREFIXES.filter(([f]) => f <= 1) : PREFIXES;
  for (const [factor, prefix] of usable) {
    if (magnitude >= factor * 0.9995) return `${formatNumber(value / factor)} ${prefix}${unit}`;
  }
  const [factor, prefix] = usable[usable.length - 1]!;
  return `${formatNumber(value / factor)} ${prefix}${unit}`;
}

export const formatVolts = (v: number): string => formatQuantity(v, 'V');
