/** A failure cause and how many times it failed (a step, or a measurement inside a step). */
export interface FailureCount {
  key: string;
  label: string;
  failures: number;
}

export interface ParetoBar extends FailureCount {
  /** This cause's share of all failures, 0..1. */
  share: number;
  /** Share of this cause and every larger one, 0..1 (the Pareto line). */
  cumulativeShare: number;
}

/**
 * Failure causes, most frequent first, with each one's share and the running total (a Pareto chart).
 * Ties keep key order so the chart is stable; causes without failures are left out.
 */
export function paretoOf(counts: readonly FailureCount[], top = Number.POSITIVE_INFINITY): ParetoBar[] {
  const sorted = counts
    .filter((c) => c.failures > 0)
    .sort((a, b) => b.failures - a.failures || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const total = sorted.reduce((sum, c) => sum + c.failures, 0);
  let running = 0;
  return sorted.slice(0, top).map((c) => {
    running += c.failures;
    return { ...c, share: c.failures / total, cumulativeShare: running / total };
  });
}
