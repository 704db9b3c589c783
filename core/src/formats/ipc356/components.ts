import { makeComponent } from '../../board/defaults';
import type { Component, Hole, Pad, Point } from '../../board/model';
import { bboxOfPoints } from '../../geometry/bbox';

interface Gathered {
  points: Point[];
  /** Pads on the top or on both sides. */
  topPads: number;
  bottomPads: number;
}

/**
 * One component per reference designator, placed at the centre of the bounding box of its pads and
 * holes (mm, board frame). 356 names no footprint, value or rotation; a component is on the bottom
 * when it has pads and all of them are bottom-side only.
 */
export function componentsFromFeatures(pads: Pad[], holes: Hole[]): Component[] {
  const byRef = new Map<string, Gathered>();
  const gather = (ref: string | null, p: Point): Gathered | null => {
    if (!ref) return null;
    let entry = byRef.get(ref);
    if (!entry) {
      entry = { points: [], topPads: 0, bottomPads: 0 };
      byRef.set(ref, entry);
    }
    entry.points.push({ x: p.x, y: p.y });
    return entry;
  };
  for (const p of pads) {
    const entry = gather(p.ref, p);
    if (entry && p.side === 'bottom') entry.bottomPads++;
    else if (entry) entry.topPads++;
  }
  for (const h of holes) gather(h.ref, h);
  return [...byRef].map(([ref, g], i) => {
    const box = bboxOfPoints(g.points);
    return makeComponent(i, ref, {
      side: g.bottomPads > 0 && g.topPads === 0 ? 'bottom' : 'top',
      x: (box.minX + box.maxX) / 2,
      y: (box.minY + box.maxY) / 2,
    });
  });
}
