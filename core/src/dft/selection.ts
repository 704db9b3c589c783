import type { Board, Hole, Pad, Side, TestPoint, Via } from '../board/model';
import type { ProbeTarget } from '../fixture/tip-style';
import type { SelectedTestPoint, TestConfig } from './config';
import { makeIdLookup } from './id-lookup';
import { type CopperShape, padCopperShape, viaCopperShape } from './shapes/copper-shape';

/** A selected test point resolved against the board. */
export interface SelectedPoint {
  tp: TestPoint;
  option: SelectedTestPoint;
  /** The side the probe comes from. */
  probeSide: Side;
  /** False when the point's copper is not on the probe side, or that side is not probed. */
  reachable: boolean;
  /** The probed feature (one of the two is set when the board has it). */
  pad: Pad | null;
  via: Via | null;
  /** Drill of the probed feature (through-hole pad or via), mm; null for SMD. */
  drillMm: number | null;
  target: ProbeTarget;
}

/** The configuration's ids resolved against the board; unknown ids are kept to report them. */
export interface ResolvedSelection {
  points: SelectedPoint[];
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

function targetOf(feature: Pad | Via | undefined, isVia: boolean): ProbeTarget {
  if (isVia) return 'via';
  return feature && (feature as Pad).type === 'th' ? 'through-hole-lead' : 'flat-pad';
}

function resolvePoint(
  tp: TestPoint,
  option: SelectedTestPoint,
  config: TestConfig,
  features: FeatureLookup,
): SelectedPoint {
  const probeSide = resolveProbeSide(tp, option, config);
  const pad = features.pads(tp.featureId);
  const via = pad ? undefined : features.vias(tp.featureId);
  return {
    tp,
    option,
    probeSide,
    reachable: isReachable(tp, probeSide, config),
    pad: pad ?? null,
    via: via ?? null,
    drillMm: pad ? pad.drillMm : via ? via.drillMm : null,
    target: targetOf(pad ?? via, via !== undefined),
  };
}

interface FeatureLookup {
  pads: (id: string) => Pad | undefined;
  vias: (id: string) => Via | undefined;
}

/** Resolves the configuration's test points and guide holes (duplicates collapse to the first). */
export function resolveSelection(board: Board, config: TestConfig): ResolvedSelection {
  const testPointById = makeIdLookup(board.testPoints);
  const features: FeatureLookup = { pads: makeIdLookup(board.pads), vias: makeIdLookup(board.vias) };
  const seen = new Set<string>();
  const points: SelectedPoint[] = [];
  const unknownTestPoints: string[] = [];
  for (const option of config.testPoints) {
    if (seen.has(option.id)) continue;
    seen.add(option.id);
    const tp = testPointById(option.id);
    if (tp) points.push(resolvePoint(tp, option, config, features));
    else unknownTestPoints.push(option.id);
  }
  const holesById = new Map(board.holes.map((h) => [h.id as string, h]));
  const holeIds = config.locating?.method === 'guide-pins' ? [...new Set(config.locating.holes)] : [];
  return {
    points,
    unknownTestPoints,
    guideHoles: holeIds.flatMap((id) => holesById.get(id) ?? []),
    unknownHoles: holeIds.filter((id) => !holesById.has(id)),
  };
}

/**
 * The copper of a selected point (board frame, mm). Built on demand and not kept: a million points'
 * shapes would otherwise live through the whole analysis.
 */
export function copperShapeOf(p: SelectedPoint): CopperShape {
  if (p.pad) return padCopperShape(p.pad);
  if (p.via) return viaCopperShape(p.via);
  const r = p.tp.sizeMm / 2;
  return {
    core: [{ x: p.tp.x, y: p.tp.y }],
    radius: r,
    box: [p.tp.x - r, p.tp.y - r, p.tp.x + r, p.tp.y + r],
  };
}
