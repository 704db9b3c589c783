// DFT engine benchmark: proposes a test configuration and analyses it on synthetic boards of n test
// points (default 10k and 100k; pass --sizes 10k,100k,1m for the million). Prints a table and a
// final single JSON line. Targets (brief of issue #5): 100k < 1 s, 1M < 10 s for the analysis,
// growing ≤ 12× per 10× points.
//
//   node --import tsx bench/src/dft-bench.ts [--sizes 10k,100k,1m] [--runs N]
import { parseArgs } from 'node:util';
import { analyzeDft, proposeTestConfig } from '@studio/core';
import { synthesizeDftBoard } from './dft-synthetic';

interface DftResult {
  testPoints: number;
  candidates: number;
  selected: number;
  findings: number;
  proposeMs: number;
  analyzeMs: number;
  totalMs: number;
  heapMB: number;
}

const parseSize = (s: string) => {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`bad size "${s}"`);
  return Math.round(Number(m[1]) * ({ k: 1e3, m: 1e6 }[m[2]!.toLowerCase()] ?? 1));
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const out = f();
  return [out, performance.now() - t0];
}

function benchDft(n: number, runs: number): DftResult {
  const board = synthesizeDftBoard(n);
  const propose: number[] = [];
  const analyze: number[] = [];
  let selected = 0;
  let findings = 0;
  for (let r = 0; r < runs; r++) {
    const [proposal, pMs] = time(() => proposeTestConfig(board));
    const [report, aMs] = time(() => analyzeDft(board, proposal.config));
    propose.push(pMs);
    analyze.push(aMs);
    selected = report.testPoints.length;
    findings = report.findings.length;
  }
  const proposeMs = median(propose);
  const analyzeMs = median(analyze);
  return {
    testPoints: n,
    candidates: board.testPoints.length,
    selected,
    findings,
    proposeMs,
    analyzeMs,
    totalMs: proposeMs + analyzeMs,
    heapMB: process.memoryUsage().heapUsed / 2 ** 20,
  };
}

// run-all passes the same arguments to every benchmark: other benchmarks' options are ignored.
const { values } = parseArgs({
  strict: false,
  options: { sizes: { type: 'string', default: '10k,100k' }, runs: { type: 'string', default: '3' } },
});
const sizes = String(values.sizes).split(',').map(parseSize);
const runs = Number(values.runs);
const results: DftResult[] = [];
console.log(
  `${'TPs'.padStart(8)} ${'cands'.padStart(8)} ${'selected'.padStart(8)} ${'findings'.padStart(8)} ${'propose ms'.padStart(11)} ${'analyze ms'.padStart(11)} ${'total ms'.padStart(9)} ${'heap MB'.padStart(8)}`,
);
for (const n of sizes) {
  const r = benchDft(n, n >= 1e6 ? 1 : runs);
  results.push(r);
  console.log(
    `${String(r.testPoints).padStart(8)} ${String(r.candidates).padStart(8)} ${String(r.selected).padStart(8)} ${String(r.findings).padStart(8)} ${r.proposeMs.toFixed(0).padStart(11)} ${r.analyzeMs.toFixed(0).padStart(11)} ${r.totalMs.toFixed(0).padStart(9)} ${r.heapMB.toFixed(0).padStart(8)}`,
  );
}
for (let i = 1; i < results.length; i++) {
  const [a, b] = [results[i - 1]!, results[i]!];
  const growth = b.analyzeMs / a.analyzeMs;
  console.log(
    `analysis growth ${a.testPoints} → ${b.testPoints}: ×${growth.toFixed(1)} for ×${(b.testPoints / a.testPoints).toFixed(0)} points`,
  );
}
console.log(JSON.stringify({ benchmark: 'dft', node: process.version, results }));
