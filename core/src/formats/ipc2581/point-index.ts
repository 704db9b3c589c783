/** Grid cell (mm): lookups search the 3 × 3 cells around a point, so a tolerance must not exceed it. */
const CELL = 0.1;

/**
 * Items by position, for matching features that different parts of a file give at the same place
 * (a pad on each copper layer, its drill hole, its mask opening, its PhyNetPoint).
 */
export class PointIndex<T> {
  // Cells by column, then by row: both keys are small integers on any board (V8 hashes them without
  // allocating), and a huge or non-finite coordinate still gets a cell of its own.
  private readonly columns = new Map<number, Map<number, Entry<T>[]>>();

  add(x: number, y: number, item: T): void {
    const i = Math.floor(x / CELL);
    const j = Math.floor(y / CELL);
    let column = this.columns.get(i);
    if (column === undefined) {
      column = new Map();
      this.columns.set(i, column);
    }
    const cell = column.get(j);
    if (cell) cell.push({ x, y, item });
    else column.set(j, [{ x, y, item }]);
  }

  get size(): number {
    let n = 0;
    for (const column of this.columns.values()) for (const c of column.values()) n += c.length;
    return n;
  }

  /** The nearest item within `tol` mm (≤ 0.1) that `accept` accepts; undefined when none. */
  nearest(x: number, y: number, tol: number, accept?: (item: T) => boolean): T | undefined {
    const cx = Math.floor(x / CELL);
    const cy = Math.floor(y / CELL);
    let best: T | undefined;
    let bestD = tol;
    for (let i = cx - 1; i <= cx + 1; i++) {
      const column = this.columns.get(i);
      if (column === undefined) continue;
      for (let j = cy - 1; j <= cy + 1; j++) {
        const cell = column.get(j);
        if (cell === undefined) continue;
        for (const e of cell) {
          const dx = e.x - x;
          const dy = e.y - y;
          // hypot is never below the larger leg: a leg past the best distance cannot be nearer.
          if (Math.abs(dx) > bestD || Math.abs(dy) > bestD) continue;
          const d = Math.hypot(dx, dy);
          if (d <= bestD && (accept === undefined || accept(e.item))) {
            best = e.item;
            bestD = d;
          }
        }
      }
    }
    return best;
  }
}

interface Entry<T> {
  x: number;
  y: number;
  item: T;
}

/** Features closer than this (mm) are the same place. Coordinates are written with 4–6 decimals. */
export const SAME_PLACE_MM = 0.005;
