import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ring } from '../board/model';
import { distanceToRing, pointInPolygon } from '../geometry/rings';
import { buildEdgeClearanceGrid } from './edge-clearance-grid';

// A star-shaped ring around (cx, cy): radii per angle step (any simple polygon the raster must handle,
// with slanted edges of every direction).
const starRing = (cx: number, cy: number, radii: number[]): Ring =>
  radii.map((r, k) => {
    const a = (2 * Math.PI * k) / radii.length;
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
  });

describe('edge clearance grid', () => {
  it('answers clear only for points inside and farther than the reach from every edge', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 20, max: 60, noNaN: true }), { minLength: 3, maxLength: 24 }),
        fc.integer({ min: 0, max: 80 }).map((v) => v / 10),
        // Points near the edges, where a wrong answer would be: an edge (as a fraction of the
        // ring), a place along it, and an offset across it of up to 2 × reach + 4 mm. Integer
        // steps: doubles would cluster on the bounds (fast-check's bias).
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 999 }).map((v) => v / 1000),
            fc.integer({ min: 0, max: 1000 }).map((v) => v / 1000),
            fc.integer({ min: -1000, max: 1000 }).map((v) => v / 1000),
          ),
          { maxLength: 300 },
        ),
        (radii, reach, samples) => {
          const outer = starRing(0, 0, radii);
          const hole = starRing(3, -2, [6, 8, 7, 9, 5].reverse());
          const grid = buildEdgeClearanceGrid([outer, hole], reach);
          const points = samples.map(([e, t, off], n) => {
            const ring = n % 4 === 0 ? hole : outer;
            const k = Math.floor(e * ring.length);
            const [a, b] = [ring[k]!, ring[(k + 1) % ring.length]!];
            const len = Math.hypot(b.x - a.x, b.y - a.y);
            const across = off * (2 * reach + 4);
            return {
              x: a.x + t * (b.x - a.x) - (across * (b.y - a.y)) / len,
              y: a.y + t * (b.y - a.y) + (across * (b.x - a.x)) / len,
            };
          });
          for (const p of points) {
            if (!grid.isClear(p.x, p.y)) continue;
            expect(pointInPolygon(p, { outer, holes: [hole] })).toBe(true);
            expect(Math.min(distanceToRing(p, outer), distanceToRing(p, hole))).toBeGreaterThan(reach);
          }
        },
      ),
    );
  });

  it('proves most of a large board clear, and nothing of the cut-out or beyond the edge', () => {
    const outer: Ring = [
      { x: 0, y: 0 },
      { x: 300, y: 0 },
      { x: 300, y: 200 },
      { x: 0, y: 200 },
    ];
    const cutout: Ring = [
      { x: 100, y: 100 },
      { x: 100, y: 120 },
      { x: 120, y: 120 },
      { x: 120, y: 100 },
    ];
    const grid = buildEdgeClearanceGrid([outer, cutout], 3);
    let clear = 0;
    for (let x = 0.5; x < 300; x++) for (let y = 0.5; y < 200; y++) if (grid.isClear(x, y)) clear++;
    // Within 3 mm + a cell's half diagonal (about 1.1 mm) of an edge nothing is clear; cells are
    // whole, so the band left unproven is a little wider than that.
    expect(clear / (300 * 200)).toBeGreaterThan(0.85);
    expect(grid.isClear(110, 110)).toBe(false);
    expect(grid.isClear(150, 2.5)).toBe(false);
    expect(grid.isClear(-5, 50)).toBe(false);
    expect(grid.isClear(150, 50)).toBe(true);
    expect(buildEdgeClearanceGrid([], 3).isClear(0, 0)).toBe(false);
  });
});
