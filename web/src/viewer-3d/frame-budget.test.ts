import { describe, expect, it } from 'vitest';
import { FrameBudget } from './frame-budget';

const options = { budgetMs: 20, min: 0.25, max: 1, initial: 0.5 };

/**
 * A frame that costs `fixedMs` plus `fullMs` × the share of pixels drawn (share²), paced as a 60 Hz
 * browser does: every interval is a whole number of 16.7 ms ticks.
 */
function simulate(budget: FrameBudget, fixedMs: number, fullMs: number, frames: number): number[] {
  const tick = 1000 / 60;
  const intervals: number[] = [];
  for (let i = 0; i < frames; i++) {
    const cost = fixedMs + fullMs * budget.scale ** 2;
    const interval = Math.max(1, Math.ceil(cost / tick - 1e-9)) * tick;
    intervals.push(interval);
    budget.sample(interval);
  }
  return intervals;
}

describe('FrameBudget (adaptive resolution while the camera moves)', () => {
  it('keeps its share while nothing has been measured, and ignores intervals that are not times', () => {
    const budget = new FrameBudget(options);
    expect(budget.scale).toBe(0.5);
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(budget.sample(bad)).toBe(false);
    expect(budget.scale).toBe(0.5);
  });

  it('lowers the share until slow frames fit the budget, then holds it', () => {
    const budget = new FrameBudget(options);
    // 5 ms that do not shrink with the pixels, 60 ms for a full-resolution frame's pixels: a share
    // up to √(11.7 / 60) ≈ 0.44 fits one 60 Hz tick.
    const intervals = simulate(budget, 5, 60, 600);
    const last = intervals.slice(-300);
    const fps = 1000 / (last.reduce((a, b) => a + b, 0) / last.length);
    expect(fps).toBeGreaterThanOrEqual(50);
    // Not lower than needed.
    expect(budget.scale).toBeGreaterThan(0.33);
    expect(budget.scale).toBeLessThan(0.5);
  });

  it('raises the share while frames keep inside the budget, up to full resolution', () => {
    const budget = new FrameBudget(options);
    simulate(budget, 2, 8, 200); // a GPU: every frame inside one 60 Hz tick at any size
    expect(budget.scale).toBe(1);
  });

  it('stops at its smallest share when even that is too slow', () => {
    const budget = new FrameBudget(options);
    simulate(budget, 40, 80, 200);
    expect(budget.scale).toBe(0.25);
  });

  it('does not go back to a share that proved too slow for a while, so the picture does not flicker', () => {
    const budget = new FrameBudget(options);
    let changes = 0;
    const tick = 1000 / 60;
    for (let i = 0; i < 300; i++) {
      // Fits one tick at up to a 0.4 share, two ticks above.
      const interval = budget.scale <= 0.4 ? tick : 2 * tick;
      if (budget.sample(interval)) changes++;
    }
    expect(budget.scale).toBeLessThanOrEqual(0.4);
    // Down once, then up at most once per hold (180 frames) and straight back down.
    expect(changes).toBeLessThanOrEqual(5);
  });
});
