import type { Board } from '../board/model';
import { findNetPairs } from './adjacency';
import type { Findings } from './findings';
import { formatSi } from './format';
import type { Network } from './network';
import type { ProbesByNet } from './probe-access';
import type { IctAllowances, IctNetRow, IctShortPair, IctTest } from './types';

/** Nets joined on purpose by parts below the shorts threshold: one group each, never a short. */
export function shortGroups(net: Network, thresholdOhm: number): (n: string) => string {
  const parent = new Map<string, string>();
  const find = (n: string): string => {
    let r = n;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    let c = n;
    while (c !== r) {
      const next = parent.get(c) ?? r;
      parent.set(c, r);
      c = next;
    }
    return r;
  };
  for (const e of net.elements) {
    const low =
      e.kind === 'short' || e.kind === 'L' || (e.kind === 'R' && e.value !== null && e.value < thresholdOhm);
    if (!low) continue;
    const a = find(e.a);
    const b = find(e.b);
    if (a !== b) parent.set(a, b);
  }
  return find;
}

export interface ShortsResult {
  pairs: IctShortPair[];
  rows: IctNetRow[];
}

const labels = (probes: ProbesByNet, n: string) => (probes.get(n) ?? []).map((p) => p.label);

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The shorts scan over every probed net (the standard all-nets test: each net against all the
 * others, a failing group split until the pair is found), the short pairs that most likely bridge
 * (pads close together, the two pins of a part) named for it, an opens check between the probes of a
 * net that has several, and per net how its opens are covered. A short pair with an unprobed net is a
 * gap naming that net (one gap per net, with its pairs).
 */
export function shortsAndOpens(
  board: Board,
  net: Network,
  probes: ProbesByNet,
  allowances: IctAllowances,
  findings: Findings,
  padCount: ReadonlyMap<string, number>,
): ShortsResult {
  const group = shortGroups(net, allowances.shortsThresholdOhm);
  const probed = (n: string) => (probes.get(n)?.length ?? 0) > 0;
  const pairs: IctShortPair[] = findNetPairs(
    board,
    allowances.adjacencyGapMm,
    (a, b) => group(a) === group(b),
  ).map((p) => ({ ...p, testable: probed(p.a) && probed(p.b) }));
  const scanned = [...probes.keys()].filter((n) => probed(n)).sort();
  if (scanned.length >= 2)
    findings.tests.unshift({
      id: 'shorts',
      type: 'shorts',
      title: `Shorts: every probed net against the others (${scanned.length} nets, ${pairs.filter((p) => p.testable).length} adjacent pairs named)`,
      parts: [],
      high: null,
      low: null,
      guards: [],
      quantity: 'resistance',
      expected: null,
      min: allowances.shortsThresholdOhm,
      max: null,
      conditions: { currentA: null, frequencyHz: null, settleS: null },
      limitsReason: `a reading below ${formatSi(allowances.shortsThresholdOhm, 'Ω')} between two nets that no part joins below that is a short`,
      reason:
        'the all-nets scan: each probed net is measured against all the others tied together, and a failing set is split until the shorted pair is found; the adjacent pairs (pads close together, the two pins of a part) are where a bridge is most likely and are listed by name',
      notes: groupNotes(net, group, scanned),
    });
  // Gaps: per unprobed net, the adjacent nets it could be shorted to without the scan seeing it.
  const unprobedPairs = new Map<string, IctShortPair[]>();
  for (const p of pairs) for (const n of [p.a, p.b]) if (!probed(n)) pushTo(unprobedPairs, n, p);
  for (const [n, list] of [...unprobedPairs].sort(([a], [b]) => a.localeCompare(b)))
    findings.gaps.push({
      ref: null,
      test: `shorts of ${n}`,
      nets: [n],
      reason: `${list.length} adjacent net${list.length === 1 ? '' : 's'} (${list
        .slice(0, 3)
        .map((p) => `${p.a === n ? p.b : p.a} at ${p.where}, ${formatSi(p.gapMm / 1000, 'm')}`)
        .join('; ')}${list.length > 3 ? ' …' : ''}) not checked for a short`,
    });
  for (const n of scanned) {
    const own = labels(probes, n);
    if (own.length < 2) continue;
    findings.tests.push({
      id: `opens:${n}`,
      type: 'opens',
      title: `${n}: its ${own.length} probes connected`,
      parts: [],
      high: { net: n, probes: [own[0]!], via: null },
      low: { net: n, probes: own.slice(1), via: null },
      guards: [],
      quantity: 'resistance',
      expected: null,
      min: null,
      max: allowances.opensOhm,
      conditions: { currentA: null, frequencyHz: null, settleS: null },
      limitsReason: `probes on the same copper read milliohms: at most ${formatSi(allowances.opensOhm, 'Ω')}`,
      reason: `from ${own[0]} to each of ${own.slice(1).join(', ')}: a broken trace, an open via or a probe not touching shows as an open`,
      notes: [],
    });
  }
  const rows = netRows(probes, pairs, findings.tests, group, padCount);
  return { pairs, rows };
}

