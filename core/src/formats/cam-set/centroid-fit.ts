import type { Point } from '../../board/model';
import type { BBox } from '../../geometry/bbox';
import type { CentroidFile, CentroidRow } from '../centroid/types';
import type { SetDiagnostics } from './set-diagnostics';
import { CamSetCode } from './codes';

/** What the copper tells about where components are (mm, board frame). */
export interface FitContext {
  /** Board extents (outline, else pads); null when the set has no copper or outline. */
  box: BBox | null;
  /** Extents of each ref's pads, from X2 `.P`. */
  refBoxes: Map<string, BBox>;
  /** The drill files' origin offset, when one was found (often the same aux origin as the placement file). */
  drillOffset: Point | null;
}

interface Transform {
  dx: number;
  dy: number;
  negateBottomX: boolean;
}

const apply = (r: CentroidRow, t: Transform): Point => ({
  x: (t.negateBottomX && r.side === 'bottom' ? -r.x : r.x) + t.dx,
  y: r.y + t.dy,
});

const inBox = (p: Point, b: BBox, margin = 1): boolean =>
  p.x >= b.minX - margin && p.x <= b.maxX + margin && p.y >= b.minY - margin && p.y <= b.maxY + margin;

/**
 * Rows inside the board, plus twice the rows on their own pads (a footprint's origin lies within
 * or next to its pads' extents; refs used by several rows are not trusted).
 */
function score(rows: CentroidRow[], t: Transform, ctx: FitContext, unique: Set<string>): number {
  let s = 0;
  for (const r of rows) {
    const p = apply(r, t);
    if (ctx.box && inBox(p, ctx.box)) s += 1;
    const own = unique.has(r.ref) ? ctx.refBoxes.get(r.ref) : undefined;
    if (own && inBox(p, own)) s += 2;
  }
  return s;
}

function uniqueRefs(rows: CentroidRow[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const r of rows) (seen.has(r.ref) ? twice : seen).add(r.ref);
  for (const r of twice) seen.delete(r);
  return seen;
}

const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)]!;
};

/** The shift that carries most rows onto their own pads (robust: the median of per-ref shifts). */
function padShift(rows: CentroidRow[], ctx: FitContext, negate: boolean, unique: Set<string>): Point | null {
  const d: Point[] = [];
  for (const r of rows) {
    const b = unique.has(r.ref) ? ctx.refBoxes.get(r.ref) : undefined;
    if (b)
      d.push({
        x: (b.minX + b.maxX) / 2 - (negate && r.side === 'bottom' ? -r.x : r.x),
        y: (b.minY + b.maxY) / 2 - r.y,
      });
  }
  return d.length >= 3 ? { x: median(d.map((p) => p.x)), y: median(d.map((p) => p.y)) } : null;
}

function candidates(file: CentroidFile, ctx: FitContext, unique: Set<string>): Transform[] {
  const out: Transform[] = [];
  const negations = file.rows.some((r) => r.side === 'bottom') ? [false, true] : [false];
  for (const negateBottomX of negations) {
    out.push({ dx: 0, dy: 0, negateBottomX });
    if (ctx.drillOffset) out.push({ dx: ctx.drillOffset.x, dy: ctx.drillOffset.y, negateBottomX });
    const shift = padShift(file.rows, ctx, negateBottomX, unique);
    if (shift) out.push({ dx: shift.x, dy: shift.y, negateBottomX });
  }
  return out;
}

function describe(t: Transform): string {
  const parts: string[] = [];
  if (t.negateBottomX) parts.push('bottom-side X negated (KiCad "negative X for bottom" convention)');
  if (t.dx !== 0 || t.dy !== 0)
    parts.push(
      `shifted by (${t.dx.toFixed(3)}, ${t.dy.toFixed(3)}) mm (file written relative to another origin)`,
    );
  return parts.join('; ');
}

/**
 * Lines placement rows up with the board: tries the file as written, with bottom-side X negated,
 * and shifted to the drill origin or to the offset that puts components on their own pads; keeps
 * the clearly best one (the file as written on ties) and says what it did.
 */
export function fitCentroids(file: CentroidFile, ctx: FitContext, diag: SetDiagnostics): CentroidRow[] {
  const line = file.rows[0]?.line ?? 1;
  let best: Transform = { dx: 0, dy: 0, negateBottomX: false };
  const unique = uniqueRefs(file.rows);
  if (!ctx.box && ctx.refBoxes.size === 0) {
    best.negateBottomX = file.bottomXNegated;
  } else {
    // another frame must win clearly: by more than a tenth of the rows
    let bestScore = score(file.rows, best, ctx, unique) + file.rows.length / 10;
    for (const t of candidates(file, ctx, unique)) {
      const s = score(file.rows, t, ctx, unique);
      if (s > bestScore) [best, bestScore] = [t, s];
    }
  }
  if (best.negateBottomX || best.dx !== 0 || best.dy !== 0) {
    diag
      .at(file.file)
      .warn(CamSetCode.centroidFrameAdjusted, `placement positions ${describe(best)}`, { line });
  }
  const rows = file.rows.map((r) => ({ ...r, ...apply(r, best) }));
  const outside = ctx.box ? rows.filter((r) => !inBox(r, ctx.box!, 5)).length : 0;
  if (outside > rows.length / 2) {
    diag
      .at(file.file)
      .warn(
        CamSetCode.centroidFrameOffBoard,
        `${outside} of ${rows.length} components lie outside the board`,
        {
          line,
        },
      );
  }
  return rows;
}
