import type { StorageConfig } from '../env';
import type { BlobStore, StoreOptions } from './blob-store';
import { createLocalStore } from './local-store';

export * from './blob-store';

/**
 * The configured store: a local folder by default, S3-compatible object storage with S3_BUCKET.
 * `removeLeftovers`: the server's own store at boot removes what interrupted uploads left in staging
 * (stage-file.ts); worker threads and commands must not (they share or outlive the process).
 */
export function createBlobStore(config: StorageConfig, options: StoreOptions = {}): Promise<BlobStore> {
  // The AWS SDK is big: loaded only when configured (import workers start faster without it).
  if (config.kind === 's3') return import('./s3-store').then((m) => m.createS3Store(config, options));
  return createLocalStore(config.dir, options);
}
