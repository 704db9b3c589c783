import type { DftReport, Finding, TestConfigProposal } from '@studio/core';

const mm = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(2)} mm`);
const ISSUE_LIMIT = 200;

function formatValue(f: Pick<Finding, 'measured' | 'unit'>): string {
  if (f.measured === null) return '';
  if (f.unit === 'mm') return mm(f.measured);
  return `${f.measured}${f.unit && f.unit !== 'count' ? ` ${f.unit}` : ''}`;
}

function describeRules(report: DftReport): string[] {
  return report.rules
    .filter((r) => r.checked > 0)
    .map((r) => {
      const worst = r.worst === null ? '' : `worst ${formatValue({ measured: r.worst, unit: r.unit })}`;
      const count = r.count > 0 ? `${r.count} of ${r.checked}` : `${r.checked} checked`;
      return `  ${r.status.toUpperCase().padEnd(8)} ${r.id.padEnd(28)} ${worst.padEnd(20)} ${count}`;
    });
}

function describeIssues(report: DftReport): string[] {
  const issues = report.findings.filter((f) => f.severity !== 'pass');
  const lines = issues.slice(0, ISSUE_LIMIT).map((f) => {
    const at = f.location
      ? ` @ (${f.location.x.toFixed(2)}, ${f.location.y.toFixed(2)})${f.location.side ? ` ${f.location.side}` : ''}`
      : '';
    return `  ${f.severity.padEnd(7)} ${f.rule.padEnd(28)} ${f.message}${at}`;
  });
  if (issues.length > ISSUE_LIMIT)
    lines.push(`  … and ${issues.length - ISSUE_LIMIT} more (use --json for all)`);
  return lines.length > 0 ? lines : ['  none'];
}

/** The human report: summary facts, rule table, then every issue with its place (board frame, mm). */
export function formatDftReport(report: DftReport, proposal: TestConfigProposal): string {
  const f = report.facts;
  const size = f.dimensionsMm ? `${mm(f.dimensionsMm.width)} × ${mm(f.dimensionsMm.height)}` : 'unknown size';
  const kinds = Object.entries(f.testPoints.byKind)
    .filter(([, n]) => n.top + n.bottom > 0)
    .map(([kind, n]) => `${kind} ${n.top} top / ${n.bottom} bottom`)
    .join(', ');
  const locating =
    f.locating.method === 'guide-pins'
      ? `guide pins in ${f.locating.holes.join(', ')} (registration ${f.locating.registrationScore}/100)`
      : (f.locating.method ?? 'none');
  const p = report.probes;
  return [
    `DFT report (engine ${report.engineVersion}): ${report.status.toUpperCase()}`,
    `Board:          ${size}, ${f.thicknessMm === null ? 'thickness unknown' : `${mm(f.thicknessMm)} thick`}, ${f.copperLayers ?? '?'} copper layers`,
    `Probed from:    ${f.sidesProbed.join(' + ') || 'no side chosen'} (nets probeable within the minimums: top ${proposal.probeableNets.top}, bottom ${proposal.probeableNets.bottom}; reachable: top ${proposal.accessibleNets.top}, bottom ${proposal.accessibleNets.bottom})`,
    `Locating:       ${locating}`,
    `Test points:    ${f.testPoints.selected} selected of ${f.testPoints.candidates} candidates${kinds ? ` (${kinds})` : ''}`,
    `Smallest pad:   ${mm(f.smallestPadMm)}; smallest spacing ${mm(f.smallestSpacingMm)}`,
    `Coverage:       ${f.probedNets} of ${f.nets} nets probed (${f.coveragePercent} %), ${report.coverage.accessibleNets} accessible`,
    `Probes:         P100 ${p.P100}, P75 ${p.P75}, P50 ${p.P50}, P39 ${p.P39} (unassigned ${p.unassigned}); force ${f.totalProbeForceN.toFixed(2)} N`,
    '',
    'Rules:',
    ...describeRules(report),
    '',
    'Issues (board frame: mm, top view, +Y up):',
    ...describeIssues(report),
  ].join('\n');
}

/** The --json output: the report plus the configuration it analysed. */
export function toDftJson(report: DftReport, proposal: TestConfigProposal) {
  return {
    engineVersion: report.engineVersion,
    status: report.status,
    frame: 'top-view-y-up, mm',
    rules: report.rules,
    findings: report.findings,
    coverage: report.coverage,
    probes: report.probes,
    testPoints: report.testPoints,
    facts: report.facts,
    thresholds: report.thresholds,
    config: proposal.config,
    registrationScore: proposal.registrationScore,
  };
}
