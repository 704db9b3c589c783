// SVG renderer benchmark: renders synthetic boards (default 1k, 10k, 100k pads) from the top and
// from the bottom; warm-up + median of N runs. Prints a table and a final single JSON line.
//
//   node --import tsx bench/src/render-bench.ts [--sizes 1k,10k,100k] [--runs N]
import { renderBoardSvg } from '@studio/core';
import { parseArgs } from 'node:util';
import { median, MB, timeRuns } from './import/stats';
import { parseSize } from './import/sizes';
import { synthesizeBoard } from './synth/synthesize-board';

interface RenderResult {
  pads: number;
  side: 'top' | 'bottom';
  medianMs: number;
  medianCpuMs: number;
  svgBytes: number;
}

function benchRender(pads: number, runs: number): RenderResult[] {
  const { board } = synthesizeBoard({ pads });
  return (['top', 'bottom'] as const).map((side) => {
    const svg = renderBoardSvg(board, { side });
    const times = timeRuns(runs, () => renderBoardSvg(board, { side }));
    return {
      pads,
      side,
      medianMs: median(times.wallMs),
      medianCpuMs: median(times.cpuMs),
      svgBytes: Buffer.byteLength(svg),
    };
  });
}

// run-all passes the same arguments to every benchmark: the import benchmark's options are accepted
// and ignored here.
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1k,10k,100k' },
    runs: { type: 'string', default: '5' },
    formats: { type: 'string' },
    seed: { type: 'string' },
    keep: { type: 'string' },
  },
});
const results: RenderResult[] = [];
console.log(
  `${'pads'.padStart(8)} ${'side'.padEnd(7)} ${'median ms'.padStart(10)} ${'CPU ms'.padStart(8)} ${'SVG MB'.padStart(8)}`,
);
for (const pads of values.sizes.split(',').map(parseSize)) {
  for (const r of benchRender(pads, Number(values.runs))) {
    results.push(r);
    console.log(
      `${String(r.pads).padStart(8)} ${r.side.padEnd(7)} ${r.medianMs.toFixed(1).padStart(10)} ${r.medianCpuMs.toFixed(1).padStart(8)} ${(r.svgBytes / MB).toFixed(2).padStart(8)}`,
    );
  }
}
console.log(JSON.stringify({ benchmark: 'render-svg', node: process.version, results }));
