import type {
  BoardFeature,
  FixtureSettings,
  HoleId,
  Locating,
  SelectedTestPoint,
  TestConfig,
  TestPointId,
} from '@studio/core';
import { z } from 'zod';
import { coreString } from './core-string';
import { InterfaceSettingsBody } from './station';

/**
 * Test configurations of a DUT and their immutable, numbered versions (issue #5; PRODUCT.md §1 step 2,
 * §2 `/dut/{id}`). The body of a version is `@studio/core`'s `TestConfig` JSON, validated here with
 * limits; ids inside it (test points, holes, components) refer to the board the version was saved for
 * (its `boardSha256`).
 *
 * Routes (all under /api/v1; "member" = any role of the active company, "engineer+" = engineer, admin
 * or owner; another company's ids answer 404; errors use `ErrorBody`, with `fields` on 400):
 *
 * | Method | Path | Who | Body | Answer |
 * |---|---|---|---|---|
 * | GET | /duts/:id/test-configs | member | – | 200 `TestConfigList` (newest updated first) |
 * | POST | /duts/:id/test-configs | engineer+ | `TestConfigCreate` | 201 `TestConfigDetail` (with version 1 when `config` was given; 409 when the DUT has no imported board and a config was given) |
 * | GET | /test-configs/:id | member | – | 200 `TestConfigDetail` (versions newest first) |
 * | PATCH | /test-configs/:id | engineer+ | `TestConfigRename` | 200 `TestConfigDetail` |
 * | DELETE | /test-configs/:id | engineer+ | – | 204 (its versions go; DFT reports made from them stay, with their own copy of the config) |
 * | POST | /test-configs/:id/versions | engineer+ | `TestConfigSaveVersion` | 201 `TestConfigVersion` (number = previous + 1, safe under concurrent saves; 409 when the DUT has no imported board) |
 * | GET | /test-configs/:id/versions/:number | member | – | 200 `TestConfigVersion` (config JSON + boardSha256); `:number` may also be the version's id |
 * | GET | /test-configs/:id/versions/:number/board | member | – | 200 the board the version was saved for, exactly like `GET /duts/:id/board` (core compact encoding, gzip, ETag = sha256); stays available after the DUT is re-imported |
 *
 * No route edits or deletes a single version. DFT report routes (running DFT on a version included)
 * are in `dft-report.ts`. Live events (realtime.ts): `test-config.saved` after a version is saved,
 * `test-config.updated` after a test config is created, renamed or deleted.
 */

/** Limits of one configuration (a board can have a million test-point candidates). */
export const TEST_CONFIG_LIMITS = {
  testPoints: 200_000,
  guidePins: 16,
  /**
   * Studio's own proposal places about one pressure pin per 8.5 probes (2,369 for the 20,232 test
   * points of the 100k-pad synthetic board, issue 31's server scale bench), so 200k test points need
   * ~24k: the limit is above that. It was 2,000, and the proposal of a 100k-pad board could not be saved.
   */
  pressurePins: 50_000,
  heightOverrides: 50_000,
  boardFeatures: 10_000,
  idLength: 200,
  noteLength: 2_000,
  nameLength: 120,
} as const;

/** The largest request body the save route accepts (bytes): ~200k selected points fit. */
export const TEST_CONFIG_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

const FeatureId = z
  .string()
  .min(1, 'Id is required')
  .max(TEST_CONFIG_LIMITS.idLength, `Id must be at most ${TEST_CONFIG_LIMITS.idLength} characters`);

/** Ids of the board the version was saved for, typed as the engine's branded ids (core-string.ts). */
const TestPointIdBody = coreString<TestPointId>(FeatureId);
const HoleIdBody = coreString<HoleId>(FeatureId);

export const BoardSide = z.enum(['top', 'bottom']);
export type BoardSide = z.infer<typeof BoardSide>;

/** Board-frame coordinate (mm, top view, +Y up); boards are far below a metre. */
const Mm = z.number().finite().min(-10_000).max(10_000);

export const SelectedTestPointBody = z.strictObject({
  id: TestPointIdBody,
  /** High-power point: the current it carries (A), > 0; extra probes are added by the class rating. */
  highPowerA: z
    .number()
    .positive('Current must be more than 0 A')
    .max(1000, 'Current must be at most 1000 A')
    .optional(),
  /** Drill the receptacle hole but do not populate a probe. */
  drillOnly: z.boolean().optional(),
  /** Probe from this side; only meaningful for points exposed on both sides. */
  side: BoardSide.optional(),
  /** Studio added it: an extra probe on a supply or ground net (decision 0074). */
  addedFor: z.literal('power-net').optional(),
}) satisfies z.ZodType<SelectedTestPoint>;
export type SelectedTestPointBody = z.infer<typeof SelectedTestPointBody>;

export const LocatingBody = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('guide-pins'),
    holes: z
      .array(HoleIdBody)
      .max(TEST_CONFIG_LIMITS.guidePins, `At most ${TEST_CONFIG_LIMITS.guidePins} guide pins`),
  }),
  z.strictObject({ method: z.literal('cradle') }),
]) satisfies z.ZodType<Locating>;
export type LocatingBody = z.infer<typeof LocatingBody>;

export const PressurePinBody = z.strictObject({ x: Mm, y: Mm, side: BoardSide });

export const FixtureSettingsBody = z.strictObject({
  orientationDeg: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  lidSwitch: z.boolean(),
  signalInterface: z.enum(['hand-wired', 'carrier-board', 'feed-through']),
  /** The station and the engineer's channel and net overrides (station.ts; decision 0061). */
  interface: InterfaceSettingsBody.optional(),
  /** May the design use a machined hold-down block (decision 0070)? Absent: allowed (decision 0074). */
  holdDownBlock: z.enum(['allowed', 'forbidden']).optional(),
}) satisfies z.ZodType<FixtureSettings>;
export type FixtureSettingsBody = z.infer<typeof FixtureSettingsBody>;

