import type { Point } from '../board/model';

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
  /** The name a feature keeps across revisions (`R5.2`), or null when it has none (vias, free pads). */
  key: (t: T) => string | null;
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
export function matchFeatures<T extends Point>(a: T[], b: T[], rules: MatchRules<T>): FeatureMatch {
  const compatible = rules.compatible ?? (() => true);
  const usedA = new Uint8Array(a.length);
  const usedB = new Uint8Array(b.length);
  const pairs: FeaturePair[] = [];
  const take = (i: number, j: number, d: number) => {
    usedA[i] = 1;
    usedB[j] = 1;
    pairs.push({ a: i, b: j, distanceMm: d });
  };

  const byKey = new Map<string, number[]>();
  b.forEach((t, j) => {
    const k = rules.key(t);
    if (k === null) return;
    const list = byKey.get(k);
    if (list) list.push(j);
    else byKey.set(k, [j]);
  });
  const groupsA = new Map<string, number[]>();
  a.forEach((t, i) => {
    const k = rules.key(t);
    if (k === null || !byKey.has(k)) return;
    const list = groupsA.get(k);
    if (list) list.push(i);
    else groupsA.set(k, [i]);
  });
  for (const [k, is] of groupsA) {
    const js = byKey.get(k)!;
    if (is.length === 1 && js.length === 1) {
      // The usual case: a name on one feature of each revision.
      const [i, j] = [is[0]!, js[0]!];
      if (compatible(a[i]!, b[j]!)) take(i, j, dist(a[i]!, b[j]!));
      continue;
    }
    const candidates: FeaturePair[] = [];
    for (const i of is)
      for (const j of js)
        if (compatible(a[i]!, b[j]!)) candidates.push({ a: i, b: j, distanceMm: dist(a[i]!, b[j]!) });
    for (const c of sortPairs(candidates)) if (!usedA[c.a] && !usedB[c.b]) take(c.a, c.b, c.distanceMm);
  }

  // Position pass over what names did not pair.
  const r = rules.positionRadiusMm;
  if (r > 0) {
    const grid = new Map<string, number[]>();
    const cell = (v: number) => Math.floor(v / r);
    b.forEach((t, j) => {
      if (usedB[j]) return;
      const key = `${cell(t.x)},${cell(t.y)}`;
      const list = grid.get(key);
      if (list) list.push(j);
      else grid.set(key, [j]);
    });
    const candidates: FeaturePair[] = [];
    a.forEach((t, i) => {
      if (usedA[i]) return;
      const cx = cell(t.x);
      const cy = cell(t.y);
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++)
          for (const j of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
            const d = dist(t, b[j]!);
            if (d <= r && compatible(t, b[j]!)) candidates.push({ a: i, b: j, distanceMm: d });
          }
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
