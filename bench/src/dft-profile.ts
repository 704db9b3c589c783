// Where the DFT engine's time goes, phase by phase, with garbage-collection pauses (PerformanceObserver
// `gc` entries) per phase. A companion of dft-bench.ts for profiling sessions:
//
//   node --expose-gc --import tsx bench/src/dft-profile.ts [--size 100k] [--runs 3]
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/src/dft-profile.ts --size 1m
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { analyzeDft, proposeTestConfig, type TestConfig } from '@studio/core';
import { storedDftBoard } from './dft-synthetic';

const { values } = parseArgs({
  strict: false,
  options: {
    size: { type: 'string', default: '100k' },
    runs: { type: 'string', default: '1' },
    // A proposal saved by an earlier run: profile the analysis alone.
    config: { type: 'string' },
    // Write a CPU profile of each analysis (cold and warm) to this folder (open in Chrome DevTools).
    'cpu-prof-dir': { type: 'string' },
    // Write a sampled allocation profile (garbage included) of each analysis to this folder.
    'heap-prof-dir': { type: 'string' },
  },
});
const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(String(values.size));
if (!m) throw new Error(`bad size "${values.size}"`);
const n = Math.round(Number(m[1]) * ({ k: 1e3, m: 1e6 }[m[2]!.toLowerCase()] ?? 1));

let gcMs = 0;
let gcCount = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcCount++;
  }
}).observe({ entryTypes: ['gc'] });

const mb = () => (process.memoryUsage().heapUsed / 2 ** 20).toFixed(0);
const collect = () => (globalThis as { gc?: () => void }).gc?.();

const profDir = values['cpu-prof-dir'] === undefined ? null : String(values['cpu-prof-dir']);
const heapDir = values['heap-prof-dir'] === undefined ? null : String(values['heap-prof-dir']);
const inspector = profDir || heapDir ? new Session() : null;
inspector?.connect();
if (profDir) await inspector?.post('Profiler.enable');

async function phase<T>(name: string, f: () => T, profile = false): Promise<T> {
  const stem = `dft-${values.size}-${name.replace(/\W+/g, '-')}`;
  if (profile && profDir) await inspector?.post('Profiler.start');
  if (profile && heapDir) {
    await inspector?.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  // GC entries are delivered asynchronously: let the previous phase's arrive first.
  await new Promise((r) => setImmediate(r));
  const [g0, c0] = [gcMs, gcCount];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const out = f();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (profile && inspector && profDir) {
    const { profile: p } = await inspector.post('Profiler.stop');
    writeFileSync(`${profDir}/${stem}.cpuprofile`, JSON.stringify(p));
  }
  if (profile && inspector && heapDir) {
    const { profile: p } = await inspector.post('HeapProfiler.stopSampling');
    writeFileSync(`${heapDir}/${stem}.heapprofile`, JSON.stringify(p));
  }
  await new Promise((r) => setImmediate(r));
  console.log(
    `${name.padEnd(16)} wall ${wall.toFixed(0).padStart(6)} ms  cpu ${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(6)} ms  gc ${(gcMs - g0).toFixed(0).padStart(5)} ms in ${gcCount - c0} pauses  heap ${mb()} MB`,
  );
  return out;
}

for (let r = 0; r < Number(values.runs); r++) {
  const file = values.config === undefined ? null : String(values.config);
  let config: TestConfig;
  if (file && existsSync(file)) config = JSON.parse(readFileSync(file, 'utf8'));
  else {
    const b1 = await phase('board', () => storedDftBoard(n));
    config = (await phase('propose', () => proposeTestConfig(b1))).config;
    if (file) writeFileSync(file, JSON.stringify(config));
  }
  collect();
  const b2 = await phase('board (fresh)', () => storedDftBoard(n));
  collect();
  const report = await phase('analyze cold', () => analyzeDft(b2, config), true);
  await phase('analyze warm', () => analyzeDft(b2, config), true);
  console.log(`selected ${report.testPoints.length}, findings ${report.findings.length}`);
  collect();
}
