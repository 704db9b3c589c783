import type { FormatResult } from './measure-format';
import { MB } from './stats';

/** The import engine's targets (issue "Board import engine"). */
export const TARGETS = { kicadVsJsonParse: 1.0, kicad10MbMs: 500, memoryPerFileByte: 10 };
const MEMORY_TARGET_MIN_BYTES = 5 * MB;

const fixed = (n: number | undefined, digits = 1) => (n === undefined ? '—' : n.toFixed(digits));
const count = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

/** Derived per-result figures: throughput and memory per file byte. */
export function derive(r: FormatResult) {
  // Throughput from CPU time: wall time on the shared benchmark machine mostly measures the others.
  const seconds = r.medianCpuMs === undefined ? undefined : r.medianCpuMs / 1000;
  return {
    fileMB: r.fileBytes / MB,
    mbPerS: seconds ? r.fileBytes / MB / seconds : undefined,
    itemsPerS: seconds && r.expected !== undefined ? r.expected / seconds : undefined,
    memoryPerFileByte: r.peakRssDeltaBytes === undefined ? undefined : r.peakRssDeltaBytes / r.fileBytes,
    // CPU time of both sides: the ratio then holds on a busy machine too.
    vsJsonParse: r.jsonParseCpuMs && r.medianCpuMs ? r.medianCpuMs / r.jsonParseCpuMs : undefined,
  };
}

const checkText = (r: FormatResult) => {
  if (r.skipped) return `SKIPPED: ${r.skipped}`;
  const ok = r.errors === 0 && r.measured === r.expected;
  return `${ok ? 'ok' : 'FAIL'} (${r.measured}/${r.expected} ${r.unit}, ${r.errors} errors, ${r.warnings} warnings)`;
};

/** One table row. */
export function formatRow(r: FormatResult): string {
  const d = derive(r);
  return [
    r.format.padEnd(14),
    count(r.pads).padStart(5),
    fixed(d.fileMB, 2).padStart(8),
    fixed(r.warmupMs, 0).padStart(8),
    fixed(r.medianMs, 1).padStart(9),
    fixed(r.medianCpuMs, 1).padStart(7),
    fixed(d.mbPerS, 1).padStart(7),
    (d.itemsPerS === undefined ? '—' : Math.round(d.itemsPerS).toLocaleString('en-US')).padStart(11),
    fixed(r.peakRssDeltaBytes === undefined ? undefined : r.peakRssDeltaBytes / MB, 0).padStart(9),
    fixed(r.retainedHeapBytes === undefined ? undefined : r.retainedHeapBytes / MB, 0).padStart(8),
    fixed(d.memoryPerFileByte, 1).padStart(6),
    fixed(d.vsJsonParse, 2).padStart(6),
    `  ${checkText(r)}`,
  ].join(' ');
}

export const TABLE_HEADER = [
  'format'.padEnd(14),
  'pads'.padStart(5),
  'file MB'.padStart(8),
  'warm ms'.padStart(8),
  'median ms'.padStart(9),
  'CPU ms'.padStart(7),
  'MB/s'.padStart(7),
  'items/s'.padStart(11),
  'peak RSS'.padStart(9),
  'heap MB'.padStart(8),
  'mem/f'.padStart(6),
  '/JSON'.padStart(6),
  '  self-check',
].join(' ');

const verdict = (ok: boolean | undefined) => (ok === undefined ? 'n/a' : ok ? 'met' : 'MISSED');

/** The target lines: KiCad vs JSON.parse, the ~10 MB KiCad file, memory per file byte. */
export function summarizeTargets(results: FormatResult[]) {
  const kicad = results.filter((r) => r.format === 'kicad' && r.medianMs !== undefined);
  const near10 = kicad
    .filter((r) => r.fileBytes > 5 * MB && r.fileBytes < 20 * MB)
    .sort((a, b) => Math.abs(a.fileBytes - 10 * MB) - Math.abs(b.fileBytes - 10 * MB))[0];
  const ratios = kicad.map((r) => derive(r).vsJsonParse).filter((v): v is number => v !== undefined);
  const worstRatio = ratios.length ? Math.max(...ratios) : undefined;
  // The memory target is KiCad's. Small files are dominated by fixed costs (code, JIT, buffers): it
  // is judged on KiCad files of 5 MB and more.
  const memory = kicad
    .filter((r) => r.fileBytes >= MEMORY_TARGET_MIN_BYTES)
    .map((r) => derive(r).memoryPerFileByte)
    .filter((v): v is number => v !== undefined);
  const worstMemory = memory.length ? Math.max(...memory) : undefined;
  return {
    kicadVsJsonParse: {
      worst: worstRatio,
      target: TARGETS.kicadVsJsonParse,
      verdict: verdict(worstRatio === undefined ? undefined : worstRatio <= TARGETS.kicadVsJsonParse),
    },
    kicad10Mb: near10
      ? {
          fileMB: near10.fileBytes / MB,
          medianMs: near10.medianMs,
          medianCpuMs: near10.medianCpuMs,
          target: TARGETS.kicad10MbMs,
          verdict: verdict(near10.medianMs! < TARGETS.kicad10MbMs),
          verdictCpu: verdict(near10.medianCpuMs! < TARGETS.kicad10MbMs),
        }
      : null,
    memoryPerFileByte: {
      worst: worstMemory,
      target: TARGETS.memoryPerFileByte,
      verdict: verdict(worstMemory === undefined ? undefined : worstMemory < TARGETS.memoryPerFileByte),
    },
  };
}
