import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ring } from '../board/model';
import { distanceToRing, pointInPolygon } from '../geometry/rings';
import { buildBoxIndex } from './box-index';
import { GridHash } from './grid-hash';
import { findPointPairs } from './point-pairs';
import { buildSegmentIndex } from './segment-index';

const coords = fc.array(
  fc.record({
    x: fc.double({ min: -50, max: 50, noNaN: true }),
    y: fc.double({ min: -50, max: 50, noNaN: true }),
  }),
  { maxLength: 120 },
);

describe('spatial index wrappers agree with brute force', () => {
  it('findPointPairs finds exactly the pairs within the radius', () => {
    fc.assert(
      fc.property(coords, fc.double({ min: 0.5, max: 20, noNaN: true }), (pts, r) => {
        const pairs = findPointPairs(
          pts.map((p) => p.x),
          pts.map((p) => p.y),
          r,
        );
        const got = new Set<string>();
        for (let k = 0; k < pairs.count; k++) got.add(`${pairs.a[k]}-${pairs.b[k]}`);
        const want = new Set<string>();
        pts.forEach((p, i) => {
          pts.forEach((q, j) => {
            if (i < j && Math.hypot(p.x - q.x, p.y - q.y) <= r) want.add(`${i}-${j}`);
          });
        });
        expect(got).toEqual(want);
      }),
    );
  });

  it('findPointPairs lists pairs by i, then j, dense grid or hashed', () => {
    // The reference: every pair i < j in neighbouring cells (the search's reach) within the radius,
    // in index order.
    const reference = (xs: number[], ys: number[], r: number) => {
      const out: string[] = [];
      const cell = (v: number) => Math.floor(v / r);
      xs.forEach((x, i) => {
        xs.forEach((_, j) => {
          if (j <= i || Math.abs(cell(xs[j]!) - cell(x)) > 1 || Math.abs(cell(ys[j]!) - cell(ys[i]!)) > 1)
            return;
          // The search measures √(dx² + dy²) (no Math.hypot: it allocates in unoptimised code);
          // they differ only below 1e-154 mm, where the squares underflow.
          const [ex, ey] = [xs[j]! - x, ys[j]! - ys[i]!];
          const d = Math.sqrt(ex * ex + ey * ey);
          if (d <= r) out.push(`${i}-${j}-${d}`);
        });
      });
      return out;
    };
    // Spread clusters make the grid sparse (hashed); one cluster keeps it dense.
    const spread = fc.constantFrom(1, 1000);
    fc.assert(
      fc.property(coords, spread, fc.double({ min: 0.5, max: 20, noNaN: true }), (pts, k, r) => {
        const xs = pts.map((p, i) => p.x + (i % 3) * 50 * k);
        const ys = pts.map((p) => p.y);
        const pairs = findPointPairs(xs, ys, r);
        const got = Array.from(
          { length: pairs.count },
          (_, n) => `${pairs.a[n]}-${pairs.b[n]}-${pairs.distanceMm[n]}`,
        );
        expect(got).toEqual(reference(xs, ys, r));
      }),
    );
  });

  it('the segment index measures distance and inside like the ring helpers', () => {
    const outer: Ring = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 30 },
      { x: 20, y: 35 },
      { x: 0, y: 30 },
    ];
    const hole: Ring = [
      { x: 10, y: 10 },
      { x: 10, y: 20 },
      { x: 20, y: 20 },
      { x: 20, y: 10 },
    ];
    const index = buildSegmentIndex([outer, hole]);
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 50, noNaN: true }),
        fc.double({ min: -10, max: 45, noNaN: true }),
        (x, y) => {
          const p = { x, y };
          expect(index.distanceTo(p)).toBeCloseTo(
            Math.min(distanceToRing(p, outer), distanceToRing(p, hole)),
            12,
          );
          expect(index.contains(p)).toBe(pointInPolygon(p, { outer, holes: [hole] }));
        },
      ),
    );
  });

  it('box index search and grid hash answer like a scan', () => {
    const boxes = Array.from({ length: 50 }, (_, i) => [i, i % 7, i + 2, (i % 7) + 1] as const);
    const index = buildBoxIndex(boxes.length, (i) => boxes[i]!);
    expect(index.search(10, 0, 12, 1).sort((a, b) => a - b)).toEqual(
      boxes.flatMap((b, i) => (b[0] <= 12 && b[2] >= 10 && b[1] <= 1 && b[3] >= 0 ? [i] : [])),
    );
    expect(buildBoxIndex(0, () => [0, 0, 0, 0]).search(0, 0, 1, 1)).toEqual([]);
    const grid = new GridHash(2);
    grid.insert(0, 0);
    grid.insert(1.5, 0);
    grid.insert(-1.9, -0.1);
    grid.insert(5, 5);
    const seen: number[] = [];
    grid.forEachNear(0, 0, 2, (id) => seen.push(id));
    expect(seen.sort()).toEqual([0, 1, 2]);
  });
});
