import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/storage/index';
import { blobPath } from '../src/storage/blob-store';
import { createDut, jobEnv, upload } from './duts-support';
import { databases } from './helpers/databases';
import { StudioCli } from './helpers/studio-cli';
import { ownerWithCompany, startApp } from './helpers/harness';

// `studio admin sweep [--dry-run] [--grace-minutes N]`, run in-process on the server's environment
// variables, against a data directory a server wrote (embedded database on disk, or PostgreSQL).

const savedEnv = { ...process.env };
const cli = new StudioCli();
const studio = cli.run;

afterEach(() => {
  process.env = { ...savedEnv };
});

describe.each(databases)('studio admin sweep on $name', (database) => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'studio-sweep-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints what it would remove, then removes only old unreferenced files', {
    timeout: 240_000,
  }, async () => {
    const t = await startApp(
      database,
      jobEnv({ DATA_DIR: dataDir, KEEP_PGLITE_ON_DISK: '1', JOB_WORKERS: '0' }),
    );
    let kept: string;
    try {
      const owner = await ownerWithCompany(t, 'sweep-cli');
      const dutRow = await createDut(owner.agent);
      const up = await upload(owner.agent, dutRow.id, [
        { name: 'points.csv', bytes: `Ref,X,Y\n${randomUUID()}\n` },
      ]);
      expect(up.status).toBe(201);
      kept = up.body.files[0].sha256;
    } finally {
      await t.close();
    }
    const files = path.join(dataDir, 'files');
    const store = await createBlobStore({ kind: 'local', dir: files });
    const orphan = (await store.put(Buffer.from(`orphan ${randomUUID()}`))).sha256;
    const fresh = (await store.put(Buffer.from(`fresh ${randomUUID()}`))).sha256;
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60_000);
    for (const sha of [orphan, kept])
      utimesSync(path.join(files, blobPath(sha)), threeHoursAgo, threeHoursAgo);

    for (const key of ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL', 'JOB_QUEUE'])
      delete process.env[key];
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });

    expect(await studio('admin', 'sweep', '--dry-run')).toBe(0);
    let printed = cli.printed;
    expect(printed).toContain('Dry run: nothing was removed.');
    expect(printed).toMatch(
      /Stored files: 3 scanned, 1 younger than the grace period kept, 1 would be removed/,
    );
    expect(printed).toContain(orphan);
    expect(printed).not.toContain(fresh);
    expect(await store.exists(orphan)).toBe(true);

    expect(await studio('admin', 'sweep')).toBe(0);
    printed = cli.printed;
    expect(printed).toMatch(/Stored files: 3 scanned, 1 younger than the grace period kept, 1 removed/);
    expect(printed).toContain(orphan);
    expect(printed).toMatch(/Jobs: \d+ succeeded and \d+ failed removed\./);
    expect(await store.exists(orphan)).toBe(false);
    expect(await store.exists(kept)).toBe(true);
    expect(await store.exists(fresh)).toBe(true);

    expect(await studio('admin', 'sweep', '--grace-minutes', '0')).toBe(0);
    expect(cli.printed).toContain(fresh);
    expect(await store.exists(fresh)).toBe(false);
    expect(await store.exists(kept)).toBe(true);

    expect(await studio('admin', 'sweep', '--grace-minutes', 'soon')).toBe(2);
    expect(cli.printed).toContain('--grace-minutes must be a whole number of minutes, not "soon"');
    expect(await studio('admin', 'sweep', '--help')).toBe(0);
    expect(cli.printed).toContain('Usage: studio admin sweep');
    await store.close();
  });
});
