import type { Point } from '../../board/model';

/** A uniform-grid index of points for "what is within d of here" queries (mm). */
export class PointIndex<T extends Point> {
  private readonly cells = new Map<number, T[]>();

  constructor(
    items: Iterable<T>,
    private readonly cellMm = 0.5,
  ) {
    for (const item of items) {
      if (!Number.isFinite(item.x) || !Number.isFinite(item.y)) continue;
      const key = this.key(Math.floor(item.x / cellMm), Math.floor(item.y / cellMm));
      const list = this.cells.get(key);
      if (list) list.push(item);
      else this.cells.set(key, [item]);
    }
  }

  // Cells of a board up to ±50 m fit a safe integer key.
  private key(cx: number, cy: number): number {
    return (cx + 100_000) * 200_001 + (cy + 100_000);
  }

  /** Items within `tol` (each axis and in distance) of (x, y); `tol` must not exceed the cell size. */
  near(x: number, y: number, tol: number): T[] {
    const out: T[] = [];
    const cx = Math.floor(x / this.cellMm);
    const cy = Math.floor(y / this.cellMm);
    for (let i = -1; i <= 1; i++) {
      for (let j = -1; j <= 1; j++) {
        for (const item of this.cells.get(this.key(cx + i, cy + j)) ?? []) {
          if (Math.hypot(item.x - x, item.y - y) <= tol) out.push(item);
        }
      }
    }
    return out;
  }
}
