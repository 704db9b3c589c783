import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import {
  type Board,
  type DftThresholds,
  type FixtureCatalog,
  generateTestStrategy,
  guidePinHoleRanges,
  interfaceDemands,
  type SelectedTestPoint,
  type TestConfig,
  testPointLabel,
  withPowerProbes,
  ImportError,
  holdDownBlockSummaryLines,
  importPackage,
  probeCatalogFromParts,
  type Side,
  stackupSummaryLines,
} from '@studio/core';
import { buildFabricationPackage } from '@studio/server';
import { CatalogFileError, loadCatalog } from './catalog-file';
import type { Command } from './command';
import { RulesFileError, readRulesFile } from './dft-rules';
import { SelectError, selectTestConfig } from './fixture-select';
import { MissingInputError, readInputFiles } from './inspect-files';
import { describeInputFailure } from './import-failure';

const USAGE = `Usage: studio fixture FILE... --out DIR|FILE.zip [--side top|bottom]
                      [--select proposal|designed|FILE.csv] [--rules FILE] [--catalog FILE.csv]
                      [--power-probes add|off] [--hold-down-block allowed|forbidden]

Imports a design package, designs its bed-of-nails fixture and writes the fabrication package: a drill
file (Excellon), DXF and SVG per plate, the wiring list, the priced BOM, a drill report, a 3D model
(glTF), the assembly PDF, the tester files (tester/: GenCAD 1.4, Keysight i3070 board and board_xy,
IPC-D-356A, the flying-probe access list) and manifest.json (every file's units, origin, view and
mirroring).

  --out DIR|FILE.zip  a folder to write the files into, or a zip file
  --side SIDE         probe from this side (default: the proposal's side)
  --select WHAT       proposal (default): the automatic test-point proposal; designed: the board's own
                      test points (TP*); FILE.csv: the points, pads or nets a selection CSV names
  --rules FILE        company DFT thresholds (JSON; fields left out keep the defaults)
  --catalog FILE.csv  the parts catalog in the catalog export format (default: the seed catalog)
  --power-probes WHAT add: add the probes the test plan's supply and ground nets need for their
                      current and sense lines (the best free candidates on each net); off: only
                      report them. Default: add with --select proposal, off otherwise
  --hold-down-block WHETHER
                      allowed (default): a machined hold-down block where pressure pins cannot hold
                      the board; forbidden: pressure pins only

The package is written even when a rule fails; its manifest and PDF then say so on their first line.
Exit code: 0 no rule fails, 1 a rule fails or the input cannot be read, 2 bad usage.`;

class UsageError extends Error {}

interface FixtureCliOptions {
  paths: string[];
  out: string;
  side: Side | undefined;
  select: string;
  rulesFile: string | undefined;
  catalogFile: string | undefined;
  powerProbes: boolean;
  holdDownBlock: 'allowed' | 'forbidden';
}

