import type { Network } from './network';
import { otherEnd } from './network';
import type { IctNode } from './types';

/** Probe labels per net, as the plan is given them (the strategy's probed test points). */
export type ProbesByNet = ReadonlyMap<string, readonly { label: string }[]>;

/**
 * How the tester reaches a net: its own probes, or — when it has none — a probed net joined to it by
 * near-shorts (a ferrite bead, a fuse, a closed jumper, an inductor's winding; at most two of them),
 * whose small resistance then adds to the reading. Null when neither.
 */
export function accessOf(net: Network, probes: ProbesByNet, name: string): IctNode | null {
  const own = probes.get(name) ?? [];
  if (own.length > 0) return { net: name, probes: own.map((p) => p.label), via: null };
  const seen = new Map<string, string[]>([[name, []]]);
  let frontier = [name];
  for (let depth = 0; depth < 2; depth++) {
    const next: string[] = [];
    for (const at of frontier)
      for (const e of net.at.get(at) ?? []) {
        if (e.kind !== 'short' && e.kind !== 'L') continue;
        const other = otherEnd(e, at);
        if (seen.has(other)) continue;
        const through = [...seen.get(at)!, e.ref];
        seen.set(other, through);
        const there = probes.get(other) ?? [];
        if (there.length > 0)
          return { net: name, probes: [], via: { net: other, probes: there.map((p) => p.label), through } };
        next.push(other);
      }
    frontier = next;
  }
  return null;
}

/** The net a test connects to: the node's own net, or the probed net it is reached through. */
export const probedNet = (node: IctNode): string => node.via?.net ?? node.net;

/** The probe labels that reach a node. */
export const probesOf = (node: IctNode): string[] => node.via?.probes ?? node.probes;
