// The fixture's 3D view orbiting in headless Chromium (issue 15 target: 5,000 probes at ≥ 50 frames/s):
// the design of bench/src/fixture-bench.ts's synthetic board (every bottom test point probed), drawn by
// the Fixture tab's scene (instanced probes) in a bare page, the camera orbiting for --seconds.
// Chromium here has no GPU: WebGL runs on SwiftShader (CPU), so this is the worst case for a viewer.
//
//   node --import tsx bench/src/fixture-3d-bench.ts [--points N] [--seconds S] [--width PX] [--height PX]
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
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
  logLevel: 'warning',
});
copyFileSync(join(pageDir, 'index.html'), join(out, 'index.html'));
const browser = await launchChromium();
try {
  const [width, height] = [Number(values.width), Number(values.height)];
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`file://${join(out, 'index.html')}`);
  const load0 = loadavg()[0]!;
  const result = (await page.evaluate(
    ([d, s]) =>
      (
        globalThis as unknown as { fixture3d: { run(d: unknown, s: number): Promise<unknown> } }
      ).fixture3d.run(d, s),
    [design, Number(values.seconds)] as const,
  )) as { frames: number; seconds: number; fps: number; worstMs: number };
  const load1 = loadavg()[0]!;
  console.log(
    `Fixture 3D: ${design.probes.length} probes, ${design.plates.length} plates, ${width} × ${height}, ${result.frames} frames in ${result.seconds.toFixed(1)} s: ${result.fps.toFixed(1)} frames/s (worst frame ${result.worstMs.toFixed(0)} ms), load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
  );
  console.log(
    JSON.stringify({
      bench: 'fixture-3d',
      probes: design.probes.length,
      viewport: [width, height],
      ...result,
      load: [load0, load1],
    }),
  );
} finally {
  await browser.close();
  rmSync(out, { recursive: true, force: true });
}
