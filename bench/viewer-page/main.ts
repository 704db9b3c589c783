// Benchmark / screenshot page for the 2D board viewer. Bundled by bench/src/viewer-page-build.ts and
// driven from Node through playwright-core; everything it measures is measured here, in the page.
import type { Board } from '@studio/core';
import { generateViewerBoard } from '../src/viewer-synthetic';
import { FeatureIndex } from '../../web/src/viewer/hit/feature-index';
import { createBoardViewer } from '../../web/src/viewer/index';
import { buildScene } from '../../web/src/viewer/scene/scene-build';
import type { BoardViewer, FrameEvent } from '../../web/src/viewer/types';

export interface CaseConfig {
  padCount: number;
  renderer: 'webgl2' | 'canvas2d';
  frameCache?: 'auto' | 'on' | 'off';
  /** Pause between the board load and the pan / zoom runs (ms). */
  idleWaitMs?: number;
  frames: number;
  seed?: number;
}

const nextAnimationFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Forces the GPU (SwiftShader here) to finish the last frame by reading one pixel back. */
function readBack(canvas: HTMLCanvasElement): void {
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const ctx = probe.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(canvas, canvas.width / 2, canvas.height / 2, 1, 1, 0, 0, 1, 1);
  ctx.getImageData(0, 0, 1, 1);
}

function container(): HTMLElement {
  document.body.replaceChildren();
  const el = document.createElement('div');
  el.style.cssText = 'width:1280px;height:800px;position:relative;';
  document.body.append(el);
  return el;
}

/**
 * Resolves with the next frame the viewer draws. `mark` sets a User Timing mark inside the frame
 * callback: the Node side reads the main thread's CPU clock at each mark from a trace (see
 * viewer-trace.ts), which the shared machine's load cannot inflate the way it inflates wall time.
 */
function frameOf(viewer: BoardViewer, mark?: string): Promise<FrameEvent> {
  return new Promise((resolve) => {
    const off = viewer.on('frame', (e) => {
      if (mark) performance.mark(mark);
      off();
      resolve(e);
    });
  });
}

interface Series {
  mainMs: number[];
  intervalMs: number[];
  syncedMs: number[];
}

/** Runs `frames` frames, each one `step` followed by the viewer's own animation-frame render. */
async function drive(
  viewer: BoardViewer,
  frames: number,
  step: (i: number) => void,
  sync: boolean,
  label = '',
): Promise<Series> {
  const canvas = document.querySelector('canvas')!;
  const s: Series = { mainMs: [], intervalMs: [], syncedMs: [] };
  let last = performance.now();
  if (label) performance.mark(`vb-${label}-start`);
  for (let i = 0; i < frames; i++) {
    const done = frameOf(viewer, label ? `vb-${label}-${i}` : undefined);
    step(i);
    const e = await done;
    s.mainMs.push(e.durationMs);
    if (sync) {
      const t = performance.now();
      readBack(canvas);
      s.syncedMs.push(e.durationMs + performance.now() - t);
    }
    const now = performance.now();
    s.intervalMs.push(now - last);
    last = now;
  }
  return s;
}

function longTaskRecorder() {
  const entries: number[] = [];
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) entries.push(e.duration);
  });
  obs.observe({ type: 'longtask' });
  return () => {
    obs.disconnect();
    return { count: entries.length, maxMs: entries.length ? Math.max(...entries) : 0 };
  };
}

