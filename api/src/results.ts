import { z } from 'zod';

/**
 * Production test results (issue 32, decision 0065; the upload format is documented for other test
 * executives in docs/results-api.md).
 *
 * | Method | Path | Who | Body | Answer |
 * |---|---|---|---|---|
 * | GET | /test-stations | member | – | 200 `TestStation[]` |
 * | POST | /test-stations | engineer+ | `TestStationInput` | 201 `TestStationWithToken` (the token, shown once) |
 * | POST | /test-stations/:id/token | engineer+ | – | 200 `TestStationWithToken` (a new token; the old one stops working) |
 * | POST | /test-stations/:id/revoke | engineer+ | – | 200 `TestStation` (its token stops working) |
 * | POST | /results/runs | station token | `RunUpload` | 201 `RunReceipt` (200 and `duplicate: true` for a key already received) |
 * | GET | /results/runs?key= | station token | – | 200 `RunReceipt` of the company's run with that key (404 otherwise) |
 * | GET | /test-strategies/:id/versions/:number/results | member | `ResultsQuery` | 200 `ResultsDashboard` |
 * | GET | /test-strategies/:id/versions/:number/results/measurement | member | `MeasurementQuery` | 200 `MeasurementDistribution` |
 * | GET | /test-strategies/:id/versions/:number/results/limits | member | `ResultsQuery` | 200 `LimitsProposal` (production-limits.ts) |
 * | POST | /test-strategies/:id/versions/:number/results/limits | engineer+ | `LimitsApply` | 201 `LimitsApplied`: the next strategy version (production-limits.ts) |
 * | GET | /results/serials | member | `SerialQuery` | 200 `SerialHistory` |
 * | GET | /results/fixture-wear | member | – | 200 `FixtureWearRow[]` |
 *
 * A station token is sent as `Authorization: Bearer <token>`; it only uploads and reads back runs of
 * its own company.
 */

export const RESULTS_LIMITS = {
  steps: 2000,
  measurementsPerRun: 20_000,
  probesPerMeasurement: 64,
  textLength: 200,
} as const;

const Text = (what: string, max: number = RESULTS_LIMITS.textLength) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);
const OptionalText = (what: string, max: number = RESULTS_LIMITS.textLength) =>
  z.string().trim().max(max, `${what} must be at most ${max} characters`);
const Instant = (what: string) =>
  z.iso.datetime({
    offset: true,
    error: `${what} must be an ISO 8601 date and time, e.g. 2026-12-07T13:05:00Z`,
  });
const Finite = (what: string) =>
  z.number({ error: `${what} must be a number or null` }).refine(Number.isFinite, `${what} must be finite`);

// ---- stations ---------------------------------------------------------------------------------

export const TestStationInput = z.strictObject({
  name: Text('Name', 120),
  fixtureSerial: Text('Fixture serial', 120),
  /** A station profile's id (`builtin:…` or the company's), or null. */
  stationProfileId: z.string().min(1).max(100).nullable().default(null),
  /** The catalog's fixture kit on the station (its rated cycles set the maintenance interval), or null. */
  fixtureKitPartId: z.string().min(1).max(100).nullable().default(null),
});
export type TestStationInput = z.input<typeof TestStationInput>;

export const TestStation = z.object({
  id: z.string(),
  name: z.string(),
  fixtureSerial: z.string(),
  stationProfileId: z.string().nullable(),
  stationProfileName: z.string().nullable(),
  fixtureKitPartId: z.string().nullable(),
  /** The token's last four characters. */
  tokenHint: z.string(),
  revokedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  runs: z.number().int(),
});
export type TestStation = z.infer<typeof TestStation>;

export const TestStationWithToken = z.object({
  station: TestStation,
  /** The API token: shown once, Studio keeps only its hash. */
  token: z.string(),
});
export type TestStationWithToken = z.infer<typeof TestStationWithToken>;

// ---- the upload -------------------------------------------------------------------------------

