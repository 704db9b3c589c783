import { describe, expect, it } from 'vitest';
import { formatFixed, formatNumber, roundTo } from './format-number';

describe('the output number formatter', () => {
  it('rounds float artefacts away and never writes -0', () => {
    expect(formatNumber(-0.3865000000000123)).toBe('-0.387');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatFixed(-0.0001)).toBe('0.000');
    expect(formatNumber(-0.0001)).toBe('0');
    expect(formatFixed(54, 3)).toBe('54.000');
    expect(formatNumber(1.00499, 2)).toBe('1');
    expect(formatNumber(2.675, 2)).toBe('2.68');
    expect(roundTo(-2.675, 2)).toBe(-2.68);
  });
});
