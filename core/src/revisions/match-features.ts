import type { Point } from '../board/model';
import { type Column, intColumn } from '../memory/heap-columns';

/** A pair of features, one of each revision: indexes into the A and B lists and the distance (mm). */
export interface FeaturePair {
  a: number;
  b: number;
  distanceMm: number;
}

export interface FeatureMatch {
  pairs: FeaturePair[];
  /** Indexes into A of the features B does not have. */
  removed: number[];
  /** Indexes into B of the features A does not have. */
  added: number[];
}

export interface MatchRules<T> {
  /**
   * The name a feature keeps across revisions (`R5`, a hole's ref), or null when it has none (vias,
   * free pads). Best a string the feature already holds: it is hashed, never built, per feature.
   */
  key: (t: T) => string | null;
  /**
   * The rest of the name under a key, when the key alone does not name one feature: a pad's number
   * within its part (pads pair by ref and number). Without it the key is the whole name.
   */
  subKey?: (t: T) => string;
  /** Whether two features could be the same one (same side, same kind); default: always. */
  compatible?: (a: T, b: T) => boolean;
  /** A feature without a name match is the same as an unnamed one of the other revision this close (mm). */
  positionRadiusMm: number;
}

/**
 * Pairs the features of two revisions of a board (board frame, mm): first by name (`ref.pad`; when a
 * name is on several features, the nearest pairs first), then what is left by position (nearest first,
 * within `positionRadiusMm`, compatible features only). Deterministic: ties go to the lower index.
 * Linear in the feature count (a grid of the radius for the position pass).
 */
export function matchFeatures<T extends Point>(
  a: T[],
  b: T[],
  rules: MatchRules<T>,
  names: NameNumbers = new Map(),
  chains?: readonly [NameChains, NameChains],
): FeatureMatch {
  const compatible = rules.compatible ?? (() => true);
  const usedA = intColumn(a.length);
  const usedB = intColumn(b.length);
  const pairs: FeaturePair[] = [];
  const take = (i: number, j: number, d: number) => {
    usedA[i] = 1;
    usedB[j] = 1;
    pairs.push({ a: i, b: j, distanceMm: d });
  };
  /** Pairs one name's features: nearest first (the usual case, one of each, at once). */
  const pairName = (is: number[], js: number[]) => {
    if (is.length === 1 && js.length === 1) {
      const [i, j] = [is[0]!, js[0]!];
      if (compatible(a[i]!, b[j]!)) take(i, j, dist(a[i]!, b[j]!));
      return;
    }
    const candidates: FeaturePair[] = [];
    for (const i of is)
      for (const j of js)
        if (compatible(a[i]!, b[j]!)) candidates.push({ a: i, b: j, distanceMm: dist(a[i]!, b[j]!) });
    for (const c of sortPairs(candidates)) if (!usedA[c.a] && !usedB[c.b]) take(c.a, c.b, c.distanceMm);
  };

  const [chainsA, chainsB] = chains ?? [nameChains(a, rules.key, names), nameChains(b, rules.key, names)];
  const subKey = rules.subKey;
  for (let n = 0; n < names.size; n++) {
    // A's heads stop at the names known when A was read: those after are B's alone.
    const i = chainsA.heads[n] ?? -1;
    const j = chainsB.heads[n]!;
    if (i < 0 || j < 0) continue;
    if (chainsA.next[i]! < 0 && chainsB.next[j]! < 0) {
      // The usual case: a key on one feature of each revision.
      if ((!subKey || subKey(a[i]!) === subKey(b[j]!)) && compatible(a[i]!, b[j]!))
        take(i, j, dist(a[i]!, b[j]!));
      continue;
    }
    const is = members(chainsA.next, i);
    const js = members(chainsB.next, j);
    if (!subKey) pairName(is, js);
    else for (const [isOfName, jsOfName] of bySubKey(a, b, is, js, subKey)) pairName(isOfName, jsOfName);
  }

  // Position pass over what names did not pair.
  const r = rules.positionRadiusMm;
  if (r > 0) {
    const grid = new PointGrid(b, r, usedB);
    const candidates: FeaturePair[] = [];
    a.forEach((t, i) => {
      if (usedA[i]) return;
      grid.near(t, (j) => {
        const d = dist(t, b[j]!);
        if (d <= r && compatible(t, b[j]!)) candidates.push({ a: i, b: j, distanceMm: d });
      });
    });
    for (const c of sortPairs(candidates)) if (!usedA[c.a] && !usedB[c.b]) take(c.a, c.b, c.distanceMm);
  }

  pairs.sort((p, q) => p.a - q.a);
  const removed: number[] = [];
  const added: number[] = [];
  for (let i = 0; i < a.length; i++) if (!usedA[i]) removed.push(i);
  for (let j = 0; j < b.length; j++) if (!usedB[j]) added.push(j);
  return { pairs, removed, added };
}

/**
 * Names numbered from 0, for the features of both revisions (and of several kinds: a diff shares one
 * for parts and pads, whose keys are the same refs). Each feature's key is hashed once.
 */
export type NameNumbers = Map<string, number>;

/**
 * The features of each name as linked lists: `heads[n]` the first feature of name number n (-1: none;
 * numbers given after the list was read are past its end), `next[i]` the one after feature i, in list
 * order (-1: the last).
 */
