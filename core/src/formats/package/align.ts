import type { Point } from '../../board/model';
import { PointIndex } from './spatial';

/** A constant translation that carries the secondary file's coordinates onto the primary's (mm). */
export interface Alignment {
  dx: number;
  dy: number;
  /** Sampled secondary points that land on a primary point after the shift, and the sample size. */
  matched: number;
  sampled: number;
}

/** Points closer than this are the same feature (mm). 356 rounds to 0.0001 in (±0.00127 mm). */
export const MATCH_TOL_MM = 0.025;
const VOTE_CELL_MM = 0.05;
const SAMPLE = 200;
const PRIMARY_SAMPLE = 3000;

/** Every k-th element, deterministic, at most `n` of them. */
function sample<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!);
}

function score(index: PointIndex<Point>, points: Point[], dx: number, dy: number): number {
  let n = 0;
  for (const p of points) if (index.near(p.x + dx, p.y + dy, MATCH_TOL_MM).length > 0) n++;
  return n;
}

/** The most voted offsets between sampled secondary points and sampled primary points. */
function votedOffsets(primary: Point[], secondary: Point[]): Point[] {
  const votes = new Map<number, number>();
  const ps = sample(primary, PRIMARY_SAMPLE);
  for (const s of secondary) {
    for (const p of ps) {
      const kx = Math.round((p.x - s.x) / VOTE_CELL_MM);
      const ky = Math.round((p.y - s.y) / VOTE_CELL_MM);
      if (Math.abs(kx) > 1e6 || Math.abs(ky) > 1e6) continue;
      const key = (kx + 1e6) * 4e6 + (ky + 1e6);
      votes.set(key, (votes.get(key) ?? 0) + 1);
    }
  }
  return [...votes]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 5)
    .map(([key]) => ({
      x: (Math.floor(key / 4e6) - 1e6) * VOTE_CELL_MM,
      y: ((key % 4e6) - 1e6) * VOTE_CELL_MM,
    }));
}

/** Median of the exact offsets of matched pairs: removes the vote grid's rounding. */
function refine(index: PointIndex<Point>, points: Point[], dx: number, dy: number): Point {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const s of points) {
    const [p] = index.near(s.x + dx, s.y + dy, VOTE_CELL_MM);
    if (p) {
      xs.push(p.x - s.x);
      ys.push(p.y - s.y);
    }
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return xs.length ? { x: median(xs), y: median(ys) } : { x: dx, y: dy };
}

/**
 * Finds the translation that puts the secondary points on the primary points: tries no shift and the
 * hinted shifts first (e.g. the primary's aux origin, to which KiCad writes its 356), then the most
 * voted pairwise offsets. Returns the best candidate when at least half of the sampled points (and at
 * least `minMatches`) land on a primary point, else null.
 */
export function findTranslation(
  primary: Point[],
  secondary: Point[],
  hints: Point[] = [],
  minMatches = 3,
): Alignment | null {
  if (primary.length === 0 || secondary.length === 0) return null;
  const index = new PointIndex(primary);
  const probe = sample(secondary, SAMPLE);
  let best: Alignment | null = null;
  const tryOffset = (d: Point) => {
    const matched = score(index, probe, d.x, d.y);
    if (!best || matched > best.matched) best = { dx: d.x, dy: d.y, matched, sampled: probe.length };
  };
  // No shift and the hints are exact: kept as they are when they fit.
  for (const d of [{ x: 0, y: 0 }, ...hints]) tryOffset(d);
  const good = (a: Alignment | null): a is Alignment =>
    a !== null && a.matched >= Math.max(minMatches, a.sampled / 2);
  if (good(best)) return best;
  for (const d of votedOffsets(primary, sample(secondary, 60))) tryOffset(refine(index, probe, d.x, d.y));
  return good(best) ? best : null;
}
