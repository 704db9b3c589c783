import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type FixtureCatalog,
  generateTestStrategy,
  ictToCsv,
  ictToI3070,
  ImportError,
  importPackage,
  strategyToCsv,
  strategyToJson,
  strategyToMarkdown,
  strategyToPytest,
} from '@studio/core';
import { draftStrategyWithFixture } from '@studio/server';
import { CatalogFileError, loadCatalog } from './catalog-file';
import type { Command } from './command';
import { MissingInputError, readInputFiles } from './inspect-files';
import { type ConfigFile, ConfigFileError, readConfigFile, unknownTestPoints } from './strategy-config';
import { formatStrategySummary } from './strategy-summary';
import { writeProject } from './write-project';
import { describeInputFailure } from './import-failure';

const USAGE = `Usage: studio strategy FILE... [--config version.json] [--catalog FILE.csv] [--json | --md | --csv]
                        [--pytest DIR] [--ict-csv FILE] [--i3070 DIR] [--title TEXT]

Imports a design package and drafts its test strategy: power rails, regulators, programming ports,
buses, clocks, LEDs, buttons, then ordered steps (shorts before power, power-up with a current limit,
rail voltages, current, programming, buses, clocks, LEDs, buttons) with their test points, limits,
equipment and time, and the coverage of the nets. Without an output option it prints a summary.

  --config FILE  a test-config version (the test-config.json \`studio fixture\` writes, a version as
                 GET /test-configs/:id/versions/:n answers, or its config): plan with its selected
                 test points and board features, tied to its fixture — each step names the probes
                 and tester channels it uses (default: the board's own test points, no fixture)
  --catalog FILE the parts catalog the fixture was designed with (default: the seed catalog)
  --json         print the strategy as JSON (rails, buses, steps, coverage, equipment, …)
  --md           print it as a Markdown document
  --csv          print one CSV row per measurement
  --pytest DIR   write a runnable pytest project into DIR (one test per step, limits.json,
                 simulated instruments); run it with: cd DIR && python3 -m pytest
  --ict-csv FILE write the in-circuit tests as the neutral CSV (test, type, parts, nodes, guard
                 nodes, probes, expected, limits; SI units) to FILE, or to the output with -
  --i3070 DIR    write the in-circuit tests as Keysight i3070 test sources into DIR (analog/<device>,
                 testorder, testplan.analog, README.txt)
  --title TEXT   the name in the documents (default: the first file's name)

Exit code: 0 done, 1 the input cannot be read, 2 bad usage.`;

interface StrategyCliOptions {
  paths: string[];
  output: 'summary' | 'json' | 'md' | 'csv';
  pytestDir: string | undefined;
  ictCsv: string | undefined;
  i3070Dir: string | undefined;
  configFile: string | undefined;
  catalogFile: string | undefined;
  title: string | undefined;
}

class UsageError extends Error {}

function parseStrategyArgs(args: string[]): StrategyCliOptions | 'help' {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      md: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      pytest: { type: 'string' },
      'ict-csv': { type: 'string' },
      i3070: { type: 'string' },
      config: { type: 'string' },
      catalog: { type: 'string' },
      title: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('no input: name at least one file or folder');
  const outputs = (['json', 'md', 'csv'] as const).filter((k) => values[k]);
  if (outputs.length > 1)
    throw new UsageError(
      `choose one of --json, --md, --csv (got ${outputs.map((o) => `--${o}`).join(', ')})`,
    );
  if (values.pytest === '') throw new UsageError('--pytest needs a folder');
  if (values['ict-csv'] === '') throw new UsageError('--ict-csv needs a file (or - for the output)');
  if (values.i3070 === '') throw new UsageError('--i3070 needs a folder');
  if (values['ict-csv'] === '-' && outputs.length > 0)
    throw new UsageError(`--ict-csv - prints the CSV: it cannot go with --${outputs[0]}`);
  return {
    paths: positionals,
    output: outputs[0] ?? 'summary',
    pytestDir: values.pytest,
    ictCsv: values['ict-csv'],
    i3070Dir: values.i3070,
    configFile: values.config,
    catalogFile: values.catalog,
    title: values.title,
  };
}

