import type { Board, Side } from '../board/model';
import type { ProbePlanEntry } from '../fixture/probe-plan';
import type { TestConfig } from './config';
import { probedSides } from './rules/component-height';
import type { SelectedPoint } from './selection';

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

/** Coverage plus per-net flags (index = position in board.nets) for the coverage rules. */
export interface CoverageDetail {
  coverage: Coverage;
  accessible: Uint8Array;
  probed: Uint8Array;
}

/** Counts and lists the nets reached by candidates and by the probes of the configuration. */
export function computeCoverage(
  board: Board,
  config: TestConfig,
  points: SelectedPoint[],
  plan: ProbePlanEntry[],
): CoverageDetail {
  const chosen = probedSides(config.probeSide, config.bothSides);
  const sides: Side[] = chosen.length > 0 ? chosen : ['top', 'bottom'];
  const netIndex = new Map(board.nets.map((n, i) => [n.name, i]));
  const accessible = new Uint8Array(board.nets.length);
  const probed = new Uint8Array(board.nets.length);
  for (const tp of board.testPoints) {
    if (tp.covered || tp.net === null) continue;
    if (tp.side !== 'both' && !sides.includes(tp.side)) continue;
    const i = netIndex.get(tp.net);
    if (i !== undefined) accessible[i] = 1;
  }
  points.forEach((p, k) => {
    const i = p.tp.net === null ? undefined : netIndex.get(p.tp.net);
    if (i !== undefined && plan[k]!.probes > 0) probed[i] = 1;
  });
  const names = board.nets.map((n) => n.name);
  const probedNets = probed.reduce((a, b) => a + b, 0);
  return {
    coverage: {
      nets: names.length,
      accessibleNets: accessible.reduce((a, b) => a + b, 0),
      probedNets,
      percent: names.length === 0 ? 0 : Math.round((probedNets / names.length) * 1000) / 10,
      inaccessible: names.filter((_, i) => !accessible[i]),
      unprobed: names.filter((_, i) => !probed[i]),
    },
    accessible,
    probed,
  };
}
