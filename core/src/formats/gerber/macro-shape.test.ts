import { describe, expect, it } from 'vitest';
import type { Point } from '../../board/model';
import { rotate } from '../../geometry/vec';
import type { MacroShape } from './macro-primitives';
import { classifyMacro } from './macro-shape';
import { IDENTITY_TRANSFORM } from './graphics-state';
import { transformShape } from './transform-shape';

/** KiCad's RoundRect macro evaluated for a w × h pad turned by deg (radius r). */
function roundRect(w: number, h: number, r: number, deg: number): MacroShape[] {
  const corners = [
    { x: -w / 2 + r, y: -h / 2 + r },
    { x: w / 2 - r, y: -h / 2 + r },
    { x: w / 2 - r, y: h / 2 - r },
    { x: -w / 2 + r, y: h / 2 - r },
  ].map((p) => rotate(p, deg));
  const shapes: MacroShape[] = [{ type: 'poly', on: true, code: 4, points: corners }];
  for (const c of corners) shapes.push({ type: 'circle', on: true, c, d: 2 * r });
  corners.forEach((a, i) => {
    shapes.push({ type: 'line', on: true, a, b: corners[(i + 1) % 4]!, width: 2 * r });
  });
  return shapes;
}

const summary = (s: ReturnType<typeof classifyMacro>) => [
  s.kind,
  +s.widthMm.toFixed(9),
  +s.heightMm.toFixed(9),
  +s.rotationDeg.toFixed(9),
  +(s.maxX - s.minX).toFixed(9),
  +(s.maxY - s.minY).toFixed(9),
];

describe('classifyMacro at quarter turns', () => {
  it.each([
    [0, ['roundrect', 3, 1, 0, 3, 1]],
    [90, ['roundrect', 1, 3, 0, 1, 3]],
    [180, ['roundrect', 3, 1, 0, 3, 1]],
    [270, ['roundrect', 1, 3, 0, 1, 3]],
  ])('a 3 × 1 round rectangle turned %i° keeps its extents', (deg, expected) => {
    expect(summary(classifyMacro(roundRect(3, 1, 0.25, deg)))).toEqual(expected);
  });

  it('a round rectangle at 30° reports 30° and the rotated extents', () => {
    const [kind, w, h, rot, ex, ey] = summary(classifyMacro(roundRect(3, 1, 0.25, 30)));
    expect([kind, w, h, rot]).toEqual(['roundrect', 3, 1, 30]);
    expect(ex).toBeCloseTo(3 * Math.cos(Math.PI / 6) + Math.sin(Math.PI / 6), 6);
    expect(ey).toBeCloseTo(3 * Math.sin(Math.PI / 6) + Math.cos(Math.PI / 6), 6);
  });

  it.each([0, 90, 180, 270])('an oval (line + end circles) at %i°', (deg) => {
    const a = rotate({ x: -1, y: 0 }, deg);
    const b = rotate({ x: 1, y: 0 }, deg);
    const s = classifyMacro([
      { type: 'line', on: true, a, b, width: 1 },
      { type: 'circle', on: true, c: a, d: 1 },
      { type: 'circle', on: true, c: b, d: 1 },
    ]);
    const horizontal = deg % 180 === 0;
    expect(summary(s)).toEqual([
      'oval',
      horizontal ? 3 : 1,
      horizontal ? 1 : 3,
      0,
      horizontal ? 3 : 1,
      horizontal ? 1 : 3,
    ]);
  });

  it('an off-centre rectangle is custom, so that its copper is not moved onto the flash point', () => {
    const points: Point[] = [
      { x: 1, y: 0 },
      { x: 3, y: 0 },
      { x: 3, y: 1 },
      { x: 1, y: 1 },
    ];
    const s = classifyMacro([{ type: 'poly', on: true, code: 4, points }]);
    expect(s.kind).toBe('custom');
    expect([s.minX, s.maxX, s.minY, s.maxY]).toEqual([1, 3, 0, 1]);
  });

  it('a four-corner non-rectangle is a trapezoid; clear primitives are ignored', () => {
    const trapezoid: Point[] = [
      { x: -2, y: -1 },
      { x: 2, y: -1 },
      { x: 1, y: 1 },
      { x: -1, y: 1 },
    ];
    const s = classifyMacro([
      { type: 'poly', on: true, code: 4, points: trapezoid },
      { type: 'circle', on: false, c: { x: 0, y: 0 }, d: 0.5 },
    ]);
    expect(summary(s)).toEqual(['trapezoid', 4, 2, 0, 4, 2]);
    expect(s.outline).toEqual(trapezoid);
  });
});

describe('transformShape', () => {
  const oval = classifyMacro([
    { type: 'line', on: true, a: rotate({ x: -1, y: 0 }, 30), b: rotate({ x: 1, y: 0 }, 30), width: 1 },
    { type: 'circle', on: true, c: rotate({ x: -1, y: 0 }, 30), d: 1 },
    { type: 'circle', on: true, c: rotate({ x: 1, y: 0 }, 30), d: 1 },
  ]);

  it('returns the same object for the identity (shared by many flashes)', () => {
    expect(transformShape(oval, IDENTITY_TRANSFORM)).toBe(oval);
  });

  it('mirroring an oval at 30° gives -30° (= 150°, i.e. 60° with width and height swapped)', () => {
    const m = transformShape(oval, { ...IDENTITY_TRANSFORM, mirrorX: true });
    expect([m.widthMm, m.heightMm, +m.rotationDeg.toFixed(9)]).toEqual([1, 3, 60]);
    const both = transformShape(oval, { ...IDENTITY_TRANSFORM, mirrorX: true, mirrorY: true });
    expect(+both.rotationDeg.toFixed(9)).toBe(30);
  });

  it('scales, then rotates', () => {
    const t = transformShape(oval, { ...IDENTITY_TRANSFORM, scale: 2, rotationDeg: 60 });
    expect([t.widthMm, t.heightMm, +t.rotationDeg.toFixed(9)]).toEqual([2, 6, 0]);
  });
});
