// Huge-file import benchmark (issue 20 item 6): generates a 1M-pad `.kicad_pcb` (~1 GB, past V8's
// largest string) and a ~56 MB IPC-2581 file of a synthetic board into a folder outside the
// repository (never committed), then imports each in a fresh process with the import worker's heap
// limit, as the worker does (file bytes → importPackage), and reports wall time, CPU time and the
// process's peak RSS.
//
//   node --import tsx bench/src/huge-import-bench.ts [--dir /tmp/studio-huge] [--formats kicad,ipc2581]
//                                                    [--kicad-pads 1000000] [--ipc-pads 70000] [--runs 1]
//                                                    [--heap-mb 4096]
//
// Prints a table and a final single JSON line with every figure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BlockWriter } from './huge/block-writer';
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
  },
});

interface Once {
  file: string;
  fileBytes: number;
  readMs: number;
  importMs: number;
  importCpuMs: number;
  pads: number;
  copperPads: number;
  vias: number;
  components: number;
  errors: number;
  firstError?: string;
  maxRssBytes: number;
  rssBeforeImportBytes: number;
  heapUsedBytes: number;
}

/** Writes the file once (same pads and seed → same bytes); later runs reuse it. */
function generate(
  format: 'kicad' | 'ipc2581',
  pads: number,
  seed: number,
): { file: string; expected: number } {
  mkdirSync(values.dir, { recursive: true });
  const ext = format === 'kicad' ? 'kicad_pcb' : 'xml';
  const file = path.join(values.dir, `synthetic-${pads}-s${seed}.${ext}`);
  const t0 = performance.now();
  const s = synthesizeBoard({ pads, seed });
  const expected = s.board.pads.filter((p) => p.type !== 'npth').length;
  if (existsSync(file)) return { file, expected };
  const partial = `${file}.partial`;
  const out = new BlockWriter(partial);
  if (format === 'kicad') emitKicadPcb(s.board, { tracks: s.tracks }, (p) => out.write(p));
  else emitIpc2581(s.board, s.name, { tracks: s.tracks }, (p) => out.write(p));
  out.close();
  renameSync(partial, file);
  console.error(
    `# wrote ${file}: ${(out.bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { file, expected };
}

function importOnce(file: string, heapMb: number): { once: Once; processMs: number } {
  const t0 = performance.now();
  const child = spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, '--import', 'tsx', path.join(here, 'huge/import-once.ts'), file],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const processMs = performance.now() - t0;
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) {
    throw new Error(
      `import of ${file} failed (${child.status ?? child.signal}): ${child.stderr.slice(-3000)}`,
    );
  }
  return { once: JSON.parse(last) as Once, processMs };
}

const mb = (b: number) => (b / 1e6).toFixed(0);
const results: Record<string, unknown>[] = [];
const formats = values.formats.split(',') as ('kicad' | 'ipc2581')[];
console.log(
  '| File | MB | Pads (copper, expected) | Errors | Process wall s | Read s | Import wall s | Import CPU s | RSS before import MB | Peak RSS MB | Load 1 min |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const format of formats) {
  const pads = Number(format === 'kicad' ? values['kicad-pads'] : values['ipc-pads']);
  const { file, expected } = generate(format, pads, Number(values.seed));
  for (let r = 0; r < Number(values.runs); r++) {
    const { once, processMs } = importOnce(file, Number(values['heap-mb']));
    const ok = once.copperPads === expected && once.errors === 0;
    console.log(
      `| ${once.file} | ${mb(statSync(file).size)} | ${once.copperPads} (${expected})${ok ? '' : ' MISMATCH'} | ${once.errors} | ${(processMs / 1000).toFixed(2)} | ${(once.readMs / 1000).toFixed(2)} | ${(once.importMs / 1000).toFixed(2)} | ${(once.importCpuMs / 1000).toFixed(2)} | ${mb(once.rssBeforeImportBytes)} | ${mb(once.maxRssBytes)} | ${loadavg()[0]!.toFixed(1)} |`,
    );
    if (!ok) console.log(`  first error: ${once.firstError ?? '(none)'}`);
    results.push({ format, syntheticPads: pads, expected, processMs, load1: loadavg()[0], ...once });
  }
}
console.log(JSON.stringify({ bench: 'huge-import', heapMb: Number(values['heap-mb']), results }));
