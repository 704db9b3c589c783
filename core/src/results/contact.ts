/**
 * Contact failures per test point (issue 32): the production lesson for the next board revision.
 *
 * A measurement names the test points (or station channels) it probed. In a run, a test point has a
 * *suspect contact* when a failed measurement through it
 * - was reported as a contact failure by the test executive (`contact: true`), or
 * - read no value at all (an open: nothing touched the pad), or
 * - passed on the same board's next run (a false failure: nothing was repaired, the probe just
 *   touched this time).
 * A test point counts at most once per run: n = runs with a suspect contact, m = runs that probed it.
 */
export interface MeasurementOutcome {
  /** Stable id of the measurement inside the strategy (step id / limit id). */
  key: string;
  passed: boolean;
  /** Null when the instrument read nothing. */
  value: number | null;
  /** Reported by the executive as a contact failure (probe did not touch). */
  contact: boolean;
  /** Test point labels or channel ids the measurement went through. */
  probes: readonly string[];
}

export interface RunMeasurements {
  runId: string;
  serial: string;
  startedAtMs: number;
  measurements: readonly MeasurementOutcome[];
}

export interface ContactFigure {
  probe: string;
  /** Runs with a suspect contact at this probe. */
  failedRuns: number;
  /** Runs that measured through this probe. */
  runs: number;
  /** failedRuns / runs. */
  rate: number;
}

/** Suspect-contact counts of every probe, worst rate first (ties: more failures, then name). */
export function contactFailuresOf(runs: readonly RunMeasurements[]): ContactFigure[] {
  const bySerial = new Map<string, RunMeasurements[]>();
  for (const run of runs) {
    const list = bySerial.get(run.serial) ?? [];
    list.push(run);
    bySerial.set(run.serial, list);
  }
  const probed = new Map<string, number>();
  const failed = new Map<string, number>();
  for (const list of bySerial.values()) {
    list.sort((a, b) => a.startedAtMs - b.startedAtMs || (a.runId < b.runId ? -1 : 1));
    list.forEach((run, i) => {
      const next = list[i + 1];
      const passedNext = new Set(next?.measurements.filter((m) => m.passed).map((m) => m.key) ?? []);
      const seen = new Set<string>();
      const suspect = new Set<string>();
      for (const m of run.measurements) {
        for (const p of m.probes) seen.add(p);
        if (m.passed) continue;
        if (m.contact || m.value === null || passedNext.has(m.key)) for (const p of m.probes) suspect.add(p);
      }
      for (const p of seen) probed.set(p, (probed.get(p) ?? 0) + 1);
      for (const p of suspect) failed.set(p, (failed.get(p) ?? 0) + 1);
    });
  }
  return [...probed]
    .map(([probe, count]) => {
      const failedRuns = failed.get(probe) ?? 0;
      return { probe, failedRuns, runs: count, rate: failedRuns / count };
    })
    .sort((a, b) => b.rate - a.rate || b.failedRuns - a.failedRuns || (a.probe < b.probe ? -1 : 1));
}

/** Defaults of the DFT report's production lesson: 2 % of at least 20 runs. */
export const POOR_CONTACT_RATE = 0.02;
export const POOR_CONTACT_MIN_RUNS = 20;

/**
 * Probes whose suspect-contact rate reaches `threshold` (0..1) over at least `minRuns` runs: what the
 * DFT report lists as "poor contact in production (n of m runs)".
 */
export function poorContacts(
  figures: readonly ContactFigure[],
  threshold: number,
  minRuns: number,
): ContactFigure[] {
  return figures.filter((f) => f.runs >= minRuns && f.failedRuns > 0 && f.rate >= threshold);
}

/** The DFT report's words for one poor contact. */
export const describePoorContact = (f: ContactFigure) =>
  `poor contact in production (${f.failedRuns} of ${f.runs} runs)`;
