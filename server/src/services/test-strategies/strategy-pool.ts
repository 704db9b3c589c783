import type { TestStrategy } from '@studio/core';
import type { Config } from '../../env';
import { workerEntry } from '../../locations';
import type { StrategyPdfInput } from '../../pdf/strategy-pdf';
import { createWorkerPool, WorkerReportedError } from '../../workers/worker-pool';
import type { DraftInput, StrategyWorkerInput, StrategyWorkerOutput } from './strategy-worker';

/** The strategy work that reads whole boards or draws long documents, run in worker threads. */
export interface StrategyRunner {
  /** Drafts the plan of a board, tied to the config's fixture when `fixture` is given. */
  draft(input: DraftInput): Promise<TestStrategy>;
  pdf(input: StrategyPdfInput): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * A worker pool with the import workers' limits (IMPORT_TIMEOUT_MS, IMPORT_MEMORY_MB), as many
 * threads and waiting tasks as the DFT pool (DFT_WORKERS, DFT_QUEUE_MAX; 503 past them).
 */
export function createStrategyRunner(config: Pick<Config, 'storage' | 'jobs' | 'dft'>): StrategyRunner {
  const pool = createWorkerPool<StrategyWorkerInput, StrategyWorkerOutput>(
    workerEntry('strategy-worker'),
    {
      timeoutMs: config.jobs.importTimeoutMs,
      memoryMb: config.jobs.importMemoryMb,
    },
    { size: config.dft.workers, queueMax: config.dft.queueMax },
  );
  const run = async (input: StrategyWorkerInput): Promise<StrategyWorkerOutput> => {
    try {
      return await pool.run(input);
    } catch (error) {
      if (error instanceof WorkerReportedError)
        throw new Error(`strategy worker: ${error.message}`, { cause: error });
      throw error;
    }
  };
  return {
    async draft(input) {
      const out = await run({ task: 'draft', storage: config.storage, ...input });
      if (out.task !== 'draft') throw new Error('strategy worker answered the wrong task');
      return out.strategy;
    },
    async pdf(input) {
      const out = await run({ task: 'pdf', input });
      if (out.task !== 'pdf') throw new Error('strategy worker answered the wrong task');
      return out.pdf;
    },
    close: () => pool.close(),
  };
}
