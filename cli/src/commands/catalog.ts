import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  exportInventoryCsv,
  exportPartsCsv,
  importInventoryCsv,
  importPartsCsv,
  seedCatalogIfEmpty,
} from '@studio/server';
import { runWithUsage, UsageError, withInstance } from './admin-shared';
import type { Command } from './command';

const USAGE = `Usage: studio catalog export (--parts | --inventory) [--out FILE]
       studio catalog import (--parts | --inventory) FILE [--dry-run]
       studio catalog seed

export   writes the parts catalog, or the inventory counts, as CSV (to FILE or standard output)
import   reads a parts CSV (creates or updates parts by part number) or an inventory-counts CSV
         (counted on-hand quantities become adjustments), all or nothing; --dry-run only validates
seed     writes the seed catalog when the instance has no part class and no part yet (the server
         does this at its first boot; see docs/parts-seed.md)

Runs on the instance of DATA_DIR / DATABASE_URL, like the server (not while a server holds the
embedded database).`;

type Report = Awaited<ReturnType<typeof importPartsCsv>> | Awaited<ReturnType<typeof importInventoryCsv>>;

const CLI_ACTOR = { id: null, name: 'studio catalog import' };

export const catalogCommand: Command = {
  run: (args) =>
    runWithUsage(USAGE, async () => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          parts: { type: 'boolean', default: false },
          inventory: { type: 'boolean', default: false },
          out: { type: 'string' },
          'dry-run': { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      });
      if (values.help) {
        console.log(USAGE);
        return 0;
      }
      const [action, file] = positionals;
      if (action === 'seed') {
        const seeded = await withInstance(({ database }) => seedCatalogIfEmpty(database.db));
        console.log(seeded ? 'Seeded the catalog.' : 'The catalog is not empty: nothing seeded.');
        return 0;
      }
      if (values.parts === values.inventory) throw new UsageError('choose --parts or --inventory');
      if (action === 'export') {
        const text = await withInstance(({ database }) =>
          values.parts ? exportPartsCsv({ db: database.db }) : exportInventoryCsv({ db: database.db }),
        );
        if (values.out) writeFileSync(values.out, text);
        else process.stdout.write(text);
        return 0;
      }
      if (action === 'import') {
        if (!file) throw new UsageError('import needs a FILE');
        const text = readFileSync(file, 'utf8');
        const dryRun = values['dry-run'];
        const report = await withInstance<Report>(({ database }) =>
          values.parts
            ? importPartsCsv({ db: database.db }, null, text, dryRun)
            : importInventoryCsv({ db: database.db }, CLI_ACTOR, text, dryRun),
        );
        printReport(file, report);
        return report.ok ? 0 : 1;
      }
      throw new UsageError(`unknown action ${action ?? '(none)'}: export, import or seed`);
    }),
};

function printReport(file: string, report: Report) {
  if (!report.ok) {
    console.error(`${file}: ${report.errorCount} problem(s); nothing was imported.`);
    for (const e of report.errors)
      console.error(
        `${file}:${e.row}${e.column ? ` [${e.column}]` : ''}: ${e.message} Expected: ${e.expected}.`,
      );
    return;
  }
  const counts =
    'created' in report
      ? `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`
      : `${report.adjustments} adjustment(s), ${report.reorderPointsChanged} reorder point(s) changed, ${report.unchanged} unchanged`;
  console.log(
    `${file}: ${report.rows} row(s): ${counts}${report.dryRun ? ' (dry run: nothing written)' : ''}.`,
  );
}
