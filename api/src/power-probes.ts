import { z } from 'zod';
import { SelectedTestPointBody, TestConfigVersion } from './test-config';

/**
 * Power and ground nets sized by current (issue 25 "Wiring", decision 0074): the probes Studio
 * proposes on a supply or ground net short of force or sense probes, added in one action.
 *
 * | Method | Path | Access | Body → Answer |
 * |---|---|---|---|
 * | POST | /test-configs/:id/versions/:number/power-probes | member who may edit | `PowerProbesRequest` → 200 `PowerProbesResult`: the fixture of the version is designed (the company's thresholds, the live catalog, the plan's net demands) and the test points its `interface.supply-probes` / `interface.sense-missing` findings propose are added as a new version (`version`; null when nothing could be added) |
 */

/** Which nets to add probes on (all that need them when left out), and the new version's note. */
export const PowerProbesRequest = z.object({
  nets: z.array(z.string().min(1).max(500)).max(1000).optional(),
  note: z.string().trim().max(2_000).optional(),
});
export type PowerProbesRequest = z.input<typeof PowerProbesRequest>;

/** One net short of probes: what was added and what is still missing (with where a test pad would help). */
export const PowerProbeNet = z.object({
  net: z.string(),
  /** `interface.supply-probes` (too few force probes) or `interface.sense-missing`. */
  code: z.string(),
  missing: z.number().int(),
  added: z.array(SelectedTestPointBody),
  shortBy: z.number().int(),
  advice: z.string().nullable(),
});
export type PowerProbeNet = z.infer<typeof PowerProbeNet>;

export const PowerProbesResult = z.object({
  /** The new version with the points added; null when no net had a candidate to add. */
  version: TestConfigVersion.nullable(),
  nets: z.array(PowerProbeNet),
});
export type PowerProbesResult = z.infer<typeof PowerProbesResult>;
