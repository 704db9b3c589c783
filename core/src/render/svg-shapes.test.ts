import { describe, expect, it } from 'vitest';
import { padDrillElement, padElement, rectElement, ringPath } from './svg-shapes';
import { viewFrom } from './svg-view';
import { makePad as pad } from '../testing/test-board';

const top = viewFrom('top');
const bottom = viewFrom('bottom');

describe('rectElement', () => {
  it('swaps the sides of a quarter-turned rect instead of rotating it', () => {
    // A 2 × 1 pad at (10, 5) turned 90° is 1 wide and 2 tall; its SVG centre is (10, −5).
    const expected = '<rect x="9.5" y="-6" width="1" height="2"/>';
    expect(rectElement(top, 10, 5, 2, 1, 0, 90)).toBe(expected);
    expect(rectElement(top, 10, 5, 2, 1, 0, 270)).toBe(expected);
    expect(rectElement(top, 10, 5, 2, 1, 0, 180)).toBe('<rect x="9" y="-5.5" width="2" height="1"/>');
  });

  it('rotates other angles about the centre, opposite ways from the top and the bottom', () => {
    expect(rectElement(top, 10, 5, 2, 1, 0, 30)).toBe(
      '<rect x="9" y="-5.5" width="2" height="1" transform="rotate(330 10 -5)"/>',
    );
    expect(rectElement(bottom, 10, 5, 2, 1, 0, 30)).toBe(
      '<rect x="-11" y="-5.5" width="2" height="1" transform="rotate(30 -10 -5)"/>',
    );
  });
});

describe('padElement', () => {
  it('draws each shape with its own element and corner radius', () => {
    expect(padElement(top, pad(0, { x: 1, y: 2, widthMm: 1.5, heightMm: 1.5 }))).toBe(
      '<circle cx="1" cy="-2" r="0.75"/>',
    );
    expect(padElement(top, pad(0, { shape: 'oval', widthMm: 3, heightMm: 1 }))).toBe(
      '<rect x="-1.5" y="-0.5" width="3" height="1" rx="0.5"/>',
    );
    expect(padElement(top, pad(0, { shape: 'roundrect', widthMm: 2, heightMm: 1 }))).toBe(
      '<rect x="-1" y="-0.5" width="2" height="1" rx="0.25"/>',
    );
  });

  it('draws custom pads from their absolute polygon, mirrored from the bottom', () => {
    const polygon = [
      { x: 1, y: 1 },
      { x: 3, y: 1 },
      { x: 2, y: 4 },
    ];
    const custom = pad(0, { shape: 'custom', x: 2, y: 2, polygon });
    expect(padElement(top, custom)).toBe('<polygon points="1,-1 3,-1 2,-4"/>');
    expect(padElement(bottom, custom)).toBe('<polygon points="-1,-1 -3,-1 -2,-4"/>');
  });

  it('falls back to the bounding rect when a custom pad has no polygon', () => {
    expect(padElement(top, pad(0, { shape: 'custom', widthMm: 2, heightMm: 1 }))).toBe(
      '<rect x="-1" y="-0.5" width="2" height="1"/>',
    );
  });
});

describe('padDrillElement', () => {
  it('draws round drills, slots along the pad axis, and nothing for SMD pads', () => {
    expect(padDrillElement(top, pad(0, { x: 4, y: 4, type: 'th', drillMm: 1 }))).toBe(
      '<circle cx="4" cy="-4" r="0.5"/>',
    );
    const slot = pad(0, { type: 'th', drillMm: 1, slotLengthMm: 3, rotationDeg: 90 });
    expect(padDrillElement(top, slot)).toBe('<rect x="-0.5" y="-1.5" width="1" height="3" rx="0.5"/>');
    expect(padDrillElement(top, pad(0, {}))).toBe('');
  });
});

describe('ringPath', () => {
  it('closes the ring and converts every point', () => {
    const ring = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
    ];
    expect(ringPath(top, ring)).toBe('M0 0L2 0L2 -1Z');
    expect(ringPath(bottom, ring)).toBe('M0 0L-2 0L-2 -1Z');
  });
});
