import { describe, expect, it } from 'vitest';
import { fitRect, identityTransform, panBy, zoomAt } from '../view-transform';
import { blitRect } from './frame-cache';

const board = { minX: 0, minY: 0, maxX: 100, maxY: 50 };

describe('frame cache blit rectangle (clip space)', () => {
  it.each(['top', 'bottom'] as const)('covers the viewport exactly when nothing moved (%s)', (side) => {
    const t = fitRect(identityTransform(200, 100, side), board, 10);
    expect(blitRect(t, t)).toEqual([-1, -1, 1, 1]);
  });

  it.each(['top', 'bottom'] as const)('follows a pan in screen px (%s)', (side) => {
    const t = fitRect(identityTransform(200, 100, side), board, 10);
    const [x0, y0, x1, y1] = blitRect(t, panBy(t, 20, 10));
    // +20 px right is +0.2 in clip x (200 px wide); +10 px down is −0.2 in clip y (100 px high).
    expect(x0).toBeCloseTo(-0.8, 12);
    expect(x1).toBeCloseTo(1.2, 12);
    expect(y0).toBeCloseTo(-1.2, 12);
    expect(y1).toBeCloseTo(0.8, 12);
  });

  it('scales about the zoom point', () => {
    const t = fitRect(identityTransform(200, 100), board, 10);
    const [x0, y0, x1, y1] = blitRect(t, zoomAt(t, { x: 100, y: 50 }, 2));
    expect([x0, y0, x1, y1].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([-2, -2, 2, 2]);
  });
});
