import type { Side } from '../board/model';

/** Verdict of one check. */
export type FindingSeverity = 'pass' | 'warning' | 'fail';

/** Every rule and configuration check of PRODUCT.md §5 (and §6 for probe classes). */
export type RuleId =
  | 'tp-pad-size'
  | 'tp-spacing'
  | 'guide-pin-spacing'
  | 'guide-pin-tp'
  | 'tp-board-edge'
  | 'tp-component'
  | 'component-height'
  | 'tp-accessible'
  | 'tp-smd-termination'
  | 'tp-large-hole'
  | 'board-thickness'
  | 'probe-class'
  | 'config-references'
  | 'config-test-points'
  | 'config-locating'
  | 'config-guide-pins-collinear'
  | 'config-guide-pins-symmetric'
  | 'config-tooling-plated'
  | 'config-probe-side'
  | 'config-both-sides'
  | 'config-kit-fit'
  | 'config-kit-probes'
  | 'config-probe-force'
  | 'pressure-pin-clearance'
  | 'coverage-accessible'
  | 'coverage-probed';

/** Unit of a finding's measured value and threshold. */
export type MeasureUnit = 'mm' | 'N' | 'count' | '%';

/** The thresholds a finding was judged against; null where the rule has no such level. */
export interface ThresholdUsed {
  recommended: number | null;
  minimum: number | null;
}

/** Where a finding is on the board: board frame (mm, top view, +Y up) and the side it concerns. */
export interface FindingLocation {
  x: number;
  y: number;
  side: Side | null;
}

/** How a component height was obtained: the board's STEP model, the design data, the user's override, or a package-class default. */
export type HeightSource = 'step' | 'model' | 'override' | 'default';

/** One result of one rule: data, never an exception (ARCHITECTURE.md "Errors"). */
export interface Finding {
  rule: RuleId;
  severity: FindingSeverity;
  message: string;
  /** The measured value, rounded as compared (0.01 for mm); null when the rule measures nothing. */
  measured: number | null;
  unit: MeasureUnit | null;
  threshold: ThresholdUsed;
  /** Ids of the features involved: test points, holes, components, nets (by name). */
  features: string[];
  location: FindingLocation | null;
  /** For rules that use a component height: the height (mm) and where it came from. */
  height?: { mm: number; source: HeightSource; packageClass: string | null };
}

/** The verdict of one rule over the whole board. */
export interface RuleSummary {
  id: RuleId;
  title: string;
  status: FindingSeverity;
  /** The worst measured value among the checks (smallest for ≥ rules, largest for ≤ rules). */
  worst: number | null;
  unit: MeasureUnit | null;
  threshold: ThresholdUsed;
  /** Findings that are warnings or fails. */
  count: number;
  /** How many items (test points, pairs, components…) the rule evaluated. */
  checked: number;
}