async function runStrategy(
  options: StrategyCliOptions,
  configFile: ConfigFile | null,
  catalog: FixtureCatalog | null,
): Promise<number> {
  const files = await readInputFiles(options.paths);
  const { board, diagnostics } = importPackage(files);
  const config = configFile?.config ?? null;
  if (config) {
    const unknown = unknownTestPoints(board, config);
    if (unknown.length)
      console.error(
        `studio strategy: ${unknown.length} selected test point(s) of the config are not on this board (${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ' …' : ''}); was the version saved for another import?`,
      );
  }
  // With a test config the plan is tied to its fixture, designed as `studio fixture` designs it.
  const strategy =
    config && catalog
      ? draftStrategyWithFixture({
          board,
          config,
          catalog,
          ...(configFile?.station ? { station: configFile.station } : {}),
          source: path.basename(options.configFile!),
        })
      : generateTestStrategy({ board, config });
  const title = options.title ?? path.basename(options.paths[0]!);
  const print: Record<StrategyCliOptions['output'], () => string> = {
    summary: () => formatStrategySummary(strategy),
    json: () => strategyToJson(strategy).trimEnd(),
    md: () => strategyToMarkdown(strategy, { title }).trimEnd(),
    csv: () => strategyToCsv(strategy).trimEnd(),
  };
  if (options.ictCsv === '-') console.log(ictToCsv(strategy.ict!, title).trimEnd());
  else console.log(print[options.output]());
  if (options.ictCsv && options.ictCsv !== '-') {
    await writeFile(options.ictCsv, ictToCsv(strategy.ict!, title), 'utf8');
    console.error(
      `studio strategy: wrote ${strategy.ict!.tests.length} in-circuit tests to ${options.ictCsv}`,
    );
  }
  if (options.i3070Dir) {
    const files = ictToI3070(strategy.ict!, { title });
    await writeProject(options.i3070Dir, files);
    console.error(
      `studio strategy: wrote the i3070 test sources (${files.filter((f) => f.path.startsWith('analog/')).length} analog tests) to ${options.i3070Dir}`,
    );
  }
  if (options.pytestDir) {
    await writeProject(options.pytestDir, strategyToPytest(strategy, { title }));
    console.error(
      `studio strategy: wrote the pytest project (${strategy.steps.length} steps) to ${options.pytestDir}; run it: cd ${options.pytestDir} && python3 -m pytest`,
    );
  }
  const importErrors = diagnostics.filter((d) => d.severity === 'error').length;
  if (importErrors > 0)
    console.error(`studio strategy: ${importErrors} import error(s); run \`studio inspect\` for details`);
  return 0;
}

/** `studio strategy`: draft a test strategy and print or export it. */
export const strategyCommand: Command = {
  async run(args) {
    let options: StrategyCliOptions | 'help';
    let config: ConfigFile | null = null;
    let catalog: FixtureCatalog | null = null;
    try {
      options = parseStrategyArgs(args);
      if (options !== 'help' && options.configFile) {
        config = await readConfigFile(options.configFile);
        catalog = await loadCatalog(options.catalogFile);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const plain = error instanceof ConfigFileError || error instanceof CatalogFileError;
      console.error(`studio strategy: ${message}${plain ? '' : `\n\n${USAGE}`}`);
      return 2;
    }
    if (options === 'help') {
      console.log(USAGE);
      return 0;
    }
    try {
      return await runStrategy(options, config, catalog);
    } catch (error) {
      if (error instanceof ImportError || error instanceof MissingInputError) {
        console.error(describeInputFailure('strategy', error));
        return 1;
      }
      throw error;
    }
  },
};
