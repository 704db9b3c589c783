import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rollUpResults } from './roll-up';

export interface RollUpSchedule {
  /** Stops the timer and waits for a roll-up under way to finish its batch. */
  stop(): Promise<void>;
}

/**
 * Rolls production results up every `intervalMs` (RESULTS_ROLLUP_INTERVAL_MS; 0: never) in this
 * process. Every instance has its timer; the roll-up's lock makes a turn that finds another roll-up
 * under way skip (decision 0065). A failed turn is logged and tried again at the next one.
 */
export function scheduleResultsRollUp(db: Db, intervalMs: number, log: FastifyBaseLogger): RollUpSchedule {
  if (intervalMs <= 0) return { stop: async () => undefined };
  const abort = new AbortController();
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout;
  const tick = () => {
    if (!current)
      current = rollUpResults(db, { signal: abort.signal })
        .then((runs) => {
          if (runs) log.debug({ runs }, 'production results rolled up');
        })
        .catch((error) => log.warn({ err: error }, 'results roll-up failed; trying again at the next turn'))
        .finally(() => {
          current = null;
        });
    if (abort.signal.aborted) return;
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
