import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { runHousekeeping, storageIdentity, withSweepLock } from '../src/services/housekeeping/index';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { startApp, type TestApp } from './helpers/harness';

// Two server instances on one PostgreSQL: while one sweeps a storage, the other's pass over the same
// storage skips (the advisory lock lives on the first one's connection), and a pass over another
// storage does not wait. The second "instance" is a pool of its own, as another process would have.

const postgres = databases.filter((d) => d.url);

describe.skipIf(postgres.length === 0)('the sweep lock across instances (PostgreSQL)', () => {
  let t: TestApp;
  let other: Database;
  beforeAll(async () => {
    t = await startApp(postgres[0]!, jobEnv({ JOB_WORKERS: '0' }));
    other = await openDatabase({ kind: 'postgres', url: postgres[0]!.url! });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('skips a pass while another instance sweeps the same storage', async () => {
    const deps = { database: t.app.deps.database, storage: t.app.deps.storage, config: t.config };
    const key = storageIdentity(t.config.storage);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const elsewhere = withSweepLock(other, key, async () => {
      entered();
      await held;
      return 'swept elsewhere';
    });
    await inside;
    expect(await runHousekeeping(deps)).toBeNull();
    // Another storage's sweep is not held up.
    expect(await withSweepLock(t.app.deps.database, `local:/elsewhere/${randomUUID()}`, async () => 1)).toBe(
      1,
    );
    release();
    expect(await elsewhere).toBe('swept elsewhere');
    const report = await runHousekeeping(deps);
    expect(report).not.toBeNull();
    expect(report!.dryRun).toBe(false);
  });

  it('frees the lock when the holder fails', async () => {
    const key = `local:/failing/${randomUUID()}`;
    await expect(
      withSweepLock(other, key, async () => {
        throw new Error('storage unreachable');
      }),
    ).rejects.toThrow('storage unreachable');
    expect(await withSweepLock(t.app.deps.database, key, async () => 'ran')).toBe('ran');
  });
});
