/**
 * Adaptive resolution while the camera moves: the share of each axis's pixels to draw, lowered when
 * frames come slower than a budget and raised again while they keep inside it. Without a GPU
 * (Chromium's WebGL on SwiftShader, on the CPU) filling pixels is most of a frame's cost, and a
 * fixed share is either too blurry on a fast machine or too slow on a loaded one
 * (docs/benchmarks.md, "The 3D view orbiting"; decision 0049). Still frames are drawn at full
 * resolution by the stage, whatever this says.
 *
 * It is fed the interval between frames drawn back to back (a frame asked for while the one before
 * was being drawn): that interval is what the browser manages, GPU or SwiftShader included, which
 * the time of three's `render()` call (it only queues the work) is not.
 */
export interface FrameBudgetOptions {
  /** The frame interval to hold (ms): 20 ms is 50 frames/s. */
  budgetMs: number;
  /** Smallest and largest share of each axis to draw while moving. */
  min: number;
  max: number;
  /** The share to start from before anything was measured. */
  initial: number;
}

/** Frames averaged before a change. */
const WINDOW = 8;
/** The browser paces frames at its display's rate (60 Hz here): a window this close to it has room to draw more. */
const ROOM_MS = 17.5;
/** Growth of the share per step up: ~21 % more pixels. */
const STEP_UP = 1.1;
/** After a step down from a share, frames measured before trying that share again. */
const HOLD_FRAMES = 180;

export class FrameBudget {
  private share: number;
  private samples: number[] = [];
  /** A share that proved too slow, and how many frames until it may be tried again. */
  private ceiling = Number.POSITIVE_INFINITY;
  private hold = 0;
  /** The last share whose frames kept inside the budget (0: none yet). */
  private good = 0;

  constructor(private readonly options: FrameBudgetOptions) {
    this.share = clamp(options.initial, options.min, options.max);
  }

  /** The share of each axis to draw the next moving frame at. */
  get scale(): number {
    return this.share;
  }

  /**
   * One frame interval (ms) of frames drawn back to back while moving. Returns true when the share
   * changed (the caller resizes its drawing buffer).
   */
  sample(intervalMs: number): boolean {
    if (!(intervalMs > 0) || !Number.isFinite(intervalMs)) return false;
    const { budgetMs, min, max } = this.options;
    if (this.hold > 0 && --this.hold === 0) this.ceiling = Number.POSITIVE_INFINITY;
    this.samples.push(intervalMs);
    if (this.samples.length < WINDOW) return false;
    const mean = this.samples.reduce((a, b) => a + b, 0) / this.samples.length;
    this.samples = [];
    let next = this.share;
    if (mean > budgetMs) {
      // Too slow just after a step up: back to the share that kept inside. Otherwise down in
      // proportion — pixels go with the square of the share, and a frame has a part that does not
      // shrink with them, so to at most 60 % and at least 92 % of the share.
      next =
        this.good > 0 && this.good < this.share
          ? this.good
          : Math.max(min, this.share * clamp(Math.sqrt(budgetMs / mean), 0.6, 0.92));
      this.ceiling = this.share;
      this.hold = HOLD_FRAMES;
      this.good = 0;
    } else {
      this.good = this.share;
      if (mean < Math.min(ROOM_MS, budgetMs)) {
        next = Math.min(max, this.share * STEP_UP);
        if (next >= this.ceiling) next = this.share;
      }
    }
    if (Math.abs(next - this.share) < 1e-6) return false;
    this.share = next;
    return true;
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
