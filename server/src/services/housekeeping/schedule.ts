import type { FastifyBaseLogger } from 'fastify';
import { type HousekeepingDeps, type HousekeepingReport, runHousekeeping } from './run-housekeeping';

export interface HousekeepingSchedule {
  /** Stops the timer and waits for a pass under way to stop at its next blob. */
  stop(): Promise<void>;
}

/** The first pass runs this long after start (or after one interval, if shorter). */
const FIRST_RUN_MS = 10 * 60_000;

/**
 * Runs housekeeping every `config.housekeeping.intervalMs` (0: never) in this process. Every
 * instance has its timer; the sweep lock makes a pass that finds another one running skip its turn.
 * The first pass comes soon after start, so that instances restarted more often than the interval
 * (deployments) still sweep.
 */
export function scheduleHousekeeping(deps: HousekeepingDeps, log: FastifyBaseLogger): HousekeepingSchedule {
  const { intervalMs } = deps.config.housekeeping;
  if (intervalMs <= 0) return { stop: async () => undefined };
  const abort = new AbortController();
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout;

  const pass = async () => {
    const report = await runHousekeeping(deps, { signal: abort.signal }).catch((error) => {
      log.warn({ err: error }, 'housekeeping failed; trying again at the next interval');
      return undefined;
    });
    if (report === null) log.debug('housekeeping skipped: another pass is running');
    else if (report) log.info(summary(report), 'housekeeping done');
  };
  const tick = () => {
    if (!current)
      current = pass().finally(() => {
        current = null;
      });
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  timer = setTimeout(tick, Math.min(FIRST_RUN_MS, intervalMs));
  timer.unref();

  return {
    async stop() {
      clearTimeout(timer);
      abort.abort();
      await current;
    },
  };
}

const summary = (report: HousekeepingReport) => ({
  blobsScanned: report.blobs.scanned,
  blobsRemoved: report.blobs.removed.length,
  bytesRemoved: report.blobs.removedBytes,
  jobsRemoved: report.jobs.succeeded + report.jobs.failed,
  sessionsRemoved: report.sessions,
  ms: report.finishedAt.getTime() - report.startedAt.getTime(),
});
