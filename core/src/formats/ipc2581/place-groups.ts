/** Items grouped by place: group g's items are head[g], next[head[g]], … (-1 ends), in reading order. */
export interface PlaceGroups {
  count: number;
  head: Int32Array;
  next: Int32Array;
}

const um = (v: number) => Math.round(v * 1000);
/** Map keys' equality (SameValueZero): NaN is NaN, -0 is 0. */
const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The first `count` items grouped by kind and place (rounded to µm) — and, when given, by
 * `together(first, item)`, which says whether `item` joins the group that `first` began — in the
 * order each group first appears. One open-addressing table over typed arrays: no key string, list
 * or object per item or group (a board has a hundred thousand pads).
 */
export function groupByPlace(
  count: number,
  xs: Float64Array,
  ys: Float64Array,
  kinds: Uint8Array,
  together?: (first: number, item: number) => boolean,
): PlaceGroups {
  const n = Math.max(1, count);
  const head = new Int32Array(n);
  const next = new Int32Array(n).fill(-1);
  const tail = new Int32Array(n);
  const gx = new Float64Array(n);
  const gy = new Float64Array(n);
  let size = 16;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  let groups = 0;
  for (let p = 0; p < count; p++) {
    const x = um(xs[p]!);
    const y = um(ys[p]!);
    const kind = kinds[p]!;
    let slot = placeHash(x, y) & mask;
    let g = table[slot]!;
    for (; g >= 0; g = table[slot]!) {
      const first = head[g]!;
      if (
        kinds[first] === kind &&
        same(gx[g]!, x) &&
        same(gy[g]!, y) &&
        (together === undefined || together(first, p))
      )
        break;
      slot = (slot + 1) & mask;
    }
    if (g >= 0) {
      next[tail[g]!] = p;
      tail[g] = p;
      continue;
    }
    g = groups++;
    table[slot] = g;
    gx[g] = x;
    gy[g] = y;
    head[g] = p;
    tail[g] = p;
  }
  return { count: groups, head, next };
}

/** A hash of a place in µm (integers, possibly beyond 32 bits, or not finite). */
function placeHash(x: number, y: number): number {
  const h = Math.imul((x | 0) ^ ((x / 4294967296) | 0), 0x9e3779b1) ^ Math.imul(y | 0, 0x85ebca77);
  return (h ^ (h >>> 15)) >>> 0;
}