export const BoardFeatureKind = z.enum(['connector', 'led', 'button', 'presence', 'other']);
export type BoardFeatureKind = z.infer<typeof BoardFeatureKind>;

export const BoardFeatureBody = z.strictObject({
  componentId: FeatureId,
  kind: BoardFeatureKind,
  note: z.string().max(500, 'Note must be at most 500 characters').optional(),
}) satisfies z.ZodType<BoardFeature>;
export type BoardFeatureBody = z.infer<typeof BoardFeatureBody>;

/** `@studio/core` `TestConfig` as JSON. `boardFeatures` may be left out (empty). */
export const TestConfigBody = z.strictObject({
  testPoints: z
    .array(SelectedTestPointBody)
    .max(TEST_CONFIG_LIMITS.testPoints, `At most ${TEST_CONFIG_LIMITS.testPoints} test points`),
  /** The primary probe side; null = not chosen yet (the analysis reports a fail). */
  probeSide: BoardSide.nullable(),
  bothSides: z.boolean(),
  locating: LocatingBody.nullable(),
  pressurePins: z
    .array(PressurePinBody)
    .max(TEST_CONFIG_LIMITS.pressurePins, `At most ${TEST_CONFIG_LIMITS.pressurePins} pressure pins`),
  /** Component id → height (mm) the user set, 0–100 mm. */
  heightOverrides: z
    .record(FeatureId, z.number().min(0, 'Height must be ≥ 0 mm').max(100, 'Height must be at most 100 mm'))
    .refine((r) => Object.keys(r).length <= TEST_CONFIG_LIMITS.heightOverrides, {
      message: `At most ${TEST_CONFIG_LIMITS.heightOverrides} height overrides`,
    }),
  fixture: FixtureSettingsBody,
  boardFeatures: z
    .array(BoardFeatureBody)
    .max(TEST_CONFIG_LIMITS.boardFeatures, `At most ${TEST_CONFIG_LIMITS.boardFeatures} board features`)
    .default([]),
}) satisfies z.ZodType<TestConfig>;
export type TestConfigBody = z.infer<typeof TestConfigBody>;

const Name = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(TEST_CONFIG_LIMITS.nameLength, `Name must be at most ${TEST_CONFIG_LIMITS.nameLength} characters`);
const Note = z
  .string()
  .trim()
  .max(TEST_CONFIG_LIMITS.noteLength, `Note must be at most ${TEST_CONFIG_LIMITS.noteLength} characters`);

/** `POST /duts/:id/test-configs`: a name, and optionally a first version (e.g. the automatic proposal). */
export const TestConfigCreate = z.object({
  name: Name,
  config: TestConfigBody.optional(),
  /** Note of version 1 when `config` is given. */
  note: Note.default(''),
});
export type TestConfigCreate = z.input<typeof TestConfigCreate>;

/** `PATCH /test-configs/:id`. */
export const TestConfigRename = z.object({ name: Name });
export type TestConfigRename = z.input<typeof TestConfigRename>;

/** `POST /test-configs/:id/versions`: a new immutable version. */
export const TestConfigSaveVersion = z.object({ config: TestConfigBody, note: Note.default('') });
export type TestConfigSaveVersion = z.input<typeof TestConfigSaveVersion>;

/** `/test-configs/:id/versions/:number` */
export const TestConfigVersionParams = z.object({
  id: z.string().min(1).max(100),
  number: z.coerce
    .number()
    .int('Version must be a whole number')
    .min(1, 'Versions start at 1')
    .max(1_000_000),
});
export type TestConfigVersionParams = z.input<typeof TestConfigVersionParams>;

/**
 * What the server accepts in `:number`: the version number, or the version's own id (a UUID, as in
 * `TestConfigVersionSummary.id`).
 */
export const TestConfigVersionRefParams = z.object({
  id: z.string().min(1).max(100),
  number: z.union([z.uuid(), TestConfigVersionParams.shape.number], 'Not a version number or version id'),
});
export type TestConfigVersionRefParams = z.input<typeof TestConfigVersionRefParams>;
/** A version number, or a version id. */
export type VersionRef = z.output<typeof TestConfigVersionRefParams>['number'];

/** Who did something; null when that user was deleted. */
export const PersonRef = z.object({ id: z.string(), name: z.string() }).nullable();
export type PersonRef = z.infer<typeof PersonRef>;

export const TestConfigVersionSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  note: z.string(),
  createdBy: PersonRef,
  createdAt: z.string(),
  /** The DUT board this version was made for (content hash of the stored board). */
  boardSha256: z.string(),
});
export type TestConfigVersionSummary = z.infer<typeof TestConfigVersionSummary>;

export const TestConfigVersion = TestConfigVersionSummary.extend({
  testConfigId: z.string(),
  dutId: z.string(),
  config: TestConfigBody,
});
export type TestConfigVersion = z.infer<typeof TestConfigVersion>;

export const TestConfigSummary = z.object({
  id: z.string(),
  dutId: z.string(),
  name: z.string(),
  /** Highest version number; null before the first save. */
  latestVersion: z.number().int().nullable(),
  createdBy: PersonRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestConfigSummary = z.infer<typeof TestConfigSummary>;

export const TestConfigDetail = TestConfigSummary.extend({
  /** Newest first. */
  versions: z.array(TestConfigVersionSummary),
});
export type TestConfigDetail = z.infer<typeof TestConfigDetail>;

export const TestConfigList = z.object({ items: z.array(TestConfigSummary) });
export type TestConfigList = z.infer<typeof TestConfigList>;
