import { type Column, floatColumn, intColumn } from '../memory/heap-columns';

/**
 * Every unordered pair of points closer than `radius` (mm), as parallel arrays (i < j) with their
 * centre distance. `accept(i, j)` filters pairs (e.g. "same probe side") before they are stored.
 * Points are given as parallel coordinate arrays in one frame.
 */
export interface PointPairs {
  a: Column;
  b: Column;
  distanceMm: Column;
  count: number;
}

/**
 * Buckets points into a uniform grid of `radius`-sized cells (a counting sort into heap columns:
 * decision 0019),
 * so that each point only meets the points of its own and the next cells: O(n) for evenly spread
 * points and no allocation per query. The grid is dense (row-major) when it has at most a few cells
 * per point, else cells are hashed into a table of about n slots, so a huge board with few points
 * costs no more than a small one. Points are visited cell by cell over coordinates copied in that
 * order, so a million points read memory mostly in sequence.
 *
 * Pairs come out by i, then by j: an order of the points' indexes alone, so that whatever walks
 * them (the probe-class assignment) gives the same answer for a board moved, turned or mirrored.
 */
export function findPointPairs(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  radius: number,
  accept: (i: number, j: number) => boolean = () => true,
): PointPairs {
  const n = xs.length;
  const out = new PairBuffer();
  if (n === 0 || !(radius > 0)) return out.result();
  const grid = bucket(xs, ys, radius);
  const { cellX, cellY, order, start, slotOf } = grid;
  const sx = floatColumn(n);
  const sy = floatColumn(n);
  const scx = intColumn(n);
  const scy = intColumn(n);
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    sx[k] = xs[i]!;
    sy[k] = ys[i]!;
    scx[k] = cellX[i]!;
    scy[k] = cellY[i]!;
  }
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    const x = sx[k]!;
    const y = sy[k]!;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const cx = scx[k]! + dx;
        const cy = scy[k]! + dy;
        const s = slotOf(cx, cy);
        if (s < 0) continue;
        for (let m = start[s]!; m < start[s + 1]!; m++) {
          const j = order[m]!;
          // Hashed cells can share a slot: keep only the cell asked for, and each pair once.
          if (j <= i || scx[m] !== cx || scy[m] !== cy) continue;
          const ex = sx[m]! - x;
          const ey = sy[m]! - y;
          const dist = Math.sqrt(ex * ex + ey * ey);
          if (dist <= radius && accept(i, j)) out.push(i, j, dist);
        }
      }
    }
  }
  return out.sorted(n);
}

interface Buckets {
  cellX: Column;
  cellY: Column;
  /** Point indices by slot: slot s holds order[start[s] .. start[s + 1]), ascending. */
  order: Column;
  start: Column;
  slots: number;
  /** The slot of a cell; -1 when no point can be there (outside a dense grid). */
  slotOf: (cx: number, cy: number) => number;
}

function bucket(xs: ArrayLike<number>, ys: ArrayLike<number>, radius: number): Buckets {
  const n = xs.length;
  const cellX = intColumn(n);
  const cellY = intColumn(n);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < n; i++) {
    const cx = Math.floor(xs[i]! / radius);
    const cy = Math.floor(ys[i]! / radius);
    cellX[i] = cx;
    cellY[i] = cy;
    if (cx < minX) minX = cx;
    if (cx > maxX) maxX = cx;
    if (cy < minY) minY = cy;
    if (cy > maxY) maxY = cy;
  }
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const dense = w * h <= 4 * n + 64;
  const slots = dense ? w * h : nextPowerOfTwo(Math.max(16, n));
  const slotOf = dense
    ? (cx: number, cy: number) =>
        cx < minX || cx > maxX || cy < minY || cy > maxY ? -1 : (cy - minY) * w + (cx - minX)
    : (cx: number, cy: number) => hashCell(cx, cy, slots);
  const start = intColumn(slots + 1);
  for (let i = 0; i < n; i++) start[slotOf(cellX[i]!, cellY[i]!) + 1]!++;
  for (let s = 0; s < slots; s++) start[s + 1]! += start[s]!;
  const order = intColumn(n);
  const fill = start.slice(0, slots);
  for (let i = 0; i < n; i++) order[fill[slotOf(cellX[i]!, cellY[i]!)]!++] = i;
  return { cellX, cellY, order, start, slots, slotOf };
}

const nextPowerOfTwo = (v: number) => 2 ** Math.ceil(Math.log2(v));
// Cell coordinates hashed with two large odd multipliers; the slot count is a power of two.
const hashCell = (cx: number, cy: number, slots: number) =>
  ((Math.imul(cx, 0x9e3779b1) ^ Math.imul(cy, 0x85ebca77)) >>> 0) & (slots - 1);

class PairBuffer {
  private readonly a: Column = [];
  private readonly b: Column = [];
  private readonly d: Column = [];

  /** A pair (i < j) and its distance. */
  push(i: number, j: number, dist: number): void {
    this.a.push(i);
    this.b.push(j);
    this.d.push(dist);
  }

  result(): PointPairs {
    return { a: this.a, b: this.b, distanceMm: this.d, count: this.a.length };
  }

  /** The pairs by i (a counting sort), then by j (each i has a handful of pairs). */
  sorted(n: number): PointPairs {
    const count = this.a.length;
    const start = intColumn(n + 1);
    for (let k = 0; k < count; k++) start[this.a[k]! + 1]!++;
    for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
    const fill = start.slice(0, n);
    const place = intColumn(count);
    for (let k = 0; k < count; k++) place[fill[this.a[k]!]!++] = k;
    const key = (k: number) => this.b[k]!;
    for (let i = 0; i < n; i++) {
      for (let p = start[i]! + 1; p < start[i + 1]!; p++) {
        const k = place[p]!;
        let q = p - 1;
        while (q >= start[i]! && key(place[q]!) > key(k)) {
          place[q + 1] = place[q]!;
          q--;
        }
        place[q + 1] = k;
      }
    }
    const a = intColumn(count);
    const b = intColumn(count);
    const d = floatColumn(count);
    for (let p = 0; p < count; p++) {
      const k = place[p]!;
      a[p] = this.a[k]!;
      b[p] = this.b[k]!;
      d[p] = this.d[k]!;
    }
    return { a, b, distanceMm: d, count };
  }
}
