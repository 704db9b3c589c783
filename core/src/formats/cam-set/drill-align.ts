import type { DrillHit } from '../excellon/types';
import type { PadCandidate } from './pad-candidates';
import { SpatialGrid } from '../../spatial/spatial-grid';

/** How far a drill may sit from a pad's flash and still be "at" it (mm): covers 2:3 inch rounding. */
export const DRILL_MATCH_MM = 0.03;
const SAMPLE = 200;
const VOTERS = 16;
const VOTE_CELL_MM = 0.01;
const KEY_HALF = 2 ** 21;

export interface DrillOffset {
  dx: number;
  dy: number;
  /** Sampled plated holes that land on a pad with this offset, and how many were sampled. */
  matched: number;
  sampled: number;
}

function evenSample<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list;
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(list[Math.floor((i * list.length) / n)]!);
  return out;
}

function score(hits: DrillHit[], grid: SpatialGrid<PadCandidate>, dx: number, dy: number): number {
  let n = 0;
  for (const h of hits) {
    const x = h.x + dx;
    const y = h.y + dy;
    let hit = false;
    grid.query(x, y, DRILL_MATCH_MM, (c) => {
      if (!hit && Math.abs(c.x - x) <= DRILL_MATCH_MM && Math.abs(c.y - y) <= DRILL_MATCH_MM) hit = true;
    });
    if (hit) n++;
  }
  return n;
}

/** Votes for the offset (0.01 mm cells) that carries a few holes onto pads, over every pad. */
function vote(voters: DrillHit[], pads: PadCandidate[]): Array<{ dx: number; dy: number; votes: number }> {
  const votes = new Map<number, { dx: number; dy: number; votes: number }>();
  for (const h of voters) {
    const seen = new Set<number>();
    for (const c of pads) {
      if (Math.min(c.shape.widthMm, c.shape.heightMm) < h.diameterMm) continue; // copper smaller than its hole
      const kx = Math.round((c.x - h.x) / VOTE_CELL_MM);
      const ky = Math.round((c.y - h.y) / VOTE_CELL_MM);
      if (!(Math.abs(kx) < KEY_HALF && Math.abs(ky) < KEY_HALF)) continue; // offsets beyond 20 m
      const key = (kx + KEY_HALF) * 2 * KEY_HALF + (ky + KEY_HALF);
      if (seen.has(key)) continue;
      seen.add(key);
      const v = votes.get(key);
      if (v) v.votes++;
      else votes.set(key, { dx: c.x - h.x, dy: c.y - h.y, votes: 1 });
    }
  }
  return [...votes.values()].sort((a, b) => b.votes - a.votes).slice(0, 3);
}

/**
 * Finds the translation that lines drill files up with the copper when they use another origin
 * (KiCad can write drill files relative to the aux origin and Gerbers relative to the page, as four
 * of the eight KiCad test boards do). Returns null when the files already agree or no offset is
 * convincing (at least half the sampled plated holes must land on pads, and clearly more than
 * without the offset).
 */
export function findDrillOffset(hits: DrillHit[], pads: PadCandidate[]): DrillOffset | null {
  const plated = evenSample(
    hits.filter((h) => h.plated !== false),
    SAMPLE,
  );
  if (plated.length === 0 || pads.length === 0) return null;
  const grid = new SpatialGrid<PadCandidate>(1);
  for (const c of pads) grid.add(c, c.x, c.y);
  const atZero = score(plated, grid, 0, 0);
  if (atZero >= plated.length / 2) return null;
  let best: DrillOffset | null = null;
  for (const v of vote(evenSample(plated, VOTERS), pads)) {
    const matched = score(plated, grid, v.dx, v.dy);
    if (!best || matched > best.matched) best = { dx: v.dx, dy: v.dy, matched, sampled: plated.length };
  }
  if (!best || best.matched < Math.max(2, plated.length / 2) || best.matched <= 2 * atZero) return null;
  return best;
}
