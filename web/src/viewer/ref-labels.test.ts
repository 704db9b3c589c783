import { describe, expect, it } from 'vitest';
import { makeTestBoard } from '@studio/core/testing';
import { placeRefLabels, REF_LABELS_MIN_PX_PER_MM, type RefAnchor, refAnchors } from './ref-labels';
import { fitRect, identityTransform, withSide } from './view-transform';

const anchor = (
  ref: string,
  x: number,
  y: number,
  sizeMm = 1,
  side: 'top' | 'bottom' = 'top',
): RefAnchor => ({
  ref,
  x,
  y,
  side,
  sizeMm,
});
/** Every character 6 px wide, lines 12 px high. */
const widthOf = (text: string) => text.length * 6;
/** A 400 × 300 px view of the board rectangle (0,0)–(40,30) mm: 10 px per mm. */
const view = (side: 'top' | 'bottom' = 'top') =>
  withSide(fitRect(identityTransform(400, 300), { minX: 0, minY: 0, maxX: 40, maxY: 30 }, 0), side);

describe('reference labels', () => {
  it('anchors each component at the centre of its body, largest first', () => {
    const board = makeTestBoard();
    const anchors = refAnchors(board);
    expect(anchors.length).toBe(board.components.filter((c) => c.ref).length);
    // U1's body spans 26…54 × 27…33: centre (40, 30), 28 mm long, the largest.
    expect(anchors[0]).toEqual({ ref: 'U1', x: 40, y: 30, side: 'top', sizeMm: 28 });
    expect(anchors.find((a) => a.ref === 'R1')).toMatchObject({ x: 92.5, y: 5, side: 'bottom' });
    for (let i = 1; i < anchors.length; i++)
      expect(anchors[i - 1]!.sizeMm).toBeGreaterThanOrEqual(anchors[i]!.sizeMm);
  });

  it('writes none until the view is zoomed in far enough', () => {
    const far = { ...view(), scale: REF_LABELS_MIN_PX_PER_MM - 0.1 };
    expect(placeRefLabels([anchor('R1', 10, 10)], far, 'top', widthOf, 12)).toEqual([]);
    expect(placeRefLabels([anchor('R1', 10, 10)], view(), 'top', widthOf, 12)).toHaveLength(1);
  });

  it('labels only the side looked at, mirrored on the bottom', () => {
    const anchors = [anchor('U1', 10, 10, 5, 'top'), anchor('U2', 10, 10, 5, 'bottom')];
    expect(placeRefLabels(anchors, view('top'), 'top', widthOf, 12).map((l) => l.text)).toEqual(['U1']);
    const bottom = placeRefLabels(anchors, view('bottom'), 'bottom', widthOf, 12);
    expect(bottom.map((l) => l.text)).toEqual(['U2']);
    // Seen from below, x = 10 mm of a 40 mm board sits at 30 mm from the left edge.
    const top = placeRefLabels(anchors, view('top'), 'top', widthOf, 12)[0]!;
    expect(top.x).toBeCloseTo(100, 6);
    expect(bottom[0]!.x).toBeCloseTo(300, 6);
  });

  it('never overlaps two labels: the larger part keeps its label', () => {
    // 1 mm apart = 10 px: "C12" is 18 + 4 px wide, so the second would overlap the first.
    const anchors = [anchor('U7', 20, 15, 8), anchor('C12', 21, 15, 1), anchor('R3', 30, 15, 1)];
    const placed = placeRefLabels(anchors, view(), 'top', widthOf, 12);
    expect(placed.map((l) => l.text)).toEqual(['U7', 'R3']);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        const apart =
          Math.abs(a.x - b.x) >= (widthOf(a.text) + widthOf(b.text) + 8) / 2 || Math.abs(a.y - b.y) >= 12;
        expect(apart).toBe(true);
      }
  });

  it('skips labels off screen', () => {
    expect(placeRefLabels([anchor('J1', 100, 100)], view(), 'top', widthOf, 12)).toEqual([]);
  });
});
