/**
 * Yields and throughput of production test runs (issue 32). A run is one test of one board (serial
 * number); a board tested again after a failure (a retest) has several runs. Times are milliseconds
 * since the Unix epoch (UTC); the caller reads the clock, core does not.
 */
export interface RunOutcome {
  serial: string;
  passed: boolean;
  startedAtMs: number;
  endedAtMs: number;
}

export interface YieldFigures {
  /** Boards (distinct serial numbers) tested. */
  boards: number;
  runs: number;
  /** Boards whose first run passed, over boards: 0..1, null without boards. */
  firstPassYield: number | null;
  /** Boards whose last run passed (retests included), over boards: 0..1, null without boards. */
  finalYield: number | null;
  /** Runs after a board's first (retests). */
  retests: number;
  /** Runs per hour over the span from the first start to the last end; null under two runs. */
  runsPerHour: number | null;
}

/** First and last run of each serial, in start order (ties: the later end counts as later). */
function firstAndLast(runs: readonly RunOutcome[]) {
  const bySerial = new Map<string, { first: RunOutcome; last: RunOutcome }>();
  for (const run of runs) {
    const seen = bySerial.get(run.serial);
    if (!seen) bySerial.set(run.serial, { first: run, last: run });
    else {
      if (isBefore(run, seen.first)) seen.first = run;
      if (isBefore(seen.last, run)) seen.last = run;
    }
  }
  return bySerial;
}

const isBefore = (a: RunOutcome, b: RunOutcome) =>
  a.startedAtMs < b.startedAtMs || (a.startedAtMs === b.startedAtMs && a.endedAtMs < b.endedAtMs);

/**
 * What the yields are made of: the boards, those whose first and whose last run passed, the runs and
 * their span. A database can count these over millions of runs and send four numbers, not the runs.
 */
export interface YieldCounts {
  boards: number;
  runs: number;
  firstPassed: number;
  finalPassed: number;
  /** Earliest start and latest end of the runs (ms since the epoch); null without runs. */
  firstStartMs: number | null;
  lastEndMs: number | null;
}

/** First-pass yield, final yield, retests and throughput from their counts. */
export function yieldsOfCounts(c: YieldCounts): YieldFigures {
  const hours =
    c.firstStartMs === null || c.lastEndMs === null ? 0 : (c.lastEndMs - c.firstStartMs) / 3_600_000;
  return {
    boards: c.boards,
    runs: c.runs,
    firstPassYield: c.boards === 0 ? null : c.firstPassed / c.boards,
    finalYield: c.boards === 0 ? null : c.finalPassed / c.boards,
    retests: c.runs - c.boards,
    runsPerHour: c.runs < 2 || hours <= 0 ? null : c.runs / hours,
  };
}

/** First-pass yield, final yield, retests and throughput of a set of runs. */
export function computeYields(runs: readonly RunOutcome[]): YieldFigures {
  const bySerial = firstAndLast(runs);
  let firstPassed = 0;
  let finalPassed = 0;
  for (const { first, last } of bySerial.values()) {
    if (first.passed) firstPassed++;
    if (last.passed) finalPassed++;
  }
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    start = Math.min(start, run.startedAtMs);
    end = Math.max(end, run.endedAtMs);
  }
  return yieldsOfCounts({
    boards: bySerial.size,
    runs: runs.length,
    firstPassed,
    finalPassed,
    firstStartMs: runs.length === 0 ? null : start,
    lastEndMs: runs.length === 0 ? null : end,
  });
}
