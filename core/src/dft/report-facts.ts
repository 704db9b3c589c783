import type { Side, TestPointKind } from '../board/model';
import { PROBE_CLASSES, type ProbeClass } from '../fixture/probe-catalog';
import { registrationScore } from '../fixture/registration';
import type { AnalysisContext } from './context';
import { roundMm } from './rounding';
import { totalProbeForceN } from './rules/config-kit';
import { probedSides } from './rules/component-height';

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
    candidates: number;
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
}

function countProbesByClass(ctx: AnalysisContext): ProbeCounts {
  const counts = { P100: 0, P75: 0, P50: 0, P39: 0, total: 0, unassigned: 0, drillOnly: 0 };
  ctx.plan.forEach((entry, i) => {
    if (entry.probeClass === null) counts.unassigned++;
    else counts[entry.probeClass] += entry.probes;
    if (ctx.selection.points[i]!.option.drillOnly) counts.drillOnly++;
  });
  counts.total = PROBE_CLASSES.reduce((n, c) => n + counts[c], 0);
  return counts;
}

// The closest same-side pair is among the indexed pairs when there is any; otherwise every point's
// nearest same-side neighbour is farther than the pair radius and is looked up one by one.
function smallestSpacing(ctx: AnalysisContext): number | null {
  let best = Infinity;
  for (let k = 0; k < ctx.pairs.count; k++) best = Math.min(best, ctx.pairs.distanceMm[k]!);
  if (best < Infinity) return roundMm(best);
  const points = ctx.selection.points;
  points.forEach((p, i) => {
    const [j] = ctx
      .pointIndex()
      .nearest(p.tp.x, p.tp.y, 1, Infinity, (k) => k !== i && points[k]!.probeSide === p.probeSide);
    if (j !== undefined)
      best = Math.min(best, Math.hypot(points[j]!.tp.x - p.tp.x, points[j]!.tp.y - p.tp.y));
  });
  return best < Infinity ? roundMm(best) : null;
}

function countByKind(ctx: AnalysisContext): ReportFacts['testPoints']['byKind'] {
  const byKind = {
    testpoint: { top: 0, bottom: 0 },
    'through-hole': { top: 0, bottom: 0 },
    via: { top: 0, bottom: 0 },
    smd: { top: 0, bottom: 0 },
  };
  for (const p of ctx.selection.points) byKind[p.tp.kind][p.probeSide]++;
  return byKind;
}

/** Gathers the summary facts of a report from the analysis context. */
export function gatherFacts(ctx: AnalysisContext): ReportFacts {
  const { extent, config, selection } = ctx;
  const hasExtent = extent.minX <= extent.maxX;
  const guide = config.locating?.method === 'guide-pins';
  const pads = selection.points.map((p) => p.tp.sizeMm);
  return {
    dimensionsMm: hasExtent
      ? { width: roundMm(extent.maxX - extent.minX), height: roundMm(extent.maxY - extent.minY) }
      : null,
    thicknessMm: ctx.board.thicknessMm,
    copperLayers: ctx.board.copperLayerCount,
    sidesProbed: probedSides(config.probeSide, config.bothSides),
    locating: {
      method: config.locating?.method ?? null,
      holes: selection.guideHoles.map((h) => h.id),
      registrationScore: guide && hasExtent ? registrationScore(selection.guideHoles, extent) : null,
    },
    testPoints: {
      candidates: ctx.board.testPoints.length,
      selected: selection.points.length,
      byKind: countByKind(ctx),
    },
    smallestPadMm: pads.length > 0 ? roundMm(pads.reduce((a, b) => Math.min(a, b))) : null,
    smallestSpacingMm: smallestSpacing(ctx),
    nets: ctx.coverage.coverage.nets,
    probedNets: ctx.coverage.coverage.probedNets,
    coveragePercent: ctx.coverage.coverage.percent,
    probes: countProbesByClass(ctx),
    totalProbeForceN: Math.round(totalProbeForceN(ctx) * 100) / 100,
  };
}
