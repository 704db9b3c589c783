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
 * The probe side from which the proposal can probe the most nets (`probeable`: nets with a candidate
 * that fails no minimum there, decision 0020); on a tie the side reaching the most nets at all
 * (`accessible`); on a tie again the bottom: a bed of nails probes from below and a board's bottom
 * usually carries fewer, lower parts.
 */
export function chooseProbeSide(
  probeable: Record<Side, Set<string>>,
  accessible: Record<Side, Set<string>>,
): Side {
  const byProbeable = probeable.top.size - probeable.bottom.size;
  const byAccessible = accessible.top.size - accessible.bottom.size;
  return byProbeable > 0 || (byProbeable === 0 && byAccessible > 0) ? 'top' : 'bottom';
}
