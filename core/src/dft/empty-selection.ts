import { connectionNets } from '../board/connection-nets';
import type { Board, Side } from '../board/model';
import { testPointNetIndex } from '../board/net-index';

/** What a board offers a probe: its connection nets and how many of them each side reaches. */
export interface ReachableNets {
  /** Nets that connect two pads or more (`connectionNets`). */
  connections: number;
  /** Nets counted apart: a single pad, or KiCad's `unconnected-(…)`. */
  singlePad: number;
  /** Connection nets with exposed copper (an uncovered candidate) on each side. */
  reachable: Record<Side, number>;
}

/** Counts the connection nets and those each side reaches with uncovered copper. */
export function reachableConnectionNets(board: Board): ReachableNets {
  const flags = connectionNets(board);
  const index = testPointNetIndex(board);
  const top = new Uint8Array(flags.length);
  const bottom = new Uint8Array(flags.length);
  for (let i = 0; i < board.testPoints.length; i++) {
    const t = board.testPoints[i]!;
    const n = index[i]!;
    if (n < 0 || t.covered || flags[n] !== 1) continue;
    if (t.side !== 'bottom') top[n] = 1;
    if (t.side !== 'top') bottom[n] = 1;
  }
  let connections = 0;
  const reachable: Record<Side, number> = { top: 0, bottom: 0 };
  for (let n = 0; n < flags.length; n++) {
    connections += flags[n]!;
    reachable.top += top[n]!;
    reachable.bottom += bottom[n]!;
  }
  return { connections, singlePad: flags.length - connections, reachable };
}

/**
 * Why nothing is selected on a board probed from `side`, and what to do, in words (issue 25: a true
 * finding names its remedy): a board with no connection net has nothing for a bed of nails to test; a
 * side that reaches no connection net is the wrong side; otherwise the points are not chosen — by the
 * user, or by the proposal because every candidate fails a DFT minimum (its review says which).
 */
export function emptySelectionAdvice(board: Board, side: Side | null): string {
  const { connections, singlePad, reachable } = reachableConnectionNets(board);
  if (connections === 0)
    return `the board has no net that connects two pads${singlePad ? ` (its ${singlePad} nets have a single pad or are unconnected)` : ''}: a bed of nails has nothing to test on it. Check that the files carry the netlist, or test the board another way.`;
  const other: Side | null = side === 'top' ? 'bottom' : side === 'bottom' ? 'top' : null;
  if (side && other && reachable[side] === 0)
    return reachable[other] > 0
      ? `no connection net has exposed copper on the ${side}: probe from the ${other}, where ${reachable[other]} of ${connections} connection nets are reachable.`
      : `none of the ${connections} connection nets has exposed copper on either side (solder mask or tented vias cover it): open test pads in the mask.`;
  if (!side || !other) return 'select test points and the probe side, or let Studio propose them.';
  return `select test points: ${reachable[side]} of ${connections} connection nets have exposed copper on the ${side} (${reachable[other]} on the ${other}). If Studio's proposal took none, each candidate there fails a DFT minimum (pad size, board edge, a part too close): the proposal's review of the candidates says which.`;
}
