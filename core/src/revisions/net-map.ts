import { intColumn } from '../memory/heap-columns';
import { NetNames, NetTally } from './net-tally';

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
  const fromA: (string | null)[] = [];
  const toB: (string | null)[] = [];
  for (const [na, nb] of pairs) {
    fromA.push(na);
    toB.push(nb);
  }
  return mapNetColumns(fromA, toB, netsA, netsB);
}

/** `mapNets` with the pairs as two columns: pair k is A's net `fromA[k]` and B's net `toB[k]`. */
export function mapNetColumns(
  fromA: readonly (string | null)[],
  toB: readonly (string | null)[],
  netsA: string[],
  netsB: string[],
): NetMapping {
  const nets = new NetNames();
  const [listA, listB] = [nets.numbersOf(netsA), nets.numbersOf(netsB)];
  // Unconnected features (null or "") are left out: numbered -1.
  const number = (name: string | null | undefined) => (name ? nets.numberOf(name) : -1);
  const [pairA, pairB] = [intColumn(fromA.length), intColumn(fromA.length)];
  for (let k = 0; k < fromA.length; k++) [pairA[k], pairB[k]] = [number(fromA[k]), number(toB[k])];
  const forward = new NetTally(nets);
  const backward = new NetTally(nets);
  for (let k = 0; k < fromA.length; k++) {
    const [na, nb] = [pairA[k]!, pairB[k]!];
    if (na < 0 || nb < 0) continue;
    forward.add(na, nb);
    backward.add(nb, na);
  }
  const name = (n: number) => nets.names[n]!;
  const changes: NetChanges = { renamed: [], split: [], merged: [], removed: [], added: [], unchanged: 0 };
  for (const na of forward.inNameOrder(listA)) {
    if (forward.isSplit(na)) changes.split.push({ net: name(na), into: forward.ranked(na) });
    else {
      const nb = forward.firstOf(na);
      if (backward.isSplit(nb)) continue; // reported as merged
      if (nb !== na) changes.renamed.push({ from: name(na), to: name(nb) });
      else changes.unchanged++;
    }
  }
  for (const nb of backward.inNameOrder(listB))
    if (backward.isSplit(nb)) changes.merged.push({ net: name(nb), from: backward.ranked(nb) });
  changes.removed = netsA.filter((_, k) => !forward.has(listA[k]!)).sort();
  changes.added = netsB.filter((_, k) => !backward.has(listB[k]!)).sort();
  return {
    changes,
    targetsOf: (na) => forward.names(nets.find(na)),
    sourcesOf: (nb) => backward.names(nets.find(nb)),
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
