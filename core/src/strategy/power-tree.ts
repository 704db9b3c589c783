import { shownName } from './net-names';
import type { Feed } from './power';
import type { PowerInput, PowerInputKind, Rail } from './types';

export interface PowerTree {
  /** Rails in power-up order: inputs first, then each rail after the rails feeding or enabling it. */
  ordered: Rail[];
  /** The inputs the fixture supplies at power-up (every bus rail of an edge card), and why. */
  primary: { inputs: PowerInput[]; reason: string } | null;
  /** Other inputs (USB VBUS beside a DC jack, a battery …): left off unless a step needs them. */
  otherInputs: PowerInput[];
}

// Which entry the fixture powers the board through when there are several: a bus card from its bus;
// then a DC jack or a power connector (the board's own supply input), USB, a battery, a named rail.
const RANK: Record<PowerInputKind, number> = {
  'edge-connector': 0,
  'barrel-jack': 1,
  'power-connector': 2,
  usb: 3,
  battery: 4,
  'named-rail': 5,
  'connector-rail': 6,
  guessed: 7,
};

/**
 * Picks the inputs the fixture supplies and orders the rails as they come up. A board on a bus edge
 * connector is powered through every rail of the bus; otherwise through its best-ranked entry, the
 * others listed. Marks the primary inputs and the other inputs in place.
 */
export function buildPowerTree(rails: Rail[], feeds: Feed[], inputs: PowerInput[]): PowerTree {
  const ranked = [...inputs].sort((a, b) => RANK[a.kind] - RANK[b.kind]);
  const best = ranked[0];
  // A bus card takes every rail from its bus; a board whose only inputs are rails on connectors
  // takes each of them.
  const all = best?.kind === 'edge-connector' || best?.kind === 'connector-rail';
  const primaryInputs = best ? ranked.filter((i) => (all ? i.kind === best.kind : i === best)) : [];
  for (const i of primaryInputs) i.primary = true;
  const otherInputs = ranked.filter((i) => !i.primary);
  let primary: PowerTree['primary'] = null;
  if (best) {
    const names = primaryInputs.map((i) => shownName(i.net)).join(', ');
    const why =
      best.kind === 'edge-connector'
        ? `the board is a bus card: ${names} all come from ${best.part}, so the fixture supplies each`
        : best.kind === 'connector-rail'
          ? `${names} come in on connectors and nothing on the board makes them, so the fixture supplies each`
          : `${shownName(best.net)} is the power input: ${best.reason}${otherInputs.length ? `; it ranks before ${otherInputs.map((i) => `${shownName(i.net)} (${i.kind})`).join(', ')}` : ''}`;
    primary = { inputs: primaryInputs, reason: why };
  }
  const byNet = new Map(rails.map((r) => [r.net, r]));
  return {
    ordered: order(rails, feeds, byNet, new Set(primaryInputs.map((i) => i.net))),
    primary,
    otherInputs,
  };
}

// Kahn's algorithm over feeds; ties: the primary inputs first, then higher voltage, then board order.
function order(rails: Rail[], feeds: Feed[], byNet: Map<string, Rail>, primary: Set<string>): Rail[] {
  const incoming = new Map(rails.map((r) => [r.net, 0]));
  const edges = feeds.filter((f) => byNet.has(f.from) && byNet.has(f.to) && f.from !== f.to);
  for (const e of edges) incoming.set(e.to, (incoming.get(e.to) ?? 0) + 1);
  const position = new Map(rails.map((r, i) => [r.net, i]));
  const rank = (r: Rail) =>
    (primary.has(r.net) ? -1e9 : 0) - Math.abs(r.nominalV ?? 0) * 1000 + position.get(r.net)! / 1000;
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
