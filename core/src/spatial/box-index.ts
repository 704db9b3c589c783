import Flatbush from 'flatbush';

/**
 * A static spatial index of axis-aligned boxes in the board frame (mm), a thin wrapper around
 * flatbush (a packed Hilbert R-tree). Items are numbered in insertion order; queries answer those
 * numbers. An index of zero items is allowed (flatbush itself refuses it).
 */
export interface BoxIndex {
  readonly size: number;
  /** Items whose box intersects the query box (edges touching count). */
  search(minX: number, minY: number, maxX: number, maxY: number): number[];
  /** Up to `max` items nearest to (x, y) by box distance, nearest first, within `maxDistance`. */
  nearest(
    x: number,
    y: number,
    max?: number,
    maxDistance?: number,
    filter?: (item: number) => boolean,
  ): number[];
}

const EMPTY: BoxIndex = { size: 0, search: () => [], nearest: () => [] };

/** Builds an index over `count` boxes given by `boxOf(i)` as [minX, minY, maxX, maxY]. */
export function buildBoxIndex(
  count: number,
  boxOf: (i: number) => readonly [number, number, number, number],
): BoxIndex {
  if (count === 0) return EMPTY;
  const tree = new Flatbush(count);
  for (let i = 0; i < count; i++) {
    const b = boxOf(i);
    tree.add(b[0], b[1], b[2], b[3]);
  }
  tree.finish();
  return wrap(tree, count);
}

/** Builds an index over points (degenerate boxes), from parallel coordinate arrays. */
export function buildPointIndex(xs: ArrayLike<number>, ys: ArrayLike<number>): BoxIndex {
  const count = xs.length;
  if (count === 0) return EMPTY;
  const tree = new Flatbush(count);
  for (let i = 0; i < count; i++) tree.add(xs[i]!, ys[i]!, xs[i]!, ys[i]!);
  tree.finish();
  return wrap(tree, count);
}

function wrap(tree: Flatbush, size: number): BoxIndex {
  return {
    size,
    search: (minX, minY, maxX, maxY) => tree.search(minX, minY, maxX, maxY),
    nearest: (x, y, max = 1, maxDistance = Infinity, filter) =>
      tree.neighbors(x, y, max, maxDistance, filter),
  };
}
