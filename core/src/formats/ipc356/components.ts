import { makeComponent } from '../../board/defaults';
import type { Component, Hole, Pad, Point } from '../../board/model';
import { bboxOfPoints } from '../../geometry/bbox';

interface Gathered {
  points: Point[];
  smdTop: number;
  smdBottom: number;
  /** Non-SMD pads that reach one side only (blind): a weaker hint than SMD pads. */
  otherTop: number;
  otherBottom: number;
  pads: number;
}

/**
 * The side of a component from its pads: the side most of its SMD pads are on (a connector with
 * bottom SMD pads and through-hole pegs is on the bottom); else the side its one-sided pads are on;
 * a component whose pads all go through the board is on the top, and that is a guess (356 says which
 * sides a feature reaches, not where the part body sits).
 */
function sideOf(g: Gathered): { side: Component['side']; guessed: boolean } {
  if (g.smdTop + g.smdBottom > 0) return { side: g.smdBottom > g.smdTop ? 'bottom' : 'top', guessed: false };
  if (g.otherTop + g.otherBottom > 0)
    return { side: g.otherBottom > g.otherTop ? 'bottom' : 'top', guessed: false };
  return { side: 'top', guessed: g.pads > 0 };
}

/**
 * One component per reference designator, placed at the centre of the bounding box of its pads and
 * holes (mm, board frame). 356 names no footprint, value or rotation. `guessed` lists the refs whose
 * side is a guess (through-hole pads only).
 */
export function componentsFromFeatures(
  pads: Pad[],
  holes: Hole[],
): { components: Component[]; guessed: string[] } {
  const byRef = new Map<string, Gathered>();
  const gather = (ref: string | null, p: Point): Gathered | null => {
    if (!ref) return null;
    let entry = byRef.get(ref);
    if (!entry) {
      entry = { points: [], smdTop: 0, smdBottom: 0, otherTop: 0, otherBottom: 0, pads: 0 };
      byRef.set(ref, entry);
    }
    entry.points.push({ x: p.x, y: p.y });
    return entry;
  };
  for (const p of pads) {
    const g = gather(p.ref, p);
    if (!g) continue;
    g.pads++;
    if (p.side === 'both') continue;
    const top = p.side === 'top';
    if (p.type === 'smd') top ? g.smdTop++ : g.smdBottom++;
    else top ? g.otherTop++ : g.otherBottom++;
  }
  for (const h of holes) gather(h.ref, h);
  const guessed: string[] = [];
  const components = [...byRef].map(([ref, g], i) => {
    const box = bboxOfPoints(g.points);
    const { side, guessed: guess } = sideOf(g);
    if (guess) guessed.push(ref);
    return makeComponent(i, ref, { side, x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 });
  });
  return { components, guessed };
}
