import { isConnectionNet } from '../board/connection-nets';
import type { Board, Component, Pad } from '../board/model';

/** The lookups every recogniser needs, built once per board. */
export interface BoardIndex {
  board: Board;
  /** Net names in board order. */
  nets: string[];
  /** Pads per net. */
  padCount: Map<string, number>;
  /** Component references with a pad on the net. */
  refsOnNet: Map<string, Set<string>>;
  componentByRef: Map<string, Component>;
  /** Pads of a component, in board order. */
  padsOf: Map<string, Pad[]>;
}

export function indexBoard(board: Board): BoardIndex {
  const padCount = new Map<string, number>();
  const refsOnNet = new Map<string, Set<string>>();
  const padsOf = new Map<string, Pad[]>();
  for (const pad of board.pads) {
    if (pad.ref !== null) {
      const list = padsOf.get(pad.ref);
      if (list) list.push(pad);
      else padsOf.set(pad.ref, [pad]);
    }
    if (!pad.net) continue;
    padCount.set(pad.net, (padCount.get(pad.net) ?? 0) + 1);
    if (pad.ref === null) continue;
    const refs = refsOnNet.get(pad.net);
    if (refs) refs.add(pad.ref);
    else refsOnNet.set(pad.net, new Set([pad.ref]));
  }
  return {
    board,
    nets: board.nets.map((n) => n.name),
    padCount,
    refsOnNet,
    componentByRef: new Map(board.components.map((c) => [c.ref, c])),
    padsOf,
  };
}

/** The distinct nets of a component's pads, in pad order (unconnected pads left out). */
export function netsOf(index: BoardIndex, ref: string): string[] {
  const nets: string[] = [];
  for (const pad of index.padsOf.get(ref) ?? []) if (pad.net && !nets.includes(pad.net)) nets.push(pad.net);
  return nets;
}

/** The net on a component's pad with this number, or null. */
export function netOfPad(index: BoardIndex, ref: string, pad: string): string | null {
  return index.padsOf.get(ref)?.find((p) => p.number === pad && p.net)?.net ?? null;
}

/** Nets with at least two pads that KiCad does not call unconnected (`isConnectionNet`, decision 0054). */
export function isConnection(index: BoardIndex, net: string): boolean {
  return isConnectionNet(net, index.padCount.get(net) ?? 0);
}
