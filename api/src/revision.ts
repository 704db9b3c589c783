import type {
  BoardDiff,
  CompareTolerances,
  ComponentChange,
  FeatureChange,
  FeatureDiff,
  FeatureRef,
  FixtureDelta,
  FixtureSummary,
  HolePurpose as CoreHolePurpose,
  NearChange,
  PlateRole as CorePlateRole,
  PoorContactOnB,
  RevisionComparison,
} from '@studio/core';
import { z } from 'zod';
import { Id } from './common';

/**
 * Revision compare (issue 19 part 2, decision 0032): is the fixture of rev A valid for rev B, and what
 * to change. Rev B is the DUT in the path, rev A another DUT of the same company (by default its
 * previous revision); the fixture of A is designed from one saved test-config version of A (by
 * default the newest version of A's test configs). Computed in the DFT worker threads.
 *
 * | Method | Path | Access | Query → Answer |
 * |---|---|---|---|
 * | GET | /duts/:id/revision-compare | member | `RevisionCompareQuery` → `RevisionCompareResponse`; 409 when rev A has no saved test-config version or a board is not imported |
 * | GET | /duts/:id/revision-compare/delta.zip | member | `RevisionCompareQuery` → the fixture delta files (zip; `X-Fixture-Verdict`), in the frames of A's fabrication package |
 *
 * Another company's DUT, test config or version (in the path or the query) answers 404.
 */

export const RevisionCompareQuery = z.object({
  /** Rev A: a DUT of the same company (default: the DUT's previous revision). */
  against: Id.optional(),
  /** The test config of rev A whose version is checked (default: the newest version of any). */
  testConfigId: Id.optional(),
  /** Its version number (default: its latest); needs `testConfigId`. */
  version: z.coerce.number().int().min(1).optional(),
});
export type RevisionCompareQuery = z.infer<typeof RevisionCompareQuery>;

const Point = z.object({ x: z.number(), y: z.number() });
const Box = z.object({ minX: z.number(), minY: z.number(), maxX: z.number(), maxY: z.number() });
const CopperSides = z.enum(['top', 'bottom', 'both']);
const Side = z.enum(['top', 'bottom']);
const PlateRole = z.enum([
  'probe',
  'pressure',
  'carrier',
  'second-probe',
  'hold-down',
]) satisfies z.ZodType<CorePlateRole>;

export const RevisionFeatureRef = z.object({
  label: z.string(),
  id: z.string(),
  x: z.number(),
  y: z.number(),
  side: CopperSides,
  net: z.string().nullable(),
}) satisfies z.ZodType<FeatureRef>;
export type RevisionFeatureRef = z.infer<typeof RevisionFeatureRef>;

const FeatureChangeSchema = z.object({
  a: RevisionFeatureRef,
  b: RevisionFeatureRef,
  movedMm: z.number(),
  changes: z.array(z.string()),
}) satisfies z.ZodType<FeatureChange>;

const FeatureDiffSchema = z.object({
  unchanged: z.number(),
  changed: z.array(FeatureChangeSchema),
  added: z.array(RevisionFeatureRef),
  removed: z.array(RevisionFeatureRef),
}) satisfies z.ZodType<FeatureDiff>;

const ComponentChangeSchema = z.object({
  ref: z.string(),
  refB: z.string(),
  side: Side,
  changes: z.array(z.string()),
  movedMm: z.number(),
  heightMmA: z.number(),
  heightMmB: z.number(),
  hasBody: z.boolean(),
  box: Box,
}) satisfies z.ZodType<ComponentChange>;

const BoardDiffSchema = z.object({
  pads: FeatureDiffSchema,
  testPoints: FeatureDiffSchema,
  holes: FeatureDiffSchema,
  nets: z.object({
    renamed: z.array(z.object({ from: z.string(), to: z.string() })),
    split: z.array(z.object({ net: z.string(), into: z.array(z.string()) })),
    merged: z.array(z.object({ net: z.string(), from: z.array(z.string()) })),
    removed: z.array(z.string()),
    added: z.array(z.string()),
    unchanged: z.number(),
  }),
  components: z.object({
    unchanged: z.number(),
    changed: z.array(ComponentChangeSchema),
    added: z.array(ComponentChangeSchema),
    removed: z.array(ComponentChangeSchema),
  }),
  outline: z.object({
    changed: z.boolean(),
    deviationMm: z.number().nullable(),
    boxA: Box.nullable(),
    boxB: Box.nullable(),
  }),
  thicknessMm: z.object({ a: z.number().nullable(), b: z.number().nullable() }),
}) satisfies z.ZodType<BoardDiff>;

const HolePurpose = z.enum([
  'probe',
  'probe-clearance',
  'guide-pin',
  'guide-pin-clearance',
  'pressure-pin',
  'pressure-pin-clearance',
  'standoff',
  'component-clearance',
  'support-post',
]) satisfies z.ZodType<CoreHolePurpose>;

