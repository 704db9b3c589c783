import type { Board, Side } from '../board/model';
import type { ProbePlanEntry } from '../fixture/probe-plan';
import { probedSides } from './rules/component-height';
import type { SelectedPoint } from './selection';
import type { TestConfig } from './config';

/** Net coverage of a test configuration (PRODUCT.md §5). */
export interface Coverage {
  /** Named nets of the board. */
  nets: number;
  /** Nets with at least one accessible candidate on a probed side (either side when none is chosen). */
  accessibleNets: number;
  /** Nets with at least one selected point that gets a probe. */
  probedNets: number;
  /** probedNets / nets × 100, rounded to 0.1; 0 for a board without nets. */
  percent: number;
  /** Nets no candidate can reach. */
  inaccessible: string[];
  /** Nets without a probed test point (includes the inaccessible ones). */
  unprobed: string[];
}

function accessibleNetNames(board: Board, sides: Side[]): Set<string> {
  const names = new Set<string>();
  for (const tp of board.testPoints) {
    if (tp.covered || tp.net === null) continue;
    if (tp.side === 'both' || sides.includes(tp.side)) names.add(tp.net);
  }
  return names;
}

/** Counts and lists the nets reached by candidates and by the probes of the configuration. */
export function computeCoverage(
  board: Board,
  config: TestConfig,
  points: SelectedPoint[],
  plan: ProbePlanEntry[],
): Coverage {
  const chosen = probedSides(config.probeSide, config.bothSides);
  const accessible = accessibleNetNames(board, chosen.length > 0 ? chosen : ['top', 'bottom']);
  const probed = new Set<string>();
  points.forEach((p, i) => {
    if (p.tp.net !== null && plan[i]!.probes > 0) probed.add(p.tp.net);
  });
  const names = board.nets.map((n) => n.name);
  const probedNets = names.filter((n) => probed.has(n)).length;
  return {
    nets: names.length,
    accessibleNets: names.filter((n) => accessible.has(n)).length,
    probedNets,
    percent: names.length === 0 ? 0 : Math.round((probedNets / names.length) * 1000) / 10,
    inaccessible: names.filter((n) => !accessible.has(n)),
    unprobed: names.filter((n) => !probed.has(n)),
  };
}
