import type { Config } from '../../env';
import { workerEntry } from '../../locations';
import { createWorkerPool, type WorkerPool } from '../../workers/worker-pool';
import type { StepWorkerInput, StepWorkerOutput } from './step-worker';

export type StepPool = WorkerPool<StepWorkerInput, StepWorkerOutput>;

/**
 * The worker thread that reads STEP models (step-worker.ts), stopped after STEP_TIMEOUT_MS, its heap
 * capped at STEP_MEMORY_MB (its WebAssembly memory too, inside the thread: read-step.ts). One model
 * at a time per process: a large board model takes hundreds of MB; the others wait their turn.
 */
export function createStepPool(config: Pick<Config, 'jobs'>): StepPool {
  return createWorkerPool<StepWorkerInput, StepWorkerOutput>(
    workerEntry('step-worker'),
    { timeoutMs: config.jobs.stepTimeoutMs, memoryMb: config.jobs.stepMemoryMb },
    {
      size: 1,
      queueMax: Math.max(1, config.jobs.workers),
      idleMs: 10_000,
      recycleAboveMb: config.jobs.workerRecycleMb,
    },
  );
}
