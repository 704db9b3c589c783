import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYERS } from '../board-viewer';
import { makePad, makeTestBoard } from '@studio/core/testing';
import { FeatureIndex } from './feature-index';
import type { ViewState } from './visibility';
import { sdBox, sdPad, sdStadium } from './shape-distance';

const top: ViewState = { side: 'top', layers: DEFAULT_LAYERS };
const bottom: ViewState = { side: 'bottom', layers: DEFAULT_LAYERS };

describe('shape distances', () => {
  it('box and stadium are negative inside, zero on the edge, positive outside', () => {
    expect(sdBox(0, 0, 2, 1)).toBe(-1);
    expect(sdBox(2, 0, 2, 1)).toBe(0);
    expect(sdBox(5, 5, 2, 1)).toBeCloseTo(5, 12);
    expect(sdStadium(2.9, 0, 3, 1)).toBeCloseTo(-0.1, 12);
    // Corner of a 6 × 2 stadium's bounding box is outside the rounded end.
    expect(sdStadium(2.9, 0.9, 3, 1)).toBeGreaterThan(0);
  });

  it.each([0, 90, 180, 270])('a 4 × 1 rect rotated %i° covers the right points', (deg) => {
    const pad = makePad(0, { shape: 'rect', widthMm: 4, heightMm: 1, rotationDeg: deg, x: 10, y: 10 });
    const along = deg % 180 === 0 ? { x: 11.5, y: 10 } : { x: 10, y: 11.5 };
    const across = deg % 180 === 0 ? { x: 10, y: 11.5 } : { x: 11.5, y: 10 };
    expect(sdPad(along, pad)).toBeLessThan(0);
    expect(sdPad(across, pad)).toBeGreaterThan(0);
  });

  it('a 45° rect: its corner direction differs from the axis-aligned answer', () => {
    const pad = makePad(0, { shape: 'rect', widthMm: 4, heightMm: 1, rotationDeg: 45 });
    expect(sdPad({ x: 1.2, y: 1.2 }, pad)).toBeLessThan(0);
    expect(sdPad({ x: 1.2, y: -1.2 }, pad)).toBeGreaterThan(0);
  });

  it('circles, ovals and round rects', () => {
    expect(sdPad({ x: 0.45, y: 0 }, makePad(0, { widthMm: 1, heightMm: 1 }))).toBeCloseTo(-0.05, 12);
    const oval = makePad(0, { shape: 'oval', widthMm: 3, heightMm: 1, rotationDeg: 90 });
    expect(sdPad({ x: 0, y: 1.4 }, oval)).toBeLessThan(0);
    expect(sdPad({ x: 1.4, y: 0 }, oval)).toBeGreaterThan(0);
    const rr = makePad(0, { shape: 'roundrect', widthMm: 2, heightMm: 2 });
    expect(sdPad({ x: 0.99, y: 0.99 }, rr)).toBeGreaterThan(0); // the rounded corner is cut away
    expect(sdPad({ x: 0.99, y: 0 }, rr)).toBeLessThan(0);
  });
});

describe('feature index hit testing (board frame)', () => {
  const board = makeTestBoard();
  const index = new FeatureIndex(board);
  const idAt = (p: { x: number; y: number }, view = top, tol = 0.05) => {
    const hit = index.hitTest(p, tol, view);
    if (!hit) return null;
    const f = hit.feature;
    return [...board.pads, ...board.vias, ...board.holes, ...board.components][f]!.id;
  };

  it('hits the rotated rect pad along its rotated long axis only', () => {
    expect(idAt({ x: 30, y: 31.8 })).toBe('P3');
    expect(idAt({ x: 31.8, y: 30 })).toBe('C2'); // outside the pad, inside U1's body
  });

  it('hits custom polygons by their real shape, not their bounding box', () => {
    expect(idAt({ x: 49.2, y: 30.8 })).toBe('P4');
    expect(idAt({ x: 50.5, y: 30.5 })).toBe('C2'); // the notch of the L
  });

  it('prefers near-side copper; far-side copper is still hit where nothing else is', () => {
    expect(idAt({ x: 95, y: 5 }, top)).toBe('P1');
    const noBottom: ViewState = { side: 'top', layers: { ...DEFAULT_LAYERS, padsBottom: false } };
    expect(idAt({ x: 95, y: 5 }, noBottom)).toBeNull();
  });

  it('bodies are hit from inside only, and only on the side looked at', () => {
    expect(idAt({ x: 27, y: 28 })).toBe('C2');
    expect(idAt({ x: 27, y: 28 }, bottom)).toBeNull();
    expect(idAt({ x: 25.99, y: 28 }, top, 0.5)).toBeNull();
  });

  it('vias, holes and the tolerance', () => {
    expect(idAt({ x: 60.35, y: 10 })).toBeNull();
    expect(idAt({ x: 60.35, y: 10 }, top, 0.1)).toBe('V0');
    expect(idAt({ x: 91.4, y: 45 })).toBe('H0');
  });

  it('snaps to the nearest visible feature centre within the radius', () => {
    expect(index.nearestCentre({ x: 21, y: 11 }, 2, top)).toMatchObject({ centre: { x: 20, y: 10 } });
    expect(index.nearestCentre({ x: 23, y: 13 }, 2, top)).toBeNull();
  });
});
