import { parseArgs } from 'node:util';
import { createBlobStore, formatBytes, type HousekeepingReport, runHousekeeping } from '@studio/server';
import { runWithUsage, UsageError, withInstance } from './admin-shared';
import type { Command } from './command';

const USAGE = `Usage: studio admin sweep [--dry-run] [--grace-minutes N]

Housekeeping, as the server does it every HOUSEKEEPING_INTERVAL_MINUTES: removes stored files and
boards that no DUT, file, test-config version or DFT report refers to any more (only those older
than BLOB_GRACE_MINUTES, or --grace-minutes), finished jobs of this JOB_QUEUE older than
JOB_RETENTION_DAYS (failed: FAILED_JOB_RETENTION_DAYS), and expired sessions. Prints what it
removed; with --dry-run, what it would remove, removing nothing.`;

export const adminSweepCommand: Command = {
  run: (args) =>
    runWithUsage(USAGE, async () => {
      const { values } = parseArgs({
        args,
        options: {
          'dry-run': { type: 'boolean', default: false },
          'grace-minutes': { type: 'string' },
          help: { type: 'boolean', short: 'h', default: false },
        },
      });
      if (values.help) {
        console.log(USAGE);
        return 0;
      }
      const grace = values['grace-minutes'];
      if (grace !== undefined && !/^\d+$/.test(grace))
        throw new UsageError(`--grace-minutes must be a whole number of minutes, not "${grace}"`);
      const report = await withInstance(async ({ config, database }) => {
        const storage = await createBlobStore(config.storage, { createBucket: false });
        try {
          return await runHousekeeping(
            { database, storage, config },
            {
              dryRun: values['dry-run'],
              ...(grace !== undefined ? { blobGraceMs: Number(grace) * 60_000 } : {}),
            },
          );
        } finally {
          await storage.close();
        }
      });
      if (!report) {
        console.error(
          'studio: another sweep of this storage is running (a server instance); try again later.',
        );
        return 1;
      }
      console.log(describe(report, grace !== undefined ? Number(grace) : null));
      return 0;
    }),
};

function describe(report: HousekeepingReport, graceMinutes: number | null): string {
  const verb = report.dryRun ? 'would be removed' : 'removed';
  const { blobs, jobs } = report;
  const lines = [
    ...(report.dryRun ? ['Dry run: nothing was removed.'] : []),
    `Stored files: ${blobs.scanned} scanned, ${blobs.young} younger than the grace period${graceMinutes === null ? '' : ` (${graceMinutes} min)`} kept, ${blobs.removed.length} ${verb} (${formatBytes(blobs.removedBytes)}).`,
    ...blobs.removed.map(
      (b) => `  ${b.sha256}  ${formatBytes(b.sizeBytes).padStart(9)}  ${b.modifiedAt.toISOString()}`,
    ),
    `Jobs: ${jobs.succeeded} succeeded and ${jobs.failed} failed ${verb}.`,
    `Sessions: ${report.sessions} expired ${verb}.`,
  ];
  return lines.join('\n');
}
