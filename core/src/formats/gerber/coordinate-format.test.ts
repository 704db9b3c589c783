import { describe, expect, it } from 'vitest';
import { parseCoordinate, parseFormatSpec } from './coordinate-format';

describe('parseFormatSpec', () => {
  it.each([
    ['FSLAX46Y46', { zeros: 'leading', incremental: false, xInt: 4, xDec: 6, yInt: 4, yDec: 6 }],
    ['FSTIX24Y35', { zeros: 'trailing', incremental: true, xInt: 2, xDec: 4, yInt: 3, yDec: 5 }],
    ['FSDAX23Y23', { zeros: 'leading', incremental: false, xInt: 2, xDec: 3, yInt: 2, yDec: 3 }],
  ])('%s', (body, expected) => {
    expect(parseFormatSpec(body)).toEqual(expected);
  });

  it('refuses a spec without digits', () => {
    expect(parseFormatSpec('FSLAXY')).toBeNull();
  });
});

describe('parseCoordinate', () => {
  it.each([
    // leading zeros omitted: right-aligned on the decimals
    ['-78867000', 4, 6, 'leading', -78.867],
    ['15', 2, 4, 'leading', 0.0015],
    ['+12500', 2, 4, 'leading', 1.25],
    ['0', 2, 4, 'leading', 0],
    // trailing zeros omitted: left-aligned on int + dec digits
    ['15', 2, 4, 'trailing', 15],
    ['-0125', 3, 3, 'trailing', -12.5],
    ['001500', 3, 3, 'trailing', 1.5],
    // a decimal point is read literally whatever the mode
    ['1.25', 2, 4, 'trailing', 1.25],
  ] as const)('%s with %i.%i, %s zeros omitted → %f', (raw, int, dec, zeros, expected) => {
    expect(parseCoordinate(raw, int, dec, zeros)).toBeCloseTo(expected, 12);
  });

  it.each(['', '-', '12a', '--1'])('garbage "%s" is NaN', (raw) => {
    expect(parseCoordinate(raw, 2, 4, 'leading')).toBeNaN();
  });
});