export const MeasurementUpload = z.strictObject({
  /** The measurement's id in the strategy (limits.json `id`); '' for a step without one. */
  id: OptionalText('Measurement id', 100),
  label: OptionalText('Label'),
  /** The measured value in `unit`; null when nothing was read (an open) or for a check. */
  value: Finite('Value').nullable(),
  /** What a functional check observed ("passes", "failed"), else null. */
  observed: OptionalText('Observed').nullable().default(null),
  unit: OptionalText('Unit', 16).default(''),
  low: Finite('Low limit').nullable().default(null),
  high: Finite('High limit').nullable().default(null),
  passed: z.boolean({ error: 'passed must be true or false' }),
  /** The executive knows the probe did not touch (a contact check failed). */
  contact: z.boolean().default(false),
  /** Test point labels or station channels the measurement went through. */
  probes: z.array(Text('Probe', 64)).max(RESULTS_LIMITS.probesPerMeasurement).default([]),
});
export type MeasurementUpload = z.input<typeof MeasurementUpload>;

export const StepUpload = z.strictObject({
  id: Text('Step id', 100),
  title: OptionalText('Step title').default(''),
  passed: z.boolean({ error: 'passed must be true or false' }),
  measurements: z.array(MeasurementUpload).max(RESULTS_LIMITS.measurementsPerRun).default([]),
});
export type StepUpload = z.input<typeof StepUpload>;

export const RunUpload = z
  .strictObject({
    format: z.literal('studio-test-run', { error: 'format must be "studio-test-run"' }),
    version: z.literal(1, { error: 'version must be 1' }),
    /** The sender's id of this run: the same key again is the same run (received once). */
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'idempotencyKey: 8 to 128 letters, digits or . _ : -'),
    serial: Text('Serial number', 120),
    strategyVersionId: z.string().min(1, 'strategyVersionId is required').max(100),
    /** The fixture on the station for this run; the station's registered fixture when left out. */
    fixtureSerial: OptionalText('Fixture serial', 120).optional(),
    operator: OptionalText('Operator', 120).default(''),
    startedAt: Instant('startedAt'),
    endedAt: Instant('endedAt'),
    passed: z.boolean({ error: 'passed must be true or false' }),
    steps: z.array(StepUpload).max(RESULTS_LIMITS.steps, `At most ${RESULTS_LIMITS.steps} steps`),
  })
  .superRefine((run, ctx) => {
    if (Date.parse(run.endedAt) < Date.parse(run.startedAt))
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'endedAt is before startedAt' });
    const count = run.steps.reduce((n, s) => n + Math.max(1, s.measurements.length), 0);
    if (count > RESULTS_LIMITS.measurementsPerRun)
      ctx.addIssue({
        code: 'custom',
        path: ['steps'],
        message: `At most ${RESULTS_LIMITS.measurementsPerRun} measurements in a run (this one has ${count})`,
      });
  });
export type RunUpload = z.input<typeof RunUpload>;
export type RunUploadParsed = z.output<typeof RunUpload>;

export const RunReceipt = z.object({
  runId: z.string(),
  idempotencyKey: z.string(),
  serial: z.string(),
  passed: z.boolean(),
  /** True when this key had been received before (nothing was stored twice). */
  duplicate: z.boolean(),
  receivedAt: z.string(),
});
export type RunReceipt = z.infer<typeof RunReceipt>;

export const RunKeyQuery = z.object({ key: z.string().min(1).max(128) });

// ---- what the engineer sees -------------------------------------------------------------------

