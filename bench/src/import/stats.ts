/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` once per run after a garbage collection (when exposed), returning the times in ms. */
export function timeRuns(runs: number, fn: () => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    globalThis.gc?.();
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times;
}

export const MB = 1e6;
