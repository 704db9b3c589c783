import { LARGEST_NETWORK } from './defaults';
import { conducts, type Mode } from './measure';
import { type Network, otherEnd } from './network';

export interface GuardChoice {
  /** Probed nets to guard: together they cut every parallel path from the source to the measuring node. */
  guards: string[];
  /** Unprobed nets a cut needs: each would guard a path no probed net cuts (a probe to add). */
  unguardable: string[];
}

/**
 * The guard points of a measurement between `high` and `low` (the standard three-wire guard): the
 * smallest set of nets whose removal leaves no path from `high` to `low` except the measured parts
 * (`exclude`), preferring probed nets. A minimum vertex cut by max-flow (Edmonds–Karp over the nets
 * split in two, capacity 1 for a probed net and more than all probed nets together for an unprobed
 * one, so a cut uses unprobed nets only where no probed cut exists). Unknown-value parts count as
 * paths (they may conduct).
 */
export function chooseGuards(
  net: Network,
  high: string,
  low: string,
  mode: Mode,
  exclude: ReadonlySet<number>,
  probed: (net: string) => boolean,
  keep: ReadonlySet<string> = new Set(),
): GuardChoice {
  // The nets the source reaches without the measuring node: the only ones a parallel path can use.
  const ids = new Map<string, number>([
    [high, 0],
    [low, 1],
  ]);
  const names = [high, low];
  const adjacency: number[][] = [[], []];
  const queue = [high];
  for (let q = 0; q < queue.length && names.length <= LARGEST_NETWORK; q++) {
    const at = queue[q]!;
    for (const e of net.at.get(at) ?? []) {
      if (exclude.has(e.index) || !conducts(e, mode)) continue;
      const other = otherEnd(e, at);
      if (other === at) continue;
      let id = ids.get(other);
      if (id === undefined) {
        id = names.length;
        ids.set(other, id);
        names.push(other);
        adjacency.push([]);
        if (other !== low) queue.push(other);
      }
      const from = ids.get(at)!;
      if (from === 0 && id === 1) continue; // a direct part: measured with the test, not guarded
      adjacency[from]!.push(id);
      adjacency[id]!.push(from);
    }
  }
  const n = names.length;
  const probedCount = names.filter((x, i) => i > 1 && probed(x)).length;
  const big = probedCount + 1;
  // Node k splits into in = 2k, out = 2k + 1. Source: out of `high`; sink: in of `low`.
  const size = 2 * n;
  const cap = new Map<number, number>();
  const key = (a: number, b: number) => a * size + b;
  const edges: number[][] = Array.from({ length: size }, () => []);
  const link = (a: number, b: number, c: number) => {
    if (!cap.has(key(a, b))) {
      edges[a]!.push(b);
      edges[b]!.push(a);
    }
    cap.set(key(a, b), (cap.get(key(a, b)) ?? 0) + c);
    if (!cap.has(key(b, a))) cap.set(key(b, a), 0);
  };
  const INF = Number.MAX_SAFE_INTEGER;
  // The measured part's own nets (`keep`) are never cut: guarding them would stop the measurement.
  const cuttable = (k: number) => !keep.has(names[k]!);
  for (let k = 2; k < n; k++) link(2 * k, 2 * k + 1, !cuttable(k) ? INF : probed(names[k]!) ? 1 : big);
  for (let u = 0; u < n; u++) for (const v of adjacency[u]!) link(2 * u + 1, 2 * v, INF);
  const source = 1;
  const sink = 2;
  let flow = 0;
  for (;;) {
    const parent = new Int32Array(size).fill(-1);
    parent[source] = source;
    const bfs = [source];
    for (let q = 0; q < bfs.length && parent[sink] === -1; q++) {
      const u = bfs[q]!;
      for (const v of edges[u]!)
        if (parent[v] === -1 && cap.get(key(u, v))! > 0) {
          parent[v] = u;
          bfs.push(v);
        }
    }
    if (parent[sink] === -1) break;
    let push = INF;
    for (let v = sink; v !== source; v = parent[v]!) push = Math.min(push, cap.get(key(parent[v]!, v))!);
    for (let v = sink; v !== source; v = parent[v]!) {
      cap.set(key(parent[v]!, v), cap.get(key(parent[v]!, v))! - push);
      cap.set(key(v, parent[v]!), cap.get(key(v, parent[v]!))! + push);
    }
    // A path through kept nets only: no cut exists (the nodal reading includes the path).
    if (push >= INF) return { guards: [], unguardable: [] };
    flow += push;
  }
  if (flow === 0) return { guards: [], unguardable: [] };
  // The cut: nets whose inside the source still reaches in the residual network but whose outside it does not.
  const reached = new Uint8Array(size);
  reached[source] = 1;
  const stack = [source];
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const v of edges[u]!)
      if (!reached[v] && cap.get(key(u, v))! > 0) {
        reached[v] = 1;
        stack.push(v);
      }
  }
  const guards: string[] = [];
  const unguardable: string[] = [];
  for (let k = 2; k < n; k++)
    if (cuttable(k) && reached[2 * k] && !reached[2 * k + 1])
      (probed(names[k]!) ? guards : unguardable).push(names[k]!);
  return { guards: guards.sort(), unguardable: unguardable.sort() };
}
