/**
 * Tells whether the view is still moving. A view counts as settled once no pan / zoom came for
 * `minMs`, or for three typical gaps between moves if moves come slower than that (a slow renderer
 * spaces them out; settling between two steps of one drag would redraw the full board mid-drag).
 */
export class SettleClock {
  private lastMoveAt = Number.NEGATIVE_INFINITY;
  private gapMs = 0;

  constructor(
    private readonly minMs = 150,
    private readonly maxMs = 600,
  ) {}

  moved(now: number): void {
    const gap = now - this.lastMoveAt;
    // Only gaps within one gesture count; a pause of a second starts a new one.
    if (gap < 1000) this.gapMs = this.gapMs === 0 ? gap : 0.8 * this.gapMs + 0.2 * gap;
    else this.gapMs = 0;
    this.lastMoveAt = now;
  }

  get delayMs(): number {
    return Math.min(this.maxMs, Math.max(this.minMs, 3 * this.gapMs));
  }

  isMoving(now: number): boolean {
    return now - this.lastMoveAt < this.delayMs;
  }

  /** Time until the view counts as settled (ms), 0 when it already does. */
  remainingMs(now: number): number {
    return Math.max(0, this.lastMoveAt + this.delayMs - now);
  }
}
