import { z } from 'zod';
import { LimitProvenanceBody, TestStrategyVersionSummary } from './test-strategy';

/**
 * Limits from production (issue 32 item 3, decision 0068): the proposal drawn from a strategy
 * version's observed distributions, and applying a chosen subset as the strategy's next version.
 *
 * | Method | Path | Who | Body / query | Answer |
 * |---|---|---|---|---|
 * | GET | /test-strategies/:id/versions/:number/results/limits | member | `ResultsQuery` (the dashboard's window) | 200 `LimitsProposal` |
 * | POST | /test-strategies/:id/versions/:number/results/limits | engineer+ | `LimitsApply` | 201 `LimitsApplied`; 400 naming unknown, skipped or unchanged limits and widenings sent without `widen: true`; 409 when `:number` is no longer the latest version |
 *
 * Another company's strategy answers 404.
 */

export const LimitPairBody = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type LimitPairBody = z.infer<typeof LimitPairBody>;

export const LimitProposalRow = z.object({
  /** `stepId/limitId`. */
  key: z.string(),
  stepId: z.string(),
  limitId: z.string(),
  stepTitle: z.string(),
  label: z.string(),
  unit: z.string(),
  current: LimitPairBody,
  /** The limits as designed, before production first moved them. */
  design: LimitPairBody,
  proposed: LimitPairBody.nullable(),
  change: z.enum(['tighten', 'widen', 'unchanged']).nullable(),
  /** A proposed side lies outside the design limits. */
  beyondDesign: z.boolean(),
  count: z.number().int(),
  failures: z.number().int(),
  values: z.number().int(),
  mean: z.number().nullable(),
  stdDev: z.number().nullable(),
  cpkNow: z.number().nullable(),
  cpkAfter: z.number().nullable(),
  resolution: z.number().nullable(),
  /** Why nothing is proposed, or null. */
  skipped: z.string().nullable(),
  provenance: LimitProvenanceBody.nullable(),
});
export type LimitProposalRow = z.infer<typeof LimitProposalRow>;

export const LimitsProposal = z.object({
  strategyId: z.string(),
  versionNumber: z.number().int(),
  /** The strategy's latest version: only a proposal from it can be applied. */
  latestVersion: z.number().int(),
  from: z.string(),
  to: z.string(),
  cpkTarget: z.number(),
  minPassing: z.number().int(),
  rows: z.array(LimitProposalRow),
});
export type LimitsProposal = z.infer<typeof LimitsProposal>;

export const LimitsApply = z.strictObject({
  /** The proposal's window (its `from` and `to`), so the limits come from the data the engineer saw. */
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO 8601 date and time' }),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO 8601 date and time' }),
  limits: z
    .array(
      z.strictObject({
        stepId: z.string().min(1).max(200),
        limitId: z.string().min(1).max(40),
        /** Must be true to apply a proposal that widens the limits (an explicit opt-in per limit). */
        widen: z.boolean().default(false),
      }),
    )
    .min(1, 'Choose at least one limit')
    .max(10_000),
});
export type LimitsApply = z.input<typeof LimitsApply>;

export const LimitsApplied = z.object({
  version: TestStrategyVersionSummary,
  tightened: z.number().int(),
  widened: z.number().int(),
});
export type LimitsApplied = z.infer<typeof LimitsApplied>;
