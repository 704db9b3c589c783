import { describe, expect, it } from 'vitest';
import { SpatialGrid } from './spatial-grid';

const near = (g: SpatialGrid<string>, x: number, y: number, r: number) => {
  const seen = new Set<string>();
  g.query(x, y, r, (item) => seen.add(item));
  return [...seen].sort();
};

describe('SpatialGrid', () => {
  it('finds points and boxes of any size near a query, including negative coordinates', () => {
    const g = new SpatialGrid<string>(1);
    g.add('pad', 10.2, -5.1);
    g.add('far pad', 40, 40);
    g.add('big region', -500, -500, 500, 500);
    g.add('panel', -1e6, -1e6, 1e6, 1e6);
    g.add('beyond', -1e12, -1e12, 1e12, 1e12);
    expect(near(g, 10.2, -5.1, 0)).toEqual(['beyond', 'big region', 'pad', 'panel']);
    expect(near(g, 40.01, 39.99, 0.05)).toEqual(['beyond', 'big region', 'far pad', 'panel']);
    expect(near(g, 1000, 1000, 0)).toEqual(['beyond', 'panel']);
  });

  it('does not return a point from a distant cell', () => {
    const g = new SpatialGrid<string>(1);
    g.add('a', 0, 0);
    expect(near(g, 5, 5, 0.5)).toEqual([]);
  });
});
