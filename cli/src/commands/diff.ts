import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Board,
  compareRevisions,
  type DftThresholds,
  type FixtureCatalog,
  fixtureDeltaFiles,
  ImportError,
  importPackage,
  type Side,
  type TestConfig,
} from '@studio/core';
import { CatalogFileError, loadCatalog } from './catalog-file';
import type { Command } from './command';
import { RulesFileError, readRulesFile } from './dft-rules';
import { formatComparison, toComparisonJson } from './diff-format';
import { SelectError, selectTestConfig } from './fixture-select';
import { describeInputFailure } from './import-failure';
import { MissingInputError, readInputFiles } from './inspect-files';
import { ConfigFileError, readConfigFile, unknownTestPoints } from './strategy-config';

const USAGE = `Usage: studio diff OLD... -- NEW... [--config version.json | --select proposal|designed|FILE.csv]
                   [--side top|bottom] [--tolerance MM] [--out DIR] [--rules FILE] [--catalog FILE.csv] [--json]

Compares two revisions of a design package (OLD: the files of rev A, NEW: those of rev B) and says
whether the bed-of-nails fixture of rev A still serves rev B: every probe on the same net within the
tolerance, guide pins in their holes, pressure pins clear. When it does not, it lists the fixture delta:
probes to add, remove or move, holes to drill and plug per plate, clearances to mill, wiring changes.

  --config FILE       the test-config version of rev A (JSON as the API returns it, or its config)
  --select WHAT       or make it: proposal (default), designed (the board's TP* points), FILE.csv
  --side SIDE         probe side for --select (default: the proposal's)
  --tolerance MM      how far a probed point may move and still be probed (default 0.1)
  --out DIR           write the delta files: new holes (Excellon) and holes to plug per plate in the
                      plate's frame, clearances to mill, wiring changes
  --rules FILE        company DFT thresholds (JSON)
  --catalog FILE.csv  the parts catalog (default: the seed catalog)
  --json              print the comparison as JSON

Pads are named ref.pad. Exit code: 0 the fixture of OLD is valid on NEW, 1 it needs rework or a new
fixture (or an input cannot be read), 2 bad usage.`;

class UsageError extends Error {}

interface DiffCliOptions {
  oldPaths: string[];
  newPaths: string[];
  configFile: string | undefined;
  select: string;
  side: Side | undefined;
  toleranceMm: number | undefined;
  out: string | undefined;
  rulesFile: string | undefined;
  catalogFile: string | undefined;
  json: boolean;
}

