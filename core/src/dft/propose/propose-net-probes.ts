import type { Board, Side } from '../../board/model';
import { DEFAULT_PROBE_CATALOG, type ProbeCatalog } from '../../probing/probe-catalog';
import type { SelectedTestPoint, TestConfig } from '../../test-config/model';
import { toHundredths } from '../../units/rounding';
import { deriveBoardIndexes, edgeClearanceGrid } from '../board-cache';
import { resolveSelection } from '../selection';
import { DEFAULT_THRESHOLDS, type DftThresholds } from '../thresholds';
import { edgeRuleReach, minimumSpacingHundredths } from './candidate-minimums';
import { gatherCandidates, TOP } from './gather-candidates';
import { judgeCandidates } from './judge-candidates';
import { EDGE_SCORE_REACH_MM, scoreCandidates } from './score-candidates';
import { CROWDED, SpacingGrid } from './spacing-grid';

/** How many more probes a net needs (a supply or ground net sized by current; decision 0074). */
export interface NetProbeRequest {
  net: string;
  count: number;
}

/** The points proposed for one net, best first, and how many are still missing after them. */
export interface NetProbeProposal {
  net: string;
  testPoints: SelectedTestPoint[];
  shortBy: number;
}

export interface NetProbeOptions {
  thresholds?: DftThresholds;
  /** The probe classes' values the design uses (pair spacings with the plate's web). */
  catalog?: ProbeCatalog;
}

/** Only this many best-scored candidates of a net are weighed against the chosen points (as the proposal does). */
const TRIES_PER_NET = 16;
/** The cost of each chosen point closer than the recommended spacing (the proposal's). */
const SPACING_WARN = 150;

/**
 * The test points to add on each net that needs more probes (decision 0074): of the net's candidates not yet selected that
 * fail no minimum from a probed side (pad, edge, component, guide pin; decision 0020), the best scored
 * that keep the minimum spacing to every selected point and every point added before them on the same
 * side (recommended spacing costs a little, as in the proposal). Deterministic: nets in the order
 * given, ties to the earlier candidate. A net whose candidates run out is short by the rest.
 */
export function proposeNetProbes(
  board: Board,
  config: TestConfig,
  needs: readonly NetProbeRequest[],
  options: NetProbeOptions = {},
): { nets: NetProbeProposal[]; minimumSpacingMm: number } {
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const catalog = options.catalog ?? DEFAULT_PROBE_CATALOG;
  const minimum = minimumSpacingHundredths(thresholds, catalog);
  if (needs.length === 0) return { nets: [], minimumSpacingMm: minimum / 100 };
  const primary: Side = config.probeSide ?? 'bottom';
  const wanted = new Set(needs.map((n) => n.net));
  const selected = new Set(config.testPoints.map((t) => t.id as string));
  // Only the needed nets' unselected points are judged: the rest of a large board is not read.
  const points = board.testPoints.filter(
    (tp) => tp.net !== null && wanted.has(tp.net) && !selected.has(tp.id),
  );
  const sub: Board = { ...board, testPoints: points };
  const sel = resolveSelection(board, config);
  const { outline, bodies } = deriveBoardIndexes(board);
  const verdicts = judgeCandidates(sub, {
    outline,
    edgeGrid: edgeClearanceGrid(board, edgeRuleReach(thresholds)),
    bodies,
    guideHoles: sel.guideHoles,
    thresholds,
    catalog,
  });
  const { candidates } = gatherCandidates(verdicts, primary, config.bothSides);
  const scores = scoreCandidates(candidates, {
    board: sub,
    outline,
    edgeGrid: edgeClearanceGrid(board, EDGE_SCORE_REACH_MM),
    bodies,
    guideHoles: sel.guideHoles,
    thresholds,
    primary,
  });
  const recommended = toHundredths(thresholds.tpSpacingMm.recommended);
  const radius = Math.max(recommended, minimum) / 100 + 0.01;
  const total = needs.reduce((s, n) => s + n.count, 0);
  const box = extent([
    ...points,
    ...Array.from({ length: sel.count }, (_, i) => ({ x: sel.xs[i]!, y: sel.ys[i]! })),
  ]);
  const grid = new SpacingGrid(box, sel.count + total, radius, minimum, recommended);
  for (let i = 0; i < sel.count; i++) grid.insert(sel.side[i]!, sel.xs[i]!, sel.ys[i]!);

  const byNet = new Map<string, number[]>();
  for (let i = 0; i < candidates.count; i++) {
    const net = points[candidates.tp[i]!]!.net!;
    const list = byNet.get(net);
    if (list) list.push(i);
    else byNet.set(net, [i]);
  }
  const taken = new Set<string>();
  const nets = needs.map((need): NetProbeProposal => {
    const list = (byNet.get(need.net) ?? []).sort((a, b) => scores[b]! - scores[a]! || a - b);
    const chosen: SelectedTestPoint[] = [];
    while (chosen.length < need.count) {
      let best = -1;
      let bestValue = -Infinity;
      let tried = 0;
      for (const i of list) {
        if (tried >= TRIES_PER_NET) break;
        const tp = points[candidates.tp[i]!]!;
        if (taken.has(tp.id)) continue;
        const near = grid.crowding(candidates.side[i]!, tp.x, tp.y);
        if (near === CROWDED) continue;
        tried++;
        const value = scores[i]! - near * SPACING_WARN;
        if (value > bestValue) {
          best = i;
          bestValue = value;
        }
      }
      if (best < 0) break;
      const tp = points[candidates.tp[best]!]!;
      const side: Side = candidates.side[best] === TOP ? 'top' : 'bottom';
      grid.insert(candidates.side[best]!, tp.x, tp.y);
      taken.add(tp.id);
      chosen.push({
        id: tp.id,
        ...(tp.side === 'both' && side !== primary ? { side } : {}),
      });
    }
    return { net: need.net, testPoints: chosen, shortBy: need.count - chosen.length };
  });
  return { nets, minimumSpacingMm: minimum / 100 };
}

/** The box of the given positions (mm). */
function extent(points: readonly { x: number; y: number }[]): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    if (p.x < x0) x0 = p.x;
    if (p.x > x1) x1 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  }
  return points.length > 0 ? [x0, y0, x1, y1] : [0, 0, 0, 0];
}
