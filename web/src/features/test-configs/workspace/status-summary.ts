import type { DftReport, RuleSummary } from '@studio/core';

/** The headline of a live analysis: verdict, counts, coverage and probes by class. */
export interface StatusSummary {
  status: DftReport['status'];
  fails: number;
  warnings: number;
  rulesFailed: number;
  rulesWarned: number;
  rulesPassed: number;
  coveragePercent: number;
  probedNets: number;
  nets: number;
  selected: number;
  probes: { label: string; count: number }[];
  unassigned: number;
  forceN: number;
  /** Rules that warn or fail, worst first (fails, then warnings), in report order within each. */
  problems: RuleSummary[];
  /** Rules that pass, in report order. */
  passes: RuleSummary[];
}

export const STATUS_LABELS = { pass: 'Pass', warning: 'Warnings', fail: 'Fail' } as const;

/** Summarises a report for the status panel. */
export function summarise(report: DftReport): StatusSummary {
  const fails = report.findings.filter((f) => f.severity === 'fail').length;
  const warnings = report.findings.filter((f) => f.severity === 'warning').length;
  const byStatus = (s: RuleSummary['status']) => report.rules.filter((r) => r.status === s);
  return {
    status: report.status,
    fails,
    warnings,
    rulesFailed: byStatus('fail').length,
    rulesWarned: byStatus('warning').length,
    rulesPassed: byStatus('pass').length,
    coveragePercent: report.coverage.percent,
    probedNets: report.coverage.probedNets,
    nets: report.coverage.nets,
    selected: report.facts.testPoints.selected,
    probes: (['P100', 'P75', 'P50', 'P39'] as const).map((c) => ({ label: c, count: report.probes[c] })),
    unassigned: report.probes.unassigned,
    forceN: report.facts.totalProbeForceN,
    problems: [...byStatus('fail'), ...byStatus('warning')],
    passes: byStatus('pass'),
  };
}
