// One cold-and-after-GC sequence of KiCad imports, bundled with core by import-after-gc-bench.ts and
// run in a fresh process (`--expose-gc`): the first import of the process, warm imports (no forced
// GC), then imports each right after a full GC — in the main thread (`process`) or in a worker thread
// started for it (`worker`), as the server's import pool does. With a warm-up board, that board is
// imported PREWARM times first (a thread warmed before its first job); with `server` instead of a
// file, the thread runs the server's own warm-up (warmUpImport, decision 0046) with PREWARM imports.
// Prints one JSON line.
//
//   node --expose-gc after-gc-child.mjs FILE process|worker WARM AFTER_GC [WARMUP_FILE|server PREWARM]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { importKicadBytes, importPackage } from '@studio/core';
import { warmUpImport } from '../../../server/src/services/duts/import-warm-up';

export interface ParseTimes {
  /** Wall-clock ms. */
  wallMs: number;
  /** CPU ms of every thread of the process (user + system): includes V8's compiler and GC helpers. */
  cpuMs: number;
  /** CPU ms of the importing thread alone (Linux schedstat). */
  threadMs: number;
}

export interface SequenceResult {
  mode: 'process' | 'worker';
  fileBytes: number;
  pads: number;
  first: ParseTimes;
  warm: ParseTimes[];
  afterGc: ParseTimes[];
}

interface Job {
  file: string;
  warm: number;
  afterGc: number;
  warmupFile?: string;
  prewarm: number;
}

/** CPU time of the calling thread in ms (sum_exec_runtime from /proc/thread-self/schedstat, ns). */
function threadCpuMs(): number {
  const text = readFileSync('/proc/thread-self/schedstat', 'latin1');
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
}

function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * How the measured imports run: `importKicadBytes` itself, or (with the server's warm-up) the way the
 * import worker calls the engine, through `importPackage`.
 */
let importFile = (bytes: Uint8Array, name: string) => importKicadBytes(bytes, name);

function timeImport(bytes: Uint8Array, name: string): { times: ParseTimes; pads: number } {
  const th0 = threadCpuMs();
  const cpu0 = processCpuMs();
  const t0 = performance.now();
  const { board } = importFile(bytes, name);
  const wallMs = performance.now() - t0;
  const cpuMs = processCpuMs() - cpu0;
  const threadMs = threadCpuMs() - th0;
  return { times: { wallMs, cpuMs, threadMs }, pads: board.pads.length };
}

/** The markers go to stdout between imports: a --trace-deopt run attributes V8's lines to phases. */
async function runSequence(job: Job, mode: SequenceResult['mode']): Promise<SequenceResult> {
  const bytes = readFileSync(job.file);
  const name = path.basename(job.file);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  if (job.warmupFile === 'server') {
    importFile = (bytes, name) => importPackage([{ name, bytes }]);
    await warmUpImport({ imports: job.prewarm });
    // A job reaches a server's warmed thread seconds after the warm-up, not at once: V8's background
    // compiles and GC sweeping that the warm-up left have finished by then (they would be counted in
    // the first import's all-threads CPU here).
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } else if (job.warmupFile) {
    const warmup = readFileSync(job.warmupFile);
    for (let i = 0; i < job.prewarm; i++) importKicadBytes(warmup, 'warm-up.kicad_pcb');
  }
  console.log('#phase first');
  const first = timeImport(bytes, name);
  console.log('#phase warm');
  const warm: ParseTimes[] = [];
  for (let i = 0; i < job.warm; i++) warm.push(timeImport(bytes, name).times);
  const afterGc: ParseTimes[] = [];
  for (let i = 0; i < job.afterGc; i++) {
    console.log('#phase gc');
    gc();
    console.log('#phase after-gc');
    afterGc.push(timeImport(bytes, name).times);
  }
  return { mode, fileBytes: bytes.length, pads: first.pads, first: first.times, warm, afterGc };
}

if (isMainThread) {
  const [file, mode, warm, afterGc, warmupFile, prewarm] = process.argv.slice(2);
  const job: Job = {
    file: file!,
    warm: Number(warm),
    afterGc: Number(afterGc),
    warmupFile,
    prewarm: Number(prewarm ?? 0),
  };
  if (mode === 'worker') {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.on('message', (result: SequenceResult) => console.log(JSON.stringify(result)));
    worker.on('error', (e) => {
      console.error(e);
      process.exitCode = 1;
    });
  } else {
    console.log(JSON.stringify(await runSequence(job, 'process')));
  }
} else {
  parentPort!.postMessage(await runSequence(workerData as Job, 'worker'));
}
