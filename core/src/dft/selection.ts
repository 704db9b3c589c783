import type { Board, Hole, Side, TestPoint, TestPointKind } from '../board/model';
import type { ProbeTarget } from '../probing/tip-style';
import type { SelectedTestPoint, TestConfig } from '../test-config/model';
import { type Column, floatColumn, intColumn, truncated } from '../memory/heap-columns';
import { makeIndexLookup } from './id-lookup';
import {
  type CopperShape,
  padCopperShape,
  roundShapeScratch,
  setRound,
  viaCopperShape,
} from './shapes/copper-shape';

/** Side codes of the selection's columns: the index into SIDES. */
export const TOP = 0;
export const BOTTOM = 1;
export const SIDES: readonly Side[] = ['top', 'bottom'];
/** Kind codes of the selection's `kind` column. */
export const KINDS: readonly TestPointKind[] = ['testpoint', 'through-hole', 'via', 'smd'];
/** Target codes of the selection's `target` column. */
export const TARGETS: readonly ProbeTarget[] = ['through-hole-lead', 'via', 'flat-pad'];

/**
 * The configuration's test points resolved against the board, as columns (struct of arrays): one
 * entry per selected point, in configuration order, duplicates collapsed to the first. A million
 * points are a few columns of numbers instead of a million objects (heap columns, not typed arrays:
 * decision 0019); rules read the board's own TestPoint objects through `tp`.
 */
export interface ResolvedSelection {
  readonly count: number;
  /** Index of the point in `board.testPoints`. */
  readonly tp: Column;
  /** Index of the point's entry (its options) in `config.testPoints`. */
  readonly option: Column;
  /** The side the probe comes from (TOP / BOTTOM). */
  readonly side: Column;
  /** 0 when the point's copper is not on the probe side, or that side is not probed. */
  readonly reachable: Column;
  /** The probed feature: index in `board.pads`, else in `board.vias`; -1 when the board has none. */
  readonly pad: Column;
  readonly via: Column;
  /** Point centres (board frame, mm). */
  readonly xs: Column;
  readonly ys: Column;
  /**
   * Copies of the fields the per-point checks read, so that a pass over a million points reads
   * arrays in order instead of a million objects scattered over the heap: pad size (mm), kind
   * (index into KINDS), covered (0/1), drill of the probed feature (mm, NaN for SMD) and target
   * (index into TARGETS).
   */
  readonly sizeMm: Column;
  readonly kind: Column;
  readonly covered: Column;
  readonly drillMm: Column;
  readonly target: Column;
  unknownTestPoints: string[];
  guideHoles: Hole[];
  unknownHoles: string[];
}

/** Where a test point's probe comes from: its own side, or for two-sided copper the chosen side. */
function resolveProbeSide(tp: TestPoint, option: SelectedTestPoint, config: TestConfig): Side {
  if (tp.side !== 'both') return tp.side;
  if (option.side) return option.side;
  return config.probeSide ?? 'bottom';
}

function isReachable(tp: TestPoint, side: Side, config: TestConfig): boolean {
  const exposed = tp.side === 'both' || tp.side === side;
  const probed = config.probeSide === null || side === config.probeSide || config.bothSides;
  return exposed && probed;
}