const OPTIONS = {
  config: { type: 'string' },
  select: { type: 'string' },
  side: { type: 'string' },
  tolerance: { type: 'string' },
  out: { type: 'string' },
  rules: { type: 'string' },
  catalog: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Options may come before or after the `--` that separates the old files from the new ones. */
function parseDiffArgs(args: string[]): DiffCliOptions | 'help' {
  const cut = args.indexOf('--');
  const before = parseArgs({
    args: cut < 0 ? args : args.slice(0, cut),
    allowPositionals: true,
    options: OPTIONS,
  });
  if (before.values.help) return 'help';
  if (cut < 0)
    throw new UsageError('separate the old files from the new ones with "--": studio diff OLD... -- NEW...');
  const after = parseArgs({ args: args.slice(cut + 1), allowPositionals: true, options: OPTIONS });
  if (after.values.help) return 'help';
  const v = { ...before.values, ...after.values };
  if (before.positionals.length === 0) throw new UsageError('no old revision: name its files before "--"');
  if (after.positionals.length === 0) throw new UsageError('no new revision: name its files after "--"');
  if (v.config && v.select) throw new UsageError('give either --config or --select, not both');
  if (v.side !== undefined && v.side !== 'top' && v.side !== 'bottom')
    throw new UsageError(`--side must be "top" or "bottom", not "${v.side}"`);
  let toleranceMm: number | undefined;
  if (v.tolerance !== undefined) {
    toleranceMm = Number(v.tolerance);
    if (!Number.isFinite(toleranceMm) || toleranceMm <= 0)
      throw new UsageError(`--tolerance must be a distance in mm greater than 0, not "${v.tolerance}"`);
  }
  return {
    oldPaths: before.positionals,
    newPaths: after.positionals,
    configFile: v.config,
    select: v.select ?? 'proposal',
    side: v.side,
    toleranceMm,
    out: v.out,
    rulesFile: v.rules,
    catalogFile: v.catalog,
    json: v.json ?? false,
  };
}

async function readBoard(paths: string[], which: string): Promise<{ board: Board; errors: number }> {
  const { board, diagnostics } = importPackage(await readInputFiles(paths));
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  if (errors > 0)
    console.error(`studio diff: ${which}: ${errors} import error(s); run \`studio inspect\` for details`);
  return { board, errors };
}

async function configOfOld(
  board: Board,
  options: DiffCliOptions,
  thresholds: DftThresholds | undefined,
): Promise<TestConfig> {
  if (!options.configFile) return selectTestConfig(board, options.select, options.side, thresholds);
  const { config } = await readConfigFile(options.configFile);
  const unknown = unknownTestPoints(board, config);
  if (unknown.length > 0)
    throw new ConfigFileError(
      `--config file "${options.configFile}": ${unknown.length} selected test point(s) are not candidates of the old board (${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}); was the version saved for another import?`,
    );
  return config;
}

async function runDiff(
  options: DiffCliOptions,
  thresholds: DftThresholds | undefined,
  catalog: FixtureCatalog,
) {
  const a = await readBoard(options.oldPaths, 'old');
  const b = await readBoard(options.newPaths, 'new');
  const config = await configOfOld(a.board, options, thresholds);
  const result = compareRevisions(a.board, b.board, config, {
    catalog,
    ...(thresholds ? { thresholds } : {}),
    ...(options.toleranceMm !== undefined ? { tolerances: { probeMoveMm: options.toleranceMm } } : {}),
  });
  const names = {
    old: options.oldPaths.map((p) => path.basename(p)),
    new: options.newPaths.map((p) => path.basename(p)),
  };
  const files = fixtureDeltaFiles(result.comparison, result.designA);
  if (options.out) {
    for (const f of files) {
      const target = path.join(options.out, f.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, f.text);
    }
  }
  if (options.json)
    console.log(
      JSON.stringify(toComparisonJson(result.comparison, names, options.out ? files : []), null, 2),
    );
  else {
    console.log(formatComparison(result.comparison, names));
    if (options.out) console.log(`Wrote ${files.length} delta file(s) to ${options.out}`);
  }
  return result.comparison.verdict === 'valid' ? 0 : 1;
}

/** `studio diff`: is the fixture of the old revision valid on the new one (exit 1 when it is not)? */
export const diffCommand: Command = {
  async run(args) {
    let options: DiffCliOptions | 'help';
    let thresholds: DftThresholds | undefined;
    let catalog: FixtureCatalog;
    try {
      options = parseDiffArgs(args);
      if (options === 'help') {
        console.log(USAGE);
        return 0;
      }
      if (options.rulesFile) thresholds = await readRulesFile(options.rulesFile);
      catalog = await loadCatalog(options.catalogFile);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const plain = error instanceof RulesFileError || error instanceof CatalogFileError;
      console.error(`studio diff: ${message}${plain ? '' : `\n\n${USAGE}`}`);
      return 2;
    }
    try {
      return await runDiff(options, thresholds, catalog);
    } catch (error) {
      if (
        error instanceof ImportError ||
        error instanceof MissingInputError ||
        error instanceof SelectError ||
        error instanceof ConfigFileError
      ) {
        console.error(describeInputFailure('diff', error));
        return 1;
      }
      throw error;
    }
  },
};
