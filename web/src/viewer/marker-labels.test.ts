import { describe, expect, it } from 'vitest';
import { labelledMarkers, MARKER_RADIUS_PX, placeBox, wrapText } from './marker-labels';
import type { Marker } from './types';
import { identityTransform } from './view-transform';

/** 1 px per mm, +Y up: board (x, y) is at screen (x, −y); ty moves it down 100 px. */
const t = { ...identityTransform(200, 200), ty: 100 };
const marker = (id: string, x: number, y: number, extra: Partial<Marker> = {}): Marker => ({
  id,
  x,
  y,
  label: `finding ${id}`,
  ...extra,
});

describe('marker labels', () => {
  const markers = [
    marker('a', 10, 10, { featureIds: ['P1'] }),
    marker('b', 50, 10, { featureIds: ['P9', 'P2'] }),
    marker('c', 90, 10, { pinned: true }),
    marker('d', 130, 10, { label: undefined }),
  ];

  it('shows none of the unpinned ones until something is pointed at or selected', () => {
    expect([...labelledMarkers(markers, t, null, new Set(), 3)]).toEqual(['c']);
  });

  it('shows the one under the pointer (within its radius and the tolerance)', () => {
    // Marker a is drawn at (10, 90).
    const near = { x: 10 + MARKER_RADIUS_PX + 2, y: 90 };
    expect([...labelledMarkers(markers, t, near, new Set(), 3)].sort()).toEqual(['a', 'c']);
    const far = { x: 10 + MARKER_RADIUS_PX + 4, y: 90 };
    expect([...labelledMarkers(markers, t, far, new Set(), 3)]).toEqual(['c']);
  });

  it('shows those about a hovered or selected feature', () => {
    expect([...labelledMarkers(markers, t, null, new Set(['P2']), 3)].sort()).toEqual(['b', 'c']);
  });

  it('never labels a marker without text', () => {
    expect(labelledMarkers(markers, t, { x: 130, y: 90 }, new Set(), 3).has('d')).toBe(false);
  });

  it('wraps long text by words and ends a cut one with "…"', () => {
    const widthOf = (s: string) => s.length * 10;
    expect(wrapText('TP3.1 is 0.73 mm from the board edge', widthOf, 120, 3)).toEqual([
      'TP3.1 is',
      '0.73 mm from',
      'the board…',
    ]);
    expect(wrapText('TP3.1 is 0.73 mm from the board edge', widthOf, 120, 4)).toEqual([
      'TP3.1 is',
      '0.73 mm from',
      'the board',
      'edge',
    ]);
    const cut = wrapText('TP3.1 is 0.73 mm from the board edge', widthOf, 120, 2);
    expect(cut).toEqual(['TP3.1 is', '0.73 mm fro…']);
    expect(wrapText('short', widthOf, 120, 2)).toEqual(['short']);
  });

  it('puts a label box beside its marker, never over it while there is room', () => {
    const gap = MARKER_RADIUS_PX + 6;
    // Room on the right.
    expect(placeBox({ x: 20, y: 100 }, 100, 40, t)).toEqual({ x: 20 + gap, y: 80 });
    // Near the right edge: on the left.
    expect(placeBox({ x: 190, y: 100 }, 100, 40, t)).toEqual({ x: 190 - gap - 100, y: 80 });
    // Too wide for either side of a marker in the middle: below it.
    expect(placeBox({ x: 100, y: 60 }, 150, 40, t)).toEqual({ x: 25, y: 60 + gap });
    // Near the bottom too: above it.
    expect(placeBox({ x: 100, y: 180 }, 150, 40, t)).toEqual({ x: 25, y: 180 - gap - 40 });
  });
});
