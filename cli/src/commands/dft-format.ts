import {
  type Board,
  type DftReport,
  type Finding,
  factsCandidateText,
  type TestConfig,
  type TestConfigProposal,
  testPointLabel,
  describeHeightSources,
} from '@studio/core';
import { describeReview } from './dft-review-format';

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

/** Names of a board's features as a person says them: test points as ref.pad, parts and holes by ref. */
export function featureNames(board: Board): (id: string) => string {
  const names = new Map<string, string>();
  for (const t of board.testPoints) names.set(t.id, testPointLabel(t));
  for (const c of board.components) names.set(c.id, c.ref || c.id);
  for (const h of board.holes) if (h.ref) names.set(h.id, h.ref);
  for (const pad of board.pads) if (pad.ref) names.set(pad.id, `${pad.ref}.${pad.number}`);
  return (id) => names.get(id) ?? id;
}

/**
 * The same name as `featureNames(board)(id)` for a few ids, without the map of every feature (three
 * million entries on a million-pad board, for the text report's handful of locating holes): the last
 * pad, else hole, else part, else test point with that id, as the map's later entries win.
 */
export function featureName(board: Board, id: string): string {
  const last = <T extends { id: string }>(list: readonly T[], named: (x: T) => boolean): T | undefined =>
    list.findLast((x) => x.id === id && named(x));
  const pad = last(board.pads, (p) => !!p.ref);
  if (pad) return `${pad.ref}.${pad.number}`;
  const hole = last(board.holes, (h) => !!h.ref);
  if (hole) return hole.ref!;
  const part = last(board.components, () => true);
  if (part) return part.ref || part.id;
  const point = last(board.testPoints, () => true);
  return point ? testPointLabel(point) : id;
}

/** The nets counted apart (one pad, KiCad unconnected) and, for the proposal, that it left them unprobed. */
function singlePadText(singlePad: number | undefined, proposal: TestConfigProposal, select: string): string {
  if (!singlePad) return '';
  const skipped =
    select === 'proposal' && proposal.singlePadNetsSkipped > 0
      ? `; the proposal probes none of them (${proposal.singlePadNetsSkipped} of them had a selectable candidate)`
      : '';
  return `; ${singlePad} single-pad or unconnected nets counted apart${skipped}`;
}

/** The human report: summary facts, rule table, then every issue with its place (board frame, mm). */
export function formatDftReport(
  board: Board,
  report: DftReport,
  proposal: TestConfigProposal,
  select = 'proposal',
): string {
  const name = (id: string) => featureName(board, id);
  const f = report.facts;
  const size = f.dimensionsMm ? `${mm(f.dimensionsMm.width)} × ${mm(f.dimensionsMm.height)}` : 'unknown size';
  const kinds = Object.entries(f.testPoints.byKind)
    .filter(([, n]) => n.top + n.bottom > 0)
    .map(([kind, n]) => `${kind} ${n.top} top / ${n.bottom} bottom`)
    .join(', ');
  const locating =
    f.locating.method === 'guide-pins'
      ? `guide pins in ${f.locating.holes.map(name).join(', ')} (registration ${f.locating.registrationScore}/100)`
      : (f.locating.method ?? 'none');
  const p = report.probes;
  const review = report.review;
  const candidates = review
    ? `${f.testPoints.selected} selected of ${review.candidates} probe-able candidates with a net on the probed ${review.sides.length > 1 ? 'sides' : 'side'} (whole board: ${factsCandidateText(f)})`
    : factsCandidateText(f);
  const selection =
    select === 'proposal' ? "Studio's proposal" : select === 'designed' ? 'the designed test points' : select;
  return [
    `DFT report (engine ${report.engineVersion}): ${report.status.toUpperCase()}`,
    `Board:          ${size}, ${f.thicknessMm === null ? 'thickness unknown' : `${mm(f.thicknessMm)} thick`}, ${f.copperLayers ?? '?'} copper layers`,
    `Probed from:    ${f.sidesProbed.join(' + ') || 'no side chosen'} (nets probeable within the minimums: top ${proposal.probeableNets.top}, bottom ${proposal.probeableNets.bottom}; reachable: top ${proposal.accessibleNets.top}, bottom ${proposal.accessibleNets.bottom})`,
    `Locating:       ${locating}`,
    `Selection:      ${selection}`,
    `Test points:    ${candidates}${kinds ? `; selected by kind: ${kinds}` : ''}`,
    `Smallest pad:   ${mm(f.smallestPadMm)}; smallest spacing ${mm(f.smallestSpacingMm)}`,
    `Coverage:       ${f.probedNets} of ${f.nets} connection nets probed (${f.coveragePercent} %), ${report.coverage.accessibleNets} accessible${singlePadText(report.coverage.singlePadNets, proposal, select)}`,
    `Probes:         P100 ${p.P100}, P75 ${p.P75}, P50 ${p.P50}, P39 ${p.P39} (unassigned ${p.unassigned}); force ${f.totalProbeForceN.toFixed(2)} N`,
    `Heights:        ${describeHeightSources(f.heightSources)}`,
    '',
    'Rules:',
    ...describeRules(report),
    '',
    'Issues (board frame: mm, top view, +Y up):',
    ...describeIssues(report),
    ...describeReview(review),
  ].join('\n');
}

/**
 * The --json output: the report and the configuration it analysed, every test point named by ref.pad
 * (`name`), never by the importer's internal id; findings' `features` are names too (nets by name).
 */
export function toDftJson(
  board: Board,
  report: DftReport,
  proposal: TestConfigProposal,
  selection: { select: string; config: TestConfig },
) {
  const name = featureNames(board);
  const { config } = selection;
  return {
    engineVersion: report.engineVersion,
    status: report.status,
    frame: 'top-view-y-up, mm',
    selection: selection.select,
    rules: report.rules,
    findings: report.findings.map((f) => ({ ...f, features: f.features.map(name) })),
    coverage: report.coverage,
    probes: report.probes,
    testPoints: report.testPoints.map(({ id, ...t }) => ({ name: name(id), ...t })),
    facts: {
      ...report.facts,
      locating: { ...report.facts.locating, holes: report.facts.locating.holes.map(name) },
    },
    review: report.review && {
      ...report.review,
      designed: {
        ...report.review.designed,
        notTaken: report.review.designed.notTaken.map(({ testPoint, ...r }) => r),
      },
      unprobed: {
        ...report.review.unprobed,
        allRefused: report.review.unprobed.allRefused.map((n) => ({
          ...n,
          refused: n.refused.map(({ testPoint, ...r }) => r),
        })),
        notSelected: report.review.unprobed.notSelected.map((n) => ({
          ...n,
          refused: n.refused.map(({ testPoint, ...r }) => r),
        })),
      },
    },
    thresholds: report.thresholds,
    config: {
      ...config,
      testPoints: config.testPoints.map(({ id, ...t }) => ({ name: name(id), ...t })),
      locating:
        config.locating?.method === 'guide-pins'
          ? { ...config.locating, holes: config.locating.holes.map(name) }
          : config.locating,
    },
    registrationScore: proposal.registrationScore,
    ...(selection.select === 'proposal' ? { rejectedCandidates: proposal.rejectedCandidates } : {}),
  };
}
