// Import benchmark: generates synthetic boards (1k…1M pads), writes them in every format, and times
// each importer in a fresh child process (warm-up + median of N runs), sampling memory.
//
//   node --import tsx bench/src/import-bench.ts [--sizes 1k,10k,100k,1M] [--formats kicad,ipc356,gerber,testpoint-csv]
//                                               [--runs N] [--seed S] [--keep DIR]
//
// Prints a table, the targets, and a final single JSON line with every figure.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADAPTERS, BENCH_FORMATS, type BenchFormat } from './import/formats';
import { type FormatResult, type Manifest, measureFormat } from './import/measure-format';
import { formatRow, summarizeTargets, TABLE_HEADER } from './import/report';
import { parseSize } from './import/sizes';
import { synthesizeBoard } from './synth/synthesize-board';

const defaultRuns = (pads: number) => (pads <= 10_000 ? 5 : pads <= 100_000 ? 3 : 2);

/** Runs the child that measures one format, in its own process so that memory figures are its own. */
function runChild(manifestPath: string): FormatResult {
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=16384', '--import', 'tsx', self, '--child', manifestPath],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) {
    throw new Error(`benchmark child failed (${child.status ?? child.signal}): ${child.stderr.slice(-2000)}`);
  }
  return JSON.parse(last) as FormatResult;
}

async function benchSize(
  pads: number,
  formats: BenchFormat[],
  runs: number | undefined,
  seed: number,
  dir: string,
) {
  const t0 = performance.now();
  const synthetic = synthesizeBoard({ pads, seed });
  console.error(`# ${pads} pads: board generated in ${(performance.now() - t0).toFixed(0)} ms`);
  const results: FormatResult[] = [];
  for (const format of formats) {
    const adapter = ADAPTERS[format];
    let files: ReturnType<typeof adapter.write>;
    try {
      files = adapter.write(synthetic);
    } catch (error) {
      // A 1M-pad .kicad_pcb is ~1 GB: more than V8's largest string (~512 MiB).
      const why =
        error instanceof RangeError ? `file too large for a JS string (${error.message})` : String(error);
      results.push({ format, pads, fileBytes: 0, skipped: why });
      console.log(formatRow(results.at(-1)!));
      continue;
    }
    const manifest: Manifest = {
      format,
      pads,
      runs: runs ?? defaultRuns(pads),
      expected: adapter.expected(synthetic),
      files: [],
    };
    for (const f of files) {
      const p = path.join(dir, f.name);
      await writeFile(p, f.text);
      manifest.files.push({ name: f.name, kind: f.kind, path: p });
    }
    files = [];
    const manifestPath = path.join(dir, `${format}-${pads}.json`);
    await writeFile(manifestPath, JSON.stringify(manifest));
    results.push(runChild(manifestPath));
    console.log(formatRow(results.at(-1)!));
  }
  return results;
}

async function runBenchmark(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1k,10k,100k,1M' },
      formats: { type: 'string', default: BENCH_FORMATS.join(',') },
      runs: { type: 'string' },
      seed: { type: 'string', default: '1' },
      keep: { type: 'string' },
    },
  });
  const sizes = values.sizes.split(',').map(parseSize);
  const formats = values.formats.split(',').map((f) => f.trim()) as BenchFormat[];
  const unknown = formats.filter((f) => !BENCH_FORMATS.includes(f));
  if (unknown.length)
    throw new Error(`unknown format(s) ${unknown.join(', ')}; known: ${BENCH_FORMATS.join(', ')}`);
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  const dir = values.keep ?? (await mkdtemp(path.join(os.tmpdir(), 'studio-import-bench-')));
  await mkdir(dir, { recursive: true });
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  console.log(TABLE_HEADER);
  const results: FormatResult[] = [];
  try {
    for (const pads of sizes)
      results.push(...(await benchSize(pads, formats, runs, Number(values.seed), dir)));
  } finally {
    if (!values.keep) await rm(dir, { recursive: true, force: true });
  }
  const targets = summarizeTargets(results);
  printTargets(targets);
  console.log(
    JSON.stringify({ benchmark: 'import', node: process.version, cpus: os.cpus().length, results, targets }),
  );
  const failed = results.some((r) => !r.skipped && (r.errors !== 0 || r.measured !== r.expected));
  if (failed) process.exitCode = 1;
}

function printTargets(targets: ReturnType<typeof summarizeTargets>): void {
  const ratio = targets.kicadVsJsonParse;
  const k10 = targets.kicad10Mb;
  const memory = targets.memoryPerFileByte;
  console.log('\nTargets (wall time stretches when the machine is busy; CPU time is this process only):');
  console.log(
    `  KiCad import / JSON.parse of its model (CPU time): worst ${ratio.worst?.toFixed(2) ?? '—'} (target ≤ 1.0): ${ratio.verdict}`,
  );
  if (k10) {
    console.log(
      `  ~10 MB .kicad_pcb (${k10.fileMB.toFixed(1)} MB): ${k10.medianMs?.toFixed(0)} ms wall, ${k10.medianCpuMs?.toFixed(0)} ms CPU (target < 500 ms): wall ${k10.verdict}, CPU ${k10.verdictCpu}`,
    );
  } else console.log('  ~10 MB .kicad_pcb: not measured (run the 10k size)');
  console.log(
    `  KiCad peak RSS / file size, files ≥ 5 MB: worst ${memory.worst?.toFixed(1) ?? '—'}× (target < 10×): ${memory.verdict}`,
  );
}

async function runChildMode(manifestPath: string): Promise<void> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  console.log(JSON.stringify(await measureFormat(manifest)));
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) await runChildMode(process.argv[childIndex + 1]!);
else await runBenchmark();
