import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '@studio/server';

const run = promisify(execFile);

/**
 * What a backup holds, relative to DATA_DIR: the embedded database, the file storage and the auth
 * secret (sessions and the encrypted two-factor secrets depend on it). The outbox is left out.
 */
export const BACKUP_ENTRIES = ['db', 'storage', 'auth-secret'] as const;

/** The embedded database directory; backups exist for it only (PostgreSQL has pg_dump). */
export function embeddedDataDir(config: Config): string {
  if (config.database.kind === 'postgres') {
    throw new Error(
      'backup and restore cover the embedded database; with DATABASE_URL use pg_dump / pg_restore ' +
        `and copy ${path.join(config.dataDir, 'storage')} yourself.`,
    );
  }
  return config.dataDir;
}

export async function writeArchive(dataDir: string, out: string): Promise<string[]> {
  const entries = BACKUP_ENTRIES.filter((e) => existsSync(path.join(dataDir, e)));
  await run('tar', ['-czf', path.resolve(out), '-C', dataDir, ...entries]);
  return entries;
}

/** The archive's entries, refusing anything that would land outside the data directory. */
export async function listArchive(file: string): Promise<string[]> {
  const { stdout } = await run('tar', ['-tzf', file], { maxBuffer: 256 * 1024 * 1024 });
  const entries = stdout.split('\n').filter(Boolean);
  for (const entry of entries) {
    const top = entry.split('/')[0] ?? '';
    if (
      entry.startsWith('/') ||
      entry.split('/').includes('..') ||
      !(BACKUP_ENTRIES as readonly string[]).includes(top)
    ) {
      throw new Error(`${file} is not a Studio backup: unexpected entry "${entry}".`);
    }
  }
  if (!entries.some((e) => e === 'db/PG_VERSION'))
    throw new Error(`${file} is not a Studio backup: it holds no database.`);
  return entries;
}

export async function extractArchive(file: string, dataDir: string): Promise<void> {
  await run('tar', ['-xzf', file, '-C', dataDir]);
}
