import { limitResolution, roundDown, roundUp } from '../results/limit-resolution';
import { QUANTITY_UNITS, type LimitProvenance, type StepLimit, type TestStrategy } from './types';

/**
 * Limits drawn from production distributions (issue 32 item 3, decision 0068): for each numeric
 * limit of a strategy version, limits centred on the observed process as a test engineer would sign
 * them — mean ± k·σ with k = 3 × the Cpk target (Cpk 1.33 ⇒ ±4σ), rounded outward to the resolution
 * the spread reaches — with whether they tighten or widen the current ones and whether they leave the
 * limits as designed. Values, σ and limits share the limit's unit (V, A, Ω, Hz).
 */

/** Cpk the proposed limits are drawn for: 4/3 (the usual 1.33), so the limits are mean ± 4σ. */
export const PRODUCTION_CPK_TARGET = 4 / 3;
/** Fewest passing values a limit is proposed from (below it σ is too uncertain to sign). */
export const PRODUCTION_MIN_PASSING = 30;

/** One measurement as the results aggregate it (the dashboard's figures). */
export interface ObservedMeasurement {
  stepId: string;
  /** The limit's id in the step (what the station reports as the measurement's id). */
  measurementId: string;
  /** The unit the station reported ('' when it gave none). */
  unit: string;
  /** Measurements reported (with or without a value). */
  count: number;
  failures: number;
  /** Measurements that read a number: what mean and σ are of. */
  values: number;
  mean: number | null;
  /** Sample standard deviation (n − 1). */
  stdDev: number | null;
  min: number | null;
  max: number | null;
}

/** Where the observations come from: the version whose runs they are and the window (ISO 8601). */
export interface ProductionSource {
  versionNumber: number;
  from: string;
  to: string;
}

export interface LimitPair {
  min: number | null;
  max: number | null;
}

export type LimitChange = 'tighten' | 'widen' | 'unchanged';

/** One numeric limit of the version with what production says about it. */
export interface LimitProposal {
  /** `stepId/limitId`: how a selection names it. */
  key: string;
  stepId: string;
  limitId: string;
  stepTitle: string;
  label: string;
  unit: string;
  current: LimitPair;
  /** The limits as designed, before production first moved them. */
  design: LimitPair;
  /** Null when skipped. */
  proposed: LimitPair | null;
  /** `widen` when either side moves outward (that side goes past the current limit). */
  change: LimitChange | null;
  /** A proposed side lies outside the design limits: the engineer must see it before applying. */
  beyondDesign: boolean;
  count: number;
  failures: number;
  values: number;
  mean: number | null;
  stdDev: number | null;
  cpkNow: number | null;
  cpkAfter: number | null;
  /** The step the proposal is rounded to (in the unit), or null when skipped. */
  resolution: number | null;
  /** Why nothing is proposed (the engineer reads it in the row), or null. */
  skipped: string | null;
  /** What the limit will carry when applied; null when skipped. */
  provenance: LimitProvenance | null;
}

/** Units as stations write them, to the strategy's (the pytest export writes Ω; others write ohm). */
const UNIT_ALIASES: Record<string, string> = {
  ohm: 'Ω',
  ohms: 'Ω',
  Ohm: 'Ω',
  '\u2126': 'Ω',
  v: 'V',
  a: 'A',
  hz: 'Hz',
};
const sameUnit = (reported: string, unit: string) =>
  reported === '' || reported === unit || UNIT_ALIASES[reported] === unit;

/** Cpk of a normal process with this mean and σ against a pair of limits (null without a limit). */
export function cpkAgainst(mean: number, stdDev: number, limits: LimitPair): number | null {
  if (!(stdDev > 0)) return null;
  const sides: number[] = [];
  if (limits.max !== null) sides.push((limits.max - mean) / (3 * stdDev));
  if (limits.min !== null) sides.push((mean - limits.min) / (3 * stdDev));
  return sides.length ? Math.min(...sides) : null;
}

