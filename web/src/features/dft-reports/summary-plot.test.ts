import type { DftFinding } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { findingCircles, MAX_PLOT_MARKERS, plotMarkerRadius, svgDataUrl } from './summary-plot';

const at = (
  severity: DftFinding['severity'],
  x: number,
  y: number,
  side: 'top' | 'bottom' | null,
): DftFinding => ({
  rule: 'tp-spacing',
  severity,
  message: '',
  measured: 0.5,
  unit: 'mm',
  threshold: { recommended: 1.9, minimum: 0.99 },
  features: [],
  location: { x, y, side },
});

describe('summary plot markers', () => {
  it('draws located issues of the side in the SVG frame (y down, x mirrored from the bottom), fails on top', () => {
    const findings = [
      at('fail', 1, 2, 'bottom'),
      at('warning', 3, 4, null),
      at('fail', 5, 6, 'top'),
      at('pass', 7, 8, 'bottom'),
    ];
    const bottom = findingCircles(findings, 'bottom', 0.5);
    const centres = [...bottom.matchAll(/cx="([-\d.]+)" cy="([-\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(centres).toEqual([
      [-3, -4],
      [-1, -2],
    ]);
    const top = findingCircles(findings, 'top', 0.5);
    expect([...top.matchAll(/cx="([-\d.]+)"/g)].map((m) => Number(m[1]))).toEqual([3, 5]);
  });

  it('stops at the marker limit, keeping fails', () => {
    const findings = [
      ...Array.from({ length: MAX_PLOT_MARKERS }, (_, i) => at('warning', i, 0, 'top')),
      at('fail', -1, 0, 'top'),
    ];
    const svg = findingCircles(findings, 'top', 0.5);
    expect(svg.match(/<circle/g)).toHaveLength(MAX_PLOT_MARKERS);
    expect(svg).toContain('#e03131');
  });

  it('sizes markers to the board and encodes a data URL', () => {
    expect(plotMarkerRadius({ width: 140, height: 70 })).toBe(2);
    expect(plotMarkerRadius(null)).toBe(0.25);
    expect(svgDataUrl('<svg a="#"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22%23%22%2F%3E');
  });
});
