// FabPoints.hull must give what the shared hull (core/geometry/hull, through ./hull) gives for the
// same points: the body of a footprint does not change with the way its points are kept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../board/model';
import { FabPoints } from './fab-points';
import { convexHull } from './hull';

const hullOf = (points: Point[]) => {
  const fab = new FabPoints();
  for (const p of points) fab.add(p.x, p.y);
  return fab.hull();
};

// Coordinates on a coarse grid, so that ties in x, repeated points and collinear runs are common.
const coordinate = fc.integer({ min: -6, max: 6 }).map((v) => v / 4);
const points = (max: number) => fc.array(fc.record({ x: coordinate, y: coordinate }), { maxLength: max });

describe('FabPoints.hull', () => {
  it('is the shared convex hull, vertex for vertex (small sets: insertion sort)', () => {
    fc.assert(
      fc.property(points(40), (pts) => {
        expect(hullOf(pts)).toEqual(convexHull(pts));
      }),
      { numRuns: 2000 },
    );
  });

  it('is the shared convex hull for sets past the insertion sort (engine sort)', () => {
    fc.assert(
      fc.property(points(300), (pts) => {
        expect(hullOf(pts)).toEqual(convexHull(pts));
      }),
      { numRuns: 300 },
    );
  });

  it('is the shared convex hull on fractional coordinates and after reuse', () => {
    const fab = new FabPoints();
    const fractional = fc.array(
      fc.record({
        x: fc.double({ min: -50, max: 50, noNaN: true }),
        y: fc.double({ min: -50, max: 50, noNaN: true }),
      }),
      {
        maxLength: 80,
      },
    );
    fc.assert(
      fc.property(fractional, (pts) => {
        fab.clear();
        for (const p of pts) fab.add(p.x, p.y);
        expect(fab.hull()).toEqual(convexHull(pts));
      }),
      { numRuns: 500 },
    );
  });

  it('is the shared convex hull when points repeat (lines meeting end to start), also at ±0', () => {
    const repeated = points(30).map((pts) =>
      pts.flatMap((p, i) => (i % 2 === 0 ? [p, p] : [p, { x: -p.x, y: p.y }])),
    );
    fc.assert(
      fc.property(repeated, (pts) => {
        expect(hullOf(pts)).toEqual(convexHull(pts));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives no hull for fewer than three points or points on one line', () => {
    expect(hullOf([])).toBeNull();
    expect(
      hullOf([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toBeNull();
    expect(
      hullOf([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 2 },
        { x: 1, y: 1 },
      ]),
    ).toBeNull();
    expect(
      hullOf([
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ]),
    ).toBeNull();
  });
});
