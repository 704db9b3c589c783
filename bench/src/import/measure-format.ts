import { readFile, stat } from 'node:fs/promises';
import { ADAPTERS, type BenchFile, type BenchFormat } from './formats';
import { RssSampler } from './memory-sampler';
import { median, timeRuns } from './stats';

/** What the parent process hands to the child that measures one format at one size. */
export interface Manifest {
  format: BenchFormat;
  pads: number;
  runs: number;
  expected: number;
  files: { name: string; kind?: BenchFile['kind']; path: string }[];
}

/** The figures of one format at one size. Times in ms, sizes in bytes. */
export interface FormatResult {
  format: BenchFormat;
  pads: number;
  fileBytes: number;
  warmupMs?: number;
  runsMs?: number[];
  medianMs?: number;
  /** Median CPU time (user + system) of the runs: less disturbed than wall time on a shared machine. */
  medianCpuMs?: number;
  /** Peak resident set size during an import, minus the RSS just before it (bytes). */
  peakRssDeltaBytes?: number;
  /** Heap in use right after the first import, before any collection: the model plus garbage. */
  heapDeltaBytes?: number;
  /** Heap still held once garbage is collected, with the imported board alive: the model itself. */
  retainedHeapBytes?: number;
  expected?: number;
  measured?: number;
  unit?: string;
  errors?: number;
  warnings?: number;
  firstErrors?: string[];
  /** KiCad only: JSON.parse of the imported model's JSON (median wall and CPU ms) and that JSON's size. */
  jsonParseMs?: number;
  jsonParseCpuMs?: number;
  jsonBytes?: number;
  /** Why there are no figures (file too large for a JS string, importer threw, …). */
  skipped?: string;
}

async function loadFiles(manifest: Manifest): Promise<{ files: BenchFile[]; bytes: number }> {
  let bytes = 0;
  const files: BenchFile[] = [];
  for (const f of manifest.files) {
    bytes += (await stat(f.path)).size;
    files.push({ name: f.name, kind: f.kind, text: await readFile(f.path, 'utf8') });
  }
  return { files, bytes };
}

/** Imports the files once to warm up and check, then `runs` more times; samples memory throughout. */
export async function measureFormat(manifest: Manifest): Promise<FormatResult> {
  const adapter = ADAPTERS[manifest.format];
  const { files, bytes } = await loadFiles(manifest);
  const base: FormatResult = { format: manifest.format, pads: manifest.pads, fileBytes: bytes };
  const sampler = new RssSampler();
  try {
    globalThis.gc?.();
    const rss0 = process.memoryUsage.rss();
    const heap0 = process.memoryUsage().heapUsed;
    sampler.reset();
    const t0 = performance.now();
    const first = adapter.importFiles(files);
    const warmupMs = performance.now() - t0;
    const heapDeltaBytes = process.memoryUsage().heapUsed - heap0;
    let peak = sampler.peakBytes() - rss0;
    globalThis.gc?.();
    const retainedHeapBytes = process.memoryUsage().heapUsed - heap0;
    const errors = first.diagnostics.filter((d) => d.severity === 'error');
    const json = manifest.format === 'kicad' ? JSON.stringify(first.board) : null;
    const check = {
      expected: manifest.expected,
      measured: adapter.measured(first.board),
      unit: adapter.unit,
      errors: errors.length,
      warnings: first.diagnostics.filter((d) => d.severity === 'warning').length,
      firstErrors: errors
        .slice(0, 3)
        .map((d) => `${d.code} ${d.location.file}:${d.location.line ?? ''} ${d.message}`),
    };
    const runs = timeRuns(manifest.runs, () => {
      sampler.reset();
      const rss = process.memoryUsage.rss();
      adapter.importFiles(files);
      peak = Math.max(peak, sampler.peakBytes() - rss);
    });
    const parse = json === null ? null : timeRuns(manifest.runs, () => JSON.parse(json));
    return {
      ...base,
      warmupMs,
      runsMs: runs.wallMs,
      medianMs: median(runs.wallMs),
      medianCpuMs: median(runs.cpuMs),
      peakRssDeltaBytes: peak,
      heapDeltaBytes,
      retainedHeapBytes,
      ...check,
      ...(json === null || parse === null
        ? {}
        : {
            jsonParseMs: median(parse.wallMs),
            jsonParseCpuMs: median(parse.cpuMs),
            jsonBytes: Buffer.byteLength(json),
          }),
    };
  } catch (error) {
    return { ...base, skipped: `import threw: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await sampler.stop();
  }
}
