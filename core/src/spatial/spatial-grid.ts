/** Cells an item or a query may cover on one level before it moves to the next, coarser level. */
const MAX_CELLS = 64;
/** Each level's cells are this many times wider than the level below. */
const LEVEL_FACTOR = 16;
const LEVELS = 5;

class Level<T> {
  readonly cells = new Map<number, T[]>();
  constructor(readonly cellMm: number) {}

  cell(v: number): number {
    const c = Math.floor(v / this.cellMm);
    return Number.isFinite(c) ? c : 0;
  }

  static key(cx: number, cy: number): number {
    return (Math.imul(cx | 0, 73856093) ^ Math.imul(cy | 0, 19349663)) >>> 0;
  }

  span(minX: number, minY: number, maxX: number, maxY: number): [number, number, number, number] | null {
    const b: [number, number, number, number] = [
      this.cell(minX),
      this.cell(minY),
      this.cell(maxX),
      this.cell(maxY),
    ];
    return (b[2] - b[0] + 1) * (b[3] - b[1] + 1) <= MAX_CELLS ? b : null;
  }
}

/**
 * A multi-level uniform grid for near-point queries: an item goes to the finest level where it
 * covers at most 64 cells, so a query costs a few cells per level whatever the mix of small pads
 * and large regions. Cells are hashed to numbers; a collision only adds candidates, which the
 * caller's own test rejects. Items beyond the coarsest level are kept in one list.
 */
export class SpatialGrid<T> {
  private readonly levels: Level<T>[] = [];
  private readonly huge: T[] = [];

  constructor(cellMm: number) {
    for (let i = 0; i < LEVELS; i++) this.levels.push(new Level<T>(cellMm * LEVEL_FACTOR ** i));
  }

  /** Adds an item covering the box [minX, maxX] × [minY, maxY] (a point when min = max). */
  add(item: T, minX: number, minY: number, maxX = minX, maxY = minY): void {
    for (const level of this.levels) {
      const b = level.span(minX, minY, maxX, maxY);
      if (!b) continue;
      for (let cx = b[0]; cx <= b[2]; cx++) {
        for (let cy = b[1]; cy <= b[3]; cy++) {
          const k = Level.key(cx, cy);
          const list = level.cells.get(k);
          if (list) list.push(item);
          else level.cells.set(k, [item]);
        }
      }
      return;
    }
    this.huge.push(item);
  }

  /** Visits every item stored in a cell within `radius` of (x, y), on every level; may repeat items. */
  query(x: number, y: number, radius: number, visit: (item: T) => void): void {
    for (const level of this.levels) {
      if (level.cells.size === 0) continue;
      const b = level.span(x - radius, y - radius, x + radius, y + radius);
      if (!b) {
        for (const list of level.cells.values()) for (const item of list) visit(item);
        continue;
      }
      for (let cx = b[0]; cx <= b[2]; cx++) {
        for (let cy = b[1]; cy <= b[3]; cy++) {
          const list = level.cells.get(Level.key(cx, cy));
          if (list) for (const item of list) visit(item);
        }
      }
    }
    for (const item of this.huge) visit(item);
  }
}
