import type { TestPointKind } from '../board/model';

/**
 * Colours of the board drawing. A light scheme: it prints well in PDF reports and the test-point
 * colours stay distinct on copper and on the substrate.
 */
export const PALETTE = {
  background: '#ffffff',
  substrate: '#e6eedc',
  outline: '#2f4f2f',
  copper: '#c08a2d',
  farCopper: '#8c95a0',
  body: '#6b6b6b',
  drill: '#ffffff',
  drillEdge: '#404040',
  text: '#1a1a1a',
} as const;

/** Marker colour per test-point candidate kind. */
export const KIND_COLOURS: Record<TestPointKind, string> = {
  testpoint: '#d6336c',
  'through-hole': '#1c7ed6',
  via: '#2f9e44',
  smd: '#f08c00',
};

/** Legend wording per kind. */
export const KIND_LABELS: Record<TestPointKind, string> = {
  testpoint: 'Test point',
  'through-hole': 'Through-hole pad',
  via: 'Via',
  smd: 'SMD pad (last resort)',
};

/** Opacity of far-side copper when it is drawn at all. */
export const FAR_SIDE_OPACITY = 0.35;