async function runCase(cfg: CaseConfig) {
  const el = container();
  const t0 = performance.now();
  const board = generateViewerBoard({ padCount: cfg.padCount, seed: cfg.seed ?? 1 });
  const generateMs = performance.now() - t0;
  const viewer = createBoardViewer(el, { renderer: cfg.renderer, frameCache: cfg.frameCache ?? 'auto' });
  await nextAnimationFrame();
  await nextAnimationFrame();
  const canvas = el.querySelector('canvas')!;
  const first = frameOf(viewer, 'vb-first-end');
  performance.mark('vb-first-start');
  const start = performance.now();
  viewer.setBoard(board);
  const setBoardMs = performance.now() - start;
  const firstEvent = await first;
  const firstFrameMs = performance.now() - start;
  readBack(canvas);
  const firstPixelsMs = performance.now() - start;
  // Two more loads of the same board: warm JIT, and a second opinion on a busy machine.
  const warmFirstFrameMs: number[] = [];
  for (let k = 0; k < 2; k++) {
    viewer.setBoard(null);
    await frameOf(viewer);
    const again = frameOf(viewer, `vb-warm${k}-end`);
    performance.mark(`vb-warm${k}-start`);
    const t = performance.now();
    viewer.setBoard(board);
    await again;
    warmFirstFrameMs.push(performance.now() - t);
  }

  // Let the idle-time work of a new board (hit-test index, test-point rings) finish first: this
  // measures steady-state pan / zoom, as a person starts moving a second or more after the load.
  const idleWaitMs = cfg.idleWaitMs ?? 4000;
  await new Promise((resolve) => setTimeout(resolve, idleWaitMs));
  const stopLongTasks = longTaskRecorder();
  const pan = await drive(
    viewer,
    cfg.frames,
    (i) => viewer.panBy(i % 40 < 20 ? 7 : -7, i % 20 < 10 ? 4 : -4),
    false,
    'pan',
  );
  const zoom = await drive(
    viewer,
    cfg.frames,
    (i) => viewer.zoomBy(i % 30 < 15 ? 1.06 : 1 / 1.06, { x: 500, y: 300 }),
    false,
    'zoom',
  );
  const longTasks = stopLongTasks();
  const syncFrames = Math.min(cfg.frames, 30);
  const panSynced = await drive(viewer, syncFrames, (i) => viewer.panBy(i % 2 ? 9 : -9, 0), true);

  const hit = measureHitTest(board);
  const sceneMs = timeIt(() => buildScene(board));
  const searchMs = timeIt(() => viewer.search('U1'));
  viewer.destroy();
  return {
    idleWaitMs,
    padCount: board.pads.length,
    features: board.pads.length + board.vias.length + board.holes.length + board.components.length,
    testPoints: board.testPoints.length,
    renderer: viewer.rendererKind,
    generateMs,
    setBoardMs,
    firstFrameMs,
    firstFrameRenderMs: firstEvent.durationMs,
    firstPixelsMs,
    warmFirstFrameMs,
    sceneBuildMs: sceneMs,
    pan,
    zoom,
    panSynced: panSynced.syncedMs,
    longTasks,
    ...hit,
    searchMs,
  };
}

function timeIt(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

function measureHitTest(board: Board) {
  let index: FeatureIndex | null = null;
  const indexBuildMs = timeIt(() => {
    index = new FeatureIndex(board);
  });
  const outer = board.outline[0]!.outer;
  const maxX = Math.max(...outer.map((p) => p.x));
  const maxY = Math.max(...outer.map((p) => p.y));
  const view = {
    side: 'top' as const,
    layers: {
      outline: true,
      padsTop: true,
      padsBottom: true,
      holes: true,
      vias: true,
      components: true,
      testPoints: true,
    },
  };
  const n = 2000;
  const t = performance.now();
  for (let i = 0; i < n; i++)
    index!.hitTest(
      { x: (((i * 7919) % 1000) / 1000) * maxX, y: (((i * 104729) % 1000) / 1000) * maxY },
      0.05,
      view,
    );
  return { indexBuildMs, hitTestUs: ((performance.now() - t) / n) * 1000 };
}

declare global {
  interface Window {
    viewerBench: {
      runCase: typeof runCase;
      show: typeof show;
      viewer: BoardViewer | null;
      generateViewerBoard: typeof generateViewerBoard;
    };
  }
}

/** For screenshots: shows `board` (or a synthetic one) in a fresh viewer, returned for driving. */
function show(board: Board | null, padCount = 2000): BoardViewer {
  window.viewerBench.viewer?.destroy();
  const el = container();
  const viewer = createBoardViewer(el);
  viewer.setBoard(board ?? generateViewerBoard({ padCount }));
  window.viewerBench.viewer = viewer;
  return viewer;
}

window.viewerBench = { runCase, show, viewer: null, generateViewerBoard };
