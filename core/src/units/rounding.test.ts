import { describe, expect, it } from 'vitest';
import { atLeast, atMost, roundMm, toHundredths } from './rounding';

describe('rounding to 0.01 mm as the UI shows it', () => {
  it.each([
    [0.985, 0.99], // the float is 0.98499999…; the decimal rounds up
    [0.984, 0.98],
    [1.005, 1.01],
    [2.675, 2.68],
    [-0.985, -0.99],
    [3.5400000000000005, 3.54],
    [0, 0],
  ])('%s → %s', (v, r) => {
    expect(roundMm(v)).toBe(r);
  });

  it('compares rounded values, equality passing', () => {
    expect(atLeast(0.985, 0.99)).toBe(true);
    expect(atLeast(0.984, 0.99)).toBe(false);
    expect(atLeast(2.54 + 1.0, 3.54)).toBe(true);
    expect(atMost(5.704, 5.7)).toBe(true);
    expect(atMost(5.705, 5.7)).toBe(false);
    expect(toHundredths(1.9)).toBe(190);
  });
});
