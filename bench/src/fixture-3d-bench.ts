// The fixture's 3D view orbiting in headless Chromium (issue 15 target: 5,000 probes at ≥ 50 frames/s):
// the design of bench/src/fixture-bench.ts's synthetic board (every bottom test point probed), drawn by
// the Fixture tab's scene (board, component bodies and the fixture around it: web/src/viewer-3d/) in a bare page,
// the camera orbiting for --seconds. Prints frames/s, the resolution the frames were drawn at and the
// CPU Chromium spent per frame. Chromium here has no GPU: WebGL runs on SwiftShader (CPU), so this is
// the worst case for a viewer.
//   --mode stage (default): the app's view (`Stage`) orbiting with its drawing policy — while the
//     camera moves, the resolution that holds its frame budget (decision 0049): what a user sees.
//   --mode fixed: a bare renderer drawing a fixed --width × --height buffer every frame (the figures
//     before decision 0049).
//   --shot PREFIX: screenshots PREFIX-moving.png (at the end of the orbit) and PREFIX-rest.png.
//
//   node --import tsx bench/src/fixture-3d-bench.ts [--points N] [--seconds S] [--width PX] [--height PX]
//     [--mode stage|fixed] [--hide board,bodies,fixture,plates,probes,guide-pins,pressure-pins] [--shot PREFIX]
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { designFixture, emptyTestConfig, type HoleId, type TestConfig } from '@studio/core';
import { seedFixtureCatalog } from '@studio/server';
import { build } from 'esbuild';
import { storedDftBoard } from './dft-synthetic';
import { launchChromium } from './viewer-page-build';

const { values } = parseArgs({
  options: {
    points: { type: 'string', default: '5900' },
    seconds: { type: 'string', default: '8' },
    // A smaller page tells whether filling pixels (SwiftShader) or the scene is what costs.
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '720' },
    // Parts of the scene left out, to find which one costs.
    hide: { type: 'string', default: '' },
    mode: { type: 'string', default: 'stage' },
    shot: { type: 'string' },
  },
});
const board = storedDftBoard(Number(values.points));
const config: TestConfig = {
  ...emptyTestConfig(),
  probeSide: 'bottom',
  locating: { method: 'guide-pins', holes: ['H0', 'H1', 'H2'] as HoleId[] },
  testPoints: board.testPoints
    .filter((t) => t.kind === 'testpoint' && t.side === 'bottom')
    .map((t) => ({ id: t.id })),
};
const { design } = designFixture(board, config, seedFixtureCatalog());

const pageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../fixture-3d-page');
const out = mkdtempSync(join(tmpdir(), 'fixture-3d-page-'));
await build({
  entryPoints: [join(pageDir, 'main.ts')],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  outfile: join(out, 'fixture-3d-page.js'),
  // core's barrel reaches glTF-Transform, whose Node file reader imports these lazily (never here).
  external: ['node:fs', 'node:path'],
  logLevel: 'warning',
});
copyFileSync(join(pageDir, 'index.html'), join(out, 'index.html'));
/**
 * CPU ms (user + system) spent so far by this process's descendants — Chromium's browser, renderer
 * and GPU processes (SwiftShader draws in the GPU process's threads). Unlike frames/s it does not
 * depend on what else the shared machine runs: the figure to compare between changes here.
 */
function chromiumCpuMs(): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(f[1]));
      ticks.set(Number(name), Number(f[11]) + Number(f[12]));
    } catch {
      // the process ended while we read
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p))
      if (p === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, t] of ticks) if (isDescendant(pid)) total += t;
  return (total * 1000) / 100; // USER_HZ is 100 on Linux
}

/** What the page's orbit() answers (bench/fixture-3d-page/main.ts, a browser bundle outside this project's types). */
interface OrbitResult {
  frames: number;
  seconds: number;
  fps: number;
  worstMs: number;
  renderCallMs: number | null;
  meanScale: number;
  meanBuffer: [number, number];
  lastScale: number;
}
type Api = {
  setup(b: unknown, d: unknown, o: unknown): Promise<void>;
  orbit(seconds: number): Promise<OrbitResult>;
  rest(): Promise<void>;
};

const mode = values.mode === 'fixed' ? 'fixed' : 'stage';
const browser = await launchChromium();
try {
  const [width, height] = [Number(values.width), Number(values.height)];
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`file://${join(out, 'index.html')}`);
  // Building the scene and its first frame are not timed (neither frames/s nor CPU a frame).
  await page.evaluate(([b, d, o]) => (globalThis as unknown as { fixture3d: Api }).fixture3d.setup(b, d, o), [
    board,
    design,
    { mode, width, height, hide: values.hide.split(',').filter(Boolean) },
  ] as const);
  console.error(`Scene drawn; orbiting for ${values.seconds} s (Chromium ${browser.version()})`);
  const load0 = loadavg()[0]!;
  const cpu0 = chromiumCpuMs();
  const result = await page.evaluate(
    (s) => (globalThis as unknown as { fixture3d: Api }).fixture3d.orbit(s),
    Number(values.seconds),
  );
  const cpuPerFrameMs = (chromiumCpuMs() - cpu0) / result.frames;
  const load1 = loadavg()[0]!;
  if (values.shot) {
    await page.screenshot({ path: `${values.shot}-moving.png` });
    await page.evaluate(() => (globalThis as unknown as { fixture3d: Api }).fixture3d.rest());
    await page.screenshot({ path: `${values.shot}-rest.png` });
  }
  const [bw, bh] = result.meanBuffer;
  console.log(
    `Fixture 3D (${mode}): ${design.probes.length} probes, ${design.plates.length} plates, ${board.components.length} components, view ${width} × ${height}, drawn at ${bw} × ${bh} on average (share ${result.meanScale.toFixed(2)}, last ${result.lastScale.toFixed(2)}), ${result.frames} frames in ${result.seconds.toFixed(1)} s: ${result.fps.toFixed(1)} frames/s (worst frame ${result.worstMs.toFixed(0)} ms${result.renderCallMs === null ? '' : `, render() call ${result.renderCallMs.toFixed(1)} ms`}, Chromium CPU ${cpuPerFrameMs.toFixed(0)} ms a frame)${values.hide ? `, without ${values.hide}` : ''}, load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
  );
  console.log(
    JSON.stringify({
      bench: 'fixture-3d',
      mode,
      probes: design.probes.length,
      view: [width, height],
      hide: values.hide,
      ...result,
      cpuPerFrameMs,
      load: [load0, load1],
    }),
  );
} finally {
  await browser.close();
  rmSync(out, { recursive: true, force: true });
}
