/** Grid cell (mm): lookups search the 3 × 3 cells around a point, so a tolerance must not exceed it. */
const CELL = 0.1;

/** Features closer than this (mm) are the same place. Coordinates are written with 4–6 decimals. */
export const SAME_PLACE_MM = 0.005;

/** An empty slot of the cell table. */
const FREE = -1;

/**
 * Points by position, for matching features that different parts of a file give at the same place
 * (a pad on each copper layer, its drill hole, its mask opening, its PhyNetPoint). Built once over
 * coordinate columns; a lookup answers the index of a point, so nothing is made per point.
 *
 * Cells are found through an open-addressing table keyed by the cell's column and row; each cell's
 * points are kept contiguous in insertion order. A lookup visits the 3 × 3 cells by column, then row,
 * then insertion order, and a later point at the same distance wins (`<=`): the order the importer's
 * results have always been decided in.
 */
export class PointGrid {
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  /** Point indices grouped by cell, each cell's in insertion order. */
  private readonly order: Int32Array;
  /** Cell c's points are order[start[c], start[c + 1]). */
  private readonly start: Int32Array;
  private readonly cellI: Float64Array;
  private readonly cellJ: Float64Array;
  /** Open-addressing table: cell id or FREE. */
  private readonly table: Int32Array;
  private readonly mask: number;

  /** The first `count` points of `xs`, `ys` (mm). Points whose cell is not finite are never found. */
  constructor(xs: Float64Array, ys: Float64Array, count: number) {
    this.xs = xs;
    this.ys = ys;
    let size = 16;
    while (size < count * 2) size *= 2;
    this.mask = size - 1;
    const table = new Int32Array(size).fill(FREE);
    this.table = table;
    const cellI = new Float64Array(Math.max(1, count));
    const cellJ = new Float64Array(Math.max(1, count));
    const cellOf = new Int32Array(Math.max(1, count));
    const sizes = new Int32Array(Math.max(1, count) + 1);
    let cells = 0;
    for (let p = 0; p < count; p++) {
      const i = Math.floor(xs[p]! / CELL);
      const j = Math.floor(ys[p]! / CELL);
      // A lookup's 3 × 3 cells are always finite: a point in another cell could never be found.
      if (!Number.isFinite(i) || !Number.isFinite(j)) {
        cellOf[p] = -1;
        continue;
      }
      let slot = hash(i, j) & this.mask;
      let c = table[slot]!;
      while (c !== FREE && (cellI[c] !== i || cellJ[c] !== j)) {
        slot = (slot + 1) & this.mask;
        c = table[slot]!;
      }
      if (c === FREE) {
        c = cells++;
        table[slot] = c;
        cellI[c] = i;
        cellJ[c] = j;
      }
      cellOf[p] = c;
      sizes[c + 1]!++;
    }
    for (let c = 0; c < cells; c++) sizes[c + 1]! += sizes[c]!;
    this.start = sizes;
    const fill = sizes.slice(0, Math.max(1, cells));
    const order = new Int32Array(Math.max(1, count));
    for (let p = 0; p < count; p++) {
      const c = cellOf[p]!;
      if (c >= 0) order[fill[c]!++] = p;
    }
    this.order = order;
    this.cellI = cellI;
    this.cellJ = cellJ;
  }

  /** The cell at column i, row j, or FREE. */
  private cell(i: number, j: number): number {
    const { table, cellI, cellJ } = this;
    let slot = hash(i, j) & this.mask;
    for (let c = table[slot]!; c !== FREE; c = table[slot]!) {
      if (cellI[c] === i && cellJ[c] === j) return c;
      slot = (slot + 1) & this.mask;
    }
    return FREE;
  }

  /** The nearest point within `tol` mm (≤ 0.1) that `accept` accepts: its index, or -1 when none. */
  nearest(x: number, y: number, tol: number, accept?: (point: number) => boolean): number {
    const cx = Math.floor(x / CELL);
    const cy = Math.floor(y / CELL);
    if (!Number.isFinite(cx) || !Number.isFinite(cy)) return -1;
    const { xs, ys, order, start } = this;
    // Only the cells within twice the tolerance of the point can hold a point within it (the
    // margin covers rounding): the others are skipped, and the order of those visited is kept.
    const i0 = Math.max(-1, Math.floor((x - 2 * tol) / CELL) - cx);
    const i1 = Math.min(1, Math.floor((x + 2 * tol) / CELL) - cx);
    const j0 = Math.max(-1, Math.floor((y - 2 * tol) / CELL) - cy);
    const j1 = Math.min(1, Math.floor((y + 2 * tol) / CELL) - cy);
    let best = -1;
    let bestD = tol;
    for (let di = i0; di <= i1; di++) {
      for (let dj = j0; dj <= j1; dj++) {
        const c = this.cell(cx + di, cy + dj);
        if (c === FREE) continue;
        for (let k = start[c]!, end = start[c + 1]!; k < end; k++) {
          const p = order[k]!;
          const dx = xs[p]! - x;
          const dy = ys[p]! - y;
          // hypot is never below the larger leg: a leg past the best distance cannot be nearer.
          if (Math.abs(dx) > bestD || Math.abs(dy) > bestD) continue;
          const d = Math.hypot(dx, dy);
          if (d <= bestD && (accept === undefined || accept(p))) {
            best = p;
            bestD = d;
          }
        }
      }
    }
    return best;
  }
}

/** A hash of a cell's column and row (both integers, possibly beyond 32 bits). */
function hash(i: number, j: number): number {
  const h = Math.imul(i | 0, 0x9e3779b1) ^ Math.imul((j | 0) + ((i / 4294967296) | 0), 0x85ebca77);
  return (h ^ (h >>> 15)) >>> 0;
}
