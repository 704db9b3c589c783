import { POWERED_KINDS, type TestStrategy } from './types';

export interface StrategyIssue {
  severity: 'error' | 'warning';
  /** The step the issue is about, or null for the whole plan. */
  stepId: string | null;
  message: string;
}

/**
 * What is wrong with a plan as an engineer edited it: a powered step before the shorts check or
 * before the power-up, limits whose minimum exceeds their maximum, steps without a limit, repeated
 * ids. Errors make a plan unusable (an export would be wrong); warnings are worth a look.
 */
export function reviewStrategy(strategy: TestStrategy): StrategyIssue[] {
  const issues: StrategyIssue[] = [];
  const steps = strategy.steps;
  const shortsAt = steps.findIndex((s) => s.kind === 'shorts');
  const powerAt = steps.findIndex((s) => s.kind === 'power-up');
  const firstPowered = steps.findIndex((s) => POWERED_KINDS.has(s.kind));
  if (shortsAt >= 0 && firstPowered >= 0 && firstPowered < shortsAt)
    issues.push({
      severity: 'warning',
      stepId: steps[firstPowered]!.id,
      message: `"${steps[firstPowered]!.title}" powers the board before the shorts check: a short would be powered`,
    });
  if (powerAt >= 0)
    for (const [i, s] of steps.entries())
      if (i < powerAt && POWERED_KINDS.has(s.kind) && s.kind !== 'power-up')
        issues.push({
          severity: 'warning',
          stepId: s.id,
          message: `"${s.title}" needs power but comes before the power-up`,
        });
  const seen = new Set<string>();
  for (const s of steps) {
    if (seen.has(s.id))
      issues.push({ severity: 'error', stepId: s.id, message: `step id ${s.id} is used twice` });
    seen.add(s.id);
    if (s.limits.length === 0)
      issues.push({ severity: 'warning', stepId: s.id, message: `"${s.title}" has no limit or check` });
    for (const l of s.limits)
      if (l.min !== null && l.max !== null && l.min > l.max)
        issues.push({
          severity: 'error',
          stepId: s.id,
          message: `"${s.title}", ${l.label}: the minimum (${l.min}) is above the maximum (${l.max})`,
        });
  }
  return issues;
}
