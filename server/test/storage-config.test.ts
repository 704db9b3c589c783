import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../src/env';

// The storage, upload and job settings of issue #4, read once at boot (server/src/env.ts).

const base = { NODE_ENV: 'test', DATA_DIR: '/srv/studio' };

describe('storage, upload and job settings', () => {
  it('default to a local folder, 200 MB per file, 1 GB per DUT, two job slots and one warmed import thread', () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/studio/files' });
    expect(config.uploads).toEqual({ maxFileBytes: 200 * 1024 * 1024, maxDutBytes: 1024 * 1024 * 1024 });
    expect(config.jobs).toEqual({
      workers: 2,
      queue: 'default',
      workersPerCompany: 1,
      queuedPerCompany: 500,
      importTimeoutMs: 600_000,
      importMemoryMb: 4096,
      importPrewarm: 1,
      stepTimeoutMs: 600_000,
      stepMemoryMb: 2048,
      stepMaxMb: 128,
      workerRecycleMb: 512,
    });
  });

  it('switch to S3-compatible storage with S3_BUCKET', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      JOB_WORKERS: '0',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      stagingDir: '/srv/studio/staging',
    });
    expect(config.jobs.workers).toBe(0);
    // A web-only instance runs no imports: it warms no import thread either.
    expect(config.jobs.importPrewarm).toBe(0);
  });

  it('warm IMPORT_PREWARM import threads, at most one per job slot; 0 warms none (decision 0046)', () => {
    expect(loadConfig({ ...base, IMPORT_PREWARM: '0' }).jobs.importPrewarm).toBe(0);
    expect(loadConfig({ ...base, IMPORT_PREWARM: '2' }).jobs.importPrewarm).toBe(2);
    expect(loadConfig({ ...base, IMPORT_PREWARM: '8', JOB_WORKERS: '3' }).jobs.importPrewarm).toBe(3);
    // A company's share of the workers: all but one by default, at least one, or as set.
    expect(loadConfig({ ...base, JOB_WORKERS: '4' }).jobs.workersPerCompany).toBe(3);
    expect(loadConfig({ ...base, JOB_WORKERS: '1' }).jobs.workersPerCompany).toBe(1);
    expect(
      loadConfig({ ...base, JOB_WORKERS: '4', JOB_WORKERS_PER_COMPANY: '4' }).jobs.workersPerCompany,
    ).toBe(4);
    expect(() => loadConfig({ ...base, IMPORT_PREWARM: '-1' })).toThrow(/IMPORT_PREWARM/);
    expect(() => loadConfig({ ...base, IMPORT_PREWARM: 'yes' })).toThrow(/IMPORT_PREWARM/);
  });

  it('name each S3 setting that is incomplete or wrong', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET is required when any other S3_* is set',
    ]);
    expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })[0]).toMatch(
      /^S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(problems({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })[0]).toMatch(/^S3_ENDPOINT /);
    expect(problems({ MAX_UPLOAD_FILE_BYTES: '0' })[0]).toMatch(/^MAX_UPLOAD_FILE_BYTES /);
  });
});
