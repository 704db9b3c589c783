import type { Ring } from '../board/model';

/**
 * A raster over closed rings (a board outline and its cut-outs, even-odd) that proves in O(1) that a
 * point is inside and farther than `reach` from every edge: the common case of a test point, which
 * otherwise costs a ray cast and a box search. A cell is "clear" when its centre is inside and at
 * least `reach` + half its diagonal from every edge, so every point of the cell is inside and
 * farther than `reach`. Any other cell answers false: the caller measures exactly. Cells next to
 * an edge are found per edge row by row (conservatively), and insideness per row by one scanline
 * of crossings, so building costs about the number of cells plus the edges' length in cells.
 */
export interface EdgeClearanceGrid {
  readonly reach: number;
  /** True when (x, y) is certainly inside and more than `reach` from every edge. */
  isClear(x: number, y: number): boolean;
}

/** At most this many cells: 4 MB, and a build of a few milliseconds per million cells. */
const MAX_CELLS = 4_000_000;

export function buildEdgeClearanceGrid(rings: readonly Ring[], reach: number): EdgeClearanceGrid {
  const none: EdgeClearanceGrid = { reach, isClear: () => false };
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const p of ring) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  if (!(minX < maxX && minY < maxY) || !(reach >= 0)) return none;
  // Cells of half the reach: the band left unproven along each edge is about 1.4 × reach wide.
  const size = Math.max(reach / 2, 0.05, Math.sqrt(((maxX - minX) * (maxY - minY)) / MAX_CELLS));
  const cols = Math.ceil((maxX - minX) / size) + 1;
  const rows = Math.ceil((maxY - minY) / size) + 1;
  // Margin beyond reach + half diagonal for float noise: a few nanometres, far below any clearance.
  const band = reach + (size * Math.SQRT2) / 2 + 1e-6;
  const near = new Uint8Array(cols * rows);
  const crossings: number[][] = Array.from({ length: rows }, () => []);
  const centreY = (r: number) => minY + (r + 0.5) * size;
  for (const ring of rings) {
    for (let k = 0; k < ring.length; k++) {
      const a = ring[k]!;
      const b = ring[(k + 1) % ring.length]!;
      markNear(a.x, a.y, b.x, b.y);
      // Crossings of the row centre lines, by the same rule as the even-odd ray cast.
      const r0 = Math.max(0, Math.floor((Math.min(a.y, b.y) - minY) / size - 0.5));
      const r1 = Math.min(rows - 1, Math.ceil((Math.max(a.y, b.y) - minY) / size - 0.5));
      for (let r = r0; r <= r1; r++) {
        const y = centreY(r);
        if (a.y > y !== b.y > y) crossings[r]!.push(((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x);
      }
    }
  }
  const clear = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    const xs = crossings[r]!.sort((p, q) => p - q);
    // A centre is inside when an odd number of crossings lie to its right (x < crossing).
    let k = 0;
    for (let c = 0; c < cols; c++) {
      const x = minX + (c + 0.5) * size;
      while (k < xs.length && xs[k]! <= x) k++;
      if ((xs.length - k) % 2 === 1 && !near[r * cols + c]) clear[r * cols + c] = 1;
    }
  }
  return {
    reach,
    isClear(x, y) {
      const c = Math.floor((x - minX) / size);
      const r = Math.floor((y - minY) / size);
      return c >= 0 && r >= 0 && c < cols && r < rows && clear[r * cols + c] === 1;
    },
  };

  // Every cell whose centre may lie within `band` of segment a–b: per row, the x-range of the
  // segment's part within `band` of the row's centre line, widened by `band`.
  function markNear(ax: number, ay: number, bx: number, by: number) {
    const r0 = Math.max(0, Math.floor((Math.min(ay, by) - band - minY) / size));
    const r1 = Math.min(rows - 1, Math.floor((Math.max(ay, by) + band - minY) / size));
    for (let r = r0; r <= r1; r++) {
      const y = centreY(r);
      const [lo, hi] = xRangeNear(ax, ay, bx, by, y - band, y + band);
      const c0 = Math.max(0, Math.floor((lo - band - minX) / size));
      const c1 = Math.min(cols - 1, Math.floor((hi + band - minX) / size));
      for (let c = c0; c <= c1; c++) near[r * cols + c] = 1;
    }
  }
}

/** The x-range of segment a–b's part with y in [y0, y1] (the whole segment's when horizontal). */
function xRangeNear(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  y0: number,
  y1: number,
): [number, number] {
  if (ay === by) return [Math.min(ax, bx), Math.max(ax, bx)];
  const at = (y: number) => ax + ((bx - ax) * (y - ay)) / (by - ay);
  const ylo = Math.max(Math.min(ay, by), y0);
  const yhi = Math.min(Math.max(ay, by), y1);
  if (ylo > yhi) return [Math.min(ax, bx), Math.max(ax, bx)];
  const p = at(ylo);
  const q = at(yhi);
  return [Math.min(p, q), Math.max(p, q)];
}
