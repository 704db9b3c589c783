import type { DftFinding, DftSeverity } from '@studio/api';
import {
  formatMeasureValue,
  formatRuleThreshold,
  largerIsWorse,
  type LengthUnits,
  roundMm,
  ruleComparator,
} from '@studio/core';

type MeasureUnit = DftFinding['unit'];
type ThresholdUsed = DftFinding['threshold'];

/**
 * How a report writes its numbers: lengths in the reader's units (mm or mil, decision 0031), the
 * same words as the PDF (core `dft-report/measure-format.ts`).
 */

export { largerIsWorse, ruleComparator };

const trimZero = (text: string) => (/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);

/** Two decimals rounded the way the engine compares (half away from zero, 0.985 → 0.99). */
export const hundredths = (value: number) => trimZero(roundMm(value).toFixed(2));

/** A number in a unit as the report shows it: lengths in `units`, N with two decimals, % with one, counts whole. */
export const formatValue = (value: number, unit: MeasureUnit, units: LengthUnits = 'mm'): string =>
  formatMeasureValue(value, unit, units);

/** "0.85 mm", or an em dash when the rule measured nothing. */
export const formatMeasured = (value: number | null, unit: MeasureUnit, units: LengthUnits = 'mm'): string =>
  value === null ? '—' : formatValue(value, unit, units);

/**
 * The threshold a value was judged against, in words: "≥ 1.90 mm (min 0.99 mm)", "≤ 5.70 mm",
 * "min 2", "max 500"; null when the rule has no numeric threshold (a yes/no check).
 */
export const formatThreshold = (
  rule: string,
  threshold: ThresholdUsed,
  unit: MeasureUnit,
  units: LengthUnits = 'mm',
): string | null => formatRuleThreshold(rule, threshold, unit, units);

export const SEVERITY_LABELS: Record<DftSeverity, string> = {
  fail: 'Fail',
  warning: 'Warning',
  pass: 'Pass',
};

/** Mantine colour of a verdict (theme colours: positive, warning, negative). */
export const SEVERITY_COLORS: Record<DftSeverity, string> = {
  fail: 'negative',
  warning: 'warning',
  pass: 'positive',
};

/** The overall verdict in one sentence, from the numbers of failed and warned rules. */
export function verdictText(status: DftSeverity, fails: number, warnings: number): string {
  if (status === 'fail')
    return `Not ready for a fixture: ${plural(fails, 'rule')} failed${warnings > 0 ? `, ${warnings.toLocaleString('en-US')} with warnings` : ''}.`;
  if (status === 'warning') return `Testable, with ${plural(warnings, 'rule')} to review.`;
  return 'Testable: every rule passes.';
}

/** "1 rule", "3 rules", with thousands separated. */
export const plural = (n: number, word: string, many = `${word}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;

/** "22 Nov 2026, 14:05" in the reader's time zone, from an ISO time; the raw text when unreadable. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
