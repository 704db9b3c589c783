import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDataDirLock, migrateDatabase, openDatabase, summarizeInstance } from '@studio/server';
import { cliConfig, runWithUsage, UsageError } from './admin-shared';
import { BACKUP_ENTRIES, embeddedDataDir, extractArchive, listArchive } from './backup-archive';
import type { Command } from './command';

const USAGE = `Usage: studio restore FILE.tar.gz [--force]

Restores a backup made by \`studio backup\` into DATA_DIR. Stop the server first.

  --force   replace an existing database; the current data is moved to
            <DATA_DIR>/before-restore-<time>/ rather than deleted`;

export const restoreCommand: Command = {
  run: (args) =>
    runWithUsage(USAGE, async () => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          force: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      });
      if (values.help) {
        console.log(USAGE);
        return 0;
      }
      const [file, ...extra] = positionals;
      if (!file || extra.length > 0) throw new UsageError('name exactly one backup file');
      if (!existsSync(file)) throw new Error(`No such file: ${file}`);
      const config = cliConfig();
      const dataDir = embeddedDataDir(config);
      await listArchive(file);
      const release = acquireDataDirLock(dataDir);
      try {
        const present = BACKUP_ENTRIES.filter((e) => existsSync(path.join(dataDir, e)));
        if (present.includes('db') && !values.force) {
          throw new Error(
            `${dataDir} already holds a database. Pass --force to replace it (it is kept aside).`,
          );
        }
        if (present.length > 0) {
          const aside = path.join(
            dataDir,
            `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
          );
          mkdirSync(aside, { recursive: true });
          for (const entry of present) renameSync(path.join(dataDir, entry), path.join(aside, entry));
          console.log(`Moved the current ${present.join(', ')} to ${aside}.`);
        }
        await extractArchive(file, dataDir);
        const summary = await checkDatabase(config.database);
        console.log(`Restored ${file} into ${dataDir}: ${summary}.`);
      } finally {
        release();
      }
      return 0;
    }),
};

/** Opens the restored database (applying newer migrations) and counts what it holds. */
async function checkDatabase(database: Parameters<typeof openDatabase>[0]): Promise<string> {
  const opened = await openDatabase(database);
  try {
    await migrateDatabase(opened);
    const { users, companies } = await summarizeInstance(opened.db);
    return `${users} users, ${companies} companies`;
  } finally {
    await opened.close();
  }
}
