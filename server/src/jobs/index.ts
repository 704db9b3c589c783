import type { Db } from '../db/client';
import type { Config } from '../env';
import { JobRunner, type JobRunnerOptions, type RunnerLog } from './runner';

export { JobRunner } from './runner';
export * from './types';

/** This process's runner: JOB_WORKERS slots on the JOB_QUEUE queue. Handlers: job-handlers.ts. */
export function createJobRunner(
  options: { config: Config; db: Db; log: RunnerLog } & Pick<
    JobRunnerOptions,
    'leaseMs' | 'pollMs' | 'retryDelayMs'
  >,
): JobRunner {
  const { config, ...rest } = options;
  return new JobRunner({
    ...rest,
    queue: config.jobs.queue,
    concurrency: config.jobs.workers,
    perCompany: config.jobs.workersPerCompany,
  });
}
