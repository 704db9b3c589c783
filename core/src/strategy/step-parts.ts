import { formatQuantity } from './format-values';
import type { StepLimit, Quantity, Step, StepKind } from './types';
import { QUANTITY_UNITS } from './types';

/** A step with the fields the refresh fills (test points, unprobed nets, flag) left empty. */
export function makeStep(fields: {
  id: string;
  kind: StepKind;
  title: string;
  instructions: string;
  nets: string[];
  limits: StepLimit[];
  equipment: string[];
  seconds: number;
  reason: string;
  components?: string[];
  supplies?: Step['supplies'];
  probeless?: string[];
}): Step {
  return {
    ...fields,
    nets: [...new Set(fields.nets)],
    testPoints: [],
    probes: [],
    unprobed: [],
    flag: null,
    components: fields.components ?? [],
    supplies: fields.supplies ?? [],
    probeless: fields.probeless ?? [],
    notes: '',
  };
}

/** Numbers limits L1, L2 … in the order given. */
export function numberLimits(limits: Omit<StepLimit, 'id'>[]): StepLimit[] {
  return limits.map((l, i) => ({ id: `L${i + 1}`, ...l }));
}

export function measurement(
  quantity: Exclude<Quantity, 'check'>,
  fields: {
    label: string;
    net: string | null;
    reference?: string | null;
    nominal?: number | null;
    min?: number | null;
    max?: number | null;
    reason: string;
  },
): Omit<StepLimit, 'id'> {
  return {
    label: fields.label,
    quantity,
    net: fields.net,
    reference: fields.reference ?? null,
    nominal: fields.nominal ?? null,
    min: fields.min ?? null,
    max: fields.max ?? null,
    expected: null,
    reason: fields.reason,
  };
}

export function check(fields: {
  label: string;
  net?: string | null;
  expected: string;
  reason: string;
}): Omit<StepLimit, 'id'> {
  return {
    label: fields.label,
    quantity: 'check',
    net: fields.net ?? null,
    reference: null,
    nominal: null,
    min: null,
    max: null,
    expected: fields.expected,
    reason: fields.reason,
  };
}

/** "3.135 V … 3.465 V", "≥ 100 Ω", "≤ 250 mA", "passes: enumerates", "no limit set". */
export function describeLimit(limit: StepLimit): string {
  if (limit.quantity === 'check') return limit.expected ? `expect: ${limit.expected}` : 'check';
  const unit = QUANTITY_UNITS[limit.quantity];
  const f = (v: number) => formatQuantity(v, unit);
  if (limit.min !== null && limit.max !== null) return `${f(limit.min)} … ${f(limit.max)}`;
  if (limit.min !== null) return `≥ ${f(limit.min)}`;
  if (limit.max !== null) return `≤ ${f(limit.max)}`;
  return limit.nominal !== null ? `${f(limit.nominal)} (no limits set)` : 'no limits set';
}
