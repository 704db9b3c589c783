import type { Side, TestPoint } from '../../board/model';
import { intColumn } from '../../memory/heap-columns';
import type { CandidateNets } from './candidate-nets';
import { type CandidateVerdicts, UNREACHABLE, VIABLE } from './judge-candidates';

/** Whether a candidate can be probed from a side: uncovered copper with a net, exposed there. */
export const reachableFrom = (tp: TestPoint, side: Side): boolean =>
  !tp.covered && tp.net !== null && (tp.side === 'both' || tp.side === side);

// Per net: reached from the top / bottom (uncovered copper exposed there), probeable from the top /
// bottom (a candidate that fails no minimum there).
const REACHED_TOP = 1;
const REACHED_BOTTOM = 2;
const PROBEABLE_TOP = 4;
const PROBEABLE_BOTTOM = 8;

/** What each side offers, by net. */
export interface SideReach {
  /** Nets with a reachable candidate from each side. */
  accessible: Record<Side, number>;
  /** Nets with a candidate that fails no minimum from each side (decision 0020). */
  probeable: Record<Side, number>;
  /** Whether the other side than `primary` can probe a net the primary side cannot. */
  addsNets(primary: Side): boolean;
}

/**
 * Counts, per side, the nets candidates reach and the nets they can be probed on. With `counted`
 * (per board net: 1 = a connection, `connectionNets`), single-pad and unconnected nets do not count:
 * probing them tests nothing (issue 25).
 */
export function sideReach(
  nets: CandidateNets,
  verdicts: CandidateVerdicts,
  counted: Uint8Array | null = null,
): SideReach {
  const flags = intColumn(nets.count);
  for (let i = 0; i < verdicts.length; i++) {
    const id = nets.ids[i]!;
    if (id < 0 || (counted !== null && id < counted.length && !counted[id])) continue;
    const top = verdicts[i]! & 7;
    const bottom = verdicts[i]! >> 3;
    flags[id] =
      flags[id]! |
      (top !== UNREACHABLE ? REACHED_TOP : 0) |
      (bottom !== UNREACHABLE ? REACHED_BOTTOM : 0) |
      (top === VIABLE ? PROBEABLE_TOP : 0) |
      (bottom === VIABLE ? PROBEABLE_BOTTOM : 0);
  }
  const accessible = { top: 0, bottom: 0 };
  const probeable = { top: 0, bottom: 0 };
  for (let id = 0; id < flags.length; id++) {
    const f = flags[id]!;
    if (f & REACHED_TOP) accessible.top++;
    if (f & REACHED_BOTTOM) accessible.bottom++;
    if (f & PROBEABLE_TOP) probeable.top++;
    if (f & PROBEABLE_BOTTOM) probeable.bottom++;
  }
  return {
    accessible,
    probeable,
    addsNets(primary) {
      const [mine, other] =
        primary === 'top' ? [PROBEABLE_TOP, PROBEABLE_BOTTOM] : [PROBEABLE_BOTTOM, PROBEABLE_TOP];
      return flags.some((f) => (f & other) !== 0 && (f & mine) === 0);
    },
  };
}

/**
 * The probe side from which the proposal can probe the most nets (nets with a candidate that fails
 * no minimum there, decision 0020); on a tie the side reaching the most nets at all; on a tie again
 * the bottom: a bed of nails probes from below and a board's bottom usually carries fewer, lower
 * parts.
 */
export function chooseProbeSide(reach: SideReach): Side {
  const byProbeable = reach.probeable.top - reach.probeable.bottom;
  const byAccessible = reach.accessible.top - reach.accessible.bottom;
  return byProbeable > 0 || (byProbeable === 0 && byAccessible > 0) ? 'top' : 'bottom';
}
