import type { Board } from '../board/model';
import { makeIndexLookup } from '../dft/id-lookup';
import { type Column, intColumn } from '../memory/heap-columns';
import type { FeatureMatch, FeaturePair } from './match-features';

/** A's features of one kind to their pairs in B, by id (mm). */
export interface PairLookup {
  /** B's feature paired with A's `idA`, and how far it is from it; undefined when B does not have it. */
  get(idA: string): { id: string; distanceMm: number } | undefined;
}

/**
 * The lookup of a match's pairs by A's id: ids are read by index where they follow the list's
 * numbering (no map of every id; see `makeIndexLookup`).
 */
export function pairLookup(
  a: readonly { id: string }[],
  b: readonly { id: string }[],
  pairs: readonly FeaturePair[],
): PairLookup {
  const indexOfA = makeIndexLookup(a);
  const pairOf = intColumn(a.length).fill(-1);
  pairs.forEach((p, k) => {
    pairOf[p.a] = k;
  });
  return {
    get(idA) {
      const i = indexOfA(idA);
      const p = i < 0 ? undefined : pairs[pairOf[i]!];
      return p && { id: b[p.b]!.id, distanceMm: p.distanceMm };
    },
  };
}

/**
 * Each test point's feature as one index over the pads then the vias (-1: neither has its id).
 * Derived test points follow the pads, then the vias, skipping features that are no candidate: a
 * cursor walks along with them, and ids it does not meet within a few features are looked up.
 */
function featureIndexes(board: Board): Column {
  const { pads, vias, testPoints } = board;
  const count = pads.length + vias.length;
  const idAt = (f: number) => (f < pads.length ? pads[f]!.id : vias[f - pads.length]!.id);
  let lookup: ((id: string) => number) | null = null;
  const find = (id: string) => {
    if (!lookup) {
      const [padIndex, viaIndex] = [makeIndexLookup(pads), makeIndexLookup(vias)];
      lookup = (x) => {
        const p = padIndex(x);
        const v = p < 0 ? viaIndex(x) : -1;
        return p >= 0 ? p : v >= 0 ? pads.length + v : -1;
      };
    }
    return lookup(id);
  };
  const out = intColumn(testPoints.length);
  let cursor = 0;
  for (let k = 0; k < testPoints.length; k++) {
    const id = testPoints[k]!.featureId;
    let f = -1;
    for (let step = 0; step < 16 && cursor + step < count; step++)
      if (idAt(cursor + step) === id) {
        f = cursor + step;
        break;
      }
    if (f < 0) f = find(id);
    out[k] = f;
    if (f >= 0) cursor = f + 1;
  }
  return out;
}

/**
 * Test points come from pads and vias (board/test-points.ts): they pair as their features pair, at
 * the distance between the two points.
 */
export function matchTestPoints(a: Board, b: Board, pads: FeatureMatch, vias: FeatureMatch): FeatureMatch {
  const pairedFeature = intColumn(a.pads.length + a.vias.length).fill(-1);
  for (const p of pads.pairs) pairedFeature[p.a] = p.b;
  for (const p of vias.pairs) pairedFeature[a.pads.length + p.a] = b.pads.length + p.b;
  const testPointOfB = intColumn(b.pads.length + b.vias.length).fill(-1);
  featureIndexes(b).forEach((f, j) => {
    if (f >= 0) testPointOfB[f] = j;
  });
  const match: FeatureMatch = { pairs: [], removed: [], added: [] };
  const pairedB = intColumn(b.testPoints.length);
  featureIndexes(a).forEach((f, i) => {
    const fb = f < 0 ? -1 : pairedFeature[f]!;
    const j = fb < 0 ? -1 : testPointOfB[fb]!;
    if (j < 0) {
      match.removed.push(i);
      return;
    }
    const [t, u] = [a.testPoints[i]!, b.testPoints[j]!];
    pairedB[j] = 1;
    match.pairs.push({ a: i, b: j, distanceMm: Math.hypot(t.x - u.x, t.y - u.y) });
  });
  b.testPoints.forEach((_, j) => {
    if (!pairedB[j]) match.added.push(j);
  });
  return match;
}
