import { digits4, formatSi } from '../units/format-si';

/** Numbers as a reason or a document shows them: up to 4 significant digits, no trailing zeros. */
export const formatNumber = (value: number): string => digits4(value);

/** A value with its unit and an SI prefix: 0.25 A → "250 mA", 12e6 Hz → "12 MHz", 3.3 V → "3.3 V". */
export function formatQuantity(value: number, unit: string): string {
  return unit === '' ? formatNumber(value) : formatSi(value, unit);
}

export const formatVolts = (v: number): string => formatQuantity(v, 'V');
