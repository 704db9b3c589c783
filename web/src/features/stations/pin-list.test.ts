import { describe, expect, it } from 'vitest';
import { formatPins, parsePins } from './pin-list';

describe('pin lists', () => {
  it('reads ranges with a prefix and writes them back short', () => {
    expect(parsePins('1-3, 7 A1-A3')).toEqual(['1', '2', '3', '7', 'A1', 'A2', 'A3']);
    expect(parsePins('SWDIO,SWCLK')).toEqual(['SWDIO', 'SWCLK']);
    expect(formatPins(parsePins('1-50'))).toBe('1-50');
    expect(formatPins(['1', '2', '4', 'A1', 'A2', 'A3', 'X'])).toBe('1, 2, 4, A1-A3, X');
  });
});
