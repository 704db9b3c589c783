// Cold and after-GC KiCad import (issue 20 item 5): per board, the first import in a fresh process and
// in a fresh worker thread, warm imports, and imports right after a full GC (the regime of pooled
// import workers that idle between jobs), beside KiCad's own loader (pcbnew.LoadBoard) when Debian's
// `kicad` package is installed. Each sequence runs in a fresh process on a bundle of core (as the
// server's compiled workers run it, no run-time TypeScript); medians over --runs processes.
//
//   node --import tsx bench/src/import-after-gc-bench.ts [--boards pic_programmer,video,Duet2,synthetic-10k]
//        [--runs 5] [--warm 8] [--after-gc 5] [--trace] [--core OTHER_CHECKOUT/core/src/index.ts]
//        [--node-flags=--always-sparkplug] [--prewarm 20] [--prewarm-server 20]
//
// --prewarm N imports a generated 1k-pad board N times in the thread before the measured imports: what
// the first import of a job would cost in a worker warmed before its first job. --prewarm-server N
// runs the server's own warm-up instead (warmUpImport with N imports, decision 0046): what the first
// job costs on a server that warmed its import thread at start.
//
// --trace adds one process per board under --trace-deopt and counts what V8 throws away: functions
// marked for deoptimisation with reason "weak objects" during the forced GCs, and bailouts after them.
// Prints a table and a final single JSON line.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { kicadFile } from './generate-board';
import type { ParseTimes, SequenceResult } from './import/after-gc-child';
import { runChild, traceChild, type TraceCounts } from './import/after-gc-run';
import { kicadAvailable, type KicadLoad, kicadLoads } from './import/kicad-loader';
import { median } from './import/stats';
import { bundleChild } from './process/bundle-child';
import { synthesizeBoard } from './synth/synthesize-board';

const here = path.dirname(fileURLToPath(import.meta.url));
const testdata = path.resolve(here, '../../../shared/testdata/kicad');
/** KiCad's demo of that name (Debian's kicad-demos package): 7.4 MB, the board of the issue's figures. */
const KICAD_DEMOS = '/usr/share/kicad/demos';

function boardFile(name: string, dir: string): string | null {
  const synthetic = /^synthetic-(\d+)k$/.exec(name);
  if (synthetic) {
    const file = path.join(dir, `${name}.kicad_pcb`);
    writeFileSync(file, kicadFile(synthesizeBoard({ pads: Number(synthetic[1]) * 1000, seed: 1 })).text);
    return file;
  }
  for (const f of [
    path.join(testdata, `${name}.kicad_pcb`),
    path.join(KICAD_DEMOS, name, `${name}.kicad_pcb`),
    name,
  ])
    if (existsSync(f)) return f;
  return null;
}

const cpu = (t: ParseTimes[]) => median(t.map((x) => x.cpuMs));
const thread = (t: ParseTimes[]) => median(t.map((x) => x.threadMs));
/** The later half of the warm imports: the code has had its first imports to tier up. */
const settled = (r: SequenceResult) => r.warm.slice(Math.floor(r.warm.length / 2));

interface BoardFigures {
  board: string;
  fileMb: number;
  pads: number;
  kicadFirstCpuMs: number | null;
  kicadRepeatCpuMs: number | null;
  processFirst: { cpuMs: number; threadMs: number; wallMs: number };
  workerFirst: { cpuMs: number; threadMs: number; wallMs: number };
  warm: { cpuMs: number; threadMs: number };
  afterGc: { cpuMs: number; threadMs: number };
  trace?: TraceCounts;
}

function summarise(
  board: string,
  runs: { process: SequenceResult[]; worker: SequenceResult[]; kicad: KicadLoad[][] },
): BoardFigures {
  const firsts = (rs: SequenceResult[]) => rs.map((r) => r.first);
  const workerWarm = runs.worker.flatMap(settled);
  const workerGc = runs.worker.flatMap((r) => r.afterGc);
  const k = runs.kicad;
  const r0 = runs.process[0]!;
  return {
    board,
    fileMb: r0.fileBytes / 1e6,
    pads: r0.pads,
    kicadFirstCpuMs: k.length ? median(k.map((l) => l[0]!.cpuMs)) : null,
    kicadRepeatCpuMs: k.length ? median(k.flatMap((l) => l.slice(1).map((x) => x.cpuMs))) : null,
    processFirst: {
      cpuMs: cpu(firsts(runs.process)),
      threadMs: thread(firsts(runs.process)),
      wallMs: median(firsts(runs.process).map((x) => x.wallMs)),
    },
    workerFirst: {
      cpuMs: cpu(firsts(runs.worker)),
      threadMs: thread(firsts(runs.worker)),
      wallMs: median(firsts(runs.worker).map((x) => x.wallMs)),
    },
    warm: { cpuMs: cpu(workerWarm), threadMs: thread(workerWarm) },
    afterGc: { cpuMs: cpu(workerGc), threadMs: thread(workerGc) },
  };
}

