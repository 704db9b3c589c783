import { SEED_PARTS } from '../src/services/parts/seed-catalog-data';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { StudioCli } from './helpers/studio-cli';
import { freshDatabase } from './helpers/fresh-database';

// `studio catalog seed | export | import`, run in-process on a fresh embedded database on disk (and a
// fresh PostgreSQL database): the CLI seeds an empty catalog, exports it, and imports CSV all or
// nothing with errors by file, row and column.

const savedEnv = { ...process.env };
const cli = new StudioCli();
const studio = cli.run;

describe.each(databases)('studio catalog on $name', (shared) => {
  let dir: string;
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'studio-catalog-cli-'));
    fresh = await freshDatabase(shared);
    for (const key of ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL']) delete process.env[key];
    Object.assign(process.env, {
      DATA_DIR: path.join(dir, 'data'),
      NODE_ENV: 'test',
      ...(fresh.database.url ? { DATABASE_URL: fresh.database.url } : {}),
    });
  });
  afterAll(async () => {
    process.env = { ...savedEnv };
    await fresh?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds once, exports, and imports all or nothing', { timeout: 240_000 }, async () => {
    expect(await studio('catalog', 'seed')).toBe(0);
    expect(cli.printed).toBe('Seeded the catalog.');
    expect(await studio('catalog', 'seed')).toBe(0);
    expect(cli.printed).toContain('nothing seeded');

    const partsFile = path.join(dir, 'parts.csv');
    expect(await studio('catalog', 'export', '--parts', '--out', partsFile)).toBe(0);
    const exported = readFileSync(partsFile, 'utf8');
    expect(exported.split('\n')[0]).toMatch(/^partNumber,name,kind,class,/);
    expect(exported).toContain('SP-100-CR');

    expect(await studio('catalog', 'import', '--parts', partsFile, '--dry-run')).toBe(0);
    const n = SEED_PARTS.length;
    expect(cli.printed).toContain(`${n} row(s): 0 created, 0 updated, ${n} unchanged (dry run`);

    const bad = path.join(dir, 'bad.csv');
    writeFileSync(
      bad,
      'partNumber,name,kind,class,unitPrice,leadTimeDays\nNEW-1,New,other,Misc,1,1\nNEW-2,New,other,Misc,cheap,1\n',
    );
    expect(await studio('catalog', 'import', '--parts', bad)).toBe(1);
    expect(cli.printed).toContain(`${bad}:3 [unitPrice]: "cheap" is not a number.`);
    expect(cli.printed).toContain('nothing was imported');

    const counts = path.join(dir, 'counts.csv');
    writeFileSync(counts, 'partNumber,location,onHand\nSP-100-CR,MAIN,480\n');
    expect(await studio('catalog', 'import', '--inventory', counts)).toBe(0);
    expect(cli.printed).toContain('1 adjustment(s)');
    const inventoryFile = path.join(dir, 'inventory.csv');
    expect(await studio('catalog', 'export', '--inventory', '--out', inventoryFile)).toBe(0);
    expect(readFileSync(inventoryFile, 'utf8')).toContain('SP-100-CR,');
    expect(readFileSync(inventoryFile, 'utf8')).toMatch(/SP-100-CR,[^\n]*,MAIN,480,0,480,100,/);

    expect(await studio('catalog', 'export')).toBe(2);
    expect(await studio('catalog', 'import', '--parts')).toBe(2);
  });
});
