// Revision compare benchmark (issue 19: "comparing two 100k-pad revisions in < 1 s"). Rev A is the
// synthetic DFT board (bench/src/dft-synthetic.ts) with about --pads pads; rev B is rev A edited the
// way a designer edits a board: --moves test points moved 0.5 mm, every 200th resistor deleted, 20
// nets renamed. Rev A's fixture probes --probes of its bottom test points (guide pins on the tooling
// holes). Timed, median of --runs: the board diff alone (pads, vias, holes, components, nets,
// outline), and the whole comparison as the server runs it (A's fixture design, the diff, the carried
// configuration, B's fixture design and the delta) plus the delta files. With the 1-minute load
// average (the machine is shared). Target: < 1 s for the comparison.
//
// Each run compares freshly decoded copies of both boards (decoded outside the timers), as the server
// does per request: core caches indexes per board object (dft/board-cache.ts), so comparing the same
// objects again would time a warm cache the server never has. --warm reuses the objects (the figures
// recorded before 2026-11-28 were taken so).
//
//   node --import tsx bench/src/revision-bench.ts [--pads N] [--probes N] [--moves N] [--runs N] [--warm]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  type Board,
  type CompactBoard,
  compareRevisions,
  decodeBoard,
  diffBoards,
  encodeBoard,
  emptyTestConfig,
  finishBoard,
  fixtureDeltaFiles,
  type HoleId,
  type TestConfig,
} from '@studio/core';
import { seedFixtureCatalog } from '@studio/server';
import { storedDftBoard } from './dft-synthetic';
import { median, timeOnce } from './import/stats';

const { values } = parseArgs({
  options: {
    pads: { type: 'string', default: '100000' },
    probes: { type: 'string', default: '1000' },
    moves: { type: 'string', default: '100' },
    runs: { type: 'string', default: '3' },
    warm: { type: 'boolean', default: false },
  },
});
// The synthetic board has 1.5 pads per test point (n test points, n/4 two-pad resistors).
const n = Math.round(Number(values.pads) / 1.5);
const runs = Number(values.runs);
const a = storedDftBoard(n);

function revB(board: Board): Board {
  const b = JSON.parse(JSON.stringify(board)) as Board;
  const tps = b.pads.filter((p) => p.ref?.startsWith('TP'));
  const step = Math.max(1, Math.floor(tps.length / Number(values.moves)));
  for (let i = 0; i < tps.length; i += step) tps[i]!.x += 0.5;
  const resistors = b.components.filter((c) => c.ref.startsWith('R'));
  const gone = new Set(resistors.filter((_, i) => i % 200 === 0).map((c) => c.ref));
  b.components = b.components.filter((c) => !gone.has(c.ref));
  b.pads = b.pads.filter((p) => !p.ref || !gone.has(p.ref));
  const renamed = new Set(Array.from({ length: 20 }, (_, i) => `N${i * 7 + 3}`));
  for (const p of b.pads) if (p.net && renamed.has(p.net)) p.net = `${p.net}_B`;
  for (const v of b.vias) if (v.net && renamed.has(v.net)) v.net = `${v.net}_B`;
  return finishBoard(b);
}
const b = revB(a);
const bottom = a.testPoints.filter((t) => t.kind === 'testpoint' && t.side === 'bottom');
const every = Math.max(1, Math.floor(bottom.length / Number(values.probes)));
const config: TestConfig = {
  ...emptyTestConfig(),
  probeSide: 'bottom',
  locating: { method: 'guide-pins', holes: ['H0', 'H1', 'H2'] as HoleId[] },
  testPoints: bottom.filter((_, i) => i % every === 0).map((t) => ({ id: t.id })),
};
const catalog = seedFixtureCatalog();

const time = timeOnce;
const stages: Record<string, { wall: number[]; cpu: number[] }> = {};
const record = (name: string, t: { wallMs: number; cpuMs: number }) => {
  stages[name] ??= { wall: [], cpu: [] };
  stages[name].wall.push(t.wallMs);
  stages[name].cpu.push(t.cpuMs);
};

const stored = [a, b].map((x) => JSON.stringify(encodeBoard(x)));
const fresh = (i: number): Board =>
  values.warm ? [a, b][i]! : decodeBoard(JSON.parse(stored[i]!) as CompactBoard);

const load0 = loadavg()[0]!;
let summary = '';
for (let r = 0; r < runs; r++) {
  const [da, db] = [fresh(0), fresh(1)];
  record(
    'board diff (diffBoards)',
    time(() => diffBoards(da, db)),
  );
  const [ca, cb] = [fresh(0), fresh(1)];
  const whole = time(() => compareRevisions(ca, cb, config, { catalog }));
  record('whole comparison (compareRevisions)', whole);
  const files = time(() => fixtureDeltaFiles(whole.value.comparison, whole.value.designA));
  record('delta files', files);
  const c = whole.value.comparison;
  summary = `${c.verdict}; ${c.diff.pads.changed.length} pads changed, ${c.diff.pads.removed.length} removed, ${c.diff.nets.renamed.length} nets renamed; ${c.delta.probes.length} probe changes; ${files.value.length} delta files`;
}
const load1 = loadavg()[0]!;
console.log(
  `Revision bench: ${a.pads.length} → ${b.pads.length} pads, ${a.vias.length} vias, ${a.components.length} components, ${config.testPoints.length} probes selected on rev A, ${runs} runs (${values.warm ? 'the same board objects' : 'fresh boards'}), load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
);
console.log(`  ${summary}`);
for (const [name, s] of Object.entries(stages))
  console.log(
    `  ${name.padEnd(40)} wall ${median(s.wall).toFixed(0).padStart(6)} ms   cpu ${median(s.cpu).toFixed(0).padStart(6)} ms`,
  );
console.log(
  JSON.stringify({
    bench: 'revisions',
    pads: [a.pads.length, b.pads.length],
    probes: config.testPoints.length,
    warm: values.warm,
    load: [load0, load1],
    stages: Object.fromEntries(
      Object.entries(stages).map(([k, s]) => [k, { wallMs: median(s.wall), cpuMs: median(s.cpu) }]),
    ),
  }),
);