export const ResultsQuery = z.object({
  /** ISO date-times; the default is the last 7 days. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ResultsQuery = z.input<typeof ResultsQuery>;

export const YieldSummary = z.object({
  boards: z.number().int(),
  runs: z.number().int(),
  retests: z.number().int(),
  firstPassYield: z.number().nullable(),
  finalYield: z.number().nullable(),
  runsPerHour: z.number().nullable(),
});

export const ParetoEntry = z.object({
  key: z.string(),
  label: z.string(),
  failures: z.number().int(),
  share: z.number(),
  cumulativeShare: z.number(),
});
export type ParetoEntry = z.infer<typeof ParetoEntry>;

export const MeasurementStats = z.object({
  stepId: z.string(),
  measurementId: z.string(),
  stepTitle: z.string(),
  label: z.string(),
  unit: z.string(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  count: z.number().int(),
  failures: z.number().int(),
  mean: z.number().nullable(),
  stdDev: z.number().nullable(),
  cpk: z.number().nullable(),
});
export type MeasurementStats = z.infer<typeof MeasurementStats>;

export const ContactEntry = z.object({
  probe: z.string(),
  failedRuns: z.number().int(),
  runs: z.number().int(),
  rate: z.number(),
});
export type ContactEntry = z.infer<typeof ContactEntry>;

export const RunRow = z.object({
  id: z.string(),
  serial: z.string(),
  stationName: z.string(),
  fixtureSerial: z.string(),
  operator: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  passed: z.boolean(),
  failedCount: z.number().int(),
  strategyVersionNumber: z.number().int(),
});
export type RunRow = z.infer<typeof RunRow>;

export const HourlyCount = z.object({ hour: z.string(), runs: z.number().int(), failed: z.number().int() });

export const ResultsDashboard = z.object({
  from: z.string(),
  to: z.string(),
  dutId: z.string(),
  strategyVersionNumber: z.number().int(),
  yields: YieldSummary,
  hourly: z.array(HourlyCount),
  stepPareto: z.array(ParetoEntry),
  measurementPareto: z.array(ParetoEntry),
  measurements: z.array(MeasurementStats),
  contacts: z.array(ContactEntry),
  recentRuns: z.array(RunRow),
});
export type ResultsDashboard = z.infer<typeof ResultsDashboard>;

export const MeasurementQuery = ResultsQuery.extend({
  step: z.string().min(1).max(100),
  measurement: z.string().max(100).default(''),
  bins: z.coerce.number().int().min(2).max(100).default(30),
});
export type MeasurementQuery = z.input<typeof MeasurementQuery>;

export const MeasurementDistribution = z.object({
  stats: MeasurementStats,
  bins: z.array(z.object({ fromValue: z.number(), toValue: z.number(), count: z.number().int() })),
});
export type MeasurementDistribution = z.infer<typeof MeasurementDistribution>;

export const SerialQuery = z.object({ serial: z.string().trim().min(1).max(120) });

export const SerialRun = RunRow.extend({
  failures: z.array(
    z.object({
      stepId: z.string(),
      stepTitle: z.string(),
      label: z.string(),
      value: z.number().nullable(),
      unit: z.string(),
      low: z.number().nullable(),
      high: z.number().nullable(),
      probes: z.array(z.string()),
    }),
  ),
});
export const SerialHistory = z.object({ serial: z.string(), runs: z.array(SerialRun) });
export type SerialHistory = z.infer<typeof SerialHistory>;

export const FixtureWearRow = z.object({
  fixtureSerial: z.string(),
  stations: z.array(z.string()),
  cycles: z.number().int(),
  ratedCycles: z.number().int().nullable(),
  used: z.number().nullable(),
  remainingCycles: z.number().int().nullable(),
  status: z.enum(['ok', 'due', 'overdue', 'unrated']),
  lastRunAt: z.string().nullable(),
  /** The fixture kit's rated cycles (the station's catalog kit), or null. */
  kitRatedCycles: z.number().int().nullable(),
  /** The lowest-rated probe class's rated cycles, or null. */
  probeRatedCycles: z.number().int().nullable(),
  /** Probe classes of the fixture's design (its strategies' test-config DFT report); empty: not known. */
  probeClasses: z.array(z.string()),
  /** `design`: classes from the design; `catalog`: not known, the catalog's lowest-rated probe is used. */
  probeSource: z.enum(['design', 'catalog']).nullable(),
  /** What `ratedCycles` comes from: "P50 probes (SP-50-CR)", "kit FK-DEV-S"; null: nothing rated. */
  limitedBy: z.string().nullable(),
});
export type FixtureWearRow = z.infer<typeof FixtureWearRow>;

/** `GET /duts/:id/production-contacts`: the DFT report's lesson from the line (issue 32). */
export const ProductionContacts = z.object({
  /** Runs of the DUT's strategy versions looked at (the last `days` days). */
  runs: z.number().int(),
  days: z.number().int(),
  /** A probe is listed from this suspect-contact rate (0..1) over at least `minRuns` runs. */
  threshold: z.number(),
  minRuns: z.number().int(),
  poorContacts: z.array(ContactEntry.extend({ text: z.string() })),
});
export type ProductionContacts = z.infer<typeof ProductionContacts>;
