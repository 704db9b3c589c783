import type { Board, DftReport, TestConfig } from '@studio/core';
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

/**
 * Markers carry no label: the viewer writes labels beside every pin, which buries a board with many
 * findings; the status panel and the table say what each is.
 *
 * What the board shows of a configuration: selected test points filled, drill-only ones outlined,
 * guide holes outlined, pressure pins and DFT findings as markers (coloured by severity).
 */
export function buildOverlay(
  config: TestConfig,
  report: DftReport | null,
  featureOf: Map<string, string>,
  theme: Theme,
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
    });
  }
  return { highlights, markers };
}
