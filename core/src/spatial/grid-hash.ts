/**
 * A growable uniform grid of points (mm): insert as you go, then ask for the points near a position.
 * The cell size should be the largest query radius, so that a query reads at most 3 × 3 cells.
 * Used where a static R-tree does not fit: greedy selection adds points one at a time.
 */
export class GridHash {
  private readonly cells = new Map<number, number[]>();
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];

  constructor(private readonly cellMm: number) {}

  // Cell coordinates are offset by 2^20 so that negative ones pack into one safe integer key.
  private key(ix: number, iy: number): number {
    return (ix + 1048576) * 2097152 + (iy + 1048576);
  }

  /** Adds a point; returns its number (insertion order). */
  insert(x: number, y: number): number {
    const id = this.xs.length;
    this.xs.push(x);
    this.ys.push(y);
    const k = this.key(Math.floor(x / this.cellMm), Math.floor(y / this.cellMm));
    const cell = this.cells.get(k);
    if (cell) cell.push(id);
    else this.cells.set(k, [id]);
    return id;
  }

  /** True when some point lies closer than `radius` (≤ the cell size) to (x, y). */
  hasCloser(x: number, y: number, radius: number): boolean {
    const ix = Math.floor(x / this.cellMm);
    const iy = Math.floor(y / this.cellMm);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const cell = this.cells.get(this.key(ix + dx, iy + dy));
        if (!cell) continue;
        for (const id of cell) if (Math.hypot(this.xs[id]! - x, this.ys[id]! - y) < radius) return true;
      }
    }
    return false;
  }

  /** Calls `visit(id, distance)` for every point within `radius` (≤ the cell size) of (x, y). */
  forEachNear(x: number, y: number, radius: number, visit: (id: number, distance: number) => void): void {
    const ix = Math.floor(x / this.cellMm);
    const iy = Math.floor(y / this.cellMm);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const cell = this.cells.get(this.key(ix + dx, iy + dy));
        if (!cell) continue;
        for (const id of cell) {
          const d = Math.hypot(this.xs[id]! - x, this.ys[id]! - y);
          if (d <= radius) visit(id, d);
        }
      }
    }
  }
}
