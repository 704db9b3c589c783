import type { BoardSummary } from '@studio/api';
import { type Board, countCandidates, countConnectionNets, type Point } from '@studio/core';

const round = (v: number, places = 3) => Math.round(v * 10 ** places) / 10 ** places;

/** The outline's extent, or the features' when the source has no outline (mm). */
function extent(board: Board): { width: number; height: number } {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const add = (p: Point) => {
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  };
  for (const polygon of board.outline) for (const p of polygon.outer) add(p);
  if (minX === Number.POSITIVE_INFINITY)
    for (const f of [...board.pads, ...board.vias, ...board.holes]) add(f);
  return minX === Number.POSITIVE_INFINITY
    ? { width: 0, height: 0 }
    : { width: maxX - minX, height: maxY - minY };
}

/**
 * The board facts of lists and the DUT page. Test points count the candidates a probe can reach
 * (PRODUCT.md §4, `countCandidates`: the workspace shows the same count); candidates under solder mask
 * or tented stay in the board model for the DFT report and are counted apart as `covered`.
 */
export function summarizeBoard(board: Board): BoardSummary {
  const { width, height } = extent(board);
  const { probeable, covered } = countCandidates(board);
  const byKind: Record<string, number> = {};
  const bySide: Record<string, number> = {};
  for (const tp of board.testPoints) {
    if (tp.covered) continue;
    byKind[tp.kind] = (byKind[tp.kind] ?? 0) + 1;
    bySide[tp.side] = (bySide[tp.side] ?? 0) + 1;
  }
  return {
    widthMm: round(width),
    heightMm: round(height),
    thicknessMm: board.thicknessMm,
    copperLayers: board.copperLayerCount,
    components: board.components.length,
    pads: board.pads.length,
    vias: board.vias.length,
    holes: board.holes.length,
    nets: board.nets.length,
    connectionNets: countConnectionNets(board).connections,
    testPoints: { total: probeable, covered, byKind, bySide },
    ...(board.readBy === undefined ? {} : { readBy: board.readBy }),
  };
}
