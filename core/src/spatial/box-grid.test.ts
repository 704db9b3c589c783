import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoxGrid } from './box-grid';

const box = fc
  .tuple(
    fc.integer({ min: -500, max: 500 }),
    fc.integer({ min: -500, max: 500 }),
    fc.integer({ min: 0, max: 40 }),
    fc.integer({ min: 0, max: 40 }),
  )
  .map(([x, y, w, h]) => [x / 10, y / 10, (x + w) / 10, (y + h) / 10] as const);

describe('box grid', () => {
  it('collects exactly the boxes a scan finds, ascending, each once', () => {
    fc.assert(
      fc.property(
        fc.array(box, { maxLength: 150 }),
        // A few huge boxes now and then: the grid must coarsen, not list them in every cell.
        fc.array(
          box.map(([x0, y0]) => [x0, y0, x0 + 400, y0 + 300] as const),
          { maxLength: 3 },
        ),
        fc.array(box, { minLength: 1, maxLength: 20 }),
        (small, huge, queries) => {
          const boxes = [...small, ...huge];
          const grid = buildBoxGrid(boxes.length, (i) => boxes[i]!);
          for (const [x0, y0, x1, y1] of queries) {
            const n = grid.collect(x0, y0, x1, y1);
            const want = boxes.flatMap((b, i) =>
              b[0] <= x1 && b[2] >= x0 && b[1] <= y1 && b[3] >= y0 ? [i] : [],
            );
            expect(grid.found.slice(0, n)).toEqual(want);
          }
        },
      ),
    );
  });

  it('answers nothing for an empty grid or a query beyond it', () => {
    expect(buildBoxGrid(0, () => [0, 0, 1, 1]).collect(0, 0, 1, 1)).toBe(0);
    const grid = buildBoxGrid(2, (i) => [i, i, i + 1, i + 1]);
    expect(grid.collect(10, 10, 11, 11)).toBe(0);
    expect(grid.collect(1, 1, 1, 1)).toBe(2);
  });
});
