/** How the nets of revision A became the nets of revision B, judged from the pads and vias both have. */
export interface NetChanges {
  /** Nets that kept every paired pad together under another name. */
  renamed: { from: string; to: string }[];
  /** A nets whose paired pads went to several B nets (`into` by pad count, then name). */
  split: { net: string; into: string[] }[];
  /** B nets that hold paired pads of several A nets. */
  merged: { net: string; from: string[] }[];
  /** A nets none of whose pads B still has; B nets none of whose pads A had. */
  removed: string[];
  added: string[];
  /** Nets that kept their name and their pads together (pads may have been added or removed). */
  unchanged: number;
}

/** What a net of A is in B: the B nets its pads went to, and for each B net the A nets it came from. */
export interface NetMapping {
  changes: NetChanges;
  /** The B nets the paired pads of A net `na` are on (none when no pad of it was paired). */
  targetsOf(na: string): readonly string[];
  /** The A nets the paired pads of B net `nb` came from (none when no pad of it was paired). */
  sourcesOf(nb: string): readonly string[];
}

/**
 * The nets one net's paired pads went to, with pad counts. Almost every net goes to one net: that one
 * is kept in the tally itself and a map is made only for the second (a 100k-pad board has ~40k nets).
 */
interface Tally {
  first: string;
  firstCount: number;
  rest: Map<string, number> | null;
}

const add = (m: Map<string, Tally>, k: string, v: string) => {
  const t = m.get(k);
  if (!t) m.set(k, { first: v, firstCount: 1, rest: null });
  else if (t.first === v) t.firstCount++;
  else {
    t.rest ??= new Map();
    t.rest.set(v, (t.rest.get(v) ?? 0) + 1);
  }
};

const namesOf = (t: Tally | undefined): readonly string[] =>
  !t ? [] : t.rest ? [t.first, ...t.rest.keys()] : [t.first];

/** Names of a tally, most pads first, then by name. */
const ranked = (t: Tally): string[] => {
  if (!t.rest) return [t.first];
  return [[t.first, t.firstCount] as const, ...t.rest.entries()]
    .sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0))
    .map((e) => e[0]);
};

/**
 * Maps nets across revisions from the nets of paired features (pad or via in A, the same pad or via in
 * B). Unconnected features are left out: a pad that lost its net does not split a net. A net renamed
 * in B whose pads still sit together is `renamed`; one whose pads went apart is `split`; a B net with
 * pads from several A nets is `merged` (two swapped nets are both split and merged).
 */
export function mapNets(
  pairs: Iterable<readonly [string | null, string | null]>,
  netsA: string[],
  netsB: string[],
): NetMapping {
  const forward = new Map<string, Tally>();
  const backward = new Map<string, Tally>();
  for (const [na, nb] of pairs) {
    if (!na || !nb) continue;
    add(forward, na, nb);
    add(backward, nb, na);
  }
  const changes: NetChanges = { renamed: [], split: [], merged: [], removed: [], added: [], unchanged: 0 };
  for (const na of [...forward.keys()].sort()) {
    const t = forward.get(na)!;
    if (t.rest) changes.split.push({ net: na, into: ranked(t) });
    else {
      const nb = t.first;
      if (backward.get(nb)!.rest) continue; // reported as merged
      if (nb !== na) changes.renamed.push({ from: na, to: nb });
      else changes.unchanged++;
    }
  }
  for (const nb of [...backward.keys()].sort()) {
    const t = backward.get(nb)!;
    if (t.rest) changes.merged.push({ net: nb, from: ranked(t) });
  }
  changes.removed = netsA.filter((n) => !forward.has(n)).sort();
  changes.added = netsB.filter((n) => !backward.has(n)).sort();
  return {
    changes,
    targetsOf: (na) => namesOf(forward.get(na)),
    sourcesOf: (nb) => namesOf(backward.get(nb)),
  };
}

/**
 * Whether a probe on net `na` in A that lands on net `nb` in B is still on the same net: `nb` holds
 * pads of `na` and of no other A net (a rename, or the part of a split that the probe is on). A net
 * merged with another, or swapped, is not the same net.
 */
export function isSameNet(mapping: NetMapping, na: string | null, nb: string | null): boolean {
  if (na === null || nb === null) return na === nb;
  const from = mapping.sourcesOf(nb);
  if (from.length === 0) return na === nb && mapping.targetsOf(na).length === 0;
  return from.length === 1 && from[0] === na;
}
