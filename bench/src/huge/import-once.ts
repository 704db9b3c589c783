// One whole import in this process, as the import worker does it: read the file's bytes, run the
// package importer, report the figures as one JSON line. Started by huge-import-bench.ts with the
// worker's heap limit (--max-old-space-size = IMPORT_MEMORY_MB).
//
//   node --max-old-space-size=4096 --import tsx bench/src/huge/import-once.ts FILE [--text]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importPackage } from '@studio/core';

const started = performance.now();
const file = process.argv[2]!;
const bytes = readFileSync(file);
const read = performance.now();
// The process before the import: node, the TypeScript loader (tsx, ~100 MB), core's modules and the file's bytes.
const rssBeforeImport = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const { board, diagnostics } = importPackage([{ name: path.basename(file), bytes }]);
const imported = performance.now();
const cpu = process.cpuUsage(cpu0);
const errors = diagnostics.filter((d) => d.severity === 'error');
console.log(
  JSON.stringify({
    file: path.basename(file),
    fileBytes: bytes.length,
    readMs: read - started,
    importMs: imported - read,
    importCpuMs: (cpu.user + cpu.system) / 1000,
    pads: board.pads.length,
    copperPads: board.pads.filter((p) => p.type !== 'npth').length,
    vias: board.vias.length,
    components: board.components.length,
    errors: errors.length,
    firstError: errors[0]?.message,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    rssBeforeImportBytes: rssBeforeImport,
    heapUsedBytes: process.memoryUsage().heapUsed,
  }),
);
