import { refreshStrategy } from './refresh';
import { makeStep } from './step-parts';
import {
  QUANTITY_UNITS,
  type Quantity,
  type Step,
  type StepKind,
  type StepLimit,
  type TestStrategy,
} from './types';

/**
 * Edits of a strategy (the structured editor). Every function is pure and returns a refreshed
 * strategy (test points, flags, equipment, coverage and time recomputed), so the document never
 * disagrees with its own steps. Unknown ids leave the strategy unchanged.
 */

const withSteps = (strategy: TestStrategy, steps: Step[]) => refreshStrategy({ ...strategy, steps });

/** Moves a step to a position (0-based, clamped). */
export function moveStep(strategy: TestStrategy, stepId: string, to: number): TestStrategy {
  const from = strategy.steps.findIndex((s) => s.id === stepId);
  if (from < 0) return strategy;
  const steps = [...strategy.steps];
  const [step] = steps.splice(from, 1);
  steps.splice(Math.max(0, Math.min(steps.length, to)), 0, step!);
  return withSteps(strategy, steps);
}

export function removeStep(strategy: TestStrategy, stepId: string): TestStrategy {
  const steps = strategy.steps.filter((s) => s.id !== stepId);
  return steps.length === strategy.steps.length ? strategy : withSteps(strategy, steps);
}

/** Adds an engineer's step (kind `custom` unless told) after a step, or at the end. */
export function addStep(
  strategy: TestStrategy,
  fields: { title: string; kind?: StepKind; nets?: string[]; after?: string },
): TestStrategy {
  const taken = new Set(strategy.steps.map((s) => s.id));
  let n = 1;
  while (taken.has(`custom-${n}`)) n++;
  const step = makeStep({
    id: `custom-${n}`,
    kind: fields.kind ?? 'custom',
    title: fields.title,
    instructions: '',
    nets: fields.nets ?? [],
    limits: [],
    equipment: [],
    seconds: 1,
    reason: 'added by the engineer',
  });
  const at = fields.after
    ? strategy.steps.findIndex((s) => s.id === fields.after) + 1
    : strategy.steps.length;
  const steps = [...strategy.steps];
  steps.splice(at <= 0 ? steps.length : at, 0, step);
  return withSteps(strategy, steps);
}

export type StepPatch = Partial<
  Pick<Step, 'title' | 'kind' | 'instructions' | 'notes' | 'seconds' | 'equipment' | 'nets'>
>;

export function updateStep(strategy: TestStrategy, stepId: string, patch: StepPatch): TestStrategy {
  if (!strategy.steps.some((s) => s.id === stepId)) return strategy;
  return withSteps(
    strategy,
    strategy.steps.map((s) =>
      s.id === stepId
        ? {
            ...s,
            ...patch,
            ...(patch.nets ? { nets: [...new Set(patch.nets)] } : {}),
            ...(patch.equipment
              ? { equipment: [...new Set(patch.equipment.filter((e) => e.trim() !== ''))] }
              : {}),
          }
        : s,
    ),
  );
}

export type LimitPatch = Partial<
  Pick<StepLimit, 'label' | 'net' | 'reference' | 'nominal' | 'min' | 'max' | 'expected'>
>;

export function updateLimit(
  strategy: TestStrategy,
  stepId: string,
  limitId: string,
  patch: LimitPatch,
): TestStrategy {
  const step = strategy.steps.find((s) => s.id === stepId);
  if (!step?.limits.some((l) => l.id === limitId)) return strategy;
  const edited = { reason: 'set by the engineer' };
  // Limits the engineer sets are no longer production's: the provenance (decision 0068) goes with them.
  const own = (l: StepLimit): StepLimit => {
    if (!('min' in patch || 'max' in patch)) return l;
    const { production: _drawn, ...rest } = l;
    return rest;
  };
  return withSteps(
    strategy,
    strategy.steps.map((s) =>
      s.id === stepId
        ? { ...s, limits: s.limits.map((l) => (l.id === limitId ? { ...own(l), ...patch, ...edited } : l)) }
        : s,
    ),
  );
}

export function addLimit(
  strategy: TestStrategy,
  stepId: string,
  fields: { label: string; quantity: Quantity; net?: string | null },
): TestStrategy {
  const step = strategy.steps.find((s) => s.id === stepId);
  if (!step) return strategy;
  const taken = new Set(step.limits.map((l) => l.id));
  let n = step.limits.length + 1;
  while (taken.has(`L${n}`)) n++;
  const limit: StepLimit = {
    id: `L${n}`,
    label: fields.label,
    quantity: fields.quantity,
    net: fields.net ?? null,
    reference: null,
    nominal: null,
    min: null,
    max: null,
    expected: fields.quantity === 'check' ? 'passes' : null,
    reason: 'added by the engineer',
  };
  return withSteps(
    strategy,
    strategy.steps.map((s) => (s.id === stepId ? { ...s, limits: [...s.limits, limit] } : s)),
  );
}

export function removeLimit(strategy: TestStrategy, stepId: string, limitId: string): TestStrategy {
  return withSteps(
    strategy,
    strategy.steps.map((s) =>
      s.id === stepId ? { ...s, limits: s.limits.filter((l) => l.id !== limitId) } : s,
    ),
  );
}

/** The unit a limit is read in (Ω, V, A, Hz; empty for checks). */
export const unitOf = (limit: Pick<StepLimit, 'quantity'>): string => QUANTITY_UNITS[limit.quantity];
