import { parseArgs } from 'node:util';
import {
  analyzeDft,
  type DftThresholds,
  ImportError,
  importPackage,
  proposeTestConfig,
  type Side,
} from '@studio/core';
import type { Command } from './command';
import { formatDftReport, toDftJson } from './dft-format';
import { RulesFileError, readRulesFile } from './dft-rules';
import { MissingInputError, readInputFiles } from './inspect-files';
import { describeInputFailure } from './import-failure';

const USAGE = `Usage: studio dft FILE... [--json] [--side bottom|top] [--rules rules.json]

Imports a design package, proposes a test configuration (one test point per net, probe side, guide
pins or a cradle) and prints its design-for-test report.

  --json            print the report as JSON (rules, findings, coverage, probes, testPoints)
  --side SIDE       probe from this side (default: the side that reaches the most nets)
  --rules FILE      company thresholds (JSON; fields left out keep the defaults)

Exit code: 0 no rule fails (warnings allowed), 1 a rule fails or the input cannot be read, 2 bad usage.`;

interface DftCliOptions {
  paths: string[];
  json: boolean;
  side: Side | undefined;
  rulesFile: string | undefined;
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
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('no input: name at least one file or folder');
  if (values.side !== undefined && values.side !== 'top' && values.side !== 'bottom') {
    throw new UsageError(`--side must be "top" or "bottom", not "${values.side}"`);
  }
  return { paths: positionals, json: values.json, side: values.side, rulesFile: values.rules };
}

async function runDft(options: DftCliOptions, thresholds: DftThresholds | undefined): Promise<number> {
  const files = await readInputFiles(options.paths);
  const { board, diagnostics } = importPackage(files);
  const proposal = proposeTestConfig(board, {
    ...(options.side ? { probeSide: options.side } : {}),
    ...(thresholds ? { thresholds } : {}),
  });
  const report = analyzeDft(board, proposal.config, thresholds ? { thresholds } : {});
  if (options.json) console.log(JSON.stringify({ ...toDftJson(report, proposal), diagnostics }, null, 2));
  else console.log(formatDftReport(report, proposal));
  const importErrors = diagnostics.filter((d) => d.severity === 'error').length;
  if (importErrors > 0)
    console.error(`studio dft: ${importErrors} import error(s); run \`studio inspect\` for details`);
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
      if (error instanceof ImportError || error instanceof MissingInputError) {
        console.error(describeInputFailure('dft', error));
        return 1;
      }
      throw error;
    }
  },
};
