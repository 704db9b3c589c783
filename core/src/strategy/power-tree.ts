import { shownName } from './net-names';
import type { Feed } from './power';
import type { Rail } from './types';

export interface PowerTree {
  /** Rails in power-up order: inputs first, then each rail after the rails feeding or enabling it. */
  ordered: Rail[];
  /** The rail the fixture powers the board through, and why. */
  primary: { rail: Rail; reason: string } | null;
  /** Other inputs (a second connector, USB VBUS beside a main input). */
  otherInputs: Rail[];
}

/**
 * Orders the rails as they come up and picks the input the fixture supplies. An input is a rail that
 * nothing on the board feeds; among them the named inputs (VIN, 5V_IN, VBUS …) and rails on a
 * connector come first, then those feeding regulators, then the one with the most pads.
 */
export function buildPowerTree(
  rails: Rail[],
  feeds: Feed[],
  namedInputs: Set<string>,
  connectorsOnNet: Map<string, string[]>,
  padCount: Map<string, number>,
): PowerTree {
  const byNet = new Map(rails.map((r) => [r.net, r]));
  const fed = new Set(feeds.map((f) => f.to));
  const feedsOthers = new Set(feeds.filter((f) => f.kind !== 'enable').map((f) => f.from));
  const roots = rails.filter((r) => !fed.has(r.net));
  const score = (r: Rail) =>
    (namedInputs.has(r.net) ? 2 : 0) +
    ((connectorsOnNet.get(r.net)?.length ?? 0) > 0 ? 2 : 0) +
    (feedsOthers.has(r.net) ? 1 : 0);
  const candidates = roots.filter((r) => score(r) > 0);
  candidates.sort(
    (a, b) =>
      score(b) - score(a) ||
      (padCount.get(b.net) ?? 0) - (padCount.get(a.net) ?? 0) ||
      Math.abs(b.nominalV ?? 0) - Math.abs(a.nominalV ?? 0),
  );
  let primary: PowerTree['primary'] = null;
  const first = candidates[0] ?? [...roots].sort((a, b) => (b.nominalV ?? 0) - (a.nominalV ?? 0))[0];
  if (first) primary = { rail: first, reason: inputReason(first, namedInputs, connectorsOnNet, feedsOthers) };
  // A rail on a connector that is not named an input is more often an output to a peripheral (a fan,
  // an expansion header): only named inputs count as further inputs.
  const otherInputs = candidates.filter((r) => r !== first && namedInputs.has(r.net));
  for (const r of [first, ...otherInputs]) if (r) r.role = 'input';
  return { ordered: order(rails, feeds, byNet, first ?? null), primary, otherInputs };
}

function inputReason(
  rail: Rail,
  namedInputs: Set<string>,
  connectorsOnNet: Map<string, string[]>,
  feedsOthers: Set<string>,
): string {
  const why: string[] = [];
  if (namedInputs.has(rail.net)) why.push('its name says it is an input');
  const connectors = connectorsOnNet.get(rail.net) ?? [];
  if (connectors.length) why.push(`it is on connector ${connectors.join(', ')}`);
  if (feedsOthers.has(rail.net)) why.push('it feeds other rails');
  if (why.length === 0) why.push('nothing on the board feeds it and it has the highest voltage');
  return `${shownName(rail.net)} is the power input: ${why.join('; ')} — a guess`;
}

// Kahn's algorithm over feeds; ties: the primary input first, then higher voltage, then board order.
function order(rails: Rail[], feeds: Feed[], byNet: Map<string, Rail>, primary: Rail | null): Rail[] {
  const incoming = new Map(rails.map((r) => [r.net, 0]));
  const edges = feeds.filter((f) => byNet.has(f.from) && byNet.has(f.to) && f.from !== f.to);
  for (const e of edges) incoming.set(e.to, (incoming.get(e.to) ?? 0) + 1);
  const position = new Map(rails.map((r, i) => [r.net, i]));
  const rank = (r: Rail) =>
    r === primary ? -Infinity : -(r.nominalV ?? 0) * 1000 + position.get(r.net)! / 1000;
  const ready = rails.filter((r) => incoming.get(r.net) === 0);
  const out: Rail[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => rank(a) - rank(b));
    const next = ready.shift()!;
    out.push(next);
    for (const e of edges.filter((x) => x.from === next.net)) {
      const left = incoming.get(e.to)! - 1;
      incoming.set(e.to, left);
      if (left === 0) ready.push(byNet.get(e.to)!);
    }
  }
  // A loop (two regulators enabling each other) leaves rails behind: append them in board order.
  for (const r of rails) if (!out.includes(r)) out.push(r);
  return out;
}
