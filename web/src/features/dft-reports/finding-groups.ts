import type { DftFinding, DftRuleSummary, DftSeverity } from '@studio/api';
import { largerIsWorse } from './report-format';

/** A finding with its position in the report's `findings` array (its stable key on the page). */
export interface IndexedFinding {
  index: number;
  finding: DftFinding;
}

/** The issues of one rule at one severity, worst first. */
export interface RuleGroup {
  /** `${severity}:${rule}`: the group's key (collapse state, DOM ids). */
  key: string;
  rule: string;
  title: string;
  severity: Exclude<DftSeverity, 'pass'>;
  items: IndexedFinding[];
}

/** All issues of one severity, grouped by rule in the report's rule order. */
export interface SeverityGroup {
  severity: Exclude<DftSeverity, 'pass'>;
  count: number;
  rules: RuleGroup[];
}

const ISSUE_SEVERITIES = ['fail', 'warning'] as const;

/**
 * Orders two findings of one rule worst first: by measured value (smallest first, or largest for
 * "at most" rules), findings without a value after those with one, then by their report order.
 */
export function compareFindings(rule: string, a: IndexedFinding, b: IndexedFinding): number {
  const ma = a.finding.measured;
  const mb = b.finding.measured;
  if (ma !== null && mb !== null && ma !== mb) return largerIsWorse(rule) ? mb - ma : ma - mb;
  if (ma === null && mb !== null) return 1;
  if (mb === null && ma !== null) return -1;
  return a.index - b.index;
}

/**
 * Groups a report's issues (warnings and fails; passes are not issues) by severity, fails first,
 * then by rule in the order of `rules` (the engine's report order; rules a newer engine added and
 * this list lacks come last, by id). Linear in the number of findings plus a sort per rule.
 */
export function groupFindings(
  findings: readonly DftFinding[],
  rules: readonly DftRuleSummary[],
): SeverityGroup[] {
  // Keyed by string: a finding of a rule a newer engine added is not in `rules`.
  const order = new Map<string, number>(rules.map((r, i) => [r.id, i]));
  const titles = new Map<string, string>(rules.map((r) => [r.id, r.title]));
  const buckets = new Map<string, RuleGroup>();
  findings.forEach((finding, index) => {
    if (finding.severity === 'pass') return;
    const key = `${finding.severity}:${finding.rule}`;
    let group = buckets.get(key);
    if (!group) {
      group = {
        key,
        rule: finding.rule,
        title: titles.get(finding.rule) ?? finding.rule,
        severity: finding.severity,
        items: [],
      };
      buckets.set(key, group);
    }
    group.items.push({ index, finding });
  });
  const rank = (rule: string) => order.get(rule) ?? Number.MAX_SAFE_INTEGER;
  return ISSUE_SEVERITIES.map((severity) => {
    const groups = [...buckets.values()]
      .filter((g) => g.severity === severity)
      .sort((a, b) => rank(a.rule) - rank(b.rule) || a.rule.localeCompare(b.rule));
    for (const g of groups) g.items.sort((a, b) => compareFindings(g.rule, a, b));
    return { severity, count: groups.reduce((n, g) => n + g.items.length, 0), rules: groups };
  }).filter((s) => s.count > 0);
}

/** Where a finding sits in the groups: its group's key and its page (of `pageSize`) in that group. */
export function locateFinding(
  groups: readonly SeverityGroup[],
  index: number,
  pageSize: number,
): { key: string; page: number } | null {
  for (const s of groups) {
    for (const g of s.rules) {
      const at = g.items.findIndex((item) => item.index === index);
      if (at >= 0) return { key: g.key, page: Math.floor(at / pageSize) + 1 };
    }
  }
  return null;
}

/** The slice of a group's items on a 1-based page. */
export const pageOf = <T>(items: readonly T[], page: number, pageSize: number): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);

/** Number of pages for `count` items (at least 1). */
export const pageCount = (count: number, pageSize: number): number =>
  Math.max(1, Math.ceil(count / pageSize));

/**
 * The issues a one-page summary lists: fails before warnings, then the rule order; at most one per
 * rule first (its worst), so that one rule with hundreds of findings cannot crowd out the others;
 * remaining places go to further findings in the same order.
 */
export function topIssues(groups: readonly SeverityGroup[], limit: number): IndexedFinding[] {
  const ruleGroups = groups.flatMap((s) => s.rules);
  const picked: IndexedFinding[] = [];
  for (const g of ruleGroups) {
    if (picked.length >= limit) break;
    const first = g.items[0];
    if (first) picked.push(first);
  }
  for (const g of ruleGroups) {
    for (const item of g.items.slice(1)) {
      if (picked.length >= limit) return picked;
      picked.push(item);
    }
  }
  return picked;
}
