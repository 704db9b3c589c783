/**
 * A uniform grid over the plane for near-point queries in linear time overall. Cells are hashed
 * to numbers; a collision only adds candidates, which the caller's distance test rejects.
 */
export class SpatialGrid<T> {
  private readonly cells = new Map<number, T[]>();
  private readonly big: T[] = [];

  constructor(private readonly cellMm: number) {}

  private key(cx: number, cy: number): number {
    return (Math.imul(cx | 0, 73856093) ^ Math.imul(cy | 0, 19349663)) >>> 0;
  }

  private cell(v: number): number {
    const c = Math.floor(v / this.cellMm);
    return Number.isFinite(c) ? c : 0;
  }

  /** Adds an item covering the box [minX, maxX] × [minY, maxY] (a point when min = max). */
  add(item: T, minX: number, minY: number, maxX = minX, maxY = minY): void {
    const x0 = this.cell(minX);
    const y0 = this.cell(minY);
    const x1 = this.cell(maxX);
    const y1 = this.cell(maxY);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) {
      this.big.push(item);
      return;
    }
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const k = this.key(cx, cy);
        const list = this.cells.get(k);
        if (list) list.push(item);
        else this.cells.set(k, [item]);
      }
    }
  }

  /** Visits every item whose cell lies within `radius` of (x, y) (plus the big ones); may repeat items. */
  query(x: number, y: number, radius: number, visit: (item: T) => void): void {
    const x0 = this.cell(x - radius);
    const y0 = this.cell(y - radius);
    const x1 = this.cell(x + radius);
    const y1 = this.cell(y + radius);
    const span = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (span > 64) {
      for (const list of this.cells.values()) for (const item of list) visit(item);
    } else {
      for (let cx = x0; cx <= x1; cx++) {
        for (let cy = y0; cy <= y1; cy++) {
          const list = this.cells.get(this.key(cx, cy));
          if (list) for (const item of list) visit(item);
        }
      }
    }
    for (const item of this.big) visit(item);
  }
}
