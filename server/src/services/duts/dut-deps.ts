import type { JobRunner } from '../../jobs/runner';
import type { BlobStore } from '../../storage/index';
import type { ServiceDeps } from '../context';

/** What the DUT services need besides the usual: file storage and the job runner. */
export interface DutDeps extends ServiceDeps {
  storage: BlobStore;
  jobs: Pick<JobRunner, 'wake'>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
