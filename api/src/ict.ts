import type { IctPlan } from '@studio/core';
import { z } from 'zod';

/**
 * `@studio/core`'s in-circuit test plan (`IctPlan`, decision 0056) as JSON: part of a strategy
 * version's document (`TestStrategyDocument.ict`, absent in versions saved before it). Numbers in SI
 * base units; `null` where a limit, value or condition does not apply.
 */

export const ICT_LIMITS = { rows: 200_000, shortPairs: 1_000_000, text: 8_000, name: 500 } as const;

const Text = z.string().max(ICT_LIMITS.text);
const Name = z.string().max(ICT_LIMITS.name);
const Num = z.number().finite();
const Grade = z.enum(['full', 'partial', 'none', 'n/a']);

export const IctTestType = z.enum([
  'shorts',
  'opens',
  'resistor',
  'capacitor',
  'inductor',
  'continuity',
  'diode',
  'zener',
  'transistor',
]);

const IctNode = z.object({
  net: Name,
  probes: z.array(Name),
  via: z.object({ net: Name, probes: z.array(Name), through: z.array(Name) }).nullable(),
});

export const IctTestBody = z.object({
  id: Name,
  type: IctTestType,
  title: Text,
  parts: z.array(Name),
  high: IctNode.nullable(),
  low: IctNode.nullable(),
  guards: z.array(IctNode),
  quantity: z.enum(['resistance', 'capacitance', 'inductance', 'voltage', 'check']),
  expected: Num.nullable(),
  min: Num.nullable(),
  max: Num.nullable(),
  conditions: z.object({
    currentA: Num.nullable(),
    frequencyHz: Num.nullable(),
    settleS: Num.nullable(),
  }),
  limitsReason: Text,
  reason: Text,
  notes: z.array(Text),
});

export const IctPlanBody = z.object({
  format: z.literal('studio-ict-plan'),
  version: z.literal(1),
  generator: z.string().max(100),
  allowances: z.object({
    resistor: z.object({ relative: Num, absolute: Num, guarded: Num, reason: Text }),
    capacitor: z.object({ relative: Num, absolute: Num, reason: Text }),
    inductor: z.object({ relative: Num, reason: Text }),
    defaultTolerance: z.object({
      resistor: Num,
      capacitor: Num,
      electrolytic: Num,
      inductor: Num,
      potentiometer: Num,
      zener: Num,
      reason: Text,
    }),
    shortsThresholdOhm: Num,
    continuityOhm: Num,
    fuseOhm: Num,
    opensOhm: Num,
    junctionCurrentA: Num,
    adjacencyGapMm: Num,
    reason: Text,
  }),
  summary: z.object({
    parts: z.number().int().min(0),
    tested: z.number().int().min(0),
    untested: z.number().int().min(0),
    notApplicable: z.number().int().min(0),
    dnp: z.number().int().min(0),
    tests: z.number().int().min(0),
    gaps: z.number().int().min(0),
    probedNets: z.number().int().min(0),
    nets: z.number().int().min(0),
    shortPairs: z.number().int().min(0),
    testableShortPairs: z.number().int().min(0),
  }),
  nets: z
    .array(
      z.object({
        net: Name,
        probes: z.array(Name),
        shortsScan: z.boolean(),
        adjacent: z.number().int().min(0),
        opens: z.enum(['probe-to-probe', 'through-parts', 'component-tests', 'none']),
        opensReason: Text,
      }),
    )
    .max(ICT_LIMITS.rows),
  shortPairs: z
    .array(z.object({ a: Name, b: Name, where: Text, gapMm: Num, testable: z.boolean() }))
    .max(ICT_LIMITS.shortPairs),
  tests: z.array(IctTestBody).max(ICT_LIMITS.rows),
  gaps: z
    .array(z.object({ ref: Name.nullable(), test: Text, nets: z.array(Name), reason: Text }))
    .max(ICT_LIMITS.rows),
  coverage: z
    .array(
      z.object({
        ref: Name,
        kind: z.string().max(40),
        value: Text,
        read: Text,
        dnp: z.boolean(),
        presence: Grade,
        correctness: Grade,
        orientation: Grade,
        live: Grade,
        alignment: Grade,
        shorts: Grade,
        opens: Grade,
        quality: Grade,
        tests: z.array(Name),
        missing: z.array(Name),
        reason: Text,
      }),
    )
    .max(ICT_LIMITS.rows),
  notes: z.array(Text),
}) satisfies z.ZodType<IctPlan>;
export type IctPlanBody = z.infer<typeof IctPlanBody>;