const ms = (v: number) => v.toFixed(1);
const ratio = (v: number, k: number | null) => (k ? `${(v / k).toFixed(2)}×` : '—');

function printTable(rows: BoardFigures[]): void {
  console.log(
    '| Board | MB | Pads | KiCad LoadBoard CPU first / again | First, fresh process: CPU (thread) | First, fresh worker: CPU (thread) | Warm (worker) | After a full GC (worker) | ÷ KiCad: first in worker / after GC |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const k = r.kicadFirstCpuMs;
    console.log(
      `| ${r.board} | ${r.fileMb.toFixed(2)} | ${r.pads} | ${k === null ? '—' : `${ms(k)} / ${ms(r.kicadRepeatCpuMs!)}`} | ` +
        `${ms(r.processFirst.cpuMs)} (${ms(r.processFirst.threadMs)}) | ${ms(r.workerFirst.cpuMs)} (${ms(r.workerFirst.threadMs)}) | ` +
        `${ms(r.warm.cpuMs)} (${ms(r.warm.threadMs)}) | ${ms(r.afterGc.cpuMs)} (${ms(r.afterGc.threadMs)}) | ` +
        `${ratio(r.workerFirst.cpuMs, k)} / ${ratio(r.afterGc.cpuMs, k)} |`,
    );
  }
  console.log('(ms; CPU = every thread of the process, thread = the importing thread alone; medians)');
}

function printTrace(rows: BoardFigures[]): void {
  for (const r of rows) {
    if (!r.trace) continue;
    const t = r.trace;
    console.log(
      `# trace ${r.board}: ${t.weakMarks} functions marked "weak objects" in ${t.gcs} forced GCs` +
        ` (${t.weakFunctions.join(' ') || 'none'}); ${t.bailoutsAfterGc} bailouts after them` +
        ` (${Object.entries(t.bailoutReasons)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ')})`,
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      boards: { type: 'string', default: 'pic_programmer,video,Duet2,synthetic-10k' },
      runs: { type: 'string', default: '5' },
      warm: { type: 'string', default: '8' },
      'after-gc': { type: 'string', default: '5' },
      trace: { type: 'boolean', default: false },
      core: { type: 'string' },
      'node-flags': { type: 'string', default: '' },
      prewarm: { type: 'string', default: '0' },
      'prewarm-server': { type: 'string', default: '0' },
    },
    strict: false, // `npm run bench -- …` passes every bench the same arguments
  });
  const runs = Number(values.runs);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'import-after-gc-'));
  const prewarm = Number(values.prewarm);
  const prewarmServer = Number(values['prewarm-server']);
  const counts = {
    warm: Number(values.warm),
    afterGc: Number(values['after-gc']),
    nodeFlags: String(values['node-flags']).split(' ').filter(Boolean),
    warmup:
      prewarmServer > 0
        ? { file: 'server', prewarm: prewarmServer }
        : prewarm > 0
          ? { file: boardFile('synthetic-1k', dir)!, prewarm }
          : undefined,
  };
  const withKicad = kicadAvailable();
  if (!withKicad) console.error("# KiCad's pcbnew module is not installed: no side-by-side figure");
  try {
    const child = await bundleChild(
      path.join(here, 'import/after-gc-child.ts'),
      path.join(dir, 'after-gc-child.mjs'),
      typeof values.core === 'string' ? values.core : undefined,
    );
    const rows: BoardFigures[] = [];
    for (const board of String(values.boards).split(',')) {
      const file = boardFile(board, dir);
      if (!file) {
        console.error(`# ${board}: no such board here, skipped`);
        continue;
      }
      const all = {
        process: [] as SequenceResult[],
        worker: [] as SequenceResult[],
        kicad: [] as KicadLoad[][],
      };
      // Interleaved, so that the machine's load hits every subject alike.
      for (let i = 0; i < runs; i++) {
        all.process.push(runChild(child, file, 'process', counts));
        all.worker.push(runChild(child, file, 'worker', counts));
        const k = withKicad ? kicadLoads(file, 3) : null;
        if (k) all.kicad.push(k);
      }
      const row = summarise(board, all);
      if (values.trace) row.trace = traceChild(child, file, counts);
      rows.push(row);
      console.error(`# ${board} done (load ${os.loadavg()[0]!.toFixed(1)})`);
    }
    console.log(
      `# ${new Date().toISOString()} ${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    printTable(rows);
    printTrace(rows);
    console.log(
      JSON.stringify({ bench: 'import-after-gc', date: new Date().toISOString(), runs, ...counts, rows }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
