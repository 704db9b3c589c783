import {
  type AnalyzedTestPoint,
  type CandidateRefusal,
  type CandidateReview,
  type RefusalReason,
  type UnprobedNet,
  type Coverage,
  DEFAULT_THRESHOLDS,
  type DftReport,
  type DftThresholds,
  type Finding,
  PROBE_CLASSES,
  type ProbeCounts,
  type ReportFacts,
  type RuleId,
  type RuleSummary,
  TIP_STYLES,
} from '@studio/core';
import { z } from 'zod';
import { Units } from './account';
import { coreString } from './core-string';
import { PersonRef, TestConfigBody } from './test-config';

/**
 * DFT reports and the company's DFT thresholds (issue #5; PRODUCT.md §1 step 3, §2 `/dft-report/{uuid}`,
 * `/settings/company`, §5). A report is an immutable snapshot of one analysis of one test-config
 * version: its own UUID, the thresholds and engine version used, the board it was run on, the
 * configuration, and the engine's whole answer (`analysis` = `@studio/core` `DftReport` JSON). The
 * schemas of the engine's types `satisfy` them, so that the two cannot drift apart.
 *
 * Routes (all under /api/v1; "member" = any role of the active company, "engineer+" = engineer, admin
 * or owner, "admin+" = admin or owner; another company's ids answer 404; errors use `ErrorBody`):
 *
 * | Method | Path | Who | Body / query | Answer |
 * |---|---|---|---|---|
 * | POST | /test-configs/:id/versions/:number/dft-reports | engineer+ | `RunDftInput` | 201 `DftReportRecord` (the analysis runs off the event loop in a worker thread; the request waits for it) |
 * | GET | /test-configs/:id/versions/:number/dft-reports | member | `DftReportListQuery` | 200 `DftReportList` (reports of that version) |
 * | GET | /duts/:id/dft-reports | member | `DftReportListQuery` | 200 `DftReportList` (reports of the DUT) |
 * | GET | /dft-reports | member | `DftReportListQuery` | 200 `DftReportList` (the company's reports, e.g. for the dashboard) |
 * | GET | /dft-reports/:id | member | – | 200 `DftReportRecord` |
 * | GET | /dft-reports/:id/board | member | – | 200 the board the report was run on, exactly like `GET /duts/:id/board` (compact encoding, gzip, ETag) |
 * | GET | /dft-reports/:id/summary.pdf | member | `ReportUnitsQuery` | 200 `application/pdf`: the summary page (both sides drawn, every rule), then the nets without a probe, every issue in full and the probe list; `Content-Disposition: attachment; filename="…"` |
 * | GET | /dft-reports/:id/probe-list.csv | member | `ReportUnitsQuery` | 200 `text/csv`: one row per selected test point (`ref.pad`, net, side, X, Y, probe class, tip, probe and receptacle parts); `#` lines state units, frame and origin (decision 0031) |
 * | GET | /companies/current/dft-thresholds | member | – | 200 `CompanyDftThresholds` |
 * | PUT | /companies/current/dft-thresholds | admin+ | `DftThresholdsInput` | 200 `CompanyDftThresholds` (400 with `fields` naming the bad value, e.g. `tpSpacingMm.minimum`) |
 * | DELETE | /companies/current/dft-thresholds | admin+ | – | 200 `CompanyDftThresholds` (back to the defaults of PRODUCT.md §5) |
 *
 * Reports have no update or delete route. A report's `:id` is its UUID, the same as in the page URL
 * `/dft-report/{uuid}`. The server injects the page title (the report's own title for members of its
 * company, else `Studio - DFT Report`) and `<meta name="description" content="Design for Test Report">`
 * into the HTML of `/dft-report/{uuid}` and `/dft-report/{uuid}/summary`.
 * Live events (realtime.ts): `dft-report.created`; `company.updated` after the thresholds change.
 */

export const DFT_REPORT_DEFAULT_TITLE = 'Studio - DFT Report';
export const DFT_REPORT_DESCRIPTION = 'Design for Test Report';

// ---- Thresholds (core `DftThresholds`, mm) -------------------------------------------------------

const Length = z.number().finite().min(0, 'Must be ≥ 0 mm').max(1000, 'Must be at most 1000 mm');
const Limit = z.strictObject({ recommended: Length, minimum: Length });

