import { describe, expect, it } from 'vitest';
import { toAscii } from './ascii-text';

describe('toAscii', () => {
  it('spells out the drawing symbols and strips accents, leaving nothing above 0x7f', () => {
    expect(toAscii('Ø1.70 mm ±0.05 µm 2 × 3 – 90°')).toBe('dia. 1.70 mm +/-0.05 um 2 x 3 - 90 deg');
    expect(toAscii('Prüfadapter Café')).toBe('Prufadapter Cafe');
    expect(toAscii('漢')).toBe('?');
    const s = toAscii('Ø±µ×°–—…≤≥→éßŒ漢\u00a0');
    for (let i = 0; i < s.length; i++) expect(s.charCodeAt(i)).toBeLessThan(0x80);
  });
});
