import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const pageDir = resolve(here, '../viewer-page');

/** Flags for Debian's headless Chromium here: no GPU, so WebGL2 runs on SwiftShader (ANGLE/Vulkan). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Bundles bench/viewer-page (the viewer + the synthetic generator) into a temp folder; returns its index.html URL. */
export async function buildViewerPage(): Promise<{ url: string; cleanup: () => void }> {
  const out = mkdtempSync(join(tmpdir(), 'viewer-page-'));
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [join(pageDir, 'main.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    outfile: join(out, 'viewer-page.js'),
    logLevel: 'warning',
  });
  copyFileSync(join(pageDir, 'index.html'), join(out, 'index.html'));
  return {
    url: `file://${join(out, 'index.html')}`,
    cleanup: () => rmSync(out, { recursive: true, force: true }),
  };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** What the bench page exposes on `window.viewerBench` (see bench/viewer-page/main.ts). */
export interface ViewerPageApi {
  runCase(cfg: { padCount: number; renderer: 'webgl2' | 'canvas2d'; frames: number }): Promise<CaseResult>;
  show(board: unknown, padCount?: number): unknown;
  viewer: Record<string, (...args: never[]) => unknown> | null;
}

export const pageApi = (): ViewerPageApi =>
  (globalThis as unknown as { viewerBench: ViewerPageApi }).viewerBench;

export interface CaseResult {
  padCount: number;
  features: number;
  testPoints: number;
  renderer: string;
  generateMs: number;
  setBoardMs: number;
  firstFrameMs: number;
  firstFrameRenderMs: number;
  firstPixelsMs: number;
  warmFirstFrameMs: number[];
  sceneBuildMs: number;
  pan: { mainMs: number[]; intervalMs: number[] };
  zoom: { mainMs: number[]; intervalMs: number[] };
  panSynced: number[];
  longTasks: { count: number; maxMs: number };
  indexBuildMs: number;
  hitTestUs: number;
  searchMs: number;
}
