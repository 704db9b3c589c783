import type { Db } from '../db/client';
import type { Config } from '../env';
import { createImportHandler } from '../services/duts/run-import';
import { type DutDeps, IMPORT_JOB } from '../services/duts/shared';
import { JobRunner, type JobRunnerOptions, type RunnerLog } from './runner';

export { JobRunner } from './runner';
export * from './types';

/** This process's runner: JOB_WORKERS slots on the JOB_QUEUE queue. */
export function createJobRunner(
  options: { config: Config; db: Db; log: RunnerLog } & Pick<
    JobRunnerOptions,
    'leaseMs' | 'pollMs' | 'retryDelayMs'
  >,
): JobRunner {
  const { config, ...rest } = options;
  return new JobRunner({ ...rest, queue: config.jobs.queue, concurrency: config.jobs.workers });
}

/** Every job kind Studio runs, with its handler. */
export function registerJobHandlers(runner: JobRunner, deps: DutDeps): void {
  runner.register(IMPORT_JOB, createImportHandler(deps));
}