function groupNotes(net: Network, group: (n: string) => string, scanned: string[]): string[] {
  const members = new Map<string, string[]>();
  for (const n of scanned) pushTo(members, group(n), n);
  const joined = [...members.values()].filter((m) => m.length > 1);
  if (joined.length === 0) return [];
  const parts = (m: string[]) =>
    net.elements
      .filter((e) => m.includes(e.a) && m.includes(e.b))
      .map((e) => e.ref)
      .filter((r, i, all) => all.indexOf(r) === i);
  return joined.map(
    (m) =>
      `${m.join(', ')} are joined by ${parts(m).join(', ') || 'low-resistance parts'}: one group in the scan, not a short.`,
  );
}

function netRows(
  probes: ProbesByNet,
  pairs: IctShortPair[],
  tests: IctTest[],
  group: (n: string) => string,
  padCount: ReadonlyMap<string, number>,
): IctNetRow[] {
  const adjacent = new Map<string, number>();
  for (const p of pairs) for (const n of [p.a, p.b]) adjacent.set(n, (adjacent.get(n) ?? 0) + 1);
  const testsOn = new Map<string, string[]>();
  for (const t of tests) {
    if (t.type === 'shorts' || t.type === 'opens') continue;
    for (const n of [t.high, t.low]) if (n) pushTo(testsOn, n.net, t.id);
  }
  const probedInGroup = new Map<string, number>();
  for (const [n, list] of probes)
    if (list.length > 0) probedInGroup.set(group(n), (probedInGroup.get(group(n)) ?? 0) + 1);
  const rows: IctNetRow[] = [];
  for (const [n, pads] of [...padCount].sort(([a], [b]) => a.localeCompare(b))) {
    if (pads < 2) continue;
    const own = labels(probes, n);
    const onNet = testsOn.get(n) ?? [];
    const row: IctNetRow = {
      net: n,
      probes: own,
      shortsScan: own.length > 0,
      adjacent: adjacent.get(n) ?? 0,
      opens: 'none',
      opensReason: own.length === 0 ? 'no probe' : 'one probe and no part test reaches the net',
    };
    if (own.length >= 2) {
      row.opens = 'probe-to-probe';
      row.opensReason = `its ${own.length} probes are checked against each other`;
    } else if (onNet.length > 0) {
      row.opens = 'component-tests';
      row.opensReason = `a part not soldered to it fails its test: ${onNet.slice(0, 6).join(', ')}${onNet.length > 6 ? ' …' : ''}`;
    } else if (own.length === 1 && (probedInGroup.get(group(n)) ?? 0) > 1) {
      row.opens = 'through-parts';
      row.opensReason = 'joined to another probed net by a low-resistance part whose continuity is tested';
    }
    rows.push(row);
  }
  return rows;
}