const FixtureDeltaSchema = z.object({
  probes: z.array(
    z.object({
      action: z.enum(['add', 'remove', 'move', 'net-changed', 'part-changed']),
      probe: z.string(),
      label: z.string(),
      labelA: z.string().nullable(),
      netA: z.string().nullable(),
      netB: z.string().nullable(),
      from: Point.nullable(),
      to: Point.nullable(),
      movedMm: z.number(),
      reason: z.string(),
    }),
  ),
  pins: z.array(
    z.object({
      kind: z.enum(['guide-pin', 'pressure-pin']),
      action: z.enum(['remove', 'move', 'add', 'replace-part']),
      id: z.string(),
      from: Point.nullable(),
      to: Point.nullable(),
      reason: z.string(),
    }),
  ),
  holes: z.array(
    z.object({
      action: z.enum(['drill', 'plug']),
      plate: PlateRole,
      plateName: z.string(),
      x: z.number(),
      y: z.number(),
      diameterMm: z.number(),
      purpose: HolePurpose,
      ref: z.string(),
      label: z.string(),
    }),
  ),
  pockets: z.array(
    z.object({
      action: z.literal('mill'),
      plate: PlateRole,
      plateName: z.string(),
      ref: z.string(),
      ring: z.array(Point),
      depthMm: z.number().nullable(),
      reason: z.string(),
    }),
  ),
  wiring: z.array(
    z.object({
      action: z.enum(['connect', 'disconnect', 'net-changed', 'relabel', 'channel-changed']),
      probe: z.string(),
      label: z.string(),
      connector: z.string().nullable(),
      pin: z.string().nullable(),
      from: z.object({ connector: z.string().nullable(), pin: z.string().nullable() }).nullable(),
      channelA: z.string().nullable(),
      channelB: z.string().nullable(),
      netA: z.string().nullable(),
      netB: z.string().nullable(),
    }),
  ),
  notes: z.array(z.string()),
  /** New holes too close to a plugged one (decision 0054); absent from comparisons stored before it. */
  undrillable: z
    .array(
      z.object({
        plate: PlateRole,
        plateName: z.string(),
        drill: z.object({
          ref: z.string(),
          label: z.string(),
          x: z.number(),
          y: z.number(),
          diameterMm: z.number(),
        }),
        plug: z.object({
          ref: z.string(),
          label: z.string(),
          x: z.number(),
          y: z.number(),
          diameterMm: z.number(),
        }),
        centresMm: z.number(),
        webMm: z.number(),
        minWebMm: z.number(),
        material: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
}) satisfies z.ZodType<FixtureDelta>;

const FixtureSummarySchema = z.object({
  probeSide: Side,
  probes: z.number(),
  guidePins: z.number(),
  pressurePins: z.number(),
  kit: z.string().nullable(),
}) satisfies z.ZodType<FixtureSummary>;

export const FixtureVerdictSchema = z.enum(['valid', 'needs-rework', 'needs-new-fixture']);
export type FixtureVerdictName = z.infer<typeof FixtureVerdictSchema>;

export const RevisionComparisonSchema = z.object({
  verdict: FixtureVerdictSchema,
  reasons: z.array(z.string()),
  tolerances: z.object({
    positionRadiusMm: z.number(),
    epsilonMm: z.number(),
    probeMoveMm: z.number(),
    guidePinMoveMm: z.number(),
    diameterMm: z.number(),
    outlineMm: z.number(),
    thicknessMm: z.number(),
    nearMm: z.number(),
  }) satisfies z.ZodType<CompareTolerances>,
  diff: BoardDiffSchema,
  nearChanges: z.array(
    z.object({
      ref: z.string(),
      refB: z.string(),
      side: Side,
      changes: z.array(z.string()),
      heightMmA: z.number(),
      heightMmB: z.number(),
      near: z.array(z.string()),
    }) satisfies z.ZodType<NearChange>,
  ),
  delta: FixtureDeltaSchema,
  fixtureA: FixtureSummarySchema,
  fixtureB: FixtureSummarySchema,
  /**
   * Test points of rev A with poor contact in production (the DFT report's threshold: 2 % of at least
   * 20 runs in 90 days) and what became of each on rev B (issue 32); absent without production runs.
   */
  productionContacts: z
    .array(
      z.object({
        probe: z.string(),
        failedRuns: z.number(),
        runs: z.number(),
        text: z.string(),
        fate: z.enum(['unchanged', 'moved', 'changed', 'removed', 'unknown']),
        labelB: z.string().nullable(),
        movedMm: z.number(),
        changes: z.array(z.string()),
        summary: z.string(),
      }) satisfies z.ZodType<PoorContactOnB>,
    )
    .optional(),
}) satisfies z.ZodType<RevisionComparison>;
export type RevisionComparisonBody = z.infer<typeof RevisionComparisonSchema>;

/** One side of a comparison: the DUT and the stored board it was compared on. */
export const RevisionRef = z.object({
  dutId: z.string(),
  name: z.string(),
  revision: z.string(),
  boardSha256: z.string(),
});
export type RevisionRef = z.infer<typeof RevisionRef>;

export const RevisionCompareResponse = z.object({
  /** Rev A: its board is the one the test-config version was saved for. */
  a: RevisionRef,
  /** Rev B: its current imported board. */
  b: RevisionRef,
  testConfig: z.object({ id: z.string(), name: z.string(), version: z.number() }),
  comparison: RevisionComparisonSchema,
  /** The delta files `delta.zip` holds (paths), empty when the fixture is valid. */
  deltaFiles: z.array(z.string()),
});
export type RevisionCompareResponse = z.infer<typeof RevisionCompareResponse>;
