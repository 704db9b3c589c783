// KiCad huge-board import, before/after (issue 20 item 6, decision 0051): imports a `.kicad_pcb` in
// a fresh process per run with the import worker's heap limit, on a bundle of core (as the server's
// compiled workers run it), alternating one or more checkouts of core so that the machine's load
// hits each alike. Prints the import's wall and CPU time, GC pauses on the importing thread, peak
// RSS and, with --hash, the sha256 of the board and diagnostics JSON (results must not change).
//
//   node --import tsx bench/src/kicad-huge-profile.ts [--file /tmp/studio-huge/synthetic-1000000-s1.kicad_pcb]
//        [--core before=/tmp/other/core/src/index.ts,after] [--runs 2] [--heap-mb 4096] [--hash]
//        [--api package|kicad] [--cpu-prof DIR] [--node-flags="--trace-gc"]
//
// The file is made by `huge-import-bench.ts --formats kicad [--kicad-pads N]` (kept in /tmp/studio-huge).
// A --core entry is `label=path/to/core/src/index.ts`; a bare label (or `after`) is this checkout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bundleChild } from './process/bundle-child';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    file: { type: 'string', default: '/tmp/studio-huge/synthetic-1000000-s1.kicad_pcb' },
    core: { type: 'string', default: 'after' },
    runs: { type: 'string', default: '1' },
    'heap-mb': { type: 'string', default: '4096' },
    hash: { type: 'boolean', default: false },
    api: { type: 'string', default: 'package' },
    'cpu-prof': { type: 'string' },
    'node-flags': { type: 'string', default: '' },
  },
});

interface Once {
  file: string;
  importMs: number;
  importCpuMs: number;
  importThreadMs: number;
  gcPauseMs: number;
  gcMajorPauseMs: number;
  gcCount: number;
  pads: number;
  copperPads: number;
  vias: number;
  components: number;
  errors: number;
  maxRssBytes: number;
  heapUsedBytes: number;
  sha256?: string;
}

function runOnce(child: string, label: string, run: number): Once {
  const flags = [
    `--max-old-space-size=${values['heap-mb']}`,
    ...values['node-flags'].split(' ').filter(Boolean),
  ];
  if (values['cpu-prof']) {
    mkdirSync(values['cpu-prof'], { recursive: true });
    flags.push(
      '--cpu-prof',
      `--cpu-prof-dir=${values['cpu-prof']}`,
      `--cpu-prof-name=${label}-${run}.cpuprofile`,
      '--cpu-prof-interval=1000',
    );
  }
  const args = [...flags, child, values.file, values.api, ...(values.hash ? ['--hash'] : [])];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const last = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !last.startsWith('{')) {
    throw new Error(`import failed (${r.status ?? r.signal}): ${r.stderr.slice(-3000)}`);
  }
  if (r.stderr.trim()) console.error(r.stderr.trim().split('\n').slice(-40).join('\n'));
  return JSON.parse(last) as Once;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'kicad-huge-profile-'));
try {
  const cores = values.core.split(',').map((entry) => {
    const [label, core] = entry.includes('=') ? entry.split('=', 2) : [entry, undefined];
    return { label: label!, core };
  });
  const children = [];
  for (const c of cores)
    children.push({
      ...c,
      child: await bundleChild(
        path.join(here, 'huge/kicad-profile-child.ts'),
        path.join(dir, `child-${c.label}.mjs`),
        c.core,
      ),
    });
  console.log(
    '| Core | Run | Import wall s | Import CPU s | Thread CPU s | GC pauses s (major) | GCs | Peak RSS MB | Heap MB | Copper pads | Vias | Errors | Load 1 min | sha256 |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  const all: Record<string, unknown>[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    for (const c of children) {
      const o = runOnce(c.child, c.label, run);
      const load = os.loadavg()[0]!;
      const s = (ms: number) => (ms / 1000).toFixed(2);
      console.log(
        `| ${c.label} | ${run + 1} | ${s(o.importMs)} | ${s(o.importCpuMs)} | ${s(o.importThreadMs)} | ${s(o.gcPauseMs)} (${s(o.gcMajorPauseMs)}) | ${o.gcCount} | ${(o.maxRssBytes / 1e6).toFixed(0)} | ${(o.heapUsedBytes / 1e6).toFixed(0)} | ${o.copperPads} | ${o.vias} | ${o.errors} | ${load.toFixed(1)} | ${o.sha256?.slice(0, 16) ?? '—'} |`,
      );
      all.push({ core: c.label, run, load1: load, at: new Date().toISOString(), ...o });
    }
  }
  console.log(JSON.stringify({ bench: 'kicad-huge-profile', file: values.file, results: all }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
