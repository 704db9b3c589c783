/** Grid cell (mm): lookups search the 3 × 3 cells around a point, so a tolerance must not exceed it. */
const CELL = 0.1;

/**
 * Items by position, for matching features that different parts of a file give at the same place
 * (a pad on each copper layer, its drill hole, its mask opening, its PhyNetPoint).
 */
export class PointIndex<T> {
  // Cells are keyed by a number (cell x · 2^26 + cell y: exact while |cell y| < 2^25, i.e. within
  // ±3.3 km), else by a string; no string is built for a lookup on a board.
  private readonly cells = new Map<number | string, { x: number; y: number; item: T }[]>();

  add(x: number, y: number, item: T): void {
    const key = cellKey(Math.floor(x / CELL), Math.floor(y / CELL));
    const cell = this.cells.get(key);
    if (cell) cell.push({ x, y, item });
    else this.cells.set(key, [{ x, y, item }]);
  }

  get size(): number {
    let n = 0;
    for (const c of this.cells.values()) n += c.length;
    return n;
  }

  /** The nearest item within `tol` mm (≤ 0.1) that `accept` accepts; undefined when none. */
  nearest(x: number, y: number, tol: number, accept: (item: T) => boolean = () => true): T | undefined {
    const cx = Math.floor(x / CELL);
    const cy = Math.floor(y / CELL);
    let best: T | undefined;
    let bestD = tol;
    for (let i = cx - 1; i <= cx + 1; i++) {
      for (let j = cy - 1; j <= cy + 1; j++) {
        const cell = this.cells.get(cellKey(i, j));
        if (cell === undefined) continue;
        for (const e of cell) {
          const d = Math.hypot(e.x - x, e.y - y);
          if (d <= bestD && accept(e.item)) {
            best = e.item;
            bestD = d;
          }
        }
      }
    }
    return best;
  }
}

const SPAN = 2 ** 26;
const cellKey = (i: number, j: number): number | string =>
  Math.abs(j) < SPAN / 2 && Math.abs(i) < 2 ** 26 ? i * SPAN + j : `${i},${j}`;

/** Features closer than this (mm) are the same place. Coordinates are written with 4–6 decimals. */
export const SAME_PLACE_MM = 0.005;
