import { describe, expect, it } from 'vitest';
import { displayNetName } from './net-display';

describe('displayNetName', () => {
  it.each([
    ['/VPP{slash}MCLR', '/VPP/MCLR'],
    ['unconnected-(U1-GPIO0{slash}TX-Pad7)_1', 'unconnected-(U1-GPIO0/TX-Pad7)_1'],
    ['A{lt}B{gt}{colon}{dblquote}{backslash}', 'A<B>:"\\'],
    ['{brace}slash}', '{slash}'],
    ['GND', 'GND'],
    ['{unknown}', '{unknown}'],
    ['', ''],
  ])('%s → %s', (raw, shown) => expect(displayNetName(raw)).toBe(shown));
});
