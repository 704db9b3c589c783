import type { Board } from '../board/model';
import { type BBox, bboxOfPoints, extendBBox, isEmptyBBox } from '../geometry/bbox';

/**
 * The board's extent in the board frame (mm): the box of its outline, or when the source has no
 * outline, the box of its pads, vias and holes. Empty box for an empty board.
 */
export function boardExtent(board: Pick<Board, 'outline' | 'pads' | 'vias' | 'holes'>): BBox {
  const box = bboxOfPoints(board.outline.flatMap((polygon) => polygon.outer));
  if (!isEmptyBBox(box)) return box;
  for (const p of board.pads) extendBBox(box, p);
  for (const v of board.vias) extendBBox(box, v);
  for (const h of board.holes) extendBBox(box, h);
  return box;
}
