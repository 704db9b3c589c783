import type { Config } from '../../env';
import { workerEntry } from '../../locations';
import { createWorkerPool, type WorkerPool } from '../../workers/worker-pool';
import type { ExtractWorkerInput, ExtractWorkerOutput } from './extract-worker';

export type ExtractPool = WorkerPool<ExtractWorkerInput, ExtractWorkerOutput>;

/**
 * The worker threads of document extraction (extract-worker.ts), with EXTRACT_TIMEOUT_MS and
 * EXTRACT_MEMORY_MB: one per job runner slot (JOB_WORKERS), as many as this process runs at once.
 */
export function createExtractPool(config: Pick<Config, 'knowledge' | 'jobs'>): ExtractPool {
  return createWorkerPool<ExtractWorkerInput, ExtractWorkerOutput>(
    workerEntry('extract-worker'),
    { timeoutMs: config.knowledge.extractTimeoutMs, memoryMb: config.knowledge.extractMemoryMb },
    { size: Math.max(1, config.jobs.workers), recycleAboveMb: config.jobs.workerRecycleMb },
  );
}
