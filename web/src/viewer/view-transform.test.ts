import { describe, expect, it } from 'vitest';
import {
  clipMapping,
  fitRect,
  identityTransform,
  panBy,
  toBoard,
  toScreen,
  type ViewTransform,
  visibleRect,
  withSide,
  withSize,
  zoomAt,
} from './view-transform';

const BOARD = { minX: 0, minY: 0, maxX: 100, maxY: 50 };
const fitted = (side: 'top' | 'bottom', margin = 0): ViewTransform =>
  fitRect(identityTransform(200, 100, side), BOARD, margin);

describe('view transform (board mm +Y up ↔ screen px +Y down)', () => {
  it('shows the board top-left corner at the screen top-left from the top', () => {
    const t = fitted('top');
    expect(toScreen(t, { x: 0, y: 50 })).toEqual({ x: 0, y: 0 });
    expect(toScreen(t, { x: 100, y: 0 })).toEqual({ x: 200, y: 100 });
  });

  it('mirrors x (only x) from the bottom: top-left shows at the top-RIGHT', () => {
    const t = fitted('bottom');
    expect(toScreen(t, { x: 0, y: 50 })).toEqual({ x: 200, y: 0 });
    expect(toScreen(t, { x: 100, y: 50 })).toEqual({ x: 0, y: 0 });
    expect(toScreen(t, { x: 100, y: 0 })).toEqual({ x: 0, y: 100 });
  });

  it('round-trips screen → board → screen and board → screen → board', () => {
    const ts = [
      fitted('top'),
      fitted('bottom'),
      zoomAt(panBy(fitted('bottom', 13), 17.25, -3.5), { x: 31, y: 77 }, 3.7),
    ];
    for (const t of ts) {
      for (const p of [
        { x: 0, y: 0 },
        { x: 12.345, y: -7.5 },
        { x: 99.999, y: 49.001 },
      ]) {
        const back = toBoard(t, toScreen(t, p));
        expect(back.x).toBeCloseTo(p.x, 10);
        expect(back.y).toBeCloseTo(p.y, 10);
      }
      const q = { x: 123.5, y: 45.25 };
      const again = toScreen(t, toBoard(t, q));
      expect(again.x).toBeCloseTo(q.x, 10);
      expect(again.y).toBeCloseTo(q.y, 10);
    }
  });

  it.each(['top', 'bottom'] as const)('zooming keeps the board point under the cursor fixed (%s)', (side) => {
    const t = fitted(side, 10);
    const cursor = { x: 37, y: 81 };
    const under = toBoard(t, cursor);
    for (const factor of [2, 0.5, 1.1, 7.3]) {
      const z = zoomAt(t, cursor, factor);
      expect(z.scale).toBeCloseTo(t.scale * factor, 12);
      const after = toBoard(z, cursor);
      expect(after.x).toBeCloseTo(under.x, 10);
      expect(after.y).toBeCloseTo(under.y, 10);
    }
  });

  it('fits with margins: the limiting side touches the margin, the other is centred', () => {
    const t = fitted('top', 10);
    // 180 × 80 px available for 100 × 50 mm: height limits (1.6 px/mm).
    expect(t.scale).toBeCloseTo(1.6, 12);
    const tl = toScreen(t, { x: 0, y: 50 });
    const br = toScreen(t, { x: 100, y: 0 });
    expect(tl.y).toBeCloseTo(10, 10);
    expect(br.y).toBeCloseTo(90, 10);
    expect(tl.x).toBeCloseTo(20, 10);
    expect(br.x).toBeCloseTo(180, 10);
  });

  it('turning the board over keeps the view centre on the same board point', () => {
    const t = zoomAt(fitted('top'), { x: 20, y: 20 }, 3);
    const centre = toBoard(t, { x: 100, y: 50 });
    const b = withSide(t, 'bottom');
    expect(b.mirrorX).toBe(-1);
    const c2 = toBoard(b, { x: 100, y: 50 });
    expect(c2.x).toBeCloseTo(centre.x, 10);
    expect(c2.y).toBeCloseTo(centre.y, 10);
  });

  it('resizing keeps the centre; visibleRect is the board rectangle the viewport shows', () => {
    const t = withSize(fitted('bottom'), 400, 100);
    const v = visibleRect(t);
    expect(v.minY).toBeCloseTo(0, 10);
    expect(v.maxY).toBeCloseTo(50, 10);
    expect((v.minX + v.maxX) / 2).toBeCloseTo(50, 10);
    expect(v.maxX - v.minX).toBeCloseTo(200, 10);
  });

  it('clipMapping is the same transform expressed in clip space relative to an origin', () => {
    for (const t of [fitted('top', 5), zoomAt(fitted('bottom', 5), { x: 50, y: 60 }, 2.5)]) {
      const origin = { x: 48, y: 21 };
      const [ax, bx, ay, by] = clipMapping(t, origin);
      const p = { x: 73.2, y: 11.9 };
      const clip = { x: ax * (p.x - origin.x) + bx, y: ay * (p.y - origin.y) + by };
      const s = toScreen(t, p);
      expect(((clip.x + 1) / 2) * t.width).toBeCloseTo(s.x, 9);
      expect(((1 - clip.y) / 2) * t.height).toBeCloseTo(s.y, 9);
    }
  });
});
