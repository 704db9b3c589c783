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

/**
 * Buckets points into a uniform grid of `radius`-sized cells (a counting sort into typed arrays),
 * so that each point only meets the points of its own and the next cells: O(n) for evenly spread
 * points and no allocation per query. Cells are hashed into a table of about n slots, so a huge
 * board with few points costs no more than a small one.
 */
export function findPointPairs(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  radius: number,
  accept: (i: number, j: number) => boolean = () => true,
): PointPairs {
  const n = xs.length;
  const out = new PairBuffer(Math.max(16, n));
  if (n === 0 || !(radius > 0)) return out.result();
  const slots = nextPowerOfTwo(Math.max(16, n));
  const cellX = new Int32Array(n);
  const cellY = new Int32Array(n);
  const start = new Int32Array(slots + 1);
  for (let i = 0; i < n; i++) {
    cellX[i] = Math.floor(xs[i]! / radius);
    cellY[i] = Math.floor(ys[i]! / radius);
    start[hashCell(cellX[i]!, cellY[i]!, slots) + 1]!++;
  }
  for (let s = 0; s < slots; s++) start[s + 1]! += start[s]!;
  const order = new Int32Array(n);
  const fill = start.slice(0, slots);
  for (let i = 0; i < n; i++) order[fill[hashCell(cellX[i]!, cellY[i]!, slots)]!++] = i;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const cx = cellX[i]! + dx;
        const cy = cellY[i]! + dy;
        const s = hashCell(cx, cy, slots);
        for (let k = start[s]!; k < start[s + 1]!; k++) {
          const j = order[k]!;
          // Different cells can share a slot: keep only the cell asked for, and each pair once.
          if (j <= i || cellX[j] !== cx || cellY[j] !== cy) continue;
          const dist = Math.hypot(xs[j]! - x, ys[j]! - y);
          if (dist <= radius && accept(i, j)) out.push(i, j, dist);
        }
      }
    }
  }
  return out.result();
}

const nextPowerOfTwo = (v: number) => 2 ** Math.ceil(Math.log2(v));

// Cell coordinates hashed with two large odd multipliers; the slot count is a power of two.
const hashCell = (cx: number, cy: number, slots: number) =>
  ((Math.imul(cx, 0x9e3779b1) ^ Math.imul(cy, 0x85ebca77)) >>> 0) & (slots - 1);

class PairBuffer {
  private a: Int32Array;
  private b: Int32Array;
  private d: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.a = new Int32Array(capacity);
    this.b = new Int32Array(capacity);
    this.d = new Float64Array(capacity);
  }

  push(i: number, j: number, dist: number): void {
    if (this.count === this.a.length) this.grow();
    this.a[this.count] = i;
    this.b[this.count] = j;
    this.d[this.count] = dist;
    this.count++;
  }

  private grow(): void {
    const size = this.a.length * 2;
    const [a, b, d] = [new Int32Array(size), new Int32Array(size), new Float64Array(size)];
    a.set(this.a);
    b.set(this.b);
    d.set(this.d);
    [this.a, this.b, this.d] = [a, b, d];
  }

  result(): PointPairs {
    return { a: this.a, b: this.b, distanceMm: this.d, count: this.count };
  }
}
