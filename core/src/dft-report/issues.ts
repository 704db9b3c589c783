import type { DftReport } from '../dft/analyze';
import type { Finding, FindingSeverity, RuleId } from '../dft/types';

/** The issues of one rule at one severity, as a report lists them (PRODUCT.md §5). */
export interface IssueGroup {
  severity: Exclude<FindingSeverity, 'pass'>;
  rule: RuleId;
  /** The rule's title from the report's rule summaries. */
  title: string;
  findings: Finding[];
}

const RANK: Record<FindingSeverity, number> = { pass: 0, warning: 1, fail: 2 };

/** The worse of two verdicts. */
export const worseSeverity = (a: FindingSeverity, b: FindingSeverity): FindingSeverity =>
  RANK[b] > RANK[a] ? b : a;

/**
 * Warnings and fails grouped by severity (fails first) and then by rule, in the report's rule order.
 * Passes are left out: a report lists issues.
 */
export function groupIssues(report: Pick<DftReport, 'findings' | 'rules'>): IssueGroup[] {
  const order = new Map(report.rules.map((r, i) => [r.id, i]));
  const titles = new Map(report.rules.map((r) => [r.id, r.title]));
  const groups = new Map<string, IssueGroup>();
  for (const f of report.findings) {
    if (f.severity === 'pass') continue;
    const key = `${f.severity}/${f.rule}`;
    let group = groups.get(key);
    if (!group) {
      group = { severity: f.severity, rule: f.rule, title: titles.get(f.rule) ?? f.rule, findings: [] };
      groups.set(key, group);
    }
    group.findings.push(f);
  }
  return [...groups.values()].sort(
    (a, b) =>
      RANK[b.severity] - RANK[a.severity] ||
      (order.get(a.rule) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.rule) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** The `limit` most severe issues: fails before warnings, in rule order (the order of `findings`). */
export function mostSevereIssues(report: Pick<DftReport, 'findings' | 'rules'>, limit: number): Finding[] {
  return groupIssues(report)
    .flatMap((g) => g.findings)
    .slice(0, Math.max(0, limit));
}

/**
 * The worst finding of each selected test point (by id), for colouring the points on a plot: a point
 * no warning or fail names is a pass. Findings name test points among their `features`.
 */
export function worstSeverityByTestPoint(
  report: Pick<DftReport, 'findings' | 'testPoints'>,
): Map<string, FindingSeverity> {
  const worst = new Map<string, FindingSeverity>(report.testPoints.map((p) => [p.id, 'pass']));
  for (const f of report.findings) {
    if (f.severity === 'pass') continue;
    for (const id of f.features) {
      const current = worst.get(id);
      if (current !== undefined) worst.set(id, worseSeverity(current, f.severity));
    }
  }
  return worst;
}
