// One KiCad import in this process, for kicad-huge-profile.ts: bundled with a checkout's core by the
// parent (no run-time TypeScript), started with the worker's heap limit. Reads the file's bytes,
// imports them as the import worker does (importPackage) or straight (importKicadBytes), and prints
// one JSON line: wall and CPU time, time in GC pauses on this thread, peak RSS, heap, counts and,
// with --hash, the sha256 of JSON.stringify({ board, diagnostics }) computed without building that
// string (a 1M-pad board's JSON is past V8's largest string).
//
//   node --max-old-space-size=4096 kicad-profile-child.mjs FILE [package|kicad] [--hash]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { importKicadBytes, importPackage } from '@studio/core';
import { feedJson } from './hash-json';

const file = process.argv[2]!;
const api = process.argv[3] === 'kicad' ? 'kicad' : 'package';
const hash = process.argv.includes('--hash');

let gcMs = 0;
let gcCount = 0;
let gcMajorMs = 0;
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcCount++;
    // kind 4 = NODE_PERFORMANCE_GC_MAJOR (mark-compact)
    if ((e as unknown as { detail?: { kind?: number } }).detail?.kind === 4) gcMajorMs += e.duration;
  }
});
gcObserver.observe({ entryTypes: ['gc'] });

/** CPU seconds of this thread alone (Linux /proc; ticks of 10 ms), NaN elsewhere. */
function threadCpuMs(): number {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const t0 = performance.now();
const bytes = readFileSync(file);
const read = performance.now();
const rssBeforeImport = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const thread0 = threadCpuMs();
const result =
  api === 'kicad'
    ? importKicadBytes(bytes, path.basename(file))
    : importPackage([{ name: path.basename(file), bytes }]);
const imported = performance.now();
const cpu = process.cpuUsage(cpu0);
const threadMs = threadCpuMs() - thread0;
const heapUsed = process.memoryUsage().heapUsed;

// GC entries arrive on the event loop: let them in before the hashing makes more.
await new Promise((r) => setTimeout(r, 200));
const gc = { gcPauseMs: gcMs, gcMajorPauseMs: gcMajorMs, gcCount };
gcObserver.disconnect();

let sha256: string | undefined;
if (hash) {
  const h = createHash('sha256');
  feedJson(h, { board: result.board, diagnostics: result.diagnostics });
  sha256 = h.digest('hex');
}
{
  const { board, diagnostics } = result;
  console.log(
    JSON.stringify({
      file: path.basename(file),
      api,
      fileBytes: bytes.length,
      readMs: read - t0,
      importMs: imported - read,
      importCpuMs: (cpu.user + cpu.system) / 1000,
      importThreadMs: threadMs,
      ...gc,
      pads: board.pads.length,
      copperPads: board.pads.filter((p) => p.type !== 'npth').length,
      vias: board.vias.length,
      components: board.components.length,
      testPoints: board.testPoints.length,
      errors: diagnostics.filter((d) => d.severity === 'error').length,
      diagnostics: diagnostics.length,
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      rssBeforeImportBytes: rssBeforeImport,
      heapUsedBytes: heapUsed,
      sha256,
    }),
  );
}
