import type { AnalysisContext } from './context';
import type { RuleInfo, RuleRecorder } from './recorder';
import type { DftThresholds } from './thresholds';

/** A rule: its description (thresholds from the company's set) and its check over the context. */
export interface Rule {
  info(thresholds: DftThresholds): RuleInfo;
  check(ctx: AnalysisContext, rec: RuleRecorder): void;
}
