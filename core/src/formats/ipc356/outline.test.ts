import { describe, expect, it } from 'vitest';
import { parseOutlinePaths } from './outline';

const p = (x: number, y: number) => ({ x, y });

describe('parseOutlinePaths (389 data, file units)', () => {
  it.each([
    [
      'Altium: width first, modal X/Y',
      'X100Y100 X0Y21654 X0Y0 X31496 Y21654 X0',
      [[p(0, 21654), p(0, 0), p(31496, 0), p(31496, 21654), p(0, 21654)]],
    ],
    [
      'Eagle: no width (second word has no Y)',
      'X0Y0 X22500 Y15000 X0',
      [[p(0, 0), p(22500, 0), p(22500, 15000), p(0, 15000)]],
    ],
    ['width given as X only', 'X50 X0Y0 X10Y0 X10Y10', [[p(0, 0), p(10, 0), p(10, 10)]]],
    [
      'full points returning to the first word: no width',
      'X0Y0 X10Y0 X10Y10 X0Y0',
      [[p(0, 0), p(10, 0), p(10, 10), p(0, 0)]],
    ],
    [
      'a star starts a new path',
      'X5 X0Y0 X10Y0 * X20Y20 X30Y20',
      [
        [p(0, 0), p(10, 0)],
        [p(20, 20), p(30, 20)],
      ],
    ],
    ['a lone word is no path', 'X5', []],
  ])('%s', (_name, data, expected) => {
    expect(parseOutlinePaths(data)).toEqual(expected);
  });
});
