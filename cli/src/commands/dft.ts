import { parseArgs } from 'node:util';
import { analyzeDft, type DftThresholds, ImportError, proposeTestConfig, type Side } from '@studio/core';
import type { Command } from './command';
import { formatDftReport, toDftJson } from './dft-format';
import { SelectError, selectTestConfig } from './fixture-select';
import { RulesFileError, readRulesFile } from './dft-rules';
import { importInputFiles, MissingInputError } from './inspect-files';
import { describeInputFailure } from './import-failure';

const USAGE = `Usage: studio dft FILE... [--json] [--side bottom|top] [--select proposal|designed|FILE.csv]
                 [--min-coverage PERCENT] [--rules rules.json]

Imports a design package, chooses a test configuration (Studio's proposal by default: one test point
per net, probe side, guide pins or a cradle) and prints its design-for-test report: the rules, every
issue, each designed test point not taken and why (measured, against its minimum), and the nets
without a probe by cause. Test points are named by reference and pad (TP3.1), never by internal id.

  --json                print the report as JSON (rules, findings, coverage, probes, testPoints, review)
  --side SIDE           probe from this side (default: the side that reaches the most nets; with
                        --select designed, the side with most designed test points)
  --select WHICH        proposal: Studio's proposal (default); designed: exactly the board's own test
                        points on the side; FILE.csv: exactly the points a CSV names (ref.pad or the
                        test-point CSV); the locating is the proposal's
  --min-coverage PCT    also fail (exit 1) when fewer than PCT % of the nets are probed
  --rules FILE          company thresholds (JSON; fields left out keep the defaults)

Exit code: 0 no rule fails (warnings allowed) and the coverage is at least --min-coverage, 1 a rule
fails, the coverage is below --min-coverage or the input cannot be read, 2 bad usage.`;

interface DftCliOptions {
  paths: string[];
  json: boolean;
  side: Side | undefined;
  rulesFile: string | undefined;
  select: string;
  minCoverage: number | null;
}

class UsageError extends Error {}

function parseDftArgs(args: string[]): DftCliOptions | 'help' {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      side: { type: 'string' },
      rules: { type: 'string' },
      select: { type: 'string', default: 'proposal' },
      'min-coverage': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('no input: name at least one file or folder');
  if (values.side !== undefined && values.side !== 'top' && values.side !== 'bottom') {
    throw new UsageError(`--side must be "top" or "bottom", not "${values.side}"`);
  }
  return {
    paths: positionals,
    json: values.json,
    side: values.side,
    rulesFile: values.rules,
    select: values.select,
    minCoverage: parsePercent(values['min-coverage']),
  };
}

function parsePercent(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text.replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100)
    throw new UsageError(`--min-coverage must be a percentage from 0 to 100, not "${text}"`);
  return value;
}

async function runDft(options: DftCliOptions, thresholds: DftThresholds | undefined): Promise<number> {
  const { board, diagnostics } = await importInputFiles(options.paths);
  const proposal = proposeTestConfig(board, {
    ...(options.side ? { probeSide: options.side } : {}),
    ...(thresholds ? { thresholds } : {}),
  });
  const config =
    options.select === 'proposal'
      ? proposal.config
      : await selectTestConfig(board, options.select, options.side, thresholds, proposal.config);
  const report = analyzeDft(board, config, thresholds ? { thresholds } : {});
  const selection = { select: options.select, config };
  if (options.json)
    console.log(JSON.stringify({ ...toDftJson(board, report, proposal, selection), diagnostics }, null, 2));
  else console.log(formatDftReport(board, report, proposal, options.select));
  const importErrors = diagnostics.filter((d) => d.severity === 'error').length;
  if (importErrors > 0)
    console.error(`studio dft: ${importErrors} import error(s); run \`studio inspect\` for details`);
  const coverage = report.coverage.percent;
  if (options.minCoverage !== null && coverage < options.minCoverage) {
    console.error(
      `studio dft: coverage ${coverage} % (${report.coverage.probedNets} of ${report.coverage.nets} connection nets probed) is below --min-coverage ${options.minCoverage} %`,
    );
    return 1;
  }
  return report.status === 'fail' ? 1 : 0;
}

/** `studio dft`: import, propose a test configuration, and print its DFT report (exit 1 on a fail). */
export const dftCommand: Command = {
  async run(args) {
    let options: DftCliOptions | 'help';
    let thresholds: DftThresholds | undefined;
    try {
      options = parseDftArgs(args);
      if (options !== 'help' && options.rulesFile) thresholds = await readRulesFile(options.rulesFile);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`studio dft: ${message}${error instanceof RulesFileError ? '' : `\n\n${USAGE}`}`);
      return 2;
    }
    if (options === 'help') {
      console.log(USAGE);
      return 0;
    }
    try {
      return await runDft(options, thresholds);
    } catch (error) {
      if (error instanceof SelectError) {
        console.error(`studio dft: ${error.message}`);
        return 2;
      }
      if (error instanceof ImportError || error instanceof MissingInputError) {
        console.error(describeInputFailure('dft', error));
        return 1;
      }
      throw error;
    }
  },
};
