import { holeId } from '../../board/ids';
import type { Board, Hole, Point } from '../../board/model';
import { registrationScore } from '../../probing/registration';
import { buildBoxGrid } from '../../spatial/box-grid';
import { boardExtent } from '../board-extent';
import { boardMemo, deriveBoardIndexes } from '../board-cache';

/**
 * Where to add tooling holes when a board has fewer than two free ones (issue 25, decision 0054).
 * What fixture houses ask of a board's tooling holes (docs/fixture-design.md, "Locating"): at least
 * two, non-plated, as far apart as possible (diagonally opposite corners), placed so that the board
 * fits only one way (asymmetric), about Ø3 mm with a tight plus-only tolerance, with clear space
 * around them.
 */
export const TOOLING_HOLE = {
  /** Drill (mm): the metric size of the usual 3.0–3.175 mm tooling hole; the catalog's guide pins fit it. */
  diameterMm: 3.0,
  /** Tolerance of the finished hole (mm): never undersize, so that the guide pin always enters. */
  plusMm: 0.05,
  minusMm: 0,
  /** Centre to board edge (mm): the hole's wall stays strong and the carrier's pocket clears it. */
  edgeMm: 5,
  /** Clear space around the hole's edge (mm): no copper, hole or part body (either side). */
  keepOutMm: 3,
} as const;

/** The advice: the free holes kept and the positions of the holes to add (board frame, mm). */
export interface ToolingHoleAdvice {
  /** Free tooling holes the board already has (0 or 1). */
  kept: Hole[];
  /** Where to drill new holes (board frame: mm, top view, +Y up); fewer than asked when no spot is clear. */
  add: Point[];
}

/** Search step (mm) and how far from its corner a hole may move (fraction of the board's size). */
const STEP_MM = 0.5;
const REACH = 0.35;

/** Obstacles of a board (pads, vias, holes, bodies of both sides) as boxes in one grid. */
function obstacles(board: Board) {
  return boardMemo(board, 'tooling-obstacles', () => {
    const { bodies } = deriveBoardIndexes(board);
    const boxes: [number, number, number, number][] = [];
    for (const p of board.pads) {
      const r = Math.max(p.widthMm, p.heightMm, p.drillMm ?? 0) / 2 + (p.slotLengthMm ?? 0) / 2;
      boxes.push([p.x - r, p.y - r, p.x + r, p.y + r]);
    }
    for (const v of board.vias) {
      const r = Math.max(v.diameterMm, v.drillMm) / 2;
      boxes.push([v.x - r, v.y - r, v.x + r, v.y + r]);
    }
    for (const h of board.holes) {
      const r = h.diameterMm / 2 + (h.slotLengthMm ?? 0) / 2;
      boxes.push([h.x - r, h.y - r, h.x + r, h.y + r]);
    }
    for (const side of ['top', 'bottom'] as const)
      for (const b of bodies[side].bodies) boxes.push([...b.shape.box]);
    return { boxes, grid: buildBoxGrid(boxes.length, (i) => boxes[i]!) };
  });
}

/** Whether a new tooling hole centred at p is on the board, far enough from its edge and clear of everything. */
function isClear(board: Board, p: Point): boolean {
  const { outline } = deriveBoardIndexes(board);
  // Exactly the edge distance passes (as every DFT distance does).
  if (outline && (!outline.contains(p) || outline.distanceWithin(p, TOOLING_HOLE.edgeMm - 1e-9) !== Infinity))
    return false;
  const { boxes, grid } = obstacles(board);
  const reach = TOOLING_HOLE.diameterMm / 2 + TOOLING_HOLE.keepOutMm;
  const n = grid.collect(p.x - reach, p.y - reach, p.x + reach, p.y + reach);
  for (let k = 0; k < n; k++) {
    const [x0, y0, x1, y1] = boxes[grid.found[k]!]!;
    if (Math.hypot(Math.max(0, x0 - p.x, p.x - x1), Math.max(0, y0 - p.y, p.y - y1)) < reach) return false;
  }
  return true;
}

