import type { Theme } from '../viewer';
import { THEMES } from '../viewer/theme';

/** How a legend entry is drawn: a filled square, a ring, an outlined square, a dot (marker). */
export type SwatchShape = 'fill' | 'ring' | 'outline' | 'dot';

export interface LegendItem {
  label: string;
  color: string;
  shape: SwatchShape;
}

/** What the board view's own colours mean (the viewer's palette for `theme`). */
export function boardLegend(theme: Theme): LegendItem[] {
  const s = THEMES[theme].styles;
  return [
    { label: 'Copper pad', color: s.pad, shape: 'fill' },
    { label: 'Via', color: s.via, shape: 'fill' },
    { label: 'Pad on the far side', color: s.padFar, shape: 'fill' },
    { label: 'Candidate: test-point pad', color: s.tpTestpoint, shape: 'ring' },
    { label: 'Candidate: through-hole', color: s.tpThroughHole, shape: 'ring' },
    { label: 'Candidate: via', color: s.tpVia, shape: 'ring' },
    { label: 'Candidate: SMD pad (last resort)', color: s.tpSmd, shape: 'ring' },
    { label: 'Highlighted net', color: s.netHighlight, shape: 'fill' },
    { label: 'Selected', color: s.selection, shape: 'outline' },
  ];
}

/** The finding markers' colours (the viewer's severity palette). */
export function findingLegend(theme: Theme): LegendItem[] {
  const sev = THEMES[theme].severity;
  return [
    { label: 'Fail', color: sev.fail, shape: 'dot' },
    { label: 'Warning', color: sev.warning, shape: 'dot' },
  ];
}
