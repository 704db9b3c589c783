import type {
  DftCoverage as Coverage,
  DftProbeCounts as ProbeCounts,
  DftReportFacts as ReportFacts,
} from '@studio/api';
import {
  boardReadingText,
  describeHeightSources,
  factsCandidateText,
  type Side,
  type TestPointKind,
} from '@studio/core';
import { formatValue, hundredths, plural } from './report-format';

export interface FactRow {
  label: string;
  value: string;
}

const SIDE_NAMES: Record<Side, string> = { top: 'Top', bottom: 'Bottom' };

export const KIND_LABELS: Record<TestPointKind, string> = {
  testpoint: 'Test-point pads',
  'through-hole': 'Through-hole pads',
  via: 'Untented vias',
  smd: 'SMD pads (flagged)',
};

const KINDS: TestPointKind[] = ['testpoint', 'through-hole', 'via', 'smd'];

const mmOrDash = (v: number | null) => (v === null ? '—' : formatValue(v, 'mm'));

/** "Bottom", "Top and bottom", or "None chosen". */
export function sidesText(sides: readonly Side[]): string {
  if (sides.length === 0) return 'None chosen';
  if (sides.length === 2) return 'Top and bottom';
  return SIDE_NAMES[sides[0]!];
}

/** "Guide pins (H3, H7), registration 82/100", "Cradle (board outline)", "Not configured". */
export function locatingText(
  locating: ReportFacts['locating'],
  holeLabel: (id: string) => string = (id) => id,
): string {
  if (locating.method === 'cradle') return 'Cradle (board outline)';
  if (locating.method === 'guide-pins') {
    const holes = locating.holes.length > 0 ? ` (${locating.holes.map(holeLabel).join(', ')})` : '';
    const score =
      locating.registrationScore === null ? '' : `, registration ${locating.registrationScore}/100`;
    return `${plural(locating.holes.length, 'guide pin')}${holes}${score}`;
  }
  return 'Not configured';
}

/** The board and configuration facts of PRODUCT.md §5, in reading order. */
export function factRows(facts: ReportFacts, holeLabel?: (id: string) => string): FactRow[] {
  const d = facts.dimensionsMm;
  const readBy = boardReadingText(facts.boardReadBy);
  return [
    { label: 'Board size', value: d ? `${hundredths(d.width)} × ${hundredths(d.height)} mm` : '—' },
    { label: 'Thickness', value: mmOrDash(facts.thicknessMm) },
    { label: 'Copper layers', value: facts.copperLayers === null ? '—' : String(facts.copperLayers) },
    { label: 'Sides probed', value: sidesText(facts.sidesProbed) },
    { label: 'Locating', value: locatingText(facts.locating, holeLabel) },
    {
      label: 'Test points',
      value: factsCandidateText(facts),
    },
    { label: 'Smallest pad', value: mmOrDash(facts.smallestPadMm) },
    { label: 'Smallest spacing', value: mmOrDash(facts.smallestSpacingMm) },
    { label: 'Nets (connections)', value: facts.nets.toLocaleString('en-US') },
    { label: 'Probed nets', value: facts.probedNets.toLocaleString('en-US') },
    { label: 'Total probe force', value: formatValue(facts.totalProbeForceN, 'N') },
    { label: 'Component heights', value: describeHeightSources(facts.heightSources) },
    ...(readBy ? [{ label: 'Board read by', value: readBy }] : []),
  ];
}

/** One row per test-point kind that has any selected point: counts on the top and the bottom. */
export interface KindSideRow {
  kind: TestPointKind;
  label: string;
  top: number;
  bottom: number;
  total: number;
}

export function kindSideRows(byKind: ReportFacts['testPoints']['byKind']): KindSideRow[] {
  return KINDS.map((kind) => {
    const { top, bottom } = byKind[kind] ?? { top: 0, bottom: 0 };
    return { kind, label: KIND_LABELS[kind], top, bottom, total: top + bottom };
  }).filter((r) => r.total > 0);
}

/** Probe counts by class, largest class first, as rows with a share of the installed probes. */
export interface ProbeRow {
  label: string;
  count: number;
}

export function probeRows(probes: ProbeCounts): ProbeRow[] {
  const rows: ProbeRow[] = [
    { label: 'P100 (2.54 mm)', count: probes.P100 },
    { label: 'P75 (1.91 mm)', count: probes.P75 },
    { label: 'P50 (1.27 mm)', count: probes.P50 },
    { label: 'P39 (1.0 mm)', count: probes.P39 },
  ];
  return rows;
}

/** Points that need attention beside the probe counts: no class possible, drilled but not populated. */
export function probeNotes(probes: ProbeCounts): string[] {
  const notes: string[] = [];
  if (probes.unassigned > 0)
    notes.push(`${plural(probes.unassigned, 'selected point')} cannot take any probe class`);
  if (probes.drillOnly > 0) notes.push(`${plural(probes.drillOnly, 'point')} drilled but not populated`);
  return notes;
}

/** "16 of 31 nets (51.6 %)". */
export const coverageText = (c: Coverage): string =>
  c.singlePadNets === undefined
    ? `${c.probedNets.toLocaleString('en-US')} of ${plural(c.nets, 'net')} (${formatValue(c.percent, '%')})`
    : `${c.probedNets.toLocaleString('en-US')} of ${plural(c.nets, 'connection net')} (${formatValue(c.percent, '%')}); ${plural(c.singlePadNets, 'single-pad or unconnected net')} counted apart`;

/**
 * The nets without a probe, split by why: no accessible candidate at all (the design must change), or
 * a candidate exists but none is selected (the test config can change).
 */
export function uncoveredNets(c: Coverage): { inaccessible: string[]; unselected: string[] } {
  const inaccessible = new Set(c.inaccessible);
  return { inaccessible: c.inaccessible, unselected: c.unprobed.filter((n) => !inaccessible.has(n)) };
}
