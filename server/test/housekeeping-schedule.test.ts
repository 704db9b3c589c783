import { randomUUID } from 'node:crypto';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { scheduleHousekeeping } from '../src/services/housekeeping/index';
import { blobPath } from '../src/storage/blob-store';
import { jobEnv, until } from './duts-support';
import { databases } from './helpers/databases';
import { startApp, type TestApp } from './helpers/harness';

// The periodic pass the server runs (HOUSEKEEPING_INTERVAL_MINUTES; here a much shorter interval
// given to the scheduler directly): it sweeps on its own, logs what it did, and stops cleanly.

const logged: { msg: string; obj: unknown }[] = [];
const log = {
  info: (obj: unknown, msg: string) => void logged.push({ obj, msg }),
  warn: (obj: unknown, msg: string) => void logged.push({ obj, msg }),
  debug: () => undefined,
} as unknown as Parameters<typeof scheduleHousekeeping>[1];

describe.each(databases)('scheduled housekeeping on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, jobEnv({ JOB_WORKERS: '0' }));
  });
  afterAll(() => t?.close());

  it('is on every 6 hours by default and off at 0', () => {
    expect(t.config.housekeeping).toEqual({
      intervalMs: 6 * 60 * 60_000,
      blobGraceMs: 60 * 60_000,
      jobRetentionDays: 14,
      failedJobRetentionDays: 90,
      resultsRetentionDays: 0,
    });
    expect(loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '0' }).housekeeping.intervalMs).toBe(0);
    expect(loadConfig({ BLOB_GRACE_MINUTES: '15' }).housekeeping.blobGraceMs).toBe(15 * 60_000);
    expect(() => loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '-5' })).toThrow(
      /HOUSEKEEPING_INTERVAL_MINUTES/,
    );
    expect(() => loadConfig({ BLOB_GRACE_MINUTES: '0' })).toThrow(/BLOB_GRACE_MINUTES/);
  });

  it('sweeps on its own at the interval and stops cleanly', async () => {
    const { storage } = t.app.deps;
    const orphan = (await storage.put(Buffer.from(`scheduled ${randomUUID()}`))).sha256;
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(path.join(t.config.dataDir, 'files', blobPath(orphan)), old, old);
    const config = { ...t.config, housekeeping: { ...t.config.housekeeping, intervalMs: 200 } };
    const schedule = scheduleHousekeeping({ database: t.app.deps.database, storage, config }, log);
    try {
      // The blob goes early in a sweep and the log line comes at its end: wait for both.
      await until(
        async () => !(await storage.exists(orphan)) && logged.some((l) => l.msg === 'housekeeping done'),
        'the scheduled sweep and its log line',
      );
    } finally {
      await schedule.stop();
    }

    const off = { ...t.config, housekeeping: { ...t.config.housekeeping, intervalMs: 0 } };
    const another = (await storage.put(Buffer.from(`not swept ${randomUUID()}`))).sha256;
    utimesSync(path.join(t.config.dataDir, 'files', blobPath(another)), old, old);
    const never = scheduleHousekeeping({ database: t.app.deps.database, storage, config: off }, log);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await never.stop();
    expect(await storage.exists(another)).toBe(true);
  });
});
