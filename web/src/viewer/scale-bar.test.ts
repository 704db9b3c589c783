import { describe, expect, it } from 'vitest';
import { roundStep, scaleBarFor } from './scale-bar';

describe('scale bar', () => {
  it('rounds down to 1, 2 or 5 × 10ⁿ', () => {
    expect(roundStep(1)).toBe(1);
    expect(roundStep(1.99)).toBe(1);
    expect(roundStep(2)).toBe(2);
    expect(roundStep(4.9)).toBe(2);
    expect(roundStep(7)).toBe(5);
    expect(roundStep(0.034)).toBeCloseTo(0.02, 12);
    expect(roundStep(730)).toBe(500);
  });

  it('picks a round millimetre length whose bar is 40–100 px long', () => {
    // 7.5 px per mm (a 100 mm board fitted in ~750 px): 100 px = 13.3 mm → 10 mm = 75 px.
    expect(scaleBarFor(7.5, 'mm')).toEqual({ px: 75, length: 10, units: 'mm', label: '10 mm' });
    // Zoomed in to 400 px per mm: 0.25 mm → 0.2 mm = 80 px.
    const close = scaleBarFor(400, 'mm')!;
    expect(close.label).toBe('0.2 mm');
    expect(close.px).toBeCloseTo(80, 9);
    for (const pxPerMm of [0.01, 0.3, 1, 3.3, 10, 77, 1234, 2e4]) {
      const bar = scaleBarFor(pxPerMm, 'mm')!;
      expect(bar.px).toBeGreaterThanOrEqual(40);
      expect(bar.px).toBeLessThanOrEqual(100 + 1e-9);
    }
  });

  it('speaks mil when the user reads mil', () => {
    // 7.5 px per mm = 0.1905 px per mil: 100 px = 525 mil → 500 mil = 95.25 px.
    const bar = scaleBarFor(7.5, 'mil')!;
    expect(bar.label).toBe('500 mil');
    expect(bar.px).toBeCloseTo(95.25, 9);
  });

  it('has nothing to say for a view without a scale', () => {
    expect(scaleBarFor(0, 'mm')).toBeNull();
    expect(scaleBarFor(Number.NaN, 'mm')).toBeNull();
  });
});
