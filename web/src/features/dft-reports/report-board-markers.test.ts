import type { DftFinding } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { findingMarkers, focusSide, paddedRect } from './report-board-markers';

const at = (severity: DftFinding['severity'], side: 'top' | 'bottom' | null, located = true): DftFinding => ({
  rule: 'tp-board-edge',
  severity,
  message: '',
  measured: null,
  unit: null,
  threshold: { recommended: null, minimum: null },
  features: [],
  location: located ? { x: 1, y: 2, side } : null,
});

describe('board markers of a report', () => {
  const findings = [
    at('warning', 'bottom'),
    at('fail', 'bottom'),
    at('fail', 'top'),
    at('warning', null),
    at('fail', null, false),
  ];

  it('marks the located issues of the side shown, fails over warnings', () => {
    expect(findingMarkers(findings, 'bottom', null).map((m) => [m.id, m.severity])).toEqual([
      ['f0', 'warning'],
      ['f3', 'warning'],
      ['f1', 'fail'],
    ]);
  });

  it('draws the chosen issue last, its label pinned; the others labelled for the pointer', () => {
    const markers = findingMarkers(findings, 'bottom', 0);
    expect(markers.at(-1)).toMatchObject({ id: 'f0', label: 'Warning', pinned: true });
    const other = markers.find((m) => m.id === 'f1')!;
    expect(other.label).toBe('Fail');
    expect(other.pinned).toBeUndefined();
    const told = findingMarkers(
      [{ ...findings[1]!, message: 'TP3 is 0.73 mm from the board edge' }],
      'bottom',
      null,
    );
    expect(told[0]!.label).toBe('Fail: TP3 is 0.73 mm from the board edge');
    expect(markers.filter((m) => m.id === 'f0')).toHaveLength(1);
    // Chosen but on the other side: not drawn here.
    expect(findingMarkers(findings, 'top', 1).map((m) => m.id)).toEqual(['f3', 'f2']);
  });

  it('looks from the side of the issue and pads the zoom window', () => {
    expect(focusSide(findings[2]!)).toBe('top');
    expect(focusSide(findings[4]!)).toBeNull();
    expect(paddedRect({ minX: 1, minY: 2, maxX: 1, maxY: 2 }, 3)).toEqual({
      minX: -2,
      minY: -1,
      maxX: 4,
      maxY: 5,
    });
  });
});
