import { describe, expect, it } from 'vitest';
import { formatSi, siScale } from './format-si';

describe('SI prefixes', () => {
  it('writes values as a plan shows them', () => {
    expect([formatSi(4700, 'Ω'), formatSi(1e-7, 'F'), formatSi(0.65, 'V'), formatSi(0, 'Ω')]).toEqual([
      '4.7 kΩ',
      '100 nF',
      '650 mV',
      '0 Ω',
    ]);
    expect(formatSi(2.2e-6, 'F')).toBe('2.2 µF');
    // Volts keep no prefix above 1: 12 kV would read as a rail typo.
    expect(formatSi(1200, 'V')).toBe('1200 V');
  });

  it('rounds up to the next prefix when the digits written would show 1000', () => {
    expect(formatSi(999.96, 'Ω')).toBe('1 kΩ');
    expect(formatSi(999.94, 'Ω')).toBe('999.9 Ω');
  });

  it('gives tester files ASCII micro and the caller’s tolerance', () => {
    expect(siScale(2.2e-6, { ascii: true })).toEqual({ factor: 1e-6, prefix: 'u' });
    expect(siScale(2.2e-6)).toEqual({ factor: 1e-6, prefix: 'µ' });
    expect(siScale(999.999, { tolerance: 0.9999999 })).toEqual({ factor: 1, prefix: '' });
    expect(siScale(999.99999999, { tolerance: 0.9999999 })).toEqual({ factor: 1e3, prefix: 'k' });
    expect(siScale(1e-15)).toEqual({ factor: 1e-12, prefix: 'p' });
  });
});
