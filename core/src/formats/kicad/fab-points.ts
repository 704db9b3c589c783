import type { Point, Ring } from '../../board/model';

/** Above this many points the hull sorts with the engine's sort (insertion sort is quadratic). */
const INSERTION_SORT_MAX = 48;

/**
 * The points of one footprint's fabrication drawing (board frame, mm) as coordinate columns, and
 * their convex hull: the body of decision 0043 without an object per point. A footprint draws its
 * body with a handful of lines; a 1M-pad board has ~400k footprints, and building, sorting and
 * dropping a point object, a shape and an array per line was a large part of what its import
 * allocated. One instance is reused footprint after footprint (`clear`).
 *
 * `hull` gives exactly what `convexHull` of `core/geometry/hull` gives for the same points in the same
 * order (Andrew's monotone chain over the points sorted by x then y, ties in input order; no
 * collinear points; counter-clockwise), as new point objects: the same values.
 */
export class FabPoints {
  private xs = new Float64Array(64);
  private ys = new Float64Array(64);
  private order = new Int32Array(64);
  private chain = new Int32Array(130);
  /** Number of points. */
  n = 0;

  clear(): void {
    this.n = 0;
  }

  /**
   * Adds a point (finite coordinates: shapes with a non-finite point are never added). The point the
   * previous one repeats exactly (a drawing's lines meet end to start) is not kept: a repeated point
   * changes no hull, and the hull of half the points is quicker.
   */
  add(x: number, y: number): void {
    const last = this.n - 1;
    if (last >= 0 && Object.is(this.xs[last], x) && Object.is(this.ys[last], y)) return;
    if (this.n === this.xs.length) this.grow();
    this.xs[this.n] = x;
    this.ys[this.n] = y;
    this.n++;
  }

  addPoints(points: readonly Point[]): void {
    for (const p of points) this.add(p.x, p.y);
  }

  /** The convex hull (counter-clockwise), or null when the points span no area (under 3 vertices). */
  hull(): Ring | null {
    const n = this.n;
    if (n < 3) return null;
    const { xs, ys } = this;
    const order = this.sorted();
    if (this.chain.length < 2 * n + 2) this.chain = new Int32Array(2 * n + 2);
    const chain = this.chain;
    // lower hull in chain[0, k), then the upper hull after it (from index `base`)
    let k = 0;
    for (let s = 0; s < n; s++) {
      const p = order[s]!;
      while (k >= 2 && cross(xs, ys, chain[k - 2]!, chain[k - 1]!, p) <= 0) k--;
      chain[k++] = p;
    }
    const lower = k - 1; // geometry/hull pops the last point of each half
    const base = k;
    k = base;
    for (let s = n - 1; s >= 0; s--) {
      const p = order[s]!;
      while (k - base >= 2 && cross(xs, ys, chain[k - 2]!, chain[k - 1]!, p) <= 0) k--;
      chain[k++] = p;
    }
    const upper = k - base - 1;
    if (lower + upper < 3) return null;
    const ring: Point[] = [];
    for (let s = 0; s < lower; s++) ring.push({ x: xs[chain[s]!]!, y: ys[chain[s]!]! });
    for (let s = base; s < base + upper; s++) ring.push({ x: xs[chain[s]!]!, y: ys[chain[s]!]! });
    return ring;
  }

  /** Point indices sorted by x, then y, equal points in input order (a stable sort). */
  private sorted(): Int32Array {
    const n = this.n;
    const { xs, ys } = this;
    const order = this.order;
    for (let i = 0; i < n; i++) order[i] = i;
    if (n > INSERTION_SORT_MAX) {
      const sorted = Array.from(order.subarray(0, n)).sort((a, b) => compare(xs, ys, a, b));
      order.set(sorted);
      return order;
    }
    for (let i = 1; i < n; i++) {
      const v = order[i]!;
      let j = i - 1;
      while (j >= 0 && compare(xs, ys, order[j]!, v) > 0) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = v;
    }
    return order;
  }

  private grow(): void {
    const cap = this.xs.length * 2;
    const xs = new Float64Array(cap);
    const ys = new Float64Array(cap);
    xs.set(this.xs);
    ys.set(this.ys);
    this.xs = xs;
    this.ys = ys;
    this.order = new Int32Array(cap);
  }
}

/** geometry/hull's comparator: `a.x - b.x || a.y - b.y`. */
function compare(xs: Float64Array, ys: Float64Array, a: number, b: number): number {
  return xs[a]! - xs[b]! || ys[a]! - ys[b]!;
}

/** geometry/hull's cross product of o→a and o→b. */
function cross(xs: Float64Array, ys: Float64Array, o: number, a: number, b: number): number {
  return (xs[a]! - xs[o]!) * (ys[b]! - ys[o]!) - (ys[a]! - ys[o]!) * (xs[b]! - xs[o]!);
}
