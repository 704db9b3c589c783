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
  /** Per A net: the B nets its paired pads are on. */
  targets: Map<string, Set<string>>;
  /** Per B net: the A nets its paired pads came from. */
  sources: Map<string, Set<string>>;
}

const add = (m: Map<string, Map<string, number>>, k: string, v: string) => {
  const inner = m.get(k) ?? new Map<string, number>();
  inner.set(v, (inner.get(v) ?? 0) + 1);
  m.set(k, inner);
};

/** Names of a count map, most first, then by name. */
const ranked = (m: Map<string, number>) =>
  [...m.entries()].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0)).map((e) => e[0]);

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
  const forward = new Map<string, Map<string, number>>();
  const backward = new Map<string, Map<string, number>>();
  for (const [na, nb] of pairs) {
    if (!na || !nb) continue;
    add(forward, na, nb);
    add(backward, nb, na);
  }
  const changes: NetChanges = { renamed: [], split: [], merged: [], removed: [], added: [], unchanged: 0 };
  for (const na of [...forward.keys()].sort()) {
    const into = ranked(forward.get(na)!);
    if (into.length > 1) changes.split.push({ net: na, into });
    else {
      const nb = into[0]!;
      if (backward.get(nb)!.size > 1) continue; // reported as merged
      if (nb !== na) changes.renamed.push({ from: na, to: nb });
      else changes.unchanged++;
    }
  }
  for (const nb of [...backward.keys()].sort()) {
    const from = ranked(backward.get(nb)!);
    if (from.length > 1) changes.merged.push({ net: nb, from });
  }
  changes.removed = netsA.filter((n) => !forward.has(n)).sort();
  changes.added = netsB.filter((n) => !backward.has(n)).sort();
  const asSets = (m: Map<string, Map<string, number>>) =>
    new Map([...m.entries()].map(([k, v]) => [k, new Set(v.keys())]));
  return { changes, targets: asSets(forward), sources: asSets(backward) };
}

/**
 * Whether a probe on net `na` in A that lands on net `nb` in B is still on the same net: `nb` holds
 * pads of `na` and of no other A net (a rename, or the part of a split that the probe is on). A net
 * merged with another, or swapped, is not the same net.
 */
export function isSameNet(mapping: NetMapping, na: string | null, nb: string | null): boolean {
  if (na === null || nb === null) return na === nb;
  const from = mapping.sources.get(nb);
  if (!from) return na === nb && !mapping.targets.has(na);
  return from.size === 1 && from.has(na);
}
