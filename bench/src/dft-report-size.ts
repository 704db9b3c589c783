// How large a stored DFT report's analysis is (issue 31): imports a synthetic board, proposes the
// default test config (cut to the API's 200k test points, as server-scale-bench.ts does), analyses it
// with core's analyzeDft and prints the analysis's JSON size, its gzip size and the time of each step.
//
//   node --max-old-space-size=6000 --import tsx bench/src/dft-report-size.ts [--pads 100000]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { analyzeDft, importPackage, proposeTestConfig } from '@studio/core';
import { scaleBoardFile } from './scale-boards';

const { values } = parseArgs({
  options: {
    pads: { type: 'string', default: '100000' },
    dir: { type: 'string', default: path.join(os.tmpdir(), 'studio-scale') },
  },
});
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
const rss = () => mb(process.memoryUsage().rss);
const timed = <T>(label: string, run: () => T): T => {
  const started = performance.now();
  const value = run();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s (rss ${rss()})`);
  return value;
};

const file = scaleBoardFile(values.dir!, Number(values.pads));
const board = timed(
  'import',
  () => importPackage([{ name: path.basename(file), bytes: readFileSync(file) }]).board,
);
const proposed = timed('propose', () => proposeTestConfig(board).config);
const config = { ...proposed, testPoints: proposed.testPoints.slice(0, 200_000) };
const analysis = timed('analyzeDft', () => analyzeDft(board, config));
const json = timed('JSON.stringify', () => JSON.stringify(analysis));
const bytes = Buffer.byteLength(json);
const gz = timed('gzip (level 6)', () => gzipSync(json));
const fast = timed('gzip (level 1)', () => gzipSync(json, { level: 1 }));
const sizes = Object.entries(analysis).map(
  ([key, value]) => [key, JSON.stringify(value)?.length ?? 0] as const,
);
console.log(
  `${config.testPoints.length} test points; analysis JSON ${mb(bytes)}; gzip ${mb(gz.length)} (level 1: ${mb(fast.length)})`,
);
console.log(
  `findings ${analysis.findings.length}, testPoints ${analysis.testPoints.length}, rules ${analysis.rules.length}`,
);
for (const [key, size] of sizes.sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${key}: ${mb(size)}`);
timed('JSON.parse', () => JSON.parse(json));
