import { describe, expect, it } from 'vitest';
import { formatLength, formatNumber, formatPoint, formatSize, fromMm, MM_PER_MIL } from './units';

describe('units', () => {
  it('converts mm to mil exactly (1 mil = 0.0254 mm)', () => {
    expect(fromMm(0.0254, 'mil')).toBeCloseTo(1, 12);
    expect(fromMm(2.54, 'mil')).toBeCloseTo(100, 12);
    expect(fromMm(1.27, 'mm')).toBe(1.27);
    expect(MM_PER_MIL).toBe(0.0254);
  });

  it('formats to 0.01 mm and 0.1 mil, without "-0"', () => {
    expect(formatLength(1.27, 'mm')).toBe('1.27 mm');
    expect(formatLength(1.27, 'mil')).toBe('50.0 mil');
    expect(formatLength(1, 'mil')).toBe('39.4 mil');
    expect(formatLength(0.004, 'mm')).toBe('0.00 mm');
    expect(formatNumber(-0.001, 'mm')).toBe('0.00');
    expect(formatNumber(-0.5, 'mm')).toBe('-0.50');
  });

  it('formats points and sizes', () => {
    expect(formatPoint({ x: 12.7, y: -3 }, 'mm')).toBe('(12.70, -3.00) mm');
    expect(formatSize(1, 0.6, 'mm')).toBe('1.00 × 0.60 mm');
    expect(formatSize(2.54, 1.27, 'mil')).toBe('100.0 × 50.0 mil');
  });
});
