// Screenshots of the board viewer in headless Chromium, to look at (NOT stored in the repo).
// Usage: node --import tsx bench/src/viewer-shots.ts [out-dir] — default /tmp/viewer-shots.
// Shows /work/shared/testdata/kicad/pic_programmer.kicad_pcb through importKicad when both exist,
// otherwise a synthetic board.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@studio/core';
import type { Board } from '@studio/core';
import type { Page } from 'playwright-core';
import { buildViewerPage, launchChromium } from './viewer-page-build';

const OUT = resolve(process.argv[2] ?? '/tmp/viewer-shots');
const KICAD = resolve(import.meta.dirname, '../../../shared/testdata/kicad/pic_programmer.kicad_pcb');

function loadRealBoard(): Board | null {
  const importKicad = (core as unknown as { importKicad?: (text: string, file: string) => { board: Board } })
    .importKicad;
  if (!importKicad || !existsSync(KICAD)) return null;
  return importKicad(readFileSync(KICAD, 'utf8'), 'pic_programmer.kicad_pcb').board;
}

/** The net with the most pads (usually GND): the most telling one to highlight. */
function busiestNet(board: Board): string | null {
  const counts = new Map<string, number>();
  for (const p of board.pads) if (p.net) counts.set(p.net, (counts.get(p.net) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const call = (page: Page, js: string) =>
  page.evaluate(`(() => { const v = window.viewerBench.viewer; ${js} })()`);

async function shoot(page: Page, name: string): Promise<void> {
  await call(page, 'v.renderNow();');
  await page.waitForTimeout(150);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  console.log(`${OUT}/${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const real = loadRealBoard();
  console.log(
    real
      ? `board: pic_programmer (${real.pads.length} pads)`
      : 'board: synthetic (importKicad not available)',
  );
  const built = await buildViewerPage();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(built.url);
    await page.evaluate((b) => {
      (globalThis as unknown as { viewerBench: { show: (b: unknown) => void } }).viewerBench.show(b);
    }, real);
    await page.waitForTimeout(300);
    await shoot(page, '01-top-light');
    await call(page, "v.setSide('bottom');");
    await shoot(page, '02-bottom-light');
    await call(page, "v.setTheme('dark');");
    await shoot(page, '03-bottom-dark');
    await call(page, "v.setSide('top');");
    await shoot(page, '04-top-dark');
    const net = real ? busiestNet(real) : 'GND';
    await call(page, `v.setTheme('light'); v.highlightNet(${JSON.stringify(net)});`);
    await shoot(page, '05-net-highlight-light');
    await call(page, `v.setTheme('dark');`);
    await shoot(page, '06-net-highlight-dark');
    await measureShot(page, real);
    await call(page, "v.clearMeasure(); v.setTool('select'); v.highlightNet(null); v.setTheme('light');");
    await markersShot(page, real);
    await call(page, "v.setMarkers([]); v.setHighlights([]); v.select([]); v.search('U1', { focus: true });");
    await shoot(page, '09-search-U1-zoomed');
    await page.evaluate(() => {
      (globalThis as unknown as { viewerBench: { show: (b: unknown, n: number) => void } }).viewerBench.show(
        null,
        100_000,
      );
    });
    await page.waitForTimeout(500);
    await shoot(page, '10-synthetic-100k-top');
    await call(page, 'v.zoomBy(12, { x: 640, y: 400 });');
    await shoot(page, '11-synthetic-100k-zoomed');
  } finally {
    await browser.close();
    built.cleanup();
  }
}

/** Clicks two pads with the measure tool and hovers a third. */
async function measureShot(page: Page, board: Board | null): Promise<void> {
  const pads = board ? board.pads.filter((p) => p.side !== 'bottom') : [];
  const a = pads[0] ?? { x: 10, y: 10 };
  const b = pads[Math.min(pads.length - 1, 12)] ?? { x: 40, y: 30 };
  const [qa, qb] = (await page.evaluate(
    `[window.viewerBench.viewer.toScreen(${JSON.stringify({ x: a.x, y: a.y })}), window.viewerBench.viewer.toScreen(${JSON.stringify({ x: b.x, y: b.y })})]`,
  )) as { x: number; y: number }[];
  await call(page, "v.highlightNet(null); v.setTheme('light'); v.setTool('measure');");
  await page.mouse.click(qa!.x + 3, qa!.y + 2);
  await page.mouse.click(qb!.x - 2, qb!.y + 3);
  await page.mouse.move(qb!.x + 1, qb!.y);
  await shoot(page, '07-measure-light');
}

/** DFT-like markers and highlight sets, plus a selection. */
async function markersShot(page: Page, board: Board | null): Promise<void> {
  const pads = board?.pads ?? [];
  const pick = (k: number) => pads.filter((_, i) => i % k === 0).map((p) => p.id);
  const markers = pads
    .slice(0, 40)
    .filter((_, i) => i % 8 === 0)
    .map((p, i) => ({
      id: `m${i}`,
      x: p.x,
      y: p.y,
      severity: (['fail', 'warning', 'info', 'pass'] as const)[i % 4],
      label: `Finding ${i + 1}`,
    }));
  const highlights = [
    { ids: pick(7), color: '#2f9e44', fill: true },
    { ids: pick(11), color: '#e03131' },
  ];
  await page.evaluate(
    ([m, h, sel]) => {
      const v = (globalThis as unknown as { viewerBench: { viewer: Record<string, (x: unknown) => void> } })
        .viewerBench.viewer;
      v.setMarkers!(m);
      v.setHighlights!(h);
      v.select!(sel);
    },
    [markers, highlights, pads.slice(3, 5).map((p) => p.id)] as const,
  );
  await shoot(page, '08-highlights-markers-selection');
}

await main();
