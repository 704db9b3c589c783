import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupByPlace } from './place-groups';
import { PointGrid, SAME_PLACE_MM } from './point-grid';

/**
 * The reference: every point, in the order the importer has always decided ties in — by cell column,
 * then row, then insertion — the nearest within `tol`, a later one winning at the same distance.
 */
function nearestByReference(
  xs: number[],
  ys: number[],
  x: number,
  y: number,
  tol: number,
  accept: (p: number) => boolean = () => true,
): number {
  const cell = (v: number) => Math.floor(v / 0.1);
  const order = xs
    .map((_, p) => p)
    .filter((p) => Math.abs(cell(xs[p]!) - cell(x)) <= 1 && Math.abs(cell(ys[p]!) - cell(y)) <= 1)
    .sort((a, b) => cell(xs[a]!) - cell(xs[b]!) || cell(ys[a]!) - cell(ys[b]!) || a - b);
  let best = -1;
  let bestD = tol;
  for (const p of order) {
    const d = Math.hypot(xs[p]! - x, ys[p]! - y);
    if (d <= bestD && accept(p)) {
      best = p;
      bestD = d;
    }
  }
  return best;
}

const grid = (xs: number[], ys: number[]) =>
  new PointGrid(Float64Array.from(xs), Float64Array.from(ys), xs.length);

describe('PointGrid', () => {
  it('finds the nearest point within the tolerance, a later one at the same distance', () => {
    const xs = [1, 1.003, 1, 5, -0.001];
    const ys = [2, 2, 2, 5, 0];
    const g = grid(xs, ys);
    expect(g.nearest(1, 2, SAME_PLACE_MM)).toBe(2); // points 0 and 2 are both at 0: the later wins
    expect(g.nearest(1.0029, 2, SAME_PLACE_MM)).toBe(1);
    expect(g.nearest(1.02, 2, SAME_PLACE_MM)).toBe(-1);
    expect(g.nearest(1, 2, SAME_PLACE_MM, (p) => p !== 2)).toBe(0);
    expect(g.nearest(0.005, 0, SAME_PLACE_MM)).toBe(-1); // 0.006 from point 4
    expect(g.nearest(0.001, 0.001, 0.05)).toBe(4); // across the cell boundary at 0
    expect(g.nearest(Number.NaN, 0, 0.05)).toBe(-1);
    expect(g.nearest(Number.POSITIVE_INFINITY, 0, 0.05)).toBe(-1);
  });

  it('agrees with the reference on clustered points, ties and cell edges', () => {
    // Coordinates on a 0.001 mm lattice near cell edges, so that ties and boundaries are common.
    const coordinate = fc.integer({ min: -300, max: 300 }).map((v) => v / 1000);
    const point = fc.tuple(coordinate, coordinate);
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 60 }),
        fc.array(point, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(SAME_PLACE_MM, 0.05, 0.1),
        (points, queries, tol) => {
          const xs = points.map((p) => p[0]);
          const ys = points.map((p) => p[1]);
          const g = grid(xs, ys);
          const odd = (p: number) => p % 2 === 1;
          for (const [x, y] of queries) {
            expect(g.nearest(x, y, tol)).toBe(nearestByReference(xs, ys, x, y, tol));
            expect(g.nearest(x, y, tol, odd)).toBe(nearestByReference(xs, ys, x, y, tol, odd));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('groupByPlace', () => {
  /** The reference: a map keyed by kind and place in µm as strings, in order of first appearance. */
  function groupsByReference(xs: number[], ys: number[], kinds: number[]): number[][] {
    const groups = new Map<string, number[]>();
    xs.forEach((x, p) => {
      const key = `${kinds[p]}:${Math.round(x * 1000)},${Math.round(ys[p]! * 1000)}`;
      const g = groups.get(key);
      if (g) g.push(p);
      else groups.set(key, [p]);
    });
    return [...groups.values()];
  }

  it('groups by kind and place (µm) in order of first appearance, members in reading order', () => {
    const coordinate = fc.integer({ min: -2000, max: 2000 }).map((v) => v / 10000);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coordinate, coordinate, fc.integer({ min: 0, max: 2 })), { maxLength: 80 }),
        (items) => {
          const xs = items.map((i) => i[0]);
          const ys = items.map((i) => i[1]);
          const kinds = items.map((i) => i[2]);
          const got = groupByPlace(
            items.length,
            Float64Array.from(xs),
            Float64Array.from(ys),
            Uint8Array.from(kinds),
          );
          const lists: number[][] = [];
          for (let g = 0; g < got.count; g++) {
            const list: number[] = [];
            for (let p = got.head[g]!; p >= 0; p = got.next[p]!) list.push(p);
            lists.push(list);
          }
          expect(lists).toEqual(groupsByReference(xs, ys, kinds));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits a place further when `together` says so, and treats -0 as 0', () => {
    const got = groupByPlace(
      4,
      Float64Array.from([0, -0, 0, 0]),
      Float64Array.from([1, 1, 1, 1]),
      Uint8Array.from([0, 0, 0, 0]),
      (first, p) => first % 2 === p % 2,
    );
    expect(got.count).toBe(2);
    expect([got.head[0], got.next[0], got.head[1], got.next[1]]).toEqual([0, 2, 1, 3]);
  });
});