/**
 * The clear spot nearest to a start point, walking a grid of 0.5 mm steps in rings of growing size,
 * toward the board only (the start is an inset corner); null when none within the reach.
 */
function nearestClear(board: Board, start: Point, inward: Point, reachMm: number): Point | null {
  const n = Math.ceil(reachMm / STEP_MM);
  for (let ring = 0; ring <= n; ring++) {
    let best: Point | null = null;
    let bestD = Infinity;
    for (let i = 0; i <= ring; i++) {
      for (const [a, b] of [
        [i, ring],
        [ring, i],
      ] as const) {
        const p = { x: start.x + inward.x * a * STEP_MM, y: start.y + inward.y * b * STEP_MM };
        const d = Math.hypot(a, b);
        if (d < bestD && isClear(board, p)) [best, bestD] = [p, d];
      }
    }
    if (best) return best;
  }
  return null;
}

const asHole = (p: Point, i: number): Hole => ({
  id: holeId(100000 + i),
  x: p.x,
  y: p.y,
  diameterMm: TOOLING_HOLE.diameterMm,
  slotLengthMm: null,
  plated: false,
  ref: null,
});

/**
 * Positions for tooling holes so that the board has two (decision 0054): a clear spot near each
 * corner of the board's box (centre 5 mm from the edge, nothing within 3 mm of the hole's edge),
 * the second corner of each diagonal searched from a start offset along the edge so that the pair is
 * not symmetric; then the combination with the free holes the board has that scores best
 * (`registrationScore`: spread, asymmetry). Pure and deterministic; `kept` are the free holes.
 */
export function adviseToolingHoles(board: Board, free: readonly Hole[]): ToolingHoleAdvice {
  const kept = free.slice(0, 2);
  if (kept.length >= 2) return { kept, add: [] };
  const box = boardExtent(board);
  if (!(box.minX < box.maxX && box.minY < box.maxY)) return { kept, add: [] };
  const e = TOOLING_HOLE.edgeMm;
  const reach = REACH * Math.max(box.maxX - box.minX, box.maxY - box.minY);
  // Start points: the four corners inset, and the same corners shifted along the long edge by a
  // few hole diameters (a diagonal pair from the unshifted and a shifted corner is asymmetric).
  const shift = 4 * TOOLING_HOLE.diameterMm;
  const wide = box.maxX - box.minX >= box.maxY - box.minY;
  const corners = [
    { at: { x: box.minX + e, y: box.minY + e }, inward: { x: 1, y: 1 } },
    { at: { x: box.maxX - e, y: box.maxY - e }, inward: { x: -1, y: -1 } },
    { at: { x: box.minX + e, y: box.maxY - e }, inward: { x: 1, y: -1 } },
    { at: { x: box.maxX - e, y: box.minY + e }, inward: { x: -1, y: 1 } },
  ];
  const starts = corners.flatMap((c) => [
    c,
    {
      at: { x: c.at.x + (wide ? c.inward.x * shift : 0), y: c.at.y + (wide ? 0 : c.inward.y * shift) },
      inward: c.inward,
    },
  ]);
  const spots: Point[] = [];
  for (const s of starts) {
    const p = nearestClear(board, s.at, s.inward, reach);
    if (p && !spots.some((q) => q.x === p.x && q.y === p.y)) spots.push(p);
  }
  const need = 2 - kept.length;
  let best: { add: Point[]; score: number } = { add: [], score: -1 };
  const consider = (add: Point[]) => {
    const holes = [...kept, ...add.map(asHole)];
    const apart = holes.every((h, i) =>
      holes.every((k, j) => j <= i || Math.hypot(h.x - k.x, h.y - k.y) > 4 * TOOLING_HOLE.diameterMm),
    );
    if (!apart) return;
    const score = registrationScore(holes, box);
    if (score > best.score) best = { add, score };
  };
  for (let i = 0; i < spots.length; i++) {
    if (need === 1) consider([spots[i]!]);
    else for (let j = i + 1; j < spots.length; j++) consider([spots[i]!, spots[j]!]);
  }
  return { kept, add: best.add };
}