/** Every threshold of PRODUCT.md §5 (core `DftThresholds`). */
export const DftThresholdsBody = z.strictObject({
  padSizeMm: Limit,
  tpSpacingMm: Limit,
  guidePinSpacingMm: Limit,
  /** Before adding the guide hole's radius. */
  guidePinTpMm: Limit,
  tpEdgeMm: Limit,
  tpComponent: z.strictObject({
    heightFactor: z.number().finite().min(0, 'Must be ≥ 0').max(10, 'Must be at most 10'),
    clampMinMm: Length,
    clampMaxMm: Length,
    minimumMm: Length,
  }),
  componentHeightMaxMm: Length,
  largeHoleMm: Length,
  boardThicknessMm: Length,
  /** Reports and settings stored before it (decision 0054) have none: the default fills in. */
  pressurePinClearanceMm: Length.default(DEFAULT_THRESHOLDS.pressurePinClearanceMm),
}) satisfies z.ZodType<DftThresholds>;
export type DftThresholdsBody = z.infer<typeof DftThresholdsBody>;

/**
 * `PUT /companies/current/dft-thresholds`: the company's thresholds; fields left out keep the
 * defaults. The server also checks recommended ≥ minimum (and clampMinMm ≤ clampMaxMm) with the
 * engine's own parser (`parseDftThresholds`).
 */
export const DftThresholdsInput = z.strictObject({
  padSizeMm: Limit.partial().optional(),
  tpSpacingMm: Limit.partial().optional(),
  guidePinSpacingMm: Limit.partial().optional(),
  guidePinTpMm: Limit.partial().optional(),
  tpEdgeMm: Limit.partial().optional(),
  tpComponent: DftThresholdsBody.shape.tpComponent.partial().optional(),
  componentHeightMaxMm: Length.optional(),
  largeHoleMm: Length.optional(),
  boardThicknessMm: Length.optional(),
  pressurePinClearanceMm: Length.optional(),
});
export type DftThresholdsInput = z.input<typeof DftThresholdsInput>;

/** Where a set of thresholds came from: the company's own settings, or the product defaults. */
export const ThresholdsSource = z.enum(['company', 'defaults']);
export type ThresholdsSource = z.infer<typeof ThresholdsSource>;

export const CompanyDftThresholds = z.object({
  /** In force now: the company's own, or the defaults. */
  thresholds: DftThresholdsBody,
  defaults: DftThresholdsBody,
  source: ThresholdsSource,
  updatedAt: z.string().nullable(),
  updatedBy: PersonRef,
});
export type CompanyDftThresholds = z.infer<typeof CompanyDftThresholds>;

// ---- The engine's answer (core `DftReport`) --------------------------------------------------------

export const DftSeverity = z.enum(['pass', 'warning', 'fail']);
export type DftSeverity = z.infer<typeof DftSeverity>;
export const DftMeasureUnit = z.enum(['mm', 'N', 'count', '%']);
const Side = z.enum(['top', 'bottom']);
/** core `HeightSource`: where a component height came from (the STEP model: decision 0040). */
export const HeightSource = z.enum(['step', 'model', 'override', 'default']);
const ThresholdUsed = z.object({ recommended: z.number().nullable(), minimum: z.number().nullable() });

/** core `Finding`: one warning or fail, with the features involved and where it is (board frame). */
export const DftFinding = z.object({
  /** core `RuleId`, checked as a string (an older or newer engine's rule still reads; core-string.ts). */
  rule: coreString<RuleId>(),
  severity: DftSeverity,
  message: z.string(),
  measured: z.number().nullable(),
  unit: DftMeasureUnit.nullable(),
  threshold: ThresholdUsed,
  features: z.array(z.string()),
  location: z.object({ x: z.number(), y: z.number(), side: Side.nullable() }).nullable(),
  height: z
    .object({
      mm: z.number(),
      source: HeightSource,
      packageClass: z.string().nullable(),
    })
    .optional(),
}) satisfies z.ZodType<Finding>;
export type DftFinding = z.infer<typeof DftFinding>;

/** core `RuleSummary`. */
export const DftRuleSummary = z.object({
  id: coreString<RuleId>(),
  title: z.string(),
  status: DftSeverity,
  worst: z.number().nullable(),
  unit: DftMeasureUnit.nullable(),
  threshold: ThresholdUsed,
  count: z.number(),
  checked: z.number(),
}) satisfies z.ZodType<RuleSummary>;
export type DftRuleSummary = z.infer<typeof DftRuleSummary>;

/** core `Coverage`. */
export const DftCoverage = z.object({
  /** Connection nets (two pads or more, not KiCad `unconnected-(…)`; decision 0054); every named net in older reports. */
  nets: z.number(),
  /** Nets counted apart: a single pad or a KiCad unconnected net; absent from reports before decision 0054. */
  singlePadNets: z.number().optional(),
  accessibleNets: z.number(),
  probedNets: z.number(),
  percent: z.number(),
  inaccessible: z.array(z.string()),
  unprobed: z.array(z.string()),
}) satisfies z.ZodType<Coverage>;
export type DftCoverage = z.infer<typeof DftCoverage>;

