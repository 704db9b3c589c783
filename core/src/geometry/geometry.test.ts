import { describe, expect, it } from 'vitest';
import { arcThroughPoints, chainEdges, ringsToPolygons, rotate, signedArea } from './index';

describe('rotate', () => {
  it.each([
    [0, 1, 0],
    [90, 0, 1],
    [180, -1, 0],
    [270, 0, -1],
    [-90, 0, -1],
  ])('rotates (1,0) by %i° exactly', (deg, x, y) => {
    const p = rotate({ x: 1, y: 0 }, deg);
    expect(p.x).toBe(x);
    expect(p.y).toBe(y);
  });
});

describe('chainEdges + ringsToPolygons', () => {
  it('closes a square drawn as four reversed segments and finds its hole', () => {
    const sq = (s: number, o = 0) => [
      [
        { x: o, y: o },
        { x: s + o, y: o },
      ],
      [
        { x: s + o, y: s + o },
        { x: s + o, y: o },
      ],
      [
        { x: s + o, y: s + o },
        { x: o, y: s + o },
      ],
      [
        { x: o, y: o },
        { x: o, y: s + o },
      ],
    ];
    const { rings, open } = chainEdges([...sq(10), ...sq(2, 4)]);
    expect(open).toHaveLength(0);
    expect(rings).toHaveLength(2);
    const polys = ringsToPolygons(rings);
    expect(polys).toHaveLength(1);
    expect(signedArea(polys[0]!.outer)).toBeCloseTo(100);
    expect(signedArea(polys[0]!.holes[0]!)).toBeCloseTo(-4);
  });

  it('reports an outline with a gap as open', () => {
    const { rings, open } = chainEdges([
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      [
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ],
    ]);
    expect(rings).toHaveLength(0);
    expect(open).toHaveLength(1);
  });
});

describe('arcThroughPoints', () => {
  it('follows the mid point (CW vs CCW give different paths)', () => {
    const ccw = arcThroughPoints({ x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 });
    const cw = arcThroughPoints({ x: 1, y: 0 }, { x: 0, y: -1 }, { x: -1, y: 0 });
    expect(Math.max(...ccw.map((p) => p.y))).toBeCloseTo(1, 3);
    expect(Math.min(...cw.map((p) => p.y))).toBeCloseTo(-1, 3);
  });
});