function skipReason(
  limit: StepLimit,
  unit: string,
  seen: ObservedMeasurement | undefined,
  minPassing: number,
) {
  if (limit.min === null && limit.max === null)
    return 'No limits to move: set a minimum or maximum in the editor first.';
  if (!seen || seen.count === 0) return 'No production values for this measurement in the window.';
  if (!sameUnit(seen.unit, unit))
    return `The stations report “${seen.unit}”, the limit is in ${unit}: fix the unit before drawing limits from it.`;
  const passing = seen.count - seen.failures;
  if (passing === 0)
    return `All ${seen.count} values fail the current limits: no usable distribution (fix the cause first).`;
  if (passing < minPassing || seen.values < minPassing)
    return `${Math.min(passing, seen.values)} passing values; at least ${minPassing} are needed to draw limits.`;
  if (seen.mean === null || seen.stdDev === null || !(seen.stdDev > 0))
    return 'Every value is the same (σ = 0): no spread to draw limits from.';
  return null;
}

/** One side of the proposal: outward-rounded, and held at the current limit when only rounding passed it. */
function side(raw: number, current: number | null, step: number, lower: boolean): number | null {
  if (current === null) return null;
  const rounded = lower ? roundDown(raw, step) : roundUp(raw, step);
  const rawInside = lower ? raw >= current : raw <= current;
  if (!rawInside) return rounded;
  return lower ? Math.max(rounded, current) : Math.min(rounded, current);
}

function changeOf(current: LimitPair, proposed: LimitPair): LimitChange {
  const lowWidens = proposed.min !== null && current.min !== null && proposed.min < current.min;
  const highWidens = proposed.max !== null && current.max !== null && proposed.max > current.max;
  if (lowWidens || highWidens) return 'widen';
  return proposed.min === current.min && proposed.max === current.max ? 'unchanged' : 'tighten';
}

const beyond = (design: LimitPair, proposed: LimitPair) =>
  (design.min !== null && proposed.min !== null && proposed.min < design.min) ||
  (design.max !== null && proposed.max !== null && proposed.max > design.max);

/**
 * Proposed limits for every numeric limit of `strategy` from the observed measurements of its
 * version. Each row says what changes, or why nothing is proposed (too few passing values, σ = 0,
 * no values, all failing, no limits, another unit).
 */
export function proposeLimitsFromProduction(
  strategy: TestStrategy,
  observed: readonly ObservedMeasurement[],
  source: ProductionSource,
  options: { cpkTarget?: number; minPassing?: number } = {},
): LimitProposal[] {
  const cpkTarget = options.cpkTarget ?? PRODUCTION_CPK_TARGET;
  const minPassing = options.minPassing ?? PRODUCTION_MIN_PASSING;
  const sigmas = 3 * cpkTarget;
  const byKey = new Map(observed.map((o) => [`${o.stepId}/${o.measurementId}`, o]));
  return strategy.steps.flatMap((step) =>
    step.limits
      .filter((l) => l.quantity !== 'check')
      .map((limit): LimitProposal => {
        const key = `${step.id}/${limit.id}`;
        const seen = byKey.get(key);
        const unit = QUANTITY_UNITS[limit.quantity];
        const current = { min: limit.min, max: limit.max };
        const design = limit.production
          ? { min: limit.production.designMin, max: limit.production.designMax }
          : current;
        const mean = seen?.mean ?? null;
        const stdDev = seen?.stdDev ?? null;
        const base = {
          key,
          stepId: step.id,
          limitId: limit.id,
          stepTitle: step.title,
          label: limit.label,
          unit,
          current,
          design,
          count: seen?.count ?? 0,
          failures: seen?.failures ?? 0,
          values: seen?.values ?? 0,
          mean,
          stdDev,
          cpkNow: mean !== null && stdDev !== null ? cpkAgainst(mean, stdDev, current) : null,
        };
        const skipped = skipReason(limit, unit, seen, minPassing);
        if (skipped !== null || mean === null || stdDev === null)
          return {
            ...base,
            proposed: null,
            change: null,
            beyondDesign: false,
            cpkAfter: null,
            resolution: null,
            skipped: skipped ?? 'No usable distribution.',
            provenance: null,
          };
        const step_ = limitResolution(stdDev, unit);
        const proposed = {
          min: side(mean - sigmas * stdDev, current.min, step_, true),
          max: side(mean + sigmas * stdDev, current.max, step_, false),
        };
        return {
          ...base,
          proposed,
          change: changeOf(current, proposed),
          beyondDesign: beyond(design, proposed),
          cpkAfter: cpkAgainst(mean, stdDev, proposed),
          resolution: step_,
          skipped: null,
          provenance: {
            sourceVersion: source.versionNumber,
            n: seen!.values,
            mean,
            stdDev,
            from: source.from,
            to: source.to,
            cpkTarget,
            designMin: design.min,
            designMax: design.max,
          },
        };
      }),
  );
}