/** core `ProbeCounts`. */
export const DftProbeCounts = z.object({
  P100: z.number(),
  P75: z.number(),
  P50: z.number(),
  P39: z.number(),
  total: z.number(),
  unassigned: z.number(),
  drillOnly: z.number(),
}) satisfies z.ZodType<ProbeCounts>;
export type DftProbeCounts = z.infer<typeof DftProbeCounts>;

const PerSide = z.object({ top: z.number(), bottom: z.number() });

/** core `ReportFacts['heightSources']`: component bodies by where their height came from (decision 0040). */
export const DftHeightSources = z.object({
  step: z.number(),
  override: z.number(),
  model: z.number(),
  default: z.number(),
});

/** core `ReportFacts`: the summary facts of PRODUCT.md §5 (mm, board frame). */
export const DftReportFacts = z.object({
  dimensionsMm: z.object({ width: z.number(), height: z.number() }).nullable(),
  thicknessMm: z.number().nullable(),
  copperLayers: z.number().nullable(),
  sidesProbed: z.array(Side),
  locating: z.object({
    method: z.enum(['guide-pins', 'cradle']).nullable(),
    holes: z.array(z.string()),
    registrationScore: z.number().nullable(),
  }),
  testPoints: z.object({
    /** Candidates a probe can reach (covered copper included in reports before engine 1.2.0). */
    candidates: z.number(),
    /** Candidates under solder mask or tented; absent before engine 1.2.0. */
    covered: z.number().optional(),
    selected: z.number(),
    byKind: z.object({ testpoint: PerSide, 'through-hole': PerSide, via: PerSide, smd: PerSide }),
  }),
  smallestPadMm: z.number().nullable(),
  smallestSpacingMm: z.number().nullable(),
  nets: z.number(),
  probedNets: z.number(),
  coveragePercent: z.number(),
  probes: DftProbeCounts,
  totalProbeForceN: z.number(),
  heightSources: DftHeightSources.optional(),
  /** The engine version that read the board; null: before 1.3.0 (KiCad bodies were courtyards). */
  boardReadBy: z.string().nullable().optional(),
}) satisfies z.ZodType<ReportFacts>;
export type DftReportFacts = z.infer<typeof DftReportFacts>;

/** core `AnalyzedTestPoint`: a selected point with its probe class (board frame, mm). */
export const DftAnalyzedTestPoint = z.object({
  id: z.string(),
  kind: z.enum(['testpoint', 'through-hole', 'via', 'smd']),
  ref: z.string().nullable(),
  pad: z.string().nullable(),
  net: z.string().nullable(),
  x: z.number(),
  y: z.number(),
  copperSides: z.enum(['top', 'bottom', 'both']),
  probeSide: Side,
  sizeMm: z.number(),
  probeClass: z.enum(PROBE_CLASSES).nullable(),
  tipStyle: z.enum(TIP_STYLES),
  receptacleDrillMm: z.number().nullable(),
  probes: z.number(),
  forceN: z.number(),
  drillOnly: z.boolean(),
  highPowerA: z.number().nullable(),
}) satisfies z.ZodType<AnalyzedTestPoint>;
export type DftAnalyzedTestPoint = z.infer<typeof DftAnalyzedTestPoint>;

const RefusalCode = z.enum([
  'pad-size',
  'no-probe-class',
  'board-edge',
  'guide-pin',
  'component',
  'spacing',
  'covered',
  'other-side',
  'no-net',
  'no-probe',
  'net-probed',
  'not-selected',
]);

/** core `RefusalReason`: one measured reason a candidate was not taken (mm). */
export const DftRefusalReason = z.object({
  code: RefusalCode,
  measuredMm: z.number().nullable(),
  minimumMm: z.number().nullable(),
  against: z.string().nullable(),
  height: z
    .object({
      mm: z.number(),
      source: HeightSource,
      packageClass: z.string().nullable(),
    })
    .optional(),
}) satisfies z.ZodType<RefusalReason>;

/** core `CandidateRefusal`: a test point not taken, named by ref.pad, with its reasons. */
export const DftCandidateRefusal = z.object({
  label: z.string(),
  testPoint: z.string(),
  kind: z.enum(['testpoint', 'through-hole', 'via', 'smd']),
  designed: z.boolean(),
  net: z.string().nullable(),
  side: Side.nullable(),
  x: z.number(),
  y: z.number(),
  reasons: z.array(DftRefusalReason),
}) satisfies z.ZodType<CandidateRefusal>;
export type DftCandidateRefusal = z.infer<typeof DftCandidateRefusal>;

