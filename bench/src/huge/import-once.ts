// One whole import in this process, as the import worker does it: read the file's bytes, run the
// package importer, report the figures as one JSON line. huge-import-bench.ts bundles this file with
// core (esbuild, as the server's compiled import worker is built) and starts it with the worker's
// heap limit (--max-old-space-size = IMPORT_MEMORY_MB); `--mode tsx` runs it through tsx instead.
//
//   node --max-old-space-size=4096 import-once.mjs FILE [--thread] [--hash]
//
// --thread: the import runs in a worker thread with that heap limit (resourceLimits), as the server's
// import pool runs it; the process's peak RSS then includes the idle main thread.
// --hash: after the figures are taken, the sha256 of the board's and the diagnostics' JSON (results
// must not change between checkouts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { importPackage } from '@studio/core';

export interface ImportFigures {
  file: string;
  fileBytes: number;
  readMs: number;
  importMs: number;
  /** CPU of the whole process (every thread: V8's compiler and GC helpers too), user + system. */
  importCpuMs: number;
  /** CPU of the importing thread alone (Linux schedstat). */
  importThreadMs: number;
  pads: number;
  copperPads: number;
  vias: number;
  components: number;
  errors: number;
  firstError?: string;
  /** The process's peak resident set, taken right after the import. */
  maxRssBytes: number;
  /** The process just before the import: node, the loaded code, the file's bytes. */
  rssBeforeImportBytes: number;
  heapUsedBytes: number;
  boardSha256?: string;
  diagnosticsSha256?: string;
}

/** CPU time of the calling thread in ms (sum_exec_runtime from /proc/thread-self/schedstat, ns). */
function threadCpuMs(): number {
  const text = readFileSync('/proc/thread-self/schedstat', 'latin1');
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
}

function importOnce(file: string, hash: boolean): ImportFigures {
  const started = performance.now();
  const bytes = readFileSync(file);
  const read = performance.now();
  const rssBeforeImport = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const thread0 = threadCpuMs();
  const { board, diagnostics } = importPackage([{ name: path.basename(file), bytes }]);
  const imported = performance.now();
  const importThreadMs = threadCpuMs() - thread0;
  const cpu = process.cpuUsage(cpu0);
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
  return {
    file: path.basename(file),
    fileBytes: bytes.length,
    readMs: read - started,
    importMs: imported - read,
    importCpuMs: (cpu.user + cpu.system) / 1000,
    importThreadMs,
    pads: board.pads.length,
    copperPads: board.pads.filter((p) => p.type !== 'npth').length,
    vias: board.vias.length,
    components: board.components.length,
    errors: errors.length,
    firstError: errors[0]?.message,
    maxRssBytes,
    rssBeforeImportBytes: rssBeforeImport,
    heapUsedBytes: process.memoryUsage().heapUsed,
    ...(hash ? { boardSha256: sha(board), diagnosticsSha256: sha(diagnostics) } : {}),
  };
}

if (isMainThread) {
  const file = process.argv[2]!;
  const hash = process.argv.includes('--hash');
  if (process.argv.includes('--thread')) {
    const heapArg = process.execArgv.find((a) => a.startsWith('--max-old-space-size='));
    const heapMb = heapArg ? Number(heapArg.split('=')[1]) : 4096;
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { file, hash },
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    // maxRSS read in the thread is the process's (one counter), taken before any hashing.
    worker.on('message', (figures: ImportFigures) => console.log(JSON.stringify(figures)));
    worker.on('error', (e) => {
      console.error(e);
      process.exitCode = 1;
    });
  } else console.log(JSON.stringify(importOnce(file, hash)));
} else {
  const { file, hash } = workerData as { file: string; hash: boolean };
  parentPort!.postMessage(importOnce(file, hash));
}
