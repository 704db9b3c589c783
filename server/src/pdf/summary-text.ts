import type { DftReportRecord, DftSeverity } from '@studio/api';
import {
  boardReadingText,
  type CandidateCounts,
  candidateCountText,
  factsCandidateText,
  formatLength,
  formatMeasureValue,
  type LengthUnits,
  describeHeightSources,
} from '@studio/core';

export const STATUS_WORD: Record<DftSeverity, string> = { pass: 'PASS', warning: 'WARNINGS', fail: 'FAIL' };

/** The same words as the report page's rule table. */
export const RESULT_WORD: Record<DftSeverity, string> = { pass: 'Pass', warning: 'Warning', fail: 'Fail' };

const KIND_WORDS: Record<string, string> = {
  testpoint: 'test-point pads',
  'through-hole': 'through-hole pads',
  via: 'untented vias',
  smd: 'SMD pads (flagged)',
};

/** A measured value with its unit, as the report shows it; "-" when nothing was measured. */
export function formatMeasure(value: number | null, unit: string | null, units: LengthUnits): string {
  if (value === null) return '—';
  return formatMeasureValue(value, unit as Parameters<typeof formatMeasureValue>[1], units);
}

/** "2026-11-22 14:05 UTC": a report's date, the same wherever the PDF is read. */
export function formatUtc(isoDate: string): string {
  return `${isoDate.slice(0, 10)} ${isoDate.slice(11, 16)} UTC`;
}

/** Where the thresholds came from, in the words of the page (no internal references). */
export const thresholdsWords = (source: DftReportRecord['thresholdsSource']): string =>
  source === 'company' ? "the company's thresholds" : 'default thresholds';

function describeLocating(report: DftReportRecord, holeLabel: (id: string) => string): string {
  const l = report.analysis.facts.locating;
  if (l.method === 'cradle') return 'cradle (board outline)';
  if (l.method !== 'guide-pins') return 'not configured';
  const holes = l.holes.length > 0 ? ` (${l.holes.map(holeLabel).join(', ')})` : '';
  const score = l.registrationScore === null ? '' : `, registration ${l.registrationScore}/100`;
  return `${l.holes.length} guide ${l.holes.length === 1 ? 'pin' : 'pins'}${holes}${score}`;
}

function describeKinds(report: DftReportRecord): string {
  const parts = Object.entries(report.analysis.facts.testPoints.byKind)
    .filter(([, n]) => n.top + n.bottom > 0)
    .map(([kind, n]) => `${KIND_WORDS[kind] ?? kind}: ${n.top} top, ${n.bottom} bottom`);
  return parts.length > 0 ? parts.join('; ') : 'none';
}

/** The "Board read by" line, when the report recorded it (engine 1.3.0 on). */
function readingLine(readBy: string | null | undefined): [string, string][] {
  const text = boardReadingText(readBy);
  return text ? [['Board read by', text]] : [];
}

/**
 * The key facts of PRODUCT.md §5 as label/value lines, in the reader's units. `candidates` are the
 * report board's counts (the same on the DUT page and in the workspace); without the board, the
 * engine's count of every candidate.
 */
export function describeFacts(
  report: DftReportRecord,
  units: LengthUnits,
  candidates: CandidateCounts | null,
  holeLabel: (id: string) => string = (id) => id,
): [string, string][] {
  const f = report.analysis.facts;
  const c = report.analysis.coverage;
  const len = (n: number | null) => (n === null ? '—' : formatLength(n, units));
  const size = f.dimensionsMm ? `${len(f.dimensionsMm.width)} x ${len(f.dimensionsMm.height)}` : '—';
  const selected = f.testPoints.selected;
  return [
    ['Board size', size],
    ['Thickness', len(f.thicknessMm)],
    ['Copper layers', f.copperLayers === null ? '—' : String(f.copperLayers)],
    ['Sides probed', f.sidesProbed.length > 0 ? f.sidesProbed.join(' and ') : 'none chosen'],
    ['Locating', describeLocating(report, holeLabel)],
    ['Test points', candidates ? candidateCountText(selected, candidates) : factsCandidateText(f)],
    ['Selected by kind', describeKinds(report)],
    ['Smallest pad', len(f.smallestPadMm)],
    ['Smallest spacing', len(f.smallestSpacingMm)],
    [
      'Nets',
      c.singlePadNets === undefined
        ? `${f.nets} (${c.accessibleNets} with a probe-able candidate, ${f.probedNets} probed)`
        : `${f.nets} connection nets (${c.accessibleNets} with a probe-able candidate, ${f.probedNets} probed); ${c.singlePadNets} single-pad or unconnected counted apart`,
    ],
    ['Total probe force', `${f.totalProbeForceN.toFixed(2)} N`],
    ['Component heights', describeHeightSources(f.heightSources)],
    ...readingLine(f.boardReadBy),
  ];
}
