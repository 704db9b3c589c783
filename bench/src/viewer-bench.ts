// Board viewer benchmark: synthetic boards (10k / 100k / 1M pads) in headless Chromium.
// Usage: node --import tsx bench/src/viewer-bench.ts [--sizes 10k,100k,1M] [--frames 120] [--canvas2d]
import { cpus, loadavg, totalmem } from 'node:os';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuBetween, cpuPerFrame, readMarks } from './viewer-trace';
import { buildViewerPage, type CaseResult, launchChromium, type ViewerPageApi } from './viewer-page-build';

interface Stats {
  median: number;
  p95: number;
  max: number;
}

export function stats(values: number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? Number.NaN };
}

/** "10000", "10k", "1M" → a count (the other benchmarks' --sizes spelling works here too). */
export function parseCount(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!m) throw new Error(`--sizes: "${text}" is not a count like 10000, 10k or 1M`);
  const unit = m[2]!.toLowerCase();
  return Math.round(Number(m[1]) * (unit === 'k' ? 1e3 : unit === 'm' ? 1e6 : 1));
}

function parseArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  // 1M takes ~25 minutes here (generation and idle-time preparation in the page): ask for it.
  const sizes = (get('--sizes') ?? '10k,100k').split(',').map(parseCount);
  const frames = Number(get('--frames') ?? 120);
  const renderers: ('webgl2' | 'canvas2d')[] = argv.includes('--canvas2d')
    ? ['webgl2', 'canvas2d']
    : ['webgl2'];
  return { sizes, frames, renderers };
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const trio = (s: Stats) => `${f1(s.median)} / ${f1(s.p95)} / ${f1(s.max)}`;

function summarise(r: CaseResult) {
  return {
    pads: r.padCount,
    renderer: r.renderer,
    firstFrameMs: r.firstFrameMs,
    firstPixelsMs: r.firstPixelsMs,
    warmFirstFrameMs: Math.min(...r.warmFirstFrameMs),
    setBoardMs: r.setBoardMs,
    firstFrameRenderMs: r.firstFrameRenderMs,
    sceneBuildMs: r.sceneBuildMs,
    panMainMs: stats(r.pan.mainMs),
    zoomMainMs: stats(r.zoom.mainMs),
    panIntervalMs: stats(r.pan.intervalMs),
    zoomIntervalMs: stats(r.zoom.intervalMs),
    panSyncedMs: stats(r.panSynced),
    longTasks: r.longTasks,
    indexBuildMs: r.indexBuildMs,
    hitTestUs: r.hitTestUs,
    searchMs: r.searchMs,
  };
}

/** Main-thread CPU (not wall) time: first frame cold and warm, and per pan / zoom frame cycle. */
function cpuSummary(marks: ReturnType<typeof readMarks>) {
  return {
    firstFrameMs: cpuBetween(marks, 'vb-first-start', 'vb-first-end'),
    warmFirstFrameMs: Math.min(
      cpuBetween(marks, 'vb-warm0-start', 'vb-warm0-end'),
      cpuBetween(marks, 'vb-warm1-start', 'vb-warm1-end'),
    ),
    panFrameMs: stats(cpuPerFrame(marks, 'pan')),
    zoomFrameMs: stats(cpuPerFrame(marks, 'zoom')),
  };
}

type Row = ReturnType<typeof summarise> & { cpu: ReturnType<typeof cpuSummary> };

function printCpuTable(rows: Row[]): void {
  console.log('\nmain-thread CPU time (trace thread clock):');
  console.log(
    ['pads', 'renderer', 'first frame cold / warm', 'pan frame med/p95/max', 'zoom frame med/p95/max'].join(
      ' | ',
    ),
  );
  for (const r of rows) {
    const c = r.cpu;
    console.log(
      [
        r.pads,
        r.renderer,
        `${f1(c.firstFrameMs)} / ${f1(c.warmFirstFrameMs)} ms`,
        `${trio(c.panFrameMs)} ms`,
        `${trio(c.zoomFrameMs)} ms`,
      ].join(' | '),
    );
  }
}

function printTable(rows: Row[]): void {
  const head = [
    'pads',
    'renderer',
    'first frame cold/warm',
    'first pixels',
    'pan main med/p95/max',
    'zoom main med/p95/max',
    'pan interval med/p95',
    'pan synced med/p95',
    'long tasks',
    'index build',
    'hit test',
  ];
  console.log(head.join(' | '));
  for (const r of rows) {
    console.log(
      [
        r.pads,
        r.renderer,
        `${f1(r.firstFrameMs)} / ${f1(r.warmFirstFrameMs)} ms`,
        `${f1(r.firstPixelsMs)} ms`,
        `${trio(r.panMainMs)} ms`,
        `${trio(r.zoomMainMs)} ms`,
        `${f1(r.panIntervalMs.median)} / ${f1(r.panIntervalMs.p95)} ms`,
        `${f1(r.panSyncedMs.median)} / ${f1(r.panSyncedMs.p95)} ms`,
        `${r.longTasks.count} (max ${f1(r.longTasks.maxMs)} ms)`,
        `${f1(r.indexBuildMs)} ms`,
        `${r.hitTestUs.toFixed(1)} µs`,
      ].join(' | '),
    );
  }
}

async function main(): Promise<void> {
  const { sizes, frames, renderers } = parseArgs(process.argv.slice(2));
  const loadBefore = loadavg()[0];
  const page = await buildViewerPage();
  const browser = await launchChromium();
  const rows: Row[] = [];
  try {
    for (const padCount of sizes) {
      for (const renderer of renderers) {
        if (renderer === 'canvas2d' && padCount > 10_000) continue; // seconds per frame beyond
        const tab = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
        try {
          await tab.goto(page.url);
          const tracePath = join(tmpdir(), `viewer-bench-${process.pid}-${padCount}-${renderer}.json`);
          await browser.startTracing(tab, { path: tracePath, categories: ['blink.user_timing'] });
          const result = await tab.evaluate(
            (cfg) => (globalThis as unknown as { viewerBench: ViewerPageApi }).viewerBench.runCase(cfg),
            { padCount, renderer, frames },
          );
          await browser.stopTracing();
          const marks = readMarks(tracePath);
          rmSync(tracePath, { force: true });
          rows.push({ ...summarise(result), cpu: cpuSummary(marks) });
          // Each case as it finishes, so a long run cut short still leaves its figures.
          console.error(`done: ${padCount} pads, ${renderer}: ${JSON.stringify(rows.at(-1))}`);
        } catch (err) {
          console.error(`FAILED: ${padCount} pads, ${renderer}: ${(err as Error).message.split('\n')[0]}`);
        } finally {
          await tab.close();
        }
      }
    }
  } finally {
    await browser.close();
    page.cleanup();
  }
  console.log('wall time (performance.now):');
  printTable(rows);
  printCpuTable(rows);
  const machine = {
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAvg1min: [loadBefore, loadavg()[0]],
  };
  // The machine is shared: the load average says how much of it this run really had.
  console.log(
    `machine: ${machine.nproc} cores, ${machine.cpu}, ${machine.memoryGiB} GiB, 1-min load ${machine.loadAvg1min.map((l) => l?.toFixed(1)).join(' → ')}`,
  );
  console.log(
    JSON.stringify({ bench: 'board-viewer', date: new Date().toISOString(), machine, frames, results: rows }),
  );
}

await main();
