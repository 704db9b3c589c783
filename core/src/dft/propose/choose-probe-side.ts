import type { Board, Side, TestPoint } from '../../board/model';

/** Whether a candidate can be probed from a side: uncovered copper with a net, exposed there. */
export const reachableFrom = (tp: TestPoint, side: Side): boolean =>
  !tp.covered && tp.net !== null && (tp.side === 'both' || tp.side === side);

/** Nets with at least one candidate reachable from each side. */
export function countAccessibleNets(board: Board): Record<Side, Set<string>> {
  const nets: Record<Side, Set<string>> = { top: new Set(), bottom: new Set() };
  for (const tp of board.testPoints) {
    for (const side of ['top', 'bottom'] as const) if (reachableFrom(tp, side)) nets[side].add(tp.net!);
  }
  return nets;
}

/**
 * The probe side that reaches the most nets. On a tie, the bottom: a bed of nails probes from below
 * and a board's bottom usually carries fewer, lower parts.
 */
export function chooseProbeSide(accessible: Record<Side, Set<string>>): Side {
  return accessible.top.size > accessible.bottom.size ? 'top' : 'bottom';
}
