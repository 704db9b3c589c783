import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapNets } from './net-map';

type Pair = readonly [string | null, string | null];

/**
 * mapNets against its rule stated plainly (what it did before it numbered the names and read their
 * order off the boards' net lists): a map of maps of pad counts each way, names sorted.
 */
function reference(pairs: Pair[], netsA: string[], netsB: string[]) {
  const count = (m: Map<string, Map<string, number>>, k: string, v: string) => {
    const to = m.get(k) ?? new Map<string, number>();
    to.set(v, (to.get(v) ?? 0) + 1);
    m.set(k, to);
  };
  const [forward, backward] = [
    new Map<string, Map<string, number>>(),
    new Map<string, Map<string, number>>(),
  ];
  for (const [na, nb] of pairs) {
    if (!na || !nb) continue;
    count(forward, na, nb);
    count(backward, nb, na);
  }
  const ranked = (m: Map<string, number>) =>
    [...m.entries()].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0)).map((e) => e[0]);
  const changes = {
    renamed: [] as { from: string; to: string }[],
    split: [] as { net: string; into: string[] }[],
    merged: [] as { net: string; from: string[] }[],
    removed: netsA.filter((n) => !forward.has(n)).sort(),
    added: netsB.filter((n) => !backward.has(n)).sort(),
    unchanged: 0,
  };
  for (const na of [...forward.keys()].sort()) {
    const to = forward.get(na)!;
    if (to.size > 1) changes.split.push({ net: na, into: ranked(to) });
    else {
      const nb = [...to.keys()][0]!;
      if (backward.get(nb)!.size > 1) continue;
      if (nb !== na) changes.renamed.push({ from: na, to: nb });
      else changes.unchanged++;
    }
  }
  for (const nb of [...backward.keys()].sort()) {
    const from = backward.get(nb)!;
    if (from.size > 1) changes.merged.push({ net: nb, from: ranked(from) });
  }
  return {
    changes,
    targetsOf: (na: string) => [...(forward.get(na)?.keys() ?? [])],
    sourcesOf: (nb: string) => [...(backward.get(nb)?.keys() ?? [])],
  };
}

const NAMES = ['A', 'B', 'C', 'GND', 'N1', 'N10', 'N2', 'a', ''];
const arbName = fc.constantFrom<string | null>(null, ...NAMES);
// A board's list (sorted, every name once), or any list (unsorted, repeats, names missing).
const arbList = fc.oneof(
  fc.subarray(NAMES).map((names) => [...new Set(names)].sort()),
  fc.array(fc.constantFrom(...NAMES), { maxLength: 8 }),
);

describe('mapNets is its rule, stated plainly', () => {
  it('renamed, split, merged, removed, added and each net’s targets and sources', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbName, arbName), { maxLength: 30 }),
        arbList,
        arbList,
        (pairs, netsA, netsB) => {
          const m = mapNets(pairs, netsA, netsB);
          const r = reference(pairs, netsA, netsB);
          expect(m.changes).toEqual(r.changes);
          for (const n of NAMES) {
            expect(m.targetsOf(n)).toEqual(r.targetsOf(n));
            expect(m.sourcesOf(n)).toEqual(r.sourcesOf(n));
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
