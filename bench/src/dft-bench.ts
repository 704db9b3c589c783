// DFT engine benchmark on synthetic boards of n test points (default 10k and 100k; pass
// --sizes 10k,100k,1m for the million, with node --max-old-space-size=8192). For each size: the
// proposal (its time includes building the board indexes), the analysis of that proposal on a fresh
// copy of the board (cold: every index built) and again on the same board (warm: the outline and
// body indexes cached, as in the UI's live DFT while editing). Wall and CPU time (the
// machine is shared; CPU time includes the garbage collector's helper threads); median of --runs.
// Prints a table and a final single JSON line. Targets (issue #5): a full analysis of 100k test
// points < 1 s, 1M < 10 s, growing ≤ 12× per 10× points.
//
// With node --expose-gc it also reports what stays alive: the board alone, and the report on top.
//
//   node --import tsx bench/src/dft-bench.ts [--sizes 10k,100k,1m] [--runs N] [--runs-large N]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { analyzeDft, proposeTestConfig } from '@studio/core';
import { storedDftBoard } from './dft-synthetic';

interface Timing {
  wallMs: number;
  cpuMs: number;
}

interface DftResult {
  testPoints: number;
  candidates: number;
  selected: number;
  findings: number;
  propose: Timing;
  analyzeCold: Timing;
  analyzeWarm: Timing;
  heapMB: number;
  /** Live heap after a full collection (needs --expose-gc): the board alone, the report on top. */
  boardMB: number | null;
  reportMB: number | null;
  /** 1-minute load average before and after the size's runs. */
  load: [number, number];
}

const parseSize = (s: string) => {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`bad size "${s}"`);
  return Math.round(Number(m[1]) * ({ k: 1e3, m: 1e6 }[m[2]!.toLowerCase()] ?? 1));
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medianTiming = (ts: Timing[]): Timing => ({
  wallMs: median(ts.map((t) => t.wallMs)),
  cpuMs: median(ts.map((t) => t.cpuMs)),
});

function time<T>(f: () => T): [T, Timing] {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = f();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return [out, { wallMs, cpuMs: (c.user + c.system) / 1000 }];
}

/** Times the proposal on a board that is unreachable once this returns. */
function proposeOnFreshBoard(n: number) {
  const board = storedDftBoard(n);
  return time(() => proposeTestConfig(board));
}

const gc = (globalThis as { gc?: () => void }).gc;
const liveMB = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

function benchDft(n: number, runs: number): DftResult {
  const load0 = loadavg()[0]!;
  const propose: Timing[] = [];
  const cold: Timing[] = [];
  const warm: Timing[] = [];
  let last = { candidates: 0, selected: 0, findings: 0 };
  let live: { boardMB: number | null; reportMB: number | null } = { boardMB: null, reportMB: null };
  for (let r = 0; r < runs; r++) {
    // One board alive at a time: the proposal's board is dropped before the analysed one is made.
    // The generator is deterministic, so the second board has the same ids and no cached indexes.
    const [proposal, p] = proposeOnFreshBoard(n);
    gc?.();
    const before = liveMB();
    const board = storedDftBoard(n);
    const boardOnly = liveMB();
    const [report, c] = time(() => analyzeDft(board, proposal.config));
    const [, w] = time(() => analyzeDft(board, proposal.config));
    if (gc) live = { boardMB: boardOnly - before, reportMB: liveMB() - boardOnly };
    propose.push(p);
    cold.push(c);
    warm.push(w);
    last = {
      candidates: board.testPoints.length,
      selected: report.testPoints.length,
      findings: report.findings.length,
    };
  }
  return {
    testPoints: n,
    ...last,
    propose: medianTiming(propose),
    analyzeCold: medianTiming(cold),
    analyzeWarm: medianTiming(warm),
    heapMB: process.memoryUsage().heapUsed / 2 ** 20,
    ...live,
    load: [load0, loadavg()[0]!],
  };
}

const fmt = (t: Timing) => `${t.wallMs.toFixed(0).padStart(7)} ${t.cpuMs.toFixed(0).padStart(7)}`;

// run-all passes the same arguments to every benchmark: other benchmarks' options are ignored.
const { values } = parseArgs({
  strict: false,
  options: {
    sizes: { type: 'string', default: '10k,100k' },
    runs: { type: 'string', default: '3' },
    // Runs at 1M test points and beyond (each takes a minute or more).
    'runs-large': { type: 'string', default: '1' },
  },
});
const sizes = String(values.sizes).split(',').map(parseSize);
const runs = Number(values.runs);
const results: DftResult[] = [];
console.log('                                     propose          analyze cold     analyze warm');
console.log(
  `${'TPs'.padStart(8)} ${'cands'.padStart(8)} ${'selected'.padStart(8)} ${'findings'.padStart(8)}  ${'wall'.padStart(7)} ${'cpu'.padStart(7)}  ${'wall'.padStart(7)} ${'cpu'.padStart(7)}  ${'wall'.padStart(7)} ${'cpu'.padStart(7)}  heap MB`,
);
for (const n of sizes) {
  const r = benchDft(n, n >= 1e6 ? Number(values['runs-large']) : runs);
  results.push(r);
  console.log(
    `${String(r.testPoints).padStart(8)} ${String(r.candidates).padStart(8)} ${String(r.selected).padStart(8)} ${String(r.findings).padStart(8)}  ${fmt(r.propose)}  ${fmt(r.analyzeCold)}  ${fmt(r.analyzeWarm)}  ${r.heapMB.toFixed(0).padStart(7)}  load ${r.load.map((l) => l.toFixed(1)).join('→')}${r.boardMB === null ? '' : `  live: board ${r.boardMB.toFixed(0)} MB, report + board caches ${r.reportMB!.toFixed(0)} MB`}`,
  );
}
for (let i = 1; i < results.length; i++) {
  const [a, b] = [results[i - 1]!, results[i]!];
  const k = (b.testPoints / a.testPoints).toFixed(0);
  console.log(
    `growth ${a.testPoints} → ${b.testPoints} (×${k} points): cold analysis wall ×${(b.analyzeCold.wallMs / a.analyzeCold.wallMs).toFixed(1)}, cpu ×${(b.analyzeCold.cpuMs / a.analyzeCold.cpuMs).toFixed(1)}`,
  );
}
console.log(JSON.stringify({ benchmark: 'dft', node: process.version, results }));
