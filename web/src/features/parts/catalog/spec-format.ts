import type { Units } from '@studio/api';
import { MM_PER_MIL } from '../../../viewer/units';
import { choiceLabel, type SpecField } from './spec-fields';

/** Up to `decimals` decimals, trailing zeros dropped: 1.7, 0.635, 12. */
export function trimNumber(value: number, decimals: number): string {
  const text = value.toFixed(decimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** A length in the user's units: "1.7 mm" (to the µm) or "66.9 mil" (to 0.1 mil). */
export function formatMm(mm: number, units: Units): string {
  return units === 'mm' ? `${trimNumber(mm, 3)} mm` : `${trimNumber(mm / MM_PER_MIL, 1)} mil`;
}

/** The mil equivalent shown under a mm input for users who read mil. */
export const milHint = (mm: number): string => `= ${trimNumber(mm / MM_PER_MIL, 1)} mil`;

/**
 * One spec value as a table cell or detail line shows it; null when the part has no value. `compact`
 * (table cells) shows a pitch class as its code (P100) rather than its full label.
 */
export function formatSpecValue(
  field: SpecField,
  value: unknown,
  units: Units,
  compact = false,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'number': {
      if (typeof value !== 'number') return null;
      if (field.unit === 'mm') return formatMm(value, units);
      const text = field.integer ? value.toLocaleString('en-US') : trimNumber(value, field.decimals ?? 3);
      return field.unit ? `${text} ${field.unit}` : text;
    }
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'select':
      if (typeof value !== 'string') return null;
      return compact && field.key === 'pitchClass' ? value : choiceLabel(field, value);
    case 'multiselect':
      return Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : null;
    case 'text':
      return typeof value === 'string' ? value : null;
  }
}

/** "12.50 EUR": a price with at least two and at most four decimals. */
export function formatPrice(amount: number, currency: string): string {
  const [whole = '0', fraction = ''] = amount.toFixed(4).split('.');
  const kept = fraction.replace(/0{1,2}$/, '').replace(/0{1,2}$/, '');
  const digits = kept.length < 2 ? fraction.slice(0, 2) : kept;
  return `${Number(whole).toLocaleString('en-US')}.${digits} ${currency}`;
}

/** "5 days", "1 day", "In stock (0 days)". */
export function formatLeadTime(days: number): string {
  if (days === 0) return 'From stock';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