export interface NameChains {
  heads: Column;
  next: Column;
}

/**
 * A list's name chains under `names` (numbering names it meets). No list and no string is made per
 * feature, and a key repeated by the feature before (the pads of one part) is not looked up again.
 * `matchFeatures` takes them ready made when the caller needs them too.
 */
export function nameChains<T>(list: T[], key: (t: T) => string | null, names: NameNumbers): NameChains {
  const heads: Column = intColumn(names.size).fill(-1);
  const next: Column = intColumn(list.length);
  let [lastKey, lastNumber]: [string | null, number] = [null, -1];
  // Backwards, each feature going in front of its key's list: the lists come out in list order.
  for (let i = list.length - 1; i >= 0; i--) {
    const k = key(list[i]!);
    if (k === null) continue;
    if (k !== lastKey) {
      const known = names.get(k);
      lastNumber = known ?? names.size;
      lastKey = k;
      if (known === undefined) {
        names.set(k, lastNumber);
        heads.push(-1);
      }
    }
    next[i] = heads[lastNumber]!;
    heads[lastNumber] = i;
  }
  return { heads, next };
}

/** The features of a chain, from its head. */
export const members = (next: Column, head: number): number[] => {
  const out = [head];
  for (let i = next[head]!; i >= 0; i = next[i]!) out.push(i);
  return out;
};

/** The features of one key split by sub-key: [A's, B's] per sub-key both revisions have. */
function bySubKey<T>(
  a: T[],
  b: T[],
  is: number[],
  js: number[],
  subKey: (t: T) => string,
): [number[], number[]][] {
  if (is.length * js.length <= 64) {
    // A part's few pads: compared pairwise, no map.
    const out: [number[], number[]][] = [];
    is.forEach((i, n) => {
      const s = subKey(a[i]!);
      if (is.slice(0, n).some((h) => subKey(a[h]!) === s)) return;
      const js2 = js.filter((j) => subKey(b[j]!) === s);
      if (js2.length > 0) out.push([is.filter((h) => subKey(a[h]!) === s), js2]);
    });
    return out;
  }
  const groups = new Map<string, [number[], number[]]>();
  for (const i of is) {
    const s = subKey(a[i]!);
    const g = groups.get(s);
    if (g) g[0].push(i);
    else groups.set(s, [[i], []]);
  }
  for (const j of js) groups.get(subKey(b[j]!))?.[1].push(j);
  return [...groups.values()].filter((g) => g[1].length > 0);
}

/**
 * Unpaired B features in square cells of the pairing radius: every feature within the radius of a
 * point is in the 3 × 3 cells around the point's. Cells are numbered over the span of B's cells.
 */
class PointGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly cx0: number;
  private readonly cy0: number;
  private readonly cols: number;
  private readonly rows: number;

  constructor(
    b: Point[],
    private readonly r: number,
    used: Column,
  ) {
    let [cx0, cy0, cx1, cy1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const t of b) {
      // A feature at a non-finite place pairs with nothing (its distance to anything is not ≤ r).
      if (!Number.isFinite(t.x) || !Number.isFinite(t.y)) continue;
      const [cx, cy] = [Math.floor(t.x / r), Math.floor(t.y / r)];
      [cx0, cy0, cx1, cy1] = [Math.min(cx0, cx), Math.min(cy0, cy), Math.max(cx1, cx), Math.max(cy1, cy)];
    }
    [this.cx0, this.cy0] = [cx0, cy0];
    [this.cols, this.rows] = cx0 <= cx1 ? [cx1 - cx0 + 1, cy1 - cy0 + 1] : [0, 0];
    b.forEach((t, j) => {
      if (used[j]) return;
      const cell = this.cellOf(Math.floor(t.x / r), Math.floor(t.y / r));
      if (cell < 0) return;
      const list = this.cells.get(cell);
      if (list) list.push(j);
      else this.cells.set(cell, [j]);
    });
  }

  /** The cell's number, or -1 outside B's span (and for non-finite places). */
  private cellOf(cx: number, cy: number): number {
    const [x, y] = [cx - this.cx0, cy - this.cy0];
    if (!(x >= 0 && x < this.cols && y >= 0 && y < this.rows)) return -1;
    return y * this.cols + x;
  }

  /** Calls `visit` with every feature in the 3 × 3 cells around `p`'s. */
  near(p: Point, visit: (j: number) => void): void {
    const cx = Math.floor(p.x / this.r);
    const cy = Math.floor(p.y / this.r);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const cell = this.cellOf(cx + dx, cy + dy);
        if (cell < 0) continue;
        const list = this.cells.get(cell);
        if (list) for (const j of list) visit(j);
      }
  }
}

const dist = (p: Point, q: Point) => {
  const dx = p.x - q.x;
  const dy = p.y - q.y;
  return Math.sqrt(dx * dx + dy * dy);
};

/** Nearest first, in 0.1 µm steps so that a board turned by 90° pairs the same (float noise is not a tie-break). */
const sortPairs = (pairs: FeaturePair[]) =>
  pairs.sort(
    (p, q) => Math.round(p.distanceMm * 1e4) - Math.round(q.distanceMm * 1e4) || p.a - q.a || p.b - q.b,
  );
