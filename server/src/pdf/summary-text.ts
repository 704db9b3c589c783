import { displayNetName } from '@studio/core';
import type { DftReportRecord, DftSeverity } from '@studio/api';

export const STATUS_WORD: Record<DftSeverity, string> = { pass: 'PASS', warning: 'WARNINGS', fail: 'FAIL' };

const mm = (n: number | null) => (n === null ? 'unknown' : `${n.toFixed(2)} mm`);

/** A measured value with its unit, as the report shows it. */
export function formatMeasure(value: number | null, unit: string | null): string {
  if (value === null) return '-';
  if (unit === 'mm') return mm(value);
  if (unit === 'count' || unit === null) return String(value);
  return `${value} ${unit}`;
}

/** "2026-11-22 14:05 UTC": a report's date, the same wherever the PDF is read. */
export function formatUtc(isoDate: string): string {
  return `${isoDate.slice(0, 10)} ${isoDate.slice(11, 16)} UTC`;
}

function describeLocating(report: DftReportRecord): string {
  const l = report.analysis.facts.locating;
  if (l.method === 'cradle') return 'cradle';
  if (l.method !== 'guide-pins') return 'not configured';
  const score = l.registrationScore === null ? '' : `, registration ${l.registrationScore}/100`;
  return `${l.holes.length} guide pins${score}`;
}

function describeKinds(report: DftReportRecord): string {
  const parts = Object.entries(report.analysis.facts.testPoints.byKind)
    .filter(([, n]) => n.top + n.bottom > 0)
    .map(([kind, n]) => `${kind} ${n.top}T/${n.bottom}B`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** The key facts of PRODUCT.md §5 as label/value lines. */
export function describeFacts(report: DftReportRecord): [string, string][] {
  const f = report.analysis.facts;
  const c = report.analysis.coverage;
  const size = f.dimensionsMm ? `${mm(f.dimensionsMm.width)} x ${mm(f.dimensionsMm.height)}` : 'unknown';
  const uncovered =
    c.unprobed.length === 0
      ? 'none'
      : `${c.unprobed.length} (${c.unprobed.slice(0, 4).map(displayNetName).join(', ')}${c.unprobed.length > 4 ? ', ...' : ''})`;
  return [
    ['Board size', size],
    ['Thickness', mm(f.thicknessMm)],
    ['Copper layers', f.copperLayers === null ? 'unknown' : String(f.copperLayers)],
    ['Sides probed', f.sidesProbed.length > 0 ? f.sidesProbed.join(' + ') : 'none chosen'],
    ['Locating', describeLocating(report)],
    ['Test points', `${f.testPoints.selected} selected of ${f.testPoints.candidates} candidates`],
    ['By kind (top/bottom)', describeKinds(report)],
    ['Smallest pad', mm(f.smallestPadMm)],
    ['Smallest spacing', mm(f.smallestSpacingMm)],
    ['Nets', `${f.nets} (${c.accessibleNets} accessible, ${f.probedNets} probed)`],
    ['Nets not probed', uncovered],
    ['Probe force', `${f.totalProbeForceN.toFixed(2)} N`],
  ];
}
