import { buildPointIndex } from './box-index';

/**
 * Every unordered pair of points closer than `radius` (mm), as parallel arrays (i < j) with their
 * centre distance. `accept(i, j)` filters pairs (e.g. "same probe side") before they are stored.
 * Points are given as parallel coordinate arrays in one frame.
 */
export interface PointPairs {
  a: Int32Array;
  b: Int32Array;
  distanceMm: Float64Array;
  count: number;
}

export function findPointPairs(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  radius: number,
  accept: (i: number, j: number) => boolean = () => true,
): PointPairs {
  const index = buildPointIndex(xs, ys);
  let a: Int32Array = new Int32Array(Math.max(16, xs.length));
  let b: Int32Array = new Int32Array(a.length);
  let d: Float64Array = new Float64Array(a.length);
  let count = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    for (const j of index.search(x - radius, y - radius, x + radius, y + radius)) {
      if (j <= i || !accept(i, j)) continue;
      const dist = Math.hypot(xs[j]! - x, ys[j]! - y);
      if (dist > radius) continue;
      if (count === a.length) [a, b, d] = [grow(a), grow(b), growF(d)];
      a[count] = i;
      b[count] = j;
      d[count] = dist;
      count++;
    }
  }
  return { a, b, distanceMm: d, count };
}

function grow(arr: Int32Array): Int32Array {
  const next = new Int32Array(arr.length * 2);
  next.set(arr);
  return next;
}

function growF(arr: Float64Array): Float64Array {
  const next = new Float64Array(arr.length * 2);
  next.set(arr);
  return next;
}
