import type { Side, TestPointKind } from '../board/model';
import { countCandidates } from '../board/test-points';
import { PROBE_CLASSES, type ProbeClass } from '../probing/probe-catalog';
import { probeClassName } from '../probing/probe-classes';
import { registrationScore } from '../probing/registration';
import type { AnalysisContext } from './context';
import { probedSides } from '../test-config/model';
import { roundMm } from '../units/rounding';
import { KINDS, SIDES } from './selection';
import type { HeightSource } from './types';

/** Probe counts by class (installed probes; high-power points count several). */
export type ProbeCounts = Record<ProbeClass, number> & {
  total: number;
  /** Selected points that could not take any class. */
  unassigned: number;
  /** Points drilled for a receptacle but not populated. */
  drillOnly: number;
};

/** The facts a report's summary shows (PRODUCT.md §5), mm in the board frame. */
export interface ReportFacts {
  dimensionsMm: { width: number; height: number } | null;
  thicknessMm: number | null;
  copperLayers: number | null;
  sidesProbed: Side[];
  locating: { method: 'guide-pins' | 'cradle' | null; holes: string[]; registrationScore: number | null };
  testPoints: {
    /** Probe-able candidates (`countCandidates`: uncovered copper), the count every screen shows. */
    candidates: number;
    /** Candidates under solder mask or tented; absent in reports made before engine 1.2.0. */
    covered?: number;
    selected: number;
    byKind: Record<TestPointKind, { top: number; bottom: number }>;
  };
  smallestPadMm: number | null;
  smallestSpacingMm: number | null;
  nets: number;
  probedNets: number;
  coveragePercent: number;
  probes: ProbeCounts;
  totalProbeForceN: number;
  /**
   * How many component bodies (both sides) took their height from each source: the board's STEP
   * model, the design data ('model'), the user's override, or a package-class default. Absent from
   * reports made before decision 0040.
   */
  heightSources?: Record<HeightSource, number>;
  /**
   * The engine version whose importers read the analysed board (`Board.readBy`); null when the board
   * was stored before engine 1.3.0, whose KiCad bodies are courtyards (decision 0043). Absent from
   * reports made before engine 1.3.0.
   */
  boardReadBy?: string | null;
}

function countHeightSources(ctx: AnalysisContext): Record<HeightSource, number> {
  const counts: Record<HeightSource, number> = { step: 0, override: 0, model: 0, default: 0 };
  for (const side of SIDES) for (const body of ctx.bodies[side].bodies) counts[body.height.source]++;
  return counts;
}

function countProbesByClass(ctx: AnalysisContext): ProbeCounts {
  const counts = { P100: 0, P75: 0, P50: 0, P39: 0, total: 0, unassigned: 0, drillOnly: 0 };
  const { classes, probes } = ctx.plan;
  const sel = ctx.selection;
  for (let i = 0; i < sel.count; i++) {
    const probeClass = probeClassName(classes[i]!);
    if (probeClass === null) counts.unassigned++;
    else counts[probeClass] += probes[i]!;
    if (ctx.config.testPoints[sel.option[i]!]!.drillOnly) counts.drillOnly++;
  }
  counts.total = PROBE_CLASSES.reduce((n, c) => n + counts[c], 0);
  return counts;
}

// The closest same-side pair is among the indexed pairs when there is any; otherwise every point's
// nearest same-side neighbour is farther than the pair radius and is looked up one by one.
function smallestSpacing(ctx: AnalysisContext): number | null {
  let best = Infinity;
  for (let k = 0; k < ctx.pairs.count; k++) best = Math.min(best, ctx.pairs.distanceMm[k]!);
  if (best < Infinity) return roundMm(best);
  const { xs, ys, side, count } = ctx.selection;
  for (let i = 0; i < count; i++) {
    const [j] = ctx.pointIndex().nearest(xs[i]!, ys[i]!, 1, Infinity, (k) => k !== i && side[k] === side[i]);
    if (j !== undefined) best = Math.min(best, Math.hypot(xs[j]! - xs[i]!, ys[j]! - ys[i]!));
  }
  return best < Infinity ? roundMm(best) : null;
}

function countByKind(ctx: AnalysisContext): ReportFacts['testPoints']['byKind'] {
  const byKind = {
    testpoint: { top: 0, bottom: 0 },
    'through-hole': { top: 0, bottom: 0 },
    via: { top: 0, bottom: 0 },
    smd: { top: 0, bottom: 0 },
  };
  const sel = ctx.selection;
  for (let i = 0; i < sel.count; i++) byKind[KINDS[sel.kind[i]!]!][SIDES[sel.side[i]!]!]++;
  return byKind;
}

function smallestPad(ctx: AnalysisContext): number | null {
  const sel = ctx.selection;
  let smallest = Infinity;
  for (let i = 0; i < sel.count; i++) smallest = Math.min(smallest, sel.sizeMm[i]!);
  return sel.count > 0 ? roundMm(smallest) : null;
}

/** Gathers the summary facts of a report from the analysis context. */
export function gatherFacts(ctx: AnalysisContext): ReportFacts {
  const { extent, config, selection } = ctx;
  const hasExtent = extent.minX <= extent.maxX;
  const guide = config.locating?.method === 'guide-pins';
  const counted = countCandidates(ctx.board);
  return {
    dimensionsMm: hasExtent
      ? { width: roundMm(extent.maxX - extent.minX), height: roundMm(extent.maxY - extent.minY) }
      : null,
    thicknessMm: ctx.board.thicknessMm,
    copperLayers: ctx.board.copperLayerCount,
    sidesProbed: probedSides(config),
    locating: {
      method: config.locating?.method ?? null,
      holes: selection.guideHoles.map((h) => h.id),
      registrationScore: guide && hasExtent ? registrationScore(selection.guideHoles, extent) : null,
    },
    testPoints: {
      candidates: counted.probeable,
      covered: counted.covered,
      selected: selection.count,
      byKind: countByKind(ctx),
    },
    smallestPadMm: smallestPad(ctx),
    smallestSpacingMm: smallestSpacing(ctx),
    nets: ctx.coverage.coverage.nets,
    probedNets: ctx.coverage.coverage.probedNets,
    coveragePercent: ctx.coverage.coverage.percent,
    probes: countProbesByClass(ctx),
    totalProbeForceN: Math.round(ctx.plan.totalForceN * 100) / 100,
    heightSources: countHeightSources(ctx),
    boardReadBy: ctx.board.readBy ?? null,
  };
}
