// Fixture design and fabrication package benchmark (issue 15): a synthetic board (bench/src/dft-
// synthetic.ts) with every bottom test point selected — about 5,000 probes at the default size — is
// designed (DFT analysis, kit, parts, plates, wiring, BOM) and its whole package written: drill
// files, DXFs, SVGs, STEP solids of the plates, CSVs, glTF, the tester files, the assembly PDF and the zip. Wall and CPU time per stage, median of
// --runs, with the 1-minute load average (the machine is shared). Target: design + package < 5 s.
//
//   node --import tsx bench/src/fixture-bench.ts [--points N] [--runs N]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  designFixture,
  emptyTestConfig,
  type HoleId,
  priceBom,
  plateFrame,
  supplyNetRoles,
  type TestConfig,
  writeTesterFiles,
  writePackageFiles,
  writePlateStep,
  zipPackage,
} from '@studio/core';
import { buildFabricationPackage, seedFixtureCatalog } from '@studio/server';
import { storedDftBoard } from './dft-synthetic';

const { values } = parseArgs({
  options: { points: { type: 'string', default: '5900' }, runs: { type: 'string', default: '3' } },
});
const n = Number(values.points);
const runs = Number(values.runs);
const board = storedDftBoard(n);
const config: TestConfig = {
  ...emptyTestConfig(),
  probeSide: 'bottom',
  locating: { method: 'guide-pins', holes: ['H0', 'H1', 'H2'] as HoleId[] },
  testPoints: board.testPoints
    .filter((t) => t.kind === 'testpoint' && t.side === 'bottom')
    .map((t) => ({ id: t.id })),
};
const catalog = seedFixtureCatalog();

const time = async <T>(f: () => Promise<T> | T): Promise<{ value: T; wallMs: number; cpuMs: number }> => {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await f();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  return { value, wallMs, cpuMs: (c.user + c.system) / 1000 };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stages: Record<string, { wall: number[]; cpu: number[] }> = {};
const record = (name: string, t: { wallMs: number; cpuMs: number }) => {
  stages[name] ??= { wall: [], cpu: [] };
  stages[name].wall.push(t.wallMs);
  stages[name].cpu.push(t.cpuMs);
};
const load0 = loadavg()[0]!;
let probes = 0;
let zipBytes = 0;
let stepBytes = 0;
let testerBytes = 0;
for (let r = 0; r < runs; r++) {
  const design = await time(() => designFixture(board, config, catalog));
  record('design (incl. DFT analysis)', design);
  probes = design.value.design.probes.length;
  const priced = priceBom(design.value.design.bom, catalog);
  const meta = {
    boardName: 'synthetic',
    boardSha256: '0'.repeat(64),
    testConfig: null,
    engineVersion: 'bench',
    verdict: 'pass' as const,
    failingRules: [],
  };
  const files = await time(() => writePackageFiles(design.value.design, priced, meta));
  record('writers (drl, dxf, svg, step, csv, glb)', files);
  const step = await time(() =>
    design.value.design.plates.map((p) => writePlateStep(p, plateFrame(p), ['bench']).length),
  );
  record('  of which STEP of the plates', step);
  const tester = await time(() =>
    writeTesterFiles({ board, design: design.value.design, meta, netRoles: supplyNetRoles(board) }),
  );
  record('tester files (GenCAD, i3070, 356A, flying probe)', tester);
  testerBytes = tester.value.reduce((a, f) => a + f.bytes.length, 0);
  stepBytes = step.value.reduce((a, b) => a + b, 0);
  const zip = await time(() => zipPackage(files.value, meta, design.value.design));
  record('zip', zip);
  const whole = await time(() =>
    buildFabricationPackage({
      board,
      config,
      catalog,
      boardName: 'synthetic',
      boardSha256: '0'.repeat(64),
      testConfig: null,
    }).then((p) => p.zip()),
  );
  record('whole package (design + files + PDF + zip)', whole);
  zipBytes = whole.value.length;
}
const load1 = loadavg()[0]!;
console.log(
  `Fixture bench: ${n} test points, ${probes} probes, package zip ${(zipBytes / 1e6).toFixed(1)} MB, STEP ${(stepBytes / 1e6).toFixed(1)} MB, tester files ${(testerBytes / 1e6).toFixed(1)} MB, ${runs} runs, load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
);
for (const [name, s] of Object.entries(stages))
  console.log(
    `  ${name.padEnd(46)} wall ${median(s.wall).toFixed(0).padStart(6)} ms   cpu ${median(s.cpu).toFixed(0).padStart(6)} ms`,
  );
console.log(
  JSON.stringify({
    bench: 'fixture',
    points: n,
    probes,
    zipBytes,
    stepBytes,
    testerBytes,
    load: [load0, load1],
    stages: Object.fromEntries(
      Object.entries(stages).map(([k, s]) => [k, { wallMs: median(s.wall), cpuMs: median(s.cpu) }]),
    ),
  }),
);
