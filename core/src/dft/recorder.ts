import { toHundredths } from '../units/rounding';
import type {
  Finding,
  FindingLocation,
  FindingSeverity,
  MeasureUnit,
  RuleId,
  RuleSummary,
  ThresholdUsed,
} from './types';

/** The parts of a finding a rule supplies (the recorder adds rule, severity, measured, unit). */
export type FindingBody = Omit<Finding, 'rule' | 'severity' | 'measured' | 'unit' | 'threshold'> & {
  threshold?: ThresholdUsed;
};

/** Static description of a rule. */
export interface RuleInfo {
  id: RuleId;
  title: string;
  unit: MeasureUnit | null;
  /** Which measured value is worst: the smallest (≥ rules), the largest (≤ rules), or none. */
  worst: 'min' | 'max' | null;
  threshold: ThresholdUsed;
}

/**
 * Collects one rule's checks. Pass findings are only built when asked for (`includePasses`): a
 * million test points would otherwise make millions of objects nobody reads; the summary still
 * counts every check and keeps the worst value.
 */
export class RuleRecorder {
  private checked = 0;
  private warnings = 0;
  private fails = 0;
  private worst: number | null = null;

  constructor(
    readonly info: RuleInfo,
    private readonly sink: Finding[],
    private readonly includePasses: boolean,
  ) {}

  /** Whether pass findings are kept (rules may skip measuring what only a pass finding would show). */
  get keepsPasses(): boolean {
    return this.includePasses;
  }

  /** True once some check has recorded a measured value. */
  get hasWorst(): boolean {
    return this.worst !== null;
  }

  /** Takes a measured value into the worst without recording a check. */
  noteWorst(measured: number): void {
    const worse =
      this.worst === null || (this.info.worst === 'min' ? measured < this.worst : measured > this.worst);
    if (worse) this.worst = measured;
  }

  /**
   * Records a passing check without building anything (hot loops call this before making the
   * closure for `record`). Returns false when pass findings are kept: then call `record`.
   */
  passed(measured: number | null): boolean {
    if (this.includePasses) return false;
    this.checked++;
    if (measured !== null && this.info.worst !== null) this.noteWorst(measured);
    return true;
  }

  /** Counts one check; true when its finding is kept. */
  private count(severity: FindingSeverity, measured: number | null): boolean {
    this.checked++;
    if (severity === 'warning') this.warnings++;
    if (severity === 'fail') this.fails++;
    if (measured !== null && this.info.worst !== null) this.noteWorst(measured);
    return severity !== 'pass' || this.includePasses;
  }

  /** Records one check; `build` is called only when the finding is kept. */
  record(severity: FindingSeverity, measured: number | null, build: () => FindingBody): void {
    if (!this.count(severity, measured)) return;
    const body = build();
    this.push(
      severity,
      measured,
      body.message,
      body.features,
      body.location,
      body.threshold ?? this.info.threshold,
      body.height,
    );
  }

  /**
   * Records one check from its parts, without a closure (the per-point rules call this after
   * `passed`, so their message is only built for findings that are kept). `threshold` defaults to
   * the rule's.
   */
  add(
    severity: FindingSeverity,
    measured: number | null,
    message: string,
    features: string[],
    location: FindingLocation | null,
    threshold: ThresholdUsed = this.info.threshold,
    height?: Finding['height'],
  ): void {
    if (this.count(severity, measured))
      this.push(severity, measured, message, features, location, threshold, height);
  }

  // One object shape per finding (the fields in the order reports have always listed them), built
  // in one step: no rest / spread copies. A message made of template parts is a tree of string
  // pieces until first read; reading one character flattens it to one string now, so the pieces
  // die young instead of being carried by every garbage collection of a long-lived report.
  private push(
    severity: FindingSeverity,
    measured: number | null,
    message: string,
    features: string[],
    location: FindingLocation | null,
    threshold: ThresholdUsed,
    height: Finding['height'] | undefined,
  ): void {
    message.charCodeAt(0);
    const finding: Finding = {
      rule: this.info.id,
      severity,
      measured,
      unit: this.info.unit,
      threshold,
      message,
      features,
      location,
    };
    if (height !== undefined) finding.height = height;
    this.sink.push(finding);
  }

  summary(): RuleSummary {
    const status: FindingSeverity = this.fails > 0 ? 'fail' : this.warnings > 0 ? 'warning' : 'pass';
    return {
      id: this.info.id,
      title: this.info.title,
      status,
      worst: this.worst,
      unit: this.info.unit,
      threshold: this.info.threshold,
      count: this.warnings + this.fails,
      checked: this.checked,
    };
  }
}

/**
 * Grades a ≥ measurement (mm) as the UI shows it, in 0.01 mm: below the minimum a fail, below the
 * recommended a warning; equality passes. A null level is not checked.
 */
export function gradeAtLeast(
  measuredMm: number,
  recommended: number | null,
  minimum: number | null,
): FindingSeverity {
  const m = toHundredths(measuredMm);
  if (minimum !== null && m < toHundredths(minimum)) return 'fail';
  if (recommended !== null && m < toHundredths(recommended)) return 'warning';
  return 'pass';
}
