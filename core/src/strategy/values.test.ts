import { describe, expect, it } from 'vitest';
import { parseFrequencyHz, parseResistanceOhms } from './values';

describe('parseResistanceOhms', () => {
  it.each([
    ['0201, 100ohm, 1/16W, 1%', 100],
    ['22R', 22],
    ['4K7', 4700],
    ['0R051', 0.051],
    ['1k5', 1500],
    ['10K', 10000],
    ['470', 470],
    ['0R', 0],
    ['1.5K', 1500],
    ['0603', null],
    ['R', null],
    ['DNP 47K', 47000],
  ])('%s → %s', (value, ohms) => expect(parseResistanceOhms(value)).toBe(ohms));
});

describe('parseFrequencyHz', () => {
  it.each([
    ['8MHz', 8e6],
    ['32.768kHz', 32768],
    ['12M', 12e6],
    ['/8MH-OUT', 8e6],
    ['16.000 MHz', 16e6],
    ['CRYSTAL_4PIN', null],
    ['Crystal Oscillator', null],
  ])('%s → %s', (text, hz) => expect(parseFrequencyHz(text)).toBe(hz));
});
