import type { Board, DftReport, Finding, TestConfig } from '@studio/core';
import type { LegendItem } from '../../../board-view/legend-items';
import { findingLegend } from '../../../board-view/legend-items';
import type { Highlight, Marker, Theme } from '../../../viewer';

/** Colours of the workspace's emphasis, per theme (distinct from the viewer's candidate ring colours). */
export const OVERLAY_COLORS: Record<
  Theme,
  { selected: string; drillOnly: string; guide: string; pressure: string }
> = {
  light: { selected: '#0b7285', drillOnly: '#868e96', guide: '#862e9c', pressure: '#364fc7' },
  dark: { selected: '#66d9e8', drillOnly: '#ced4da', guide: '#e599f7', pressure: '#91a7ff' },
};

/**
 * At most this many finding markers are drawn (worst first: the report lists fails first). A board
 * with tens of thousands of warnings would bury the board under pins; the list shows them all.
 */
export const MAX_FINDING_MARKERS = 2000;

/** Feature id (pad or via) of each test-point candidate id. */
export function featureIdsOf(board: Board): Map<string, string> {
  return new Map(board.testPoints.map((tp) => [tp.id as string, tp.featureId as string]));
}

/** The board features a finding is about: its test points' pads or vias, its holes and components. */
const findingFeatures = (features: readonly string[], featureOf: Map<string, string>): string[] =>
  features.map((id) => featureOf.get(id) ?? id);

/**
 * What the board shows of a configuration: selected test points filled, drill-only ones outlined,
 * guide holes outlined, pressure pins and DFT findings as markers (coloured by severity). A finding's
 * marker carries its message, which the viewer shows only while the marker or one of the finding's
 * features is pointed at or selected: Duet2 has hundreds of findings, whose labels buried the board.
 */
export function buildOverlay(
  config: TestConfig,
  report: DftReport | null,
  featureOf: Map<string, string>,
  theme: Theme,
  /** The finding the engineer opened from the status panel: its label stays shown. */
  focused: Finding | null = null,
): { highlights: Highlight[]; markers: Marker[] } {
  const colors = OVERLAY_COLORS[theme];
  const probed: string[] = [];
  const drillOnly: string[] = [];
  for (const p of config.testPoints) {
    const feature = featureOf.get(p.id);
    if (feature) (p.drillOnly ? drillOnly : probed).push(feature);
  }
  const highlights: Highlight[] = [
    { ids: probed, color: colors.selected, fill: true },
    { ids: drillOnly, color: colors.drillOnly },
  ];
  if (config.locating?.method === 'guide-pins')
    highlights.push({ ids: config.locating.holes, color: colors.guide });
  const markers: Marker[] = config.pressurePins.map((pin, i) => ({
    id: `pressure-${i}`,
    x: pin.x,
    y: pin.y,
    color: colors.pressure,
  }));
  for (const [i, f] of (report?.findings ?? []).entries()) {
    if (i >= MAX_FINDING_MARKERS) break;
    if (f.severity === 'pass' || !f.location) continue;
    markers.push({
      id: `finding-${i}`,
      x: f.location.x,
      y: f.location.y,
      severity: f.severity,
      label: f.message,
      featureIds: findingFeatures(f.features, featureOf),
      ...(f === focused ? { pinned: true } : {}),
    });
  }
  return { highlights, markers };
}

/** What the workspace's colours mean, after the board's own (board-view/legend-items.ts). */
export function overlayLegend(theme: Theme): LegendItem[] {
  const c = OVERLAY_COLORS[theme];
  return [
    { label: 'Selected test point', color: c.selected, shape: 'fill' },
    { label: 'Drill only', color: c.drillOnly, shape: 'outline' },
    { label: 'Guide hole', color: c.guide, shape: 'ring' },
    { label: 'Pressure pin', color: c.pressure, shape: 'dot' },
    ...findingLegend(theme),
  ];
}
