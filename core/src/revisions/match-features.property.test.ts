import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeatureMatch, type FeaturePair, matchFeatures } from './match-features';

/**
 * matchFeatures against the plain statement of its rule (what it did before it numbered names and
 * kept a grid): pair by the whole name (`ref.number` as one string), every compatible pair of a name
 * nearest first; then every compatible unpaired pair within the radius (none for a radius of 0),
 * nearest first. Quadratic, obviously right, for small lists.
 */
interface F {
  ref: string | null;
  number: string;
  x: number;
  y: number;
  side: string;
}

const dist = (p: F, q: F) => Math.sqrt((p.x - q.x) ** 2 + (p.y - q.y) ** 2);
const byDistance = (pairs: FeaturePair[]) =>
  pairs.sort(
    (p, q) => Math.round(p.distanceMm * 1e4) - Math.round(q.distanceMm * 1e4) || p.a - q.a || p.b - q.b,
  );

function reference(a: F[], b: F[], name: (f: F) => string | null, radius: number): FeatureMatch {
  const compatible = (p: F, q: F) => p.side === q.side;
  const [usedA, usedB] = [new Set<number>(), new Set<number>()];
  const pairs: FeaturePair[] = [];
  const greedy = (candidates: FeaturePair[]) => {
    for (const c of byDistance(candidates))
      if (!usedA.has(c.a) && !usedB.has(c.b)) {
        usedA.add(c.a);
        usedB.add(c.b);
        pairs.push(c);
      }
  };
  const names = new Set(a.map(name).filter((n) => n !== null));
  for (const n of names) {
    const candidates: FeaturePair[] = [];
    a.forEach((p, i) => {
      b.forEach((q, j) => {
        if (name(p) === n && name(q) === n && compatible(p, q))
          candidates.push({ a: i, b: j, distanceMm: dist(p, q) });
      });
    });
    greedy(candidates);
  }
  const candidates: FeaturePair[] = [];
  a.forEach((p, i) => {
    b.forEach((q, j) => {
      const d = dist(p, q);
      if (radius > 0 && !usedA.has(i) && !usedB.has(j) && d <= radius && compatible(p, q))
        candidates.push({ a: i, b: j, distanceMm: d });
    });
  });
  greedy(candidates);
  pairs.sort((p, q) => p.a - q.a);
  return {
    pairs,
    removed: a.flatMap((_, i) => (usedA.has(i) ? [] : [i])),
    added: b.flatMap((_, j) => (usedB.has(j) ? [] : [j])),
  };
}

// Few refs and numbers (names repeat, within and across revisions), places on a 0.1 mm grid near
// each other (pairs by position, ties), a few sides.
const arbFeature = fc.record({
  ref: fc.constantFrom(null, '', 'R1', 'R2', 'U1', 'TP1'),
  number: fc.constantFrom('', '1', '2', 'A1'),
  x: fc.integer({ min: -20, max: 20 }).map((v) => v / 10),
  y: fc.integer({ min: -20, max: 20 }).map((v) => v / 10),
  side: fc.constantFrom('top', 'bottom'),
});
const arbLists = fc.tuple(fc.array(arbFeature, { maxLength: 25 }), fc.array(arbFeature, { maxLength: 25 }));
const joined = (f: F) => (f.ref ? `${f.ref}.${f.number}` : null);

describe('matchFeatures is its rule, stated plainly', () => {
  it('pads by ref and number pair as by the joined name `ref.number`', () => {
    fc.assert(
      fc.property(arbLists, fc.constantFrom(0, 0.3, 0.5), ([a, b], radius) => {
        const rules = {
          key: (f: F) => f.ref || null,
          subKey: (f: F) => f.number,
          compatible: (p: F, q: F) => p.side === q.side,
          positionRadiusMm: radius,
        };
        expect(matchFeatures(a, b, rules)).toEqual(reference(a, b, joined, radius));
        // Names numbered before (a diff numbers the parts' refs first) change nothing.
        const names = new Map([
          ['U1', 0],
          ['X9', 1],
        ]);
        expect(matchFeatures(a, b, rules, names)).toEqual(reference(a, b, joined, radius));
      }),
      { numRuns: 300 },
    );
  });

  it('a key alone is the whole name', () => {
    fc.assert(
      fc.property(arbLists, ([a, b]) => {
        const rules = {
          key: (f: F) => f.ref,
          compatible: (p: F, q: F) => p.side === q.side,
          positionRadiusMm: 0.5,
        };
        expect(matchFeatures(a, b, rules)).toEqual(reference(a, b, (f) => f.ref, 0.5));
      }),
      { numRuns: 200 },
    );
  });

  it('a part with many pads (a map per part past 64 pairs) pairs as the joined names do', () => {
    const pins = (n: number, dx: number) =>
      Array.from({ length: n }, (_, k) => ({
        ref: 'U7',
        number: String(k % 40),
        x: k + dx,
        y: 0,
        side: 'top',
      }));
    const [a, b] = [pins(60, 0), pins(50, 0.2)];
    const rules = { key: (f: F) => f.ref, subKey: (f: F) => f.number, positionRadiusMm: 0.5 };
    expect(matchFeatures(a, b, rules)).toEqual(reference(a, b, joined, 0.5));
  });
});
