import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { MIGRATIONS_DIR, migrateDatabase } from '../../src/db/migrate';

// Creating a PGlite database runs initdb, the slowest step of a test app. Tests start from a dump of a
// freshly migrated database instead, made once and shared by the test processes through a file in
// the temp folder whose name covers the migrations and the PGlite version (a new migration or
// PGlite release makes a new one).

let pending: Promise<Blob> | null = null;

export function migratedSnapshot(): Promise<Blob> {
  pending ??= loadOrCreate();
  return pending;
}

function snapshotFile(): string {
  const hash = createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const version = JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8')).version;
  hash.update(String(version));
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return path.join(tmpdir(), `studio-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function loadOrCreate(): Promise<Blob> {
  const file = snapshotFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite', dir: null });
  try {
    await migrateDatabase(database);
    const dump = await database.pglite!.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file); // atomic: a concurrent reader sees all of it or nothing
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}
