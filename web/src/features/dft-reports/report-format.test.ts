import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMeasured,
  formatThreshold,
  formatValue,
  plural,
  ruleComparator,
  verdictText,
} from './report-format';

describe('formatValue', () => {
  it.each([
    [0.985, 'mm', '0.99 mm'],
    [1.9, 'mm', '1.90 mm'],
    [-0.001, 'mm', '0.00 mm'],
    [-0.57, 'mm', '-0.57 mm'],
    [14, 'N', '14.00 N'],
    [51.6, '%', '51.6 %'],
    [12345, 'count', '12,345'],
    [3, null, '3'],
    [0.125, null, '0.13'],
  ] as const)('%s %s → %s', (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });

  it('shows a dash for a rule that measured nothing', () => {
    expect(formatMeasured(null, 'mm')).toBe('—');
  });
});

describe('formatThreshold', () => {
  it('writes both levels with the rule’s direction', () => {
    expect(formatThreshold('tp-spacing', { recommended: 1.9, minimum: 0.99 }, 'mm')).toBe(
      '≥ 1.90 mm (min 0.99 mm)',
    );
    expect(formatThreshold('component-height', { recommended: 5.7, minimum: null }, 'mm')).toBe('≤ 5.70 mm');
    expect(formatThreshold('tp-large-hole', { recommended: 1.5, minimum: null }, 'mm')).toBe('≤ 1.50 mm');
  });

  it('writes one level when both are equal, and a hard limit alone as min / max', () => {
    expect(formatThreshold('tp-component', { recommended: 0.6, minimum: 0.6 }, 'mm')).toBe('≥ 0.60 mm');
    expect(formatThreshold('tp-component', { recommended: null, minimum: 0.6 }, 'mm')).toBe('min 0.60 mm');
    expect(formatThreshold('config-locating', { recommended: null, minimum: 2 }, 'count')).toBe('min 2');
    expect(formatThreshold('config-kit-probes', { recommended: null, minimum: 500 }, 'count')).toBe(
      'max 500',
    );
  });

  it('is null for yes/no checks', () => {
    expect(formatThreshold('tp-accessible', { recommended: null, minimum: null }, null)).toBeNull();
  });

  it('knows which rules are "at most"', () => {
    expect(ruleComparator('config-probe-force')).toBe('≤');
    expect(ruleComparator('tp-board-edge')).toBe('≥');
    expect(ruleComparator('a-rule-from-a-newer-engine')).toBe('≥');
  });
});

describe('words', () => {
  it('says the verdict in a sentence', () => {
    expect(verdictText('fail', 4, 2)).toBe('Not ready for a fixture: 4 rules failed, 2 with warnings.');
    expect(verdictText('fail', 1, 0)).toBe('Not ready for a fixture: 1 rule failed.');
    expect(verdictText('warning', 0, 1)).toBe('Testable, with 1 rule to review.');
    expect(verdictText('pass', 0, 0)).toBe('Testable: every rule passes.');
  });

  it('pluralises with separators', () => {
    expect(plural(1, 'issue')).toBe('1 issue');
    expect(plural(25000, 'issue')).toBe('25,000 issues');
  });

  it('writes a date, or gives back what it cannot read', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z')).toMatch(/22 Nov 2026/);
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