const DftUnprobedNet = z.object({
  net: z.string(),
  candidates: z.number(),
  refusedCount: z.number(),
  refused: z.array(DftCandidateRefusal),
  passingCount: z.number(),
  passing: z.array(z.string()),
}) satisfies z.ZodType<UnprobedNet>;
export type DftUnprobedNet = z.infer<typeof DftUnprobedNet>;

/** core `CandidateReview` (engine 1.1+): designed points not taken and unprobed nets by cause. */
export const DftCandidateReview = z.object({
  sides: z.array(Side),
  candidates: z.number(),
  selected: z.number(),
  designed: z.object({
    total: z.number(),
    selected: z.number(),
    notTaken: z.array(DftCandidateRefusal),
    notTakenCount: z.number(),
  }),
  unprobed: z.object({
    noCandidate: z.array(z.string()),
    allRefused: z.array(DftUnprobedNet),
    notSelected: z.array(DftUnprobedNet),
  }),
}) satisfies z.ZodType<CandidateReview>;
export type DftCandidateReview = z.infer<typeof DftCandidateReview>;

/** core `DftReport`: the engine's whole answer, as stored. */
export const DftAnalysis = z.object({
  engineVersion: z.string(),
  status: DftSeverity,
  thresholds: DftThresholdsBody,
  rules: z.array(DftRuleSummary),
  /** Fails first, then warnings, in rule order. */
  findings: z.array(DftFinding),
  coverage: DftCoverage,
  probes: DftProbeCounts,
  testPoints: z.array(DftAnalyzedTestPoint),
  facts: DftReportFacts,
  /** Left out by engines before 1.1. */
  review: DftCandidateReview.optional(),
}) satisfies z.ZodType<DftReport>;
export type DftAnalysis = z.infer<typeof DftAnalysis>;

// ---- Stored reports --------------------------------------------------------------------------------

export const RunDftInput = z.object({
  /** The report's own page title; null/empty = none (the page says `Studio - DFT Report`). */
  title: z
    .string()
    .trim()
    .max(200, 'Title must be at most 200 characters')
    .nullable()
    .default(null)
    .transform((t) => (t ? t : null)),
});
export type RunDftInput = z.input<typeof RunDftInput>;

export const DftReportDutRef = z.object({
  id: z.string(),
  name: z.string(),
  partNumber: z.string(),
  revision: z.string(),
});

/** What a list shows of a report (no findings). */
export const DftReportSummary = z.object({
  /** UUID; the page is `/dft-report/{id}`. */
  id: z.string(),
  title: z.string().nullable(),
  dut: DftReportDutRef,
  /** Null when the test config was deleted later (the report keeps its name and number). */
  testConfig: z.object({ id: z.string().nullable(), name: z.string() }),
  version: z.object({ id: z.string().nullable(), number: z.number().int() }),
  status: DftSeverity,
  engineVersion: z.string(),
  thresholdsSource: ThresholdsSource,
  boardSha256: z.string(),
  coveragePercent: z.number(),
  /** Rules by status, and findings by severity. */
  counts: z.object({
    rulesFailed: z.number(),
    rulesWarned: z.number(),
    fails: z.number(),
    warnings: z.number(),
  }),
  createdBy: PersonRef,
  createdAt: z.string(),
});
export type DftReportSummary = z.infer<typeof DftReportSummary>;

/** A whole report: the summary, the thresholds and configuration used, and the engine's answer. */
export const DftReportRecord = DftReportSummary.extend({
  thresholds: DftThresholdsBody,
  /** The configuration analysed (a copy of the version's). */
  config: TestConfigBody,
  analysis: DftAnalysis,
});
export type DftReportRecord = z.infer<typeof DftReportRecord>;

/**
 * The length units of a report's PDF and probe list: `mm` or `mil`; left out = the reader's own
 * preference (`/settings`, "Lengths on boards, reports and drawings"). The engine compares in mm.
 */
export const ReportUnitsQuery = z.object({ units: Units.optional() });
export type ReportUnitsQuery = z.input<typeof ReportUnitsQuery>;

export const DftReportListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type DftReportListQuery = z.input<typeof DftReportListQuery>;

/** Newest first. */
export const DftReportList = z.object({
  items: z.array(DftReportSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DftReportList = z.infer<typeof DftReportList>;
