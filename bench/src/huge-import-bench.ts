// Huge-file import benchmark (issue 20 item 6): generates a 1M-pad `.kicad_pcb` (~1 GB, past V8's
// largest string) and a ~56 MB IPC-2581 file of a synthetic board into a folder outside the
// repository (never committed), then imports each in a fresh process with the import worker's heap
// limit, as the worker does (file bytes → importPackage), and reports wall time, CPU time, the
// process's RSS before the import and its peak.
//
// The child runs as the server's import workers run: core bundled into plain JavaScript by esbuild
// (scripts/node-build), no TypeScript loader in the process. `--mode tsx` runs it through tsx as
// before (~100 MB more before the import, and tsx's hooks in the process). `--core` bundles another
// checkout's core instead (a comma-separated list alternates them run by run: before/after pairs).
//
//   node --import tsx bench/src/huge-import-bench.ts [--dir /tmp/studio-huge] [--formats kicad,ipc2581]
//        [--kicad-pads 1000000] [--ipc-pads 70000] [--runs 1] [--heap-mb 4096] [--seed 1]
//        [--mode bundle|tsx] [--core this,/tmp/before/core/src/index.ts] [--thread] [--hash]
//        [--ipc-phy-nets]
//
// --thread: the import runs in a worker thread (resourceLimits = the heap limit), as the import pool
// runs it. --hash: the sha256 of the board's and the diagnostics' JSON, taken after the figures.
// --ipc-phy-nets: the IPC-2581 file also carries a PhyNetPoint per pad and via side, as FULL-mode
// exports do (another file: synthetic-N-sS-phynets.xml).
// Prints a table and a final single JSON line with every figure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BlockWriter } from './huge/block-writer';
import { bundleChild } from './process/bundle-child';
import type { ImportFigures } from './huge/import-once';
import { synthesizeBoard } from './synth/synthesize-board';
import { emitIpc2581 } from './writers/ipc2581-writer';
import { emitKicadPcb } from './writers/kicad-pcb-writer';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '/tmp/studio-huge' },
    formats: { type: 'string', default: 'kicad,ipc2581' },
    'kicad-pads': { type: 'string', default: '1000000' },
    'ipc-pads': { type: 'string', default: '70000' },
    runs: { type: 'string', default: '1' },
    'heap-mb': { type: 'string', default: '4096' },
    seed: { type: 'string', default: '1' },
    mode: { type: 'string', default: 'bundle' },
    core: { type: 'string', default: 'this' },
    thread: { type: 'boolean', default: false },
    hash: { type: 'boolean', default: false },
    'ipc-phy-nets': { type: 'boolean', default: false },
  },
});
if (values.mode !== 'bundle' && values.mode !== 'tsx') throw new Error('--mode is bundle or tsx');
const cores = values.core.split(',');
if (values.mode === 'tsx' && cores.some((c) => c !== 'this'))
  throw new Error('--core needs --mode bundle (tsx runs this checkout)');

/** Writes the file once (same pads and seed → same bytes); later runs reuse it. */
function generate(
  format: 'kicad' | 'ipc2581',
  pads: number,
  seed: number,
): { file: string; expected: number } {
  mkdirSync(values.dir, { recursive: true });
  const ext = format === 'kicad' ? 'kicad_pcb' : 'xml';
  const phyNets = format === 'ipc2581' && values['ipc-phy-nets'];
  const file = path.join(values.dir, `synthetic-${pads}-s${seed}${phyNets ? '-phynets' : ''}.${ext}`);
  const t0 = performance.now();
  const s = synthesizeBoard({ pads, seed });
  const expected = s.board.pads.filter((p) => p.type !== 'npth').length;
  if (existsSync(file)) return { file, expected };
  const partial = `${file}.partial`;
  const out = new BlockWriter(partial);
  if (format === 'kicad') emitKicadPcb(s.board, { tracks: s.tracks }, (p) => out.write(p));
  else emitIpc2581(s.board, s.name, { tracks: s.tracks, phyNets }, (p) => out.write(p));
  out.close();
  renameSync(partial, file);
  console.error(
    `# wrote ${file}: ${(out.bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { file, expected };
}

function importOnce(
  file: string,
  child: string | null,
  heapMb: number,
): { once: ImportFigures; processMs: number; load1: number } {
  const flags = [...(values.thread ? ['--thread'] : []), ...(values.hash ? ['--hash'] : [])];
  const args =
    child === null
      ? ['--import', 'tsx', path.join(here, 'huge/import-once.ts'), file, ...flags]
      : [child, file, ...flags];
  const load1 = loadavg()[0]!;
  const t0 = performance.now();
  const run = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, ...args], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const processMs = performance.now() - t0;
  const last = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !last.startsWith('{')) {
    throw new Error(`import of ${file} failed (${run.status ?? run.signal}): ${run.stderr.slice(-3000)}`);
  }
  return { once: JSON.parse(last) as ImportFigures, processMs, load1 };
}

const mb = (b: number) => (b / 1e6).toFixed(0);
const s2 = (ms: number) => (ms / 1000).toFixed(2);
const results: Record<string, unknown>[] = [];
const formats = values.formats.split(',') as ('kicad' | 'ipc2581')[];
const work = mkdtempSync(path.join(tmpdir(), 'huge-import-'));
try {
  const children: (string | null)[] = [];
  for (const [n, core] of cores.entries())
    children.push(
      values.mode === 'tsx'
        ? null
        : await bundleChild(
            path.join(here, 'huge/import-once.ts'),
            path.join(work, `import-once-${n}.mjs`),
            core,
          ),
    );
  console.log(
    `# mode ${values.mode}${values.thread ? ', import in a worker thread' : ''}, heap limit ${values['heap-mb']} MB, ${new Date().toISOString()}`,
  );
  console.log(
    '| File | MB | Core | Pads (copper, expected) | Errors | Process wall s | Read s | Import wall s | Import CPU s | Import thread CPU s | RSS before import MB | Peak RSS MB | Peak − before MB | Load 1 min |',
  );
  console.log(
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const format of formats) {
    const pads = Number(format === 'kicad' ? values['kicad-pads'] : values['ipc-pads']);
    const { file, expected } = generate(format, pads, Number(values.seed));
    for (let r = 0; r < Number(values.runs); r++) {
      // Checkouts alternate run by run, so that a change of load falls on both.
      for (const [n, core] of cores.entries()) {
        const { once, processMs, load1 } = importOnce(file, children[n]!, Number(values['heap-mb']));
        const ok = once.copperPads === expected && once.errors === 0;
        console.log(
          `| ${once.file} | ${mb(statSync(file).size)} | ${core} | ${once.copperPads} (${expected})${ok ? '' : ' MISMATCH'} | ${once.errors} | ${s2(processMs)} | ${s2(once.readMs)} | ${s2(once.importMs)} | ${s2(once.importCpuMs)} | ${s2(once.importThreadMs)} | ${mb(once.rssBeforeImportBytes)} | ${mb(once.maxRssBytes)} | ${mb(once.maxRssBytes - once.rssBeforeImportBytes)} | ${load1.toFixed(1)} |`,
        );
        if (!ok) console.log(`  first error: ${once.firstError ?? '(none)'}`);
        if (once.boardSha256)
          console.log(`  sha256 board ${once.boardSha256} diagnostics ${once.diagnosticsSha256}`);
        results.push({ format, core, syntheticPads: pads, expected, processMs, load1, ...once });
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  JSON.stringify({
    bench: 'huge-import',
    mode: values.mode,
    thread: values.thread,
    heapMb: Number(values['heap-mb']),
    results,
  }),
);
