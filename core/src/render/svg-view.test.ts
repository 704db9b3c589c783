import { describe, expect, it } from 'vitest';
import { boardExtent, fmt, svgAngle, svgExtent, svgX, svgY, viewFrom } from './svg-view';
import { makeRenderTestBoard as makeTestBoard, makePad as pad } from '../testing/test-board';

describe('board frame → SVG', () => {
  it('flips y from the top and also mirrors x from the bottom', () => {
    const top = viewFrom('top');
    const bottom = viewFrom('bottom');
    expect([svgX(top, 10), svgY(40)]).toEqual([10, -40]);
    expect([svgX(bottom, 10), svgY(40)]).toEqual([-10, -40]);
  });

  it.each([
    ['top', 90, -90],
    ['top', 30, -30],
    ['bottom', 90, 90],
    ['bottom', 30, 30],
  ] as const)('maps a %s-view rotation of %i° CCW to SVG rotate(%i)', (side, deg, expected) => {
    expect(svgAngle(viewFrom(side), deg)).toBe(expected);
  });

  it('puts the top-left corner of the board at the top-left of the top view and top-right of the bottom view', () => {
    const extent = boardExtent(makeTestBoard());
    expect(extent).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 50 });
    const top = svgExtent(viewFrom('top'), extent);
    const bottom = svgExtent(viewFrom('bottom'), extent);
    expect(top).toEqual({ minX: 0, maxX: 100, minY: -50, maxY: -0 });
    expect(bottom).toEqual({ minX: -100, maxX: -0, minY: -50, maxY: -0 });
    // Board corner (0, 50): SVG (0, −50) from the top = (minX, minY); (−0, −50) from the bottom = (maxX, minY).
    expect(svgX(viewFrom('top'), 0)).toBe(top.minX);
    expect(svgX(viewFrom('bottom'), 0)).toBe(bottom.maxX);
    expect(svgY(50)).toBe(top.minY);
  });
});

describe('boardExtent', () => {
  it('grows the outline by pads in their rotation, and by component bodies', () => {
    const board = makeTestBoard();
    // A 7.5 × 2.25 pad turned 90° at (99, 25) reaches x 97.875…100.125 and y 21.25…28.75.
    board.pads.push(pad(9, { x: 99, y: 25, shape: 'rect', widthMm: 7.5, heightMm: 2.25, rotationDeg: 90 }));
    expect(boardExtent(board)).toEqual({ minX: 0, minY: 0, maxX: 100.125, maxY: 50 });
    board.components[0]!.body = [
      { x: -3, y: 40 },
      { x: 4, y: 40 },
      { x: 4, y: 52 },
    ];
    expect(boardExtent(board)).toEqual({ minX: -3, minY: 0, maxX: 100.125, maxY: 52 });
  });
});

describe('fmt', () => {
  it.each([
    [1.23456, '1.235'],
    [-0.0004, '0'],
    [1e-9, '0'],
    [-12.5, '-12.5'],
    [100, '100'],
    [0.1 + 0.2, '0.3'],
  ])('formats %f as %s', (n, s) => {
    expect(fmt(n)).toBe(s);
  });
});
