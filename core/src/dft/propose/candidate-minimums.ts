import type { Hole, Side, TestPoint } from '../../board/model';
import { PROBE_CLASSES, type ProbeCatalog, pairSpacingMm } from '../../probing/probe-catalog';
import { largestClassForPad, NO_CLASS } from '../../probing/probe-classes';
import type { EdgeClearanceGrid } from '../../spatial/edge-clearance-grid';
import type { SegmentIndex } from '../../spatial/segment-index';
import type { SideBodies } from '../component-bodies';
import { gradeAtLeast } from '../recorder';
import { roundMm, toHundredths } from '../../units/rounding';
import type { CopperShape } from '../shapes/copper-shape';
import { boxDistance, shapeDistance } from '../shapes/shape-distance';
import type { DftThresholds } from '../thresholds';
import { underOwnBody } from '../rules/own-body';

/**
 * Why a candidate would fail a minimum of PRODUCT.md §5/§6 on its own, whatever else is selected
 * (decision 0020): the proposal never selects such a candidate.
 */
export const MINIMUM_FAILURES = [
  /** Pad below the pad-size minimum (`tp-pad-size` fail). */
  'pad-size',
  /** Pad below the smallest probe class's minimum pad (`probe-class` fail). */
  'no-probe-class',
  /** Centre outside the outline or closer to its edge than the minimum (`tp-board-edge` fail). */
  'board-edge',
  /** Closer to a proposed guide hole than the minimum plus the hole's radius (`guide-pin-tp` fail). */
  'guide-pin',
  /** Copper closer to a component body on its probe side than the minimum (`tp-component` fail). */
  'component',
] as const;
export type MinimumFailure = (typeof MINIMUM_FAILURES)[number];

/** What the checks read besides the candidate: the same indexes and limits the analysis uses. */
export interface MinimumsEnv {
  outline: SegmentIndex | null;
  /** The outline raster the `tp-board-edge` rule builds (reach: its larger threshold + 0.01). */
  edgeGrid: EdgeClearanceGrid | null;
  bodies: Record<Side, SideBodies>;
  guideHoles: Hole[];
  thresholds: DftThresholds;
  catalog: ProbeCatalog;
}

/** The reach of the outline raster the `tp-board-edge` rule uses: shared with the analysis. */
export const edgeRuleReach = (t: DftThresholds): number =>
  Math.max(t.tpEdgeMm.recommended, t.tpEdgeMm.minimum) + 0.01;

function failsEdge(tp: TestPoint, env: MinimumsEnv): boolean {
  if (!env.outline) return false; // no outline: one warning for the whole board, nothing to avoid
  if (env.edgeGrid?.isClear(tp.x, tp.y)) return false;
  if (!env.outline.contains(tp)) return true;
  const minimum = env.thresholds.tpEdgeMm.minimum;
  const d = env.outline.distanceWithin(tp, minimum + 0.01);
  return d !== Infinity && toHundredths(d) < toHundredths(minimum);
}

function failsComponent(tp: TestPoint, side: Side, shape: CopperShape, env: MinimumsEnv): boolean {
  const minimum = env.thresholds.tpComponent.minimumMm;
  const reach = minimum + 0.01;
  const { bodies, grid } = env.bodies[side];
  const [x0, y0, x1, y1] = shape.box;
  const near = grid.collect(x0 - reach, y0 - reach, x1 + reach, y1 + reach);
  for (let n = 0; n < near; n++) {
    const body = bodies[grid.found[n]!]!;
    if (tp.ref !== null && body.component.ref === tp.ref) {
      if (underOwnBody(tp, body)) return true;
      continue;
    }
    if (boxDistance(shape, body.shape) > reach) continue;
    if (toHundredths(shapeDistance(shape, body.shape)) < toHundredths(minimum)) return true;
  }
  return false;
}

/** A guide hole's centre and the `guide-pin-tp` minimum around it, in hundredths of a mm. */
interface GuideLimit {
  x: number;
  y: number;
  limit: number;
  /** Farther than this on either axis (mm), a point passes. */
  reach: number;
}

