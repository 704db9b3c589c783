import type { Board, CopperSides, Side, TestPointKind } from '../board/model';
import { DEFAULT_PROBE_CATALOG, type ProbeCatalog, type ProbeClass } from '../probing/probe-catalog';
import { probeClassName } from '../probing/probe-classes';
import { TIP_STYLES } from './placement/probe-plan';
import type { TipStyle } from '../probing/tip-style';
import type { FixtureKit, TestConfig } from '../test-config/model';
import { buildContext, buildPlanContext, type PlanContext } from './context';
import { pointAt, SIDES } from './selection';
import type { Coverage } from './coverage';
import { RuleRecorder } from './recorder';
import { gatherFacts, type ProbeCounts, type ReportFacts } from './report-facts';
import { RULES } from './rules/index';
import { DEFAULT_THRESHOLDS, type DftThresholds } from './thresholds';
import type { Finding, RuleSummary, FindingSeverity } from './types';
import { ENGINE_VERSION } from './version';
import { type CandidateReview, reviewCandidates } from './propose/review-candidates';

/** Options of an analysis; every one has a default. */
export interface DftOptions {
  thresholds?: DftThresholds;
  catalog?: ProbeCatalog;
  /** The fixture kit to check against; without one the kit checks are skipped. */
  kit?: FixtureKit | null;
  /** Also return pass findings (one per check). Off by default: the summaries count them. */
  includePasses?: boolean;
  /**
   * Also say why candidates were not taken (`review`, the workspace's and the report's explanation).
   * On by default; callers that use only the rules' verdicts (a fixture design inside a revision
   * comparison) turn it off: it is a third of a large board's analysis.
   */
  review?: boolean;
}

/** One selected test point as the report lists it (board frame, mm). */
export interface AnalyzedTestPoint {
  id: string;
  kind: TestPointKind;
  ref: string | null;
  pad: string | null;
  net: string | null;
  x: number;
  y: number;
  copperSides: CopperSides;
  probeSide: Side;
  sizeMm: number;
  probeClass: ProbeClass | null;
  tipStyle: TipStyle;
  receptacleDrillMm: number | null;
  probes: number;
  forceN: number;
  drillOnly: boolean;
  highPowerA: number | null;
}

/** A DFT report: a plain JSON snapshot of one analysis. */
export interface DftReport {
  engineVersion: string;
  /** Worst rule status. */
  status: FindingSeverity;
  thresholds: DftThresholds;
  rules: RuleSummary[];
  /** Fails first, then warnings (then passes when asked for), in rule order. */
  findings: Finding[];
  coverage: Coverage;
  probes: ProbeCounts;
  testPoints: AnalyzedTestPoint[];
  facts: ReportFacts;
  /**
   * The designed test points not taken and the nets without a probe, each candidate with measured
   * reasons (decision 0037). Absent from reports made before engine 1.1.
   */
  review?: CandidateReview;
}

const SEVERITY_ORDER: FindingSeverity[] = ['fail', 'warning', 'pass'];

/** The report's rows: one object per selected point, read from the selection and plan columns. */
function analyzedTestPoints(ctx: PlanContext): AnalyzedTestPoint[] {
  const { board, config, selection: sel, plan, catalog } = ctx;
  const rows: AnalyzedTestPoint[] = [];
  for (let i = 0; i < sel.count; i++) {
    const tp = pointAt(board, sel, i);
    const option = config.testPoints[sel.option[i]!]!;
    const probeClass = probeClassName(plan.classes[i]!);
    rows.push({
      id: tp.id,
      kind: tp.kind,
      ref: tp.ref,
      pad: tp.pad,
      net: tp.net,
      x: tp.x,
      y: tp.y,
      copperSides: tp.side,
      probeSide: SIDES[sel.side[i]!]!,
      sizeMm: tp.sizeMm,
      probeClass,
      tipStyle: TIP_STYLES[plan.tip[i]!]!,
      receptacleDrillMm: probeClass ? catalog.classes[probeClass].receptacleDrillMm : null,
      probes: plan.probes[i]!,
      forceN: plan.forceN(i),
      drillOnly: option.drillOnly ?? false,
      highPowerA: option.highPowerA ?? null,
    });
  }
  return rows;
}

/**
 * The report's rows alone, as `analyzeDft(board, config, options).testPoints` lists them: the selected
 * points with the probe class, tip, receptacle, probes and force planned for each, without running
 * the rules, the coverage or the review. For callers that need only the plan (a fixture design inside
 * a revision comparison): a fraction of a large board's analysis.
 */
export function planTestPoints(
  board: Board,
  config: TestConfig,
  options: Pick<DftOptions, 'thresholds' | 'catalog'> = {},
): AnalyzedTestPoint[] {
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const catalog = options.catalog ?? DEFAULT_PROBE_CATALOG;
  return analyzedTestPoints(buildPlanContext(board, config, thresholds, catalog));
}

/**
 * Runs every DFT rule of PRODUCT.md §5 and the probe-class assignment of §6 over a board and a test
 * configuration. Pure and deterministic; never throws for bad data (bad ids become findings).
 */
export function analyzeDft(board: Board, config: TestConfig, options: DftOptions = {}): DftReport {
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const catalog = options.catalog ?? DEFAULT_PROBE_CATALOG;
  const ctx = buildContext(board, config, thresholds, catalog, options.kit ?? null);
  const perRule: Finding[][] = [];
  const rules = RULES.map((rule) => {
    const sink: Finding[] = [];
    perRule.push(sink);
    const rec = new RuleRecorder(rule.info(thresholds), sink, options.includePasses ?? false);
    rule.check(ctx, rec);
    return rec.summary();
  });
  const findings: Finding[] = [];
  for (const severity of SEVERITY_ORDER) {
    for (const list of perRule) {
      for (let k = 0; k < list.length; k++) if (list[k]!.severity === severity) findings.push(list[k]!);
    }
  }
  const facts = gatherFacts(ctx);
  return {
    engineVersion: ENGINE_VERSION,
    status: SEVERITY_ORDER.find((s) => rules.some((r) => r.status === s)) ?? 'pass',
    thresholds,
    rules,
    findings,
    coverage: ctx.coverage.coverage,
    probes: facts.probes,
    testPoints: analyzedTestPoints(ctx),
    facts,
    ...(options.review === false ? {} : { review: reviewCandidates(ctx) }),
  };
}
