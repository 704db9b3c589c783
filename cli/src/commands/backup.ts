import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { acquireDataDirLock } from '@studio/server';
import { cliConfig, runWithUsage, UsageError } from './admin-shared';
import { embeddedDataDir, writeArchive } from './backup-archive';
import type { Command } from './command';

const USAGE = `Usage: studio backup --out FILE.tar.gz

Writes the embedded database, the file storage and the auth secret of DATA_DIR into one .tar.gz.
Stop the server first: a backup is taken only while no process has the database open.
Restore it with \`studio restore FILE\`.`;

export const backupCommand: Command = {
  run: (args) =>
    runWithUsage(USAGE, async () => {
      const { values } = parseArgs({
        args,
        options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
      });
      if (values.help) {
        console.log(USAGE);
        return 0;
      }
      if (!values.out) throw new UsageError('--out is required');
      const dataDir = embeddedDataDir(cliConfig());
      if (!existsSync(path.join(dataDir, 'db')))
        throw new Error(`There is no embedded database in ${dataDir}.`);
      // Holding the lock keeps a server from starting while the files are read.
      const release = acquireDataDirLock(dataDir);
      try {
        const entries = await writeArchive(dataDir, values.out);
        const mb = (statSync(values.out).size / 1024 / 1024).toFixed(1);
        console.log(`Backed up ${entries.join(', ')} of ${dataDir} to ${values.out} (${mb} MB).`);
      } finally {
        release();
      }
      return 0;
    }),
};
