import type { CopperPads } from './layer-features';

/** The copper pads grouped by pin and place: group g's pads are head[g], next[head[g]], … (-1 ends). */
export interface PadGroups {
  count: number;
  head: Int32Array;
  next: Int32Array;
}

const um = (v: number) => Math.round(v * 1000);
/** Map keys' equality (SameValueZero): NaN is NaN, -0 is 0. */
const same = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The copper pads grouped by component pin and place (µm), or — without a pin — by kind (via or
 * not) and place, in the order each group first appears, each group's pads in reading order. One
 * open-addressing table over typed arrays: no key string, list or object per pad or group.
 */
export function groupPads(pads: CopperPads): PadGroups {
  const n = pads.count;
  const head = new Int32Array(Math.max(1, n));
  const next = new Int32Array(Math.max(1, n)).fill(-1);
  const tail = new Int32Array(Math.max(1, n));
  const gx = new Float64Array(Math.max(1, n));
  const gy = new Float64Array(Math.max(1, n));
  /** 0: a component pin, 1: a via (padUsage VIA), 2: any other pad without a pin. */
  const kinds = new Uint8Array(Math.max(1, n));
  let size = 16;
  while (size < n * 2) size *= 2;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  const { ref, pin } = pads;
  let count = 0;
  for (let p = 0; p < n; p++) {
    const x = um(pads.x[p]!);
    const y = um(pads.y[p]!);
    const r = ref[p] ?? null;
    const q = pin[p] ?? null;
    const kind = r !== null && q !== null ? 0 : pads.isVia(p) ? 1 : 2;
    let slot = placeHash(x, y) & mask;
    let g = table[slot]!;
    while (g >= 0) {
      if (
        kinds[g] === kind &&
        same(gx[g]!, x) &&
        same(gy[g]!, y) &&
        (kind !== 0 || (ref[head[g]!] === r && pin[head[g]!] === q))
      )
        break;
      slot = (slot + 1) & mask;
      g = table[slot]!;
    }
    if (g >= 0) {
      next[tail[g]!] = p;
      tail[g] = p;
      continue;
    }
    g = count++;
    table[slot] = g;
    gx[g] = x;
    gy[g] = y;
    kinds[g] = kind;
    head[g] = p;
    tail[g] = p;
  }
  return { count, head, next };
}

/** A hash of a place in µm (integers, possibly beyond 32 bits, or not finite). */
function placeHash(x: number, y: number): number {
  const h = Math.imul((x | 0) ^ ((x / 4294967296) | 0), 0x9e3779b1) ^ Math.imul(y | 0, 0x85ebca77);
  return (h ^ (h >>> 15)) >>> 0;
}
