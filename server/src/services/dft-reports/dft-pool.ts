import type { DftReportRecord } from '@studio/api';
import type { DftReport, DftThresholds, TestConfig } from '@studio/core';
import type { Config } from '../../env';
import { createWorkerPool, WorkerReportedError } from '../../workers/worker-pool';
import type { DftWorkerInput, DftWorkerOutput } from './dft-worker';

/** The DFT work that reads whole boards, run in worker threads (docs/decisions: DFT reports). */
export interface DftRunner {
  analyze(input: { boardSha256: string; config: TestConfig; thresholds: DftThresholds }): Promise<DftReport>;
  summaryPdf(report: DftReportRecord): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * A small worker pool for DFT analyses and summary PDFs, with the import workers' limits
 * (IMPORT_TIMEOUT_MS, IMPORT_MEMORY_MB): a board the import could build, the analysis can read.
 */
export function createDftRunner(config: Pick<Config, 'storage' | 'jobs'>): DftRunner {
  const pool = createWorkerPool<DftWorkerInput, DftWorkerOutput>(
    new URL('./dft-worker.ts', import.meta.url),
    {
      timeoutMs: config.jobs.importTimeoutMs,
      memoryMb: config.jobs.importMemoryMb,
    },
  );
  const run = async (input: DftWorkerInput): Promise<DftWorkerOutput> => {
    try {
      return await pool.run(input);
    } catch (error) {
      // The worker's own errors come back by name and message; give them a stack here.
      if (error instanceof WorkerReportedError)
        throw new Error(`DFT worker: ${error.message}`, { cause: error });
      throw error;
    }
  };
  return {
    async analyze(input) {
      const out = await run({ task: 'analyze', storage: config.storage, ...input });
      if (out.task !== 'analyze') throw new Error('DFT worker answered the wrong task');
      return out.analysis;
    },
    async summaryPdf(report) {
      const out = await run({ task: 'summary-pdf', storage: config.storage, report });
      if (out.task !== 'summary-pdf') throw new Error('DFT worker answered the wrong task');
      return out.pdf;
    },
    close: () => pool.close(),
  };
}