function parseFixtureArgs(args: string[]): FixtureCliOptions | 'help' {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      side: { type: 'string' },
      select: { type: 'string', default: 'proposal' },
      rules: { type: 'string' },
      catalog: { type: 'string' },
      'power-probes': { type: 'string' },
      'hold-down-block': { type: 'string', default: 'allowed' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('no input: name at least one file or folder');
  if (!values.out) throw new UsageError('--out is required: a folder or a .zip file to write the package to');
  if (values.side !== undefined && values.side !== 'top' && values.side !== 'bottom')
    throw new UsageError(`--side must be "top" or "bottom", not "${values.side}"`);
  const power = values['power-probes'];
  if (power !== undefined && power !== 'add' && power !== 'off')
    throw new UsageError(`--power-probes must be "add" or "off", not "${power}"`);
  const block = values['hold-down-block'];
  if (block !== 'allowed' && block !== 'forbidden')
    throw new UsageError(`--hold-down-block must be "allowed" or "forbidden", not "${block}"`);
  return {
    paths: positionals,
    out: values.out,
    side: values.side,
    select: values.select,
    rulesFile: values.rules,
    catalogFile: values.catalog,
    powerProbes: power === undefined ? values.select === 'proposal' : power === 'add',
    holdDownBlock: block,
  };
}

async function runFixture(
  options: FixtureCliOptions,
  thresholds: DftThresholds | undefined,
  catalog: FixtureCatalog,
) {
  const files = await readInputFiles(options.paths);
  const { board, diagnostics } = importPackage(files);
  const selected = await selectTestConfig(
    board,
    options.select,
    options.side,
    thresholds,
    undefined,
    guidePinHoleRanges(catalog),
    probeCatalogFromParts(catalog),
  );
  const { config, added } = withPlanProbes(
    board,
    { ...selected, fixture: { ...selected.fixture, holdDownBlock: options.holdDownBlock } },
    catalog,
    thresholds,
    options.powerProbes,
  );
  const sha = createHash('sha256');
  for (const f of [...files].sort((a, b) => a.name.localeCompare(b.name))) sha.update(f.bytes);
  const pkg = await buildFabricationPackage({
    board,
    config,
    catalog,
    ...(thresholds ? { thresholds } : {}),
    boardName: path.basename(options.paths[0]!),
    boardSha256: sha.digest('hex'),
    testConfig: null,
    // The drawings' title blocks: today's date (the files name no DUT revision).
    date: new Date().toISOString().slice(0, 10),
  });
  if (options.out.toLowerCase().endsWith('.zip')) {
    await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
    await writeFile(options.out, pkg.zip());
  } else {
    for (const f of pkg.files) {
      const target = path.join(options.out, f.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, f.bytes);
    }
    await writeFile(path.join(options.out, 'manifest.json'), pkg.manifest());
  }
  const d = pkg.design;
  const v = pkg.meta;
  console.log(v.verdict === 'fail' ? `FAIL: ${v.failingRules.join(', ')}` : v.verdict.toUpperCase());
  console.log(
    `Probes ${d.probes.length} from the ${d.probeSide}${d.bothSides ? ' (and the other side)' : ''}; guide pins ${d.guidePins.length}; pressure pins ${d.pressurePins.length}`,
  );
  console.log(
    `Kit ${d.kit ? `${d.kit.partNumber} (${d.kit.name})` : 'none fits'}; probe force ${d.totalForceN.toFixed(1)} N${d.holdDownForceN === null ? '' : ` of ${d.holdDownForceN} N hold-down`}`,
  );
  if (added.length > 0) {
    const label = new Map(board.testPoints.map((t) => [t.id as string, t]));
    const names = added.map((t) => {
      const tp = label.get(t.id);
      return tp ? `${testPointLabel(tp)} (${tp.net})` : t.id;
    });
    console.log(`Power probes added for current and sense: ${names.join(', ')}`);
  }
  const holdDown = d.findings.find((f) => f.rule === 'hold-down');
  if (holdDown) console.log(`Hold-down (${holdDown.severity}): ${holdDown.message}`);
  if (d.holdDownBlock) for (const l of holdDownBlockSummaryLines(d.holdDownBlock)) console.log(l);
  for (const plate of d.plates)
    console.log(`  ${plate.name}: ${plate.holes.length} holes, ${plate.pockets.length} pockets`);
  if (d.stackup) for (const l of stackupSummaryLines({ ...d.stackup, findings: [] })) console.log(l);
  console.log(
    `Price ${pkg.priced.totals.map((t) => `${t.amount.toFixed(2)} ${t.currency}`).join(' + ') || '-'}; lead time ${pkg.priced.leadTimeDays ?? '-'} days`,
  );
  for (const f of d.findings.filter((x) => x.severity !== 'pass'))
    console.log(`  ${f.severity} ${f.rule}: ${f.message}`);
  console.log(`Wrote ${pkg.files.length + 1} files to ${options.out}`);
  const importErrors = diagnostics.filter((x) => x.severity === 'error').length;
  if (importErrors > 0)
    console.error(`studio fixture: ${importErrors} import error(s); run \`studio inspect\` for details`);
  return pkg.meta.verdict === 'fail' ? 1 : 0;
}

/**
 * The selection with the probes the test plan's supply and ground nets need for their current and
 * sense lines (decision 0074): the plan is drafted from the board as the package drafts it, so the
 * CLI always knows the demands; off, the findings still name the points.
 */
function withPlanProbes(
  board: Board,
  config: TestConfig,
  catalog: FixtureCatalog,
  thresholds: DftThresholds | undefined,
  add: boolean,
): { config: TestConfig; added: SelectedTestPoint[] } {
  if (!add) return { config, added: [] };
  const demands = interfaceDemands(generateTestStrategy({ board, config, ict: false }));
  const out = withPowerProbes(board, config, catalog, {
    ...(thresholds ? { thresholds } : {}),
    interface: { demands },
  });
  return { config: out.config, added: out.added };
}

/** `studio fixture`: design the fixture and write its fabrication package (exit 1 when a rule fails). */
export const fixtureCommand: Command = {
  async run(args) {
    let options: FixtureCliOptions | 'help';
    let thresholds: DftThresholds | undefined;
    let catalog: FixtureCatalog;
    try {
      options = parseFixtureArgs(args);
      if (options === 'help') {
        console.log(USAGE);
        return 0;
      }
      if (options.rulesFile) thresholds = await readRulesFile(options.rulesFile);
      catalog = await loadCatalog(options.catalogFile);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const plain = error instanceof RulesFileError || error instanceof CatalogFileError;
      console.error(`studio fixture: ${message}${plain ? '' : `\n\n${USAGE}`}`);
      return 2;
    }
    try {
      return await runFixture(options, thresholds, catalog);
    } catch (error) {
      if (
        error instanceof ImportError ||
        error instanceof MissingInputError ||
        error instanceof SelectError
      ) {
        console.error(describeInputFailure('fixture', error));
        return 1;
      }
      throw error;
    }
  },
};
