import { roundMm } from '../units/rounding';
import type { RuleSummary } from '../dft/types';
import { formatLength, type LengthUnits } from './lengths';

/**
 * How a report writes the values and thresholds of its rules, the same on the page and in the PDF.
 * Lengths are in the reader's units (mm with two decimals rounded as the engine compares, or mil
 * with one); forces in N, shares in %, counts whole.
 */

type MeasureUnit = RuleSummary['unit'];
type ThresholdUsed = RuleSummary['threshold'];

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

/** Two decimals, half away from zero (as the engine rounds mm: 0.985 → 0.99). */
const twoDecimals = (value: number) => trimZero(roundMm(value).toFixed(2));

/** A number in a unit as a report shows it. */
export function formatMeasureValue(value: number, unit: MeasureUnit, units: LengthUnits = 'mm'): string {
  switch (unit) {
    case 'mm':
      return formatLength(value, units);
    case 'N':
      return `${twoDecimals(value)} N`;
    case '%':
      return `${trimZero(value.toFixed(1))} %`;
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    default:
      return Number.isInteger(value) ? String(value) : twoDecimals(value);
  }
}

/**
 * The threshold a value was judged against, in words: "≥ 1.90 mm (min 0.99 mm)", "≤ 5.70 mm",
 * "min 2", "max 500"; null when the rule has no numeric threshold (a yes/no check).
 */
export function formatRuleThreshold(
  rule: string,
  threshold: ThresholdUsed,
  unit: MeasureUnit,
  units: LengthUnits = 'mm',
): string | null {
  const op = ruleComparator(rule);
  const v = (n: number) => formatMeasureValue(n, unit, units);
  const { recommended, minimum } = threshold;
  if (recommended !== null && minimum !== null) {
    if (recommended === minimum) return `${op} ${v(minimum)}`;
    return `${op} ${v(recommended)} (min ${v(minimum)})`;
  }
  if (recommended !== null) return `${op} ${v(recommended)}`;
  // Only a hard limit (at least one test point, at most the kit's probes…): "min 2", "max 500".
  if (minimum !== null) return `${op === '≥' ? 'min' : 'max'} ${v(minimum)}`;
  return null;
}

/** A rule with nothing to check (e.g. guide-pin spacing on a cradle) passed vacuously: "n/a". */
export const isRuleNotApplicable = (rule: Pick<RuleSummary, 'status' | 'checked'>): boolean =>
  rule.status === 'pass' && rule.checked === 0;

/** One sentence on units for a report's reader: what the numbers are in and how rules compare. */
export function reportUnitsNote(units: LengthUnits): string {
  return units === 'mm'
    ? 'Lengths in mm; rules compare mm rounded to 0.01 mm, equality passes.'
    : "Lengths in mil (1 mil = 0.0254 mm); rules compare mm rounded to 0.01 mm, equality passes, and the engine's sentences quote mm.";
}
