import type { Point, Ring } from '../board/model';

/** A drawn edge: a polyline (a line segment has two points, an arc many). */
export type Edge = Point[];

export interface ChainResult {
  rings: Ring[];
  /** Edges that could not be closed into a ring (an open outline: a diagnostic for the importer). */
  open: Edge[];
}

const key = (p: Point, tol: number) => `${Math.round(p.x / tol)},${Math.round(p.y / tol)}`;

/**
 * Chains edges (in any order and direction) into closed rings by joining end points that coincide
 * within `toleranceMm`. Used for board outlines drawn as separate lines and arcs (KiCad Edge.Cuts,
 * Gerber profile, IPC-D-356 389 records).
 */
export function chainEdges(edges: Edge[], toleranceMm = 0.01): ChainResult {
  const live = edges.filter((e) => e.length >= 2);
  const used = new Array<boolean>(live.length).fill(false);
  const byEnd = new Map<string, number[]>();
  const index = (p: Point, i: number) => {
    // index both the rounded cell and neighbours are not needed: tolerance is small relative to cells
    const k = key(p, toleranceMm);
    const list = byEnd.get(k);
    if (list) list.push(i);
    else byEnd.set(k, [i]);
  };
  live.forEach((e, i) => {
    index(e[0]!, i);
    index(e[e.length - 1]!, i);
  });
  const take = (p: Point): Edge | null => {
    const list = byEnd.get(key(p, toleranceMm));
    if (!list) return null;
    for (const i of list) {
      if (used[i]) continue;
      used[i] = true;
      const e = live[i]!;
      const first = e[0]!;
      const close =
        Math.abs(first.x - p.x) <= toleranceMm * 1.5 && Math.abs(first.y - p.y) <= toleranceMm * 1.5;
      return close ? e : [...e].reverse();
    }
    return null;
  };
  const rings: Ring[] = [];
  const open: Edge[] = [];
  for (let i = 0; i < live.length; i++) {
    if (used[i]) continue;
    used[i] = true;
    const chain: Point[] = [...live[i]!];
    let closed = false;
    for (;;) {
      const last = chain[chain.length - 1]!;
      const first = chain[0]!;
      if (
        chain.length > 2 &&
        Math.abs(last.x - first.x) <= toleranceMm &&
        Math.abs(last.y - first.y) <= toleranceMm
      ) {
        closed = true;
        break;
      }
      const next = take(last);
      if (!next) break;
      for (let k = 1; k < next.length; k++) chain.push(next[k]!);
    }
    if (closed) {
      chain.pop();
      rings.push(chain);
    } else open.push(chain);
  }
  return { rings, open };
}
