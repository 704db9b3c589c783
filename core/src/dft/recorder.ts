import { toHundredths } from './rounding';
import type { Finding, MeasureUnit, RuleId, RuleSummary, FindingSeverity, ThresholdUsed } from './types';

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

  /** Records one check; `build` is called only when the finding is kept. */
  record(severity: FindingSeverity, measured: number | null, build: () => FindingBody): void {
    this.checked++;
    if (severity === 'warning') this.warnings++;
    if (severity === 'fail') this.fails++;
    if (measured !== null && this.info.worst !== null) {
      const worse =
        this.worst === null || (this.info.worst === 'min' ? measured < this.worst : measured > this.worst);
      if (worse) this.worst = measured;
    }
    if (severity === 'pass' && !this.includePasses) return;
    const { threshold, ...body } = build();
    this.sink.push({
      rule: this.info.id,
      severity,
      measured,
      unit: this.info.unit,
      threshold: threshold ?? this.info.threshold,
      ...body,
    });
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
