import type { DftFinding, DftSeverity } from '@studio/api';
import { roundMm } from '@studio/core';

type MeasureUnit = DftFinding['unit'];
type ThresholdUsed = DftFinding['threshold'];

/**
 * How a report writes its numbers. A report is a shareable document whose rules are defined in mm
 * and compared at 0.01 mm (PRODUCT.md §5), so it always shows mm with two decimals, whatever the
 * reader's unit preference (decision 0016).
 */

/** Rules whose measured value must stay at or below the threshold; every other rule is "at least". */
const AT_MOST_RULES: ReadonlySet<string> = new Set([
  'component-height',
  'config-kit-probes',
  'config-probe-force',
  'tp-large-hole',
]);

/** "≤" for rules where a larger value is worse, "≥" otherwise. */
export const ruleComparator = (rule: string): '≥' | '≤' => (AT_MOST_RULES.has(rule) ? '≤' : '≥');

/** True when a larger measured value is worse (the worst finding is the largest). */
export const largerIsWorse = (rule: string): boolean => AT_MOST_RULES.has(rule);

const trimZero = (text: string) => (/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);

/** Two decimals rounded the way the engine compares (half away from zero, 0.985 → 0.99). */
export const hundredths = (value: number) => trimZero(roundMm(value).toFixed(2));

/** A number in a unit as the report shows it: mm and N with two decimals, % with one, counts whole. */
export function formatValue(value: number, unit: MeasureUnit): string {
  switch (unit) {
    case 'mm':
      return `${hundredths(value)} mm`;
    case 'N':
      return `${hundredths(value)} N`;
    case '%':
      return `${trimZero(value.toFixed(1))} %`;
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    default:
      return Number.isInteger(value) ? String(value) : hundredths(value);
  }
}

/** "0.85 mm", or an em dash when the rule measured nothing. */
export const formatMeasured = (value: number | null, unit: MeasureUnit): string =>
  value === null ? '—' : formatValue(value, unit);

/**
 * The threshold a value was judged against, in words: "≥ 1.90 mm (min 0.99 mm)", "≤ 5.70 mm",
 * "min 2", "max 500"; null when the rule has no numeric threshold (a yes/no check).
 */
export function formatThreshold(rule: string, threshold: ThresholdUsed, unit: MeasureUnit): string | null {
  const op = ruleComparator(rule);
  const { recommended, minimum } = threshold;
  if (recommended !== null && minimum !== null) {
    if (recommended === minimum) return `${op} ${formatValue(minimum, unit)}`;
    return `${op} ${formatValue(recommended, unit)} (min ${formatValue(minimum, unit)})`;
  }
  if (recommended !== null) return `${op} ${formatValue(recommended, unit)}`;
  // Only a hard limit (at least one test point, at most the kit's probes…): "min 2", "max 500".
  if (minimum !== null) return `${op === '≥' ? 'min' : 'max'} ${formatValue(minimum, unit)}`;
  return null;
}

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
