import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { StorageConfig } from '../../src/env';

/** A temporary folder and, in it, an S3-compatible server for the tests of one scope. */
export interface LocalS3 {
  /** The temporary folder (removed after the scope's tests); the server keeps its data in `s3rver/`. */
  root: string;
  /** http://127.0.0.1:<port>, once the scope's tests have started. */
  endpoint(): string;
  /** A store's configuration for a bucket on it (path-style, s3rver's fixed keys), staging in the folder. */
  storageConfig(bucket: string): StorageConfig;
  /** The server's environment variables for a bucket on it. */
  env(bucket: string): Record<string, string>;
}

/**
 * Starts s3rver on 127.0.0.1 (a free port) before the tests of the scope it is called in, and stops
 * it and removes the folder after them. The AWS SDK speaks to it with path-style requests.
 */
export function localS3(prefix: string): LocalS3 {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  let server: S3rver | undefined;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(root, 's3rver'),
    });
    endpoint = `http://127.0.0.1:${((await server.run()) as unknown as { port: number }).port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    root,
    endpoint: () => endpoint,
    storageConfig: (bucket) => ({
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      stagingDir: path.join(root, 's3-staging'),
    }),
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  };
}
