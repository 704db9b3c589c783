/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Wall-clock and CPU (user + system, this process) times of each run, in ms. */
export interface RunTimes {
  wallMs: number[];
  cpuMs: number[];
}

/**
 * Runs `fn` once per run after a garbage collection (when exposed). CPU time is recorded beside wall
 * time because the benchmark machine is shared: other processes stretch wall time, not CPU time.
 */
export function timeRuns(runs: number, fn: () => void): RunTimes {
  const times: RunTimes = { wallMs: [], cpuMs: [] };
  for (let i = 0; i < runs; i++) {
    globalThis.gc?.();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    times.wallMs.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    times.cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  return times;
}

export const MB = 1e6;

/** One call of `f`, with its wall-clock and CPU (user + system, this process) times in ms. */
export function timeOnce<T>(f: () => T): { value: T; wallMs: number; cpuMs: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = f();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  return { value, wallMs, cpuMs: (c.user + c.system) / 1000 };
}
