/**
 * Numeric columns (one number per item) kept in the JavaScript heap instead of typed arrays, for
 * the DFT engine's per-point data (decision 0019).
 *
 * Why: V8 counts every typed array's buffer as external memory, and after about 64 MB of new
 * buffers since the last full collection it starts a full mark-compact of the whole heap to free
 * them. At a million test points an analysis made about 240 MB of buffers, so it paid two or three
 * full collections of the 1.2 GB board it was reading (1.6–2.2 s each on the 2-core machine) for
 * buffers that were still in use. Plain arrays of small integers or of doubles are stored unboxed in
 * the heap's large-object space: they count against the old generation's limit, which grows with
 * the heap, and reading them in optimised code costs about what a typed array costs.
 *
 * `new Array(n)` makes a holey array in fast (not dictionary) mode; `fill` keeps it there. A column
 * meant for fractions starts as doubles so that its first fractional store does not copy it.
 */
export type Column = number[];

/** n zeros as small integers (indexes, counts, codes, flags). */
export function intColumn(n: number): Column {
  return new Array<number>(n).fill(0);
}

/** n copies of `value` as doubles (coordinates, sizes, distances). */
export function floatColumn(n: number, value = 0): Column {
  return new Array<number>(n).fill(0.5).fill(value);
}

/** The first n entries of a column (the column itself when it has exactly n). */
export function truncated(column: Column, n: number): Column {
  if (column.length !== n) column.length = n;
  return column;
}
