import type { Board } from '../board/model';
import type { ProbePlan } from './placement/probe-plan';
import { connectionNets } from '../board/connection-nets';
import { testPointNetIndex } from '../board/net-index';
import { boardMemo } from './board-cache';
import { probedSides, type TestConfig } from '../test-config/model';
import type { ResolvedSelection } from './selection';

/** Net coverage of a test configuration (PRODUCT.md §5). */
export interface Coverage {
  /**
   * Nets that connect something (`isConnectionNet`: two pads or more, not a KiCad `unconnected-(…)`
   * net): the one coverage denominator of DFT, the strategy and the DUT page (issue 25, decision 0054).
   * Reports made before it counted every named net (and have no `singlePadNets`).
   */
  nets: number;
  /**
   * Named nets counted apart: a single pad or a KiCad unconnected net (probing them tests nothing);
   * absent from reports made before decision 0054.
   */
  singlePadNets?: number;
  /** Nets with at least one accessible candidate on a probed side (either side when none is chosen). */
  accessibleNets: number;
  /** Nets with at least one selected point that gets a probe. */
  probedNets: number;
  /** probedNets / nets × 100, rounded to 0.1; 0 for a board without nets. */
  percent: number;
  /** Connection nets no candidate can reach. */
  inaccessible: string[];
  /** Connection nets without a probed test point (includes the inaccessible ones). */
  unprobed: string[];
}

/** Coverage plus per-net flags (index = position in board.nets) for the coverage rules. */
export interface CoverageDetail {
  coverage: Coverage;
  accessible: Uint8Array;
  probed: Uint8Array;
  /** Per net: 1 when it is a connection (counted), 0 when counted apart (`Coverage.singlePadNets`). */
  counted: Uint8Array;
}

/**
 * Per net (index in board.nets): 1 when some uncovered candidate is exposed on one of the sides.
 * It depends on the board and the sides only, so it is kept per board (read-only).
 */
function accessibleNets(board: Board, top: boolean, bottom: boolean): Uint8Array {
  return boardMemo(board, `accessible-nets:${top}:${bottom}`, () => {
    const nets = testPointNetIndex(board);
    const accessible = new Uint8Array(board.nets.length);
    board.testPoints.forEach((tp, i) => {
      if (tp.covered || nets[i]! < 0) return;
      const exposed = tp.side === 'both' || (tp.side === 'top' ? top : bottom);
      if (exposed) accessible[nets[i]!] = 1;
    });
    return accessible;
  });
}

/** Counts and lists the nets reached by candidates and by the probes of the configuration. */
export function computeCoverage(
  board: Board,
  config: TestConfig,
  sel: ResolvedSelection,
  plan: ProbePlan,
): CoverageDetail {
  const chosen = probedSides(config);
  const either = chosen.length === 0;
  const accessible = accessibleNets(
    board,
    either || chosen.includes('top'),
    either || chosen.includes('bottom'),
  );
  const nets = testPointNetIndex(board);
  const probed = new Uint8Array(board.nets.length);
  for (let k = 0; k < sel.count; k++) {
    const i = nets[sel.tp[k]!]!;
    if (i >= 0 && plan.probes[k]! > 0) probed[i] = 1;
  }
  const counted = connectionNets(board);
  let accessibleCount = 0;
  let probedNets = 0;
  let total = 0;
  const inaccessible: string[] = [];
  const unprobed: string[] = [];
  for (let i = 0; i < board.nets.length; i++) {
    if (!counted[i]) continue;
    total++;
    const name = board.nets[i]!.name;
    if (accessible[i]) accessibleCount++;
    else inaccessible.push(name);
    if (probed[i]) probedNets++;
    else unprobed.push(name);
  }
  return {
    coverage: {
      nets: total,
      singlePadNets: board.nets.length - total,
      accessibleNets: accessibleCount,
      probedNets,
      percent: total === 0 ? 0 : Math.round((probedNets / total) * 1000) / 10,
      inaccessible,
      unprobed,
    },
    accessible,
    probed,
    counted,
  };
}
