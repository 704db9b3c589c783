import type { Config } from '../../env';
import { workerEntry } from '../../locations';
import { createWorkerPool, type WorkerPool } from '../../workers/worker-pool';
import type { ImportWorkerInput, ImportWorkerOutput } from './import-worker';

export type ImportPool = WorkerPool<ImportWorkerInput, ImportWorkerOutput>;

/**
 * The worker threads of DUT imports (import-worker.ts), with IMPORT_TIMEOUT_MS and IMPORT_MEMORY_MB:
 * one per job runner slot (JOB_WORKERS), which is as many imports as this process runs at once.
 */
export function createImportPool(config: Pick<Config, 'jobs'>): ImportPool {
  return createWorkerPool<ImportWorkerInput, ImportWorkerOutput>(
    workerEntry('import-worker'),
    { timeoutMs: config.jobs.importTimeoutMs, memoryMb: config.jobs.importMemoryMb },
    { size: Math.max(1, config.jobs.workers), recycleAboveMb: config.jobs.workerRecycleMb },
  );
}
