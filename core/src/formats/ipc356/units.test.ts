import { describe, expect, it } from 'vitest';
import { INCH_UNITS, MM_UNITS, parseUnits } from './units';

describe('parseUnits (P  UNITS values)', () => {
  it.each([
    ['CUST', INCH_UNITS],
    ['CUST 0', INCH_UNITS],
    ['cust 0', INCH_UNITS],
    ['CUST 1', MM_UNITS],
    ['CUST 2', INCH_UNITS],
    ['SI', MM_UNITS],
    ['ENGLISH', INCH_UNITS],
    ['CUST 7', null],
    ['FURLONGS', null],
    ['', null],
  ])('%j', (value, expected) => {
    expect(parseUnits(value)).toBe(expected);
  });
});