function guideLimits(env: MinimumsEnv): GuideLimit[] {
  const base = env.thresholds.guidePinTpMm;
  return env.guideHoles.map((h) => {
    // As the rule grades it: the minimum plus the radius, shown to 0.01 mm.
    const limit = toHundredths(roundMm(base.minimum + h.diameterMm / 2));
    return { x: h.x, y: h.y, limit, reach: (limit + 1) / 100 + 0.01 };
  });
}

function failsGuidePin(tp: TestPoint, holes: GuideLimit[]): boolean {
  for (const h of holes) {
    const dx = tp.x - h.x;
    const dy = tp.y - h.y;
    if (Math.abs(dx) > h.reach || Math.abs(dy) > h.reach) continue;
    if (toHundredths(Math.hypot(dx, dy)) < h.limit) return true;
  }
  return false;
}

/**
 * The minimums a candidate can fail on its own (decision 0020), compared exactly as the analysis
 * compares (0.01 mm, equality passes) so that a proposal never carries these fails. Made once per
 * proposal: the guide holes' limits are worked out up front.
 */
export class MinimumChecks {
  private readonly holes: GuideLimit[];

  constructor(private readonly env: MinimumsEnv) {
    this.holes = guideLimits(env);
  }

  /** The first minimum failed whatever the probe side (pad size, probe class, edge, guide pin). */
  sideFree(tp: TestPoint): MinimumFailure | null {
    const pad = this.env.thresholds.padSizeMm;
    if (gradeAtLeast(tp.sizeMm, pad.recommended, pad.minimum) === 'fail') return 'pad-size';
    if (largestClassForPad(this.env.catalog, tp.sizeMm) === NO_CLASS) return 'no-probe-class';
    if (failsEdge(tp, this.env)) return 'board-edge';
    if (failsGuidePin(tp, this.holes)) return 'guide-pin';
    return null;
  }

  /** True when the copper (`shape`) is closer than the minimum to a body on the probe side. */
  failsComponent(tp: TestPoint, side: Side, shape: CopperShape): boolean {
    return failsComponent(tp, side, shape, this.env);
  }

  /**
   * False when no body on the side (but the point's own component's) comes within the minimum of
   * the disc (x, y, r) holding the copper: then the copper passes without being built. True means
   * "measure it".
   */
  mayFailComponent(tp: TestPoint, side: Side, x: number, y: number, r: number): boolean {
    const { bodies, grid } = this.env.bodies[side];
    const reach = r + this.env.thresholds.tpComponent.minimumMm + 0.01;
    const near = grid.collect(x - reach, y - reach, x + reach, y + reach);
    for (let n = 0; n < near; n++) {
      const body = bodies[grid.found[n]!]!;
      if (tp.ref === null || body.component.ref !== tp.ref || underOwnBody(tp, body)) return true;
    }
    return false;
  }
}

/**
 * The first minimum a candidate probed from `side` fails on its own, or null: the side-free ones,
 * then the component clearance. `shape` is the candidate's copper (`tp-component` measures from
 * the pad edge).
 */
export function minimumFailure(
  tp: TestPoint,
  side: Side,
  shape: CopperShape,
  env: MinimumsEnv,
): MinimumFailure | null {
  const checks = new MinimumChecks(env);
  return checks.sideFree(tp) ?? (checks.failsComponent(tp, side, shape) ? 'component' : null);
}

/**
 * The smallest same-side centre spacing (hundredths of a mm) a new point may have to a chosen one:
 * the spacing minimum (`tp-spacing` fail below), and the smallest class's own pair spacing (closer
 * than that, no probe class fits either point: a `probe-class` fail).
 */
export function minimumSpacingHundredths(thresholds: DftThresholds, catalog: ProbeCatalog): number {
  const smallest = PROBE_CLASSES[PROBE_CLASSES.length - 1]!;
  return Math.max(
    toHundredths(thresholds.tpSpacingMm.minimum),
    toHundredths(pairSpacingMm(catalog, smallest, smallest)),
  );
}