/** Resolves the configuration's test points and guide holes (duplicates collapse to the first). */
export function resolveSelection(board: Board, config: TestConfig): ResolvedSelection {
  const testPointIndex = makeIndexLookup(board.testPoints);
  const padIndex = makeIndexLookup(board.pads);
  const viaIndex = makeIndexLookup(board.vias);
  const options = config.testPoints;
  const cap = options.length;
  const columns = {
    tp: intColumn(cap),
    option: intColumn(cap),
    side: intColumn(cap),
    reachable: intColumn(cap),
    pad: intColumn(cap),
    via: intColumn(cap),
    xs: floatColumn(cap),
    ys: floatColumn(cap),
    sizeMm: floatColumn(cap),
    kind: intColumn(cap),
    covered: intColumn(cap),
    drillMm: floatColumn(cap),
    target: intColumn(cap),
  };
  // Two entries with the same id resolve to the same board point: one flag per board point finds
  // the duplicates without a set of a million strings. Unknown ids are few; they get a set.
  const taken = new Uint8Array(board.testPoints.length);
  const unknown = new Set<string>();
  let n = 0;
  for (let k = 0; k < cap; k++) {
    const option = options[k]!;
    const t = testPointIndex(option.id);
    if (t < 0) {
      unknown.add(option.id);
      continue;
    }
    if (taken[t]) continue;
    taken[t] = 1;
    const tp = board.testPoints[t]!;
    const side = resolveProbeSide(tp, option, config);
    const pad = padIndex(tp.featureId);
    columns.tp[n] = t;
    columns.option[n] = k;
    columns.side[n] = side === 'top' ? TOP : BOTTOM;
    columns.reachable[n] = isReachable(tp, side, config) ? 1 : 0;
    const via = pad >= 0 ? -1 : viaIndex(tp.featureId);
    columns.pad[n] = pad;
    columns.via[n] = via;
    columns.xs[n] = tp.x;
    columns.ys[n] = tp.y;
    columns.sizeMm[n] = tp.sizeMm;
    columns.kind[n] = KINDS.indexOf(tp.kind);
    columns.covered[n] = tp.covered ? 1 : 0;
    const feature = pad >= 0 ? board.pads[pad]! : via >= 0 ? board.vias[via]! : null;
    columns.drillMm[n] = feature?.drillMm ?? Number.NaN;
    columns.target[n] = TARGETS.indexOf(
      via >= 0 ? 'via' : pad >= 0 && board.pads[pad]!.type === 'th' ? 'through-hole-lead' : 'flat-pad',
    );
    n++;
  }
  const holesById = new Map(board.holes.map((h) => [h.id as string, h]));
  const holeIds = config.locating?.method === 'guide-pins' ? [...new Set(config.locating.holes)] : [];
  return {
    count: n,
    tp: truncated(columns.tp, n),
    option: truncated(columns.option, n),
    side: truncated(columns.side, n),
    reachable: truncated(columns.reachable, n),
    pad: truncated(columns.pad, n),
    via: truncated(columns.via, n),
    xs: truncated(columns.xs, n),
    ys: truncated(columns.ys, n),
    sizeMm: truncated(columns.sizeMm, n),
    kind: truncated(columns.kind, n),
    covered: truncated(columns.covered, n),
    drillMm: truncated(columns.drillMm, n),
    target: truncated(columns.target, n),
    unknownTestPoints: [...unknown],
    guideHoles: holeIds.flatMap((id) => holesById.get(id) ?? []),
    unknownHoles: holeIds.filter((id) => !holesById.has(id)),
  };
}

/** The board's test point of selected point i. */
export const pointAt = (board: Board, sel: ResolvedSelection, i: number): TestPoint =>
  board.testPoints[sel.tp[i]!]!;

/** Drill of selected point i's probed feature (through-hole pad or via), mm; null for SMD. */
export function drillOf(sel: ResolvedSelection, i: number): number | null {
  const d = sel.drillMm[i]!;
  return Number.isNaN(d) ? null : d;
}

/**
 * The copper of selected point i (board frame, mm). Built on demand and not kept: a million points'
 * shapes would otherwise live through the whole analysis. Round copper (circle pads, vias, bare
 * points) is written into `scratch` when one is given (no allocation; valid until the next call).
 */
export function copperShapeOf(
  board: Board,
  sel: ResolvedSelection,
  i: number,
  scratch?: CopperShape,
): CopperShape {
  const pad = sel.pad[i]!;
  if (pad >= 0) {
    const p = board.pads[pad]!;
    const round = p.shape === 'circle' && !(p.polygon && p.polygon.length >= 3);
    if (!round || !scratch) return padCopperShape(p);
    return setRound(scratch, p.x, p.y, Math.min(p.widthMm, p.heightMm) / 2);
  }
  const via = sel.via[i]!;
  if (via >= 0) {
    const v = board.vias[via]!;
    return scratch ? setRound(scratch, v.x, v.y, v.diameterMm / 2) : viaCopperShape(v);
  }
  const tp = pointAt(board, sel, i);
  return setRound(scratch ?? roundShapeScratch(), tp.x, tp.y, tp.sizeMm / 2);
}
