import type { Side, TestPoint } from '../../board/model';
import { PROBE_CLASSES } from '../../probing/probe-catalog';
import { largestClassForPad, NO_CLASS } from '../../probing/probe-classes';
import { gradeAtLeast } from '../recorder';
import { roundMm, toHundredths } from '../../units/rounding';
import type { CopperShape } from '../shapes/copper-shape';
import { boxDistance, shapeDistance } from '../shapes/shape-distance';
import type { HeightSource } from '../types';
import type { MinimumFailure, MinimumsEnv } from './candidate-minimums';
import { underOwnBody } from '../rules/own-body';

/**
 * Why a candidate was not taken (decision 0037): a minimum it fails on its own (decision 0020), a
 * selected point closer than the spacing minimum, or, for a designed test point, why it is no
 * candidate at all (covered copper, copper only on the other side, no net) or why it was not needed.
 */
export type RefusalCode =
  | MinimumFailure
  | 'spacing'
  | 'covered'
  | 'other-side'
  | 'no-net'
  /** Selected, but no probe can be fitted (no probe class) or it is drilled only. */
  | 'no-probe'
  /** Passes every minimum; its net is probed by another point. */
  | 'net-probed'
  /** Passes every minimum; nothing selected it (a hand-made selection). */
  | 'not-selected';

/** One reason, with what was measured and the limit it was held to (mm, as the rules compare: 0.01). */
export interface RefusalReason {
  code: RefusalCode;
  /** The measured value (mm; negative: outside the outline), null when nothing was measured. */
  measuredMm: number | null;
  /** The minimum it was held to (mm), null when none applies. */
  minimumMm: number | null;
  /** What it was measured against, by name: a component ref, a test point label, a hole. */
  against: string | null;
  /** For `component`: the body's height and where it came from (a package default is a guess). */
  height?: { mm: number; source: HeightSource; packageClass: string | null };
}

/** The pad-size and probe-class minimums a pad fails (at most one: the pad-size one first). */
function padReasons(tp: TestPoint, env: MinimumsEnv): RefusalReason[] {
  const pad = env.thresholds.padSizeMm;
  if (gradeAtLeast(tp.sizeMm, pad.recommended, pad.minimum) === 'fail')
    return [{ code: 'pad-size', measuredMm: roundMm(tp.sizeMm), minimumMm: pad.minimum, against: null }];
  if (largestClassForPad(env.catalog, tp.sizeMm) !== NO_CLASS) return [];
  const smallest = env.catalog.classes[PROBE_CLASSES[PROBE_CLASSES.length - 1]!];
  return [
    { code: 'no-probe-class', measuredMm: roundMm(tp.sizeMm), minimumMm: smallest.minPadMm, against: null },
  ];
}

function edgeReason(tp: TestPoint, env: MinimumsEnv): RefusalReason | null {
  if (!env.outline || env.edgeGrid?.isClear(tp.x, tp.y)) return null;
  const minimum = env.thresholds.tpEdgeMm.minimum;
  const inside = env.outline.contains(tp);
  const d = env.outline.distanceTo(tp);
  if (inside && toHundredths(d) >= toHundredths(minimum)) return null;
  return { code: 'board-edge', measuredMm: roundMm(inside ? d : -d), minimumMm: minimum, against: null };
}

function guidePinReason(tp: TestPoint, env: MinimumsEnv): RefusalReason | null {
  const base = env.thresholds.guidePinTpMm.minimum;
  let worst: RefusalReason | null = null;
  for (const h of env.guideHoles) {
    const limit = roundMm(base + h.diameterMm / 2);
    const d = Math.hypot(tp.x - h.x, tp.y - h.y);
    if (toHundredths(d) >= toHundredths(limit)) continue;
    if (worst && worst.measuredMm! <= roundMm(d)) continue;
    worst = { code: 'guide-pin', measuredMm: roundMm(d), minimumMm: limit, against: h.ref ?? 'a guide hole' };
  }
  return worst;
}

/** The nearest body on the side closer than the minimum to the copper (its own component aside). */
function componentReason(
  tp: TestPoint,
  side: Side,
  shape: CopperShape,
  env: MinimumsEnv,
): RefusalReason | null {
  const minimum = env.thresholds.tpComponent.minimumMm;
  const reach = minimum + 0.01;
  const { bodies, grid } = env.bodies[side];
  const [x0, y0, x1, y1] = shape.box;
  const near = grid.collect(x0 - reach, y0 - reach, x1 + reach, y1 + reach);
  let nearest: RefusalReason | null = null;
  let nearestD = Infinity;
  for (let n = 0; n < near; n++) {
    const body = bodies[grid.found[n]!]!;
    if (tp.ref !== null && body.component.ref === tp.ref) {
      // A through-hole pin under its own body: 0 mm, the nearest there is (decision 0054).
      if (!underOwnBody(tp, body)) continue;
      return {
        code: 'component',
        measuredMm: 0,
        minimumMm: minimum,
        against: body.component.ref || body.component.id,
        height: { ...body.height },
      };
    }
    if (boxDistance(shape, body.shape) > reach) continue;
    const d = shapeDistance(shape, body.shape);
    if (toHundredths(d) >= toHundredths(minimum) || d >= nearestD) continue;
    nearestD = d;
    nearest = {
      code: 'component',
      measuredMm: roundMm(d),
      minimumMm: minimum,
      against: body.component.ref || body.component.id,
      height: { ...body.height },
    };
  }
  return nearest;
}

/**
 * Every minimum a candidate probed from `side` fails on its own, measured (decision 0020 says which;
 * this says by how much): pad size or probe class, board edge, guide pins, component bodies. Empty
 * when it passes them all. Compares exactly as `MinimumChecks` and the rules do.
 */
export function measureMinimumFailures(
  tp: TestPoint,
  side: Side,
  shape: CopperShape,
  env: MinimumsEnv,
): RefusalReason[] {
  const reasons = padReasons(tp, env);
  const edge = edgeReason(tp, env);
  if (edge) reasons.push(edge);
  const guide = guidePinReason(tp, env);
  if (guide) reasons.push(guide);
  const body = componentReason(tp, side, shape, env);
  if (body) reasons.push(body);
  return reasons;
}
