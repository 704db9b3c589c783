import type { Point } from '../board/model';

/** Axis-aligned bounding box in the board frame (mm). */
export interface BBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyBBox = (): BBox => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });

export function extendBBox(box: BBox, p: Point): BBox {
  if (p.x < box.minX) box.minX = p.x;
  if (p.y < box.minY) box.minY = p.y;
  if (p.x > box.maxX) box.maxX = p.x;
  if (p.y > box.maxY) box.maxY = p.y;
  return box;
}

export function bboxOfPoints(points: Iterable<Point>): BBox {
  const box = emptyBBox();
  for (const p of points) extendBBox(box, p);
  return box;
}

export const isEmptyBBox = (b: BBox): boolean => !(b.minX <= b.maxX && b.minY <= b.maxY);
export const bboxWidth = (b: BBox): number => (isEmptyBBox(b) ? 0 : b.maxX - b.minX);
export const bboxHeight = (b: BBox): number => (isEmptyBBox(b) ? 0 : b.maxY - b.minY);
