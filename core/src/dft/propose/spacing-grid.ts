import { type Column, floatColumn, intColumn } from '../../memory/heap-columns';
import { toHundredths } from '../../units/rounding';

/** `crowding` of a position closer than the minimum spacing to a chosen point on its side. */
export const CROWDED = -1;

/**
 * The points chosen so far, per probe side (0 / 1), in a dense grid over the candidates' extent: a
 * head per cell and side, a link per point (insertion only; nothing allocated per query or insert).
 * Tells how a new position relates to them in the spacing rule's terms (0.01 mm, equality passes).
 */
export class SpacingGrid {
  private readonly head: Column;
  private readonly next: Column;
  private readonly xs: Column;
  private readonly ys: Column;
  private readonly x0: number;
  private readonly y0: number;
  private readonly cols: number;
  private readonly rows: number;
  private readonly cell: number;
  private readonly r2: number;
  private count = 0;

  /**
   * `box`: [minX, minY, maxX, maxY] of every position inserted or asked about; `capacity`: the most
   * points inserted; `radius` (mm): the farthest a point that matters can be; `minimum` and
   * `recommended`: the spacing limits in hundredths of a mm.
   */
  constructor(
    box: readonly [number, number, number, number],
    capacity: number,
    radius: number,
    private readonly minimum: number,
    private readonly recommended: number,
  ) {
    const w = Math.max(box[2] - box[0], 0);
    const h = Math.max(box[3] - box[1], 0);
    // Cells at least the radius wide (a query reads 3 × 3 of them), about one per point at most.
    this.cell = Math.max(radius, Math.sqrt((w * h) / Math.max(capacity, 1)));
    this.cols = Math.floor(w / this.cell) + 1;
    this.rows = Math.floor(h / this.cell) + 1;
    this.x0 = box[0];
    this.y0 = box[1];
    this.r2 = radius * radius;
    this.head = intColumn(2 * this.cols * this.rows).fill(-1);
    this.next = intColumn(capacity);
    this.xs = floatColumn(capacity);
    this.ys = floatColumn(capacity);
  }

  private colOf(x: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.x0) / this.cell)));
  }

  private rowOf(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.y0) / this.cell)));
  }

  /** Adds a chosen point on a side (0 / 1). */
  insert(side: number, x: number, y: number): void {
    const p = this.count++;
    this.xs[p] = x;
    this.ys[p] = y;
    const c = 2 * (this.rowOf(y) * this.cols + this.colOf(x)) + side;
    this.next[p] = this.head[c]!;
    this.head[c] = p;
  }

  /**
   * CROWDED when a point chosen on the side is closer to (x, y) than the minimum, else how many of
   * them are closer than the recommended spacing.
   */
  crowding(side: number, x: number, y: number): number {
    const cx = this.colOf(x);
    const cy = this.rowOf(y);
    const lastRow = Math.min(this.rows - 1, cy + 1);
    const lastCol = Math.min(this.cols - 1, cx + 1);
    let near = 0;
    for (let row = Math.max(0, cy - 1); row <= lastRow; row++) {
      for (let col = Math.max(0, cx - 1); col <= lastCol; col++) {
        for (let p = this.head[2 * (row * this.cols + col) + side]!; p >= 0; p = this.next[p]!) {
          const dx = this.xs[p]! - x;
          const dy = this.ys[p]! - y;
          if (dx * dx + dy * dy > this.r2) continue;
          const h = toHundredths(Math.hypot(dx, dy));
          if (h < this.minimum) return CROWDED;
          if (h < this.recommended) near++;
        }
      }
    }
    return near;
  }
}
