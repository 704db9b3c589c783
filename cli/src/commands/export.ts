import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Board,
  type DftThresholds,
  designFixture,
  designVerdict,
  type FixtureCatalog,
  ImportError,
  importPackage,
  type Side,
  supplyNetRoles,
  type TestConfig,
  TESTER_FORMATS,
  type TesterFormat,
  writeTesterFormat,
} from '@studio/core';
import { CatalogFileError, loadCatalog } from './catalog-file';
import type { Command } from './command';
import { RulesFileError, readRulesFile } from './dft-rules';
import { SelectError, selectTestConfig } from './fixture-select';
import { describeInputFailure } from './import-failure';
import { MissingInputError, readInputFiles } from './inspect-files';
import { ConfigFileError, readConfigFile, unknownTestPoints } from './strategy-config';

const USAGE = `Usage: studio export BOARD... --format gencad|i3070|ipc356a|flying-probe --out PATH
                     [--side top|bottom] [--select proposal|designed|FILE.csv] [--config version.json]
                     [--rules FILE] [--catalog FILE.csv]

Imports a design package, designs its bed-of-nails fixture and writes one file testers and test
houses load (docs/formats/): the same file the fabrication package holds under tester/.

  --format FORMAT     gencad (GenCAD 1.4), i3070 (Keysight i3070 board and board_xy), ipc356a
                      (IPC-D-356A with access side and probe markers), flying-probe (access list CSV)
  --out PATH          the file to write; a folder (an existing one, or a path ending in "/") gets the
                      file under its own name. i3070 writes two files: PATH is a folder for them.
  --config FILE       the test-config version to export (JSON as the API returns it, or its config)
  --select WHAT       or make it: proposal (default), designed (the board's TP* points), FILE.csv
  --side SIDE         probe side for --select (default: the proposal's)
  --rules FILE        company DFT thresholds (JSON; fields left out keep the defaults)
  --catalog FILE.csv  the parts catalog in the catalog export format (default: the seed catalog)

Every coordinate is in mm, seen from the board's top side, not mirrored, from the lower-left corner of
the board outline (each file says so in its header). The file is written even when a rule fails; its
first line then says so. Exit code: 0 no rule fails, 1 a rule fails or an input cannot be read,
2 bad usage.`;

class UsageError extends Error {}

interface ExportOptions {
  paths: string[];
  format: TesterFormat;
  out: string;
  side: Side | undefined;
  select: string;
  configFile: string | undefined;
  rulesFile: string | undefined;
  catalogFile: string | undefined;
}

function parseExportArgs(args: string[]): ExportOptions | 'help' {
  const { values: v, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      out: { type: 'string' },
      side: { type: 'string' },
      select: { type: 'string' },
      config: { type: 'string' },
      rules: { type: 'string' },
      catalog: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (v.help) return 'help';
  if (positionals.length === 0) throw new UsageError('no input: name at least one file or folder');
  if (!v.format) throw new UsageError(`--format is required: ${TESTER_FORMATS.join(', ')}`);
  if (!(TESTER_FORMATS as readonly string[]).includes(v.format))
    throw new UsageError(`--format must be one of ${TESTER_FORMATS.join(', ')}, not "${v.format}"`);
  if (!v.out) throw new UsageError('--out is required: the file (or, for i3070, the folder) to write');
  if (v.side !== undefined && v.side !== 'top' && v.side !== 'bottom')
    throw new UsageError(`--side must be "top" or "bottom", not "${v.side}"`);
  if (v.config && v.select) throw new UsageError('give either --config or --select, not both');
  return {
    paths: positionals,
    format: v.format as TesterFormat,
    out: v.out,
    side: v.side,
    select: v.select ?? 'proposal',
    configFile: v.config,
    rulesFile: v.rules,
    catalogFile: v.catalog,
  };
}

async function configOf(
  board: Board,
  o: ExportOptions,
  thresholds: DftThresholds | undefined,
): Promise<TestConfig> {
  if (!o.configFile) return selectTestConfig(board, o.select, o.side, thresholds);
  const { config } = await readConfigFile(o.configFile);
  const unknown = unknownTestPoints(board, config);
  if (unknown.length > 0)
    throw new ConfigFileError(
      `--config file "${o.configFile}": ${unknown.length} selected test point(s) are not candidates of this board (${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}); was the version saved for another import?`,
    );
  return config;
}

const isFolder = async (p: string) =>
  p.endsWith('/') || p.endsWith(path.sep) || (await stat(p).catch(() => null))?.isDirectory() === true;

async function runExport(o: ExportOptions, thresholds: DftThresholds | undefined, catalog: FixtureCatalog) {
  const files = await readInputFiles(o.paths);
  const { board, diagnostics } = importPackage(files);
  const config = await configOf(board, o, thresholds);
  const result = designFixture(board, config, catalog, thresholds ? { thresholds } : {});
  const { verdict, failingRules } = designVerdict(result);
  const sha = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.name.localeCompare(b.name))) sha.update(f.bytes);
  const meta = {
    boardName: path.basename(o.paths[0]!),
    boardSha256: sha.digest('hex'),
    testConfig: null,
    engineVersion: result.design.engineVersion,
    verdict,
    failingRules,
  };
  const written = writeTesterFormat(
    { board, design: result.design, meta, netRoles: supplyNetRoles(board) },
    o.format,
  );
  const folder = written.length > 1 || (await isFolder(o.out));
  const targets = written.map((f) => (folder ? path.join(o.out, path.basename(f.path)) : o.out));
  for (const [i, f] of written.entries()) {
    await mkdir(path.dirname(path.resolve(targets[i]!)), { recursive: true });
    await writeFile(targets[i]!, f.bytes);
  }
  console.log(verdict === 'fail' ? `FAIL: ${failingRules.join(', ')}` : verdict.toUpperCase());
  console.log(
    `Probes ${result.design.probes.length} from the ${result.design.probeSide}${result.design.bothSides ? ' (and the other side)' : ''}`,
  );
  for (const [i, f] of written.entries()) console.log(`Wrote ${targets[i]} (${f.spec}; ${f.frame.note})`);
  const importErrors = diagnostics.filter((x) => x.severity === 'error').length;
  if (importErrors > 0)
    console.error(`studio export: ${importErrors} import error(s); run \`studio inspect\` for details`);
  return verdict === 'fail' ? 1 : 0;
}

/** `studio export`: one tester format of a design package's fixture (exit 1 when a rule fails). */
export const exportCommand: Command = {
  async run(args) {
    let options: ExportOptions | 'help';
    let thresholds: DftThresholds | undefined;
    let catalog: FixtureCatalog;
    try {
      options = parseExportArgs(args);
      if (options === 'help') {
        console.log(USAGE);
        return 0;
      }
      if (options.rulesFile) thresholds = await readRulesFile(options.rulesFile);
      catalog = await loadCatalog(options.catalogFile);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const plain = error instanceof RulesFileError || error instanceof CatalogFileError;
      console.error(`studio export: ${message}${plain ? '' : `\n\n${USAGE}`}`);
      return 2;
    }
    try {
      return await runExport(options, thresholds, catalog);
    } catch (error) {
      if (
        error instanceof ImportError ||
        error instanceof MissingInputError ||
        error instanceof SelectError ||
        error instanceof ConfigFileError
      ) {
        console.error(describeInputFailure('export', error));
        return 1;
      }
      throw error;
    }
  },
};
