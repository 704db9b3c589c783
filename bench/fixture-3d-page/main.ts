// The fixture's 3D view (web/src/viewer-3d/board-scene.ts: board, bodies and fixture) in a bare page
// for the 3D benchmark. `window.fixture3d.setup(board, design, options)` builds the scene and draws
// its first frame (shaders compiled, buffers uploaded: not timed); `orbit(seconds)` then moves the
// camera and counts the frames Chromium draws (requestAnimationFrame).
// - mode 'stage': the app's own view (`Stage`, as the Fixture tab draws it) orbiting continuously,
//   with its drawing policy: while the camera moves it draws at the resolution that holds its frame
//   budget (decision 0049). The figure a user sees, and the resolution it was drawn at.
// - mode 'fixed': the scene drawn by a bare renderer at a fixed drawing-buffer size every frame,
//   orbiting once per 4 s (the figures before decision 0049 were taken so).
import type { Board, FixtureDesign } from '@studio/core';
import * as THREE from 'three';
import { buildBoardScene } from '../../web/src/viewer-3d/board-scene';
import { createRenderer } from '../../web/src/viewer-3d/renderer';
import { Stage, type StageFrame } from '../../web/src/viewer-3d/stage';

export interface SetupOptions {
  mode: 'stage' | 'fixed';
  /** The view's size in CSS pixels (fixed mode: the drawing buffer's). */
  width: number;
  height: number;
  /** Parts of the scene left out (`userData.part`: board, bodies, fixture, plates, probes, …), to find which one costs. */
  hide: string[];
}

export interface OrbitResult {
  frames: number;
  seconds: number;
  fps: number;
  worstMs: number;
  /** Mean time of three's render() call (fixed mode only: the stage's is inside it). */
  renderCallMs: number | null;
  /** Mean share of each axis drawn, and the mean drawing buffer (pixels) of the frames. */
  meanScale: number;
  meanBuffer: [number, number];
  /** The share of the last frame drawn. */
  lastScale: number;
}

interface Orbiter {
  orbit(seconds: number): Promise<OrbitResult>;
  /** Stops moving and draws one still frame (stage mode: at full resolution). */
  rest(): Promise<void>;
}

let current: Orbiter | null = null;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function summarise(frames: StageFrame[], start: number, renderCallMs: number | null): OrbitResult {
  const seconds = (frames.at(-1)!.at - start) / 1000;
  let worst = 0;
  for (let i = 1; i < frames.length; i++) worst = Math.max(worst, frames[i]!.at - frames[i - 1]!.at);
  const mean = (f: (x: StageFrame) => number) => frames.reduce((a, x) => a + f(x), 0) / frames.length;
  return {
    frames: frames.length,
    seconds,
    fps: frames.length / seconds,
    worstMs: worst,
    renderCallMs,
    meanScale: mean((x) => x.scale),
    meanBuffer: [Math.round(mean((x) => x.width)), Math.round(mean((x) => x.height))],
    lastScale: frames.at(-1)!.scale,
  };
}

async function setup(board: Board, design: FixtureDesign, o: SetupOptions): Promise<void> {
  const content = buildBoardScene(board, { design });
  if (!content) throw new Error('the bench board has no outline');
  content.group.traverse((part) => {
    if (o.hide.includes(part.userData.part)) part.visible = false;
  });
  current = o.mode === 'stage' ? await stageOrbiter(content, o) : await fixedOrbiter(content, o, design);
}

async function stageOrbiter(
  content: NonNullable<ReturnType<typeof buildBoardScene>>,
  o: SetupOptions,
): Promise<Orbiter> {
  const host = document.createElement('div');
  host.style.width = `${o.width}px`;
  host.style.height = `${o.height}px`;
  document.body.appendChild(host);
  let record: StageFrame[] | null = null;
  let drawn = 0;
  const stage = new Stage(host, {
    onFrame: (f) => {
      drawn++;
      record?.push(f);
    },
  });
  stage.show(content);
  while (drawn === 0) await nextFrame();
  return {
    async orbit(seconds) {
      const frames: StageFrame[] = [];
      record = frames;
      const start = performance.now();
      stage.setAutoRotate(true);
      while (performance.now() - start < seconds * 1000) await nextFrame();
      record = null;
      return summarise(frames, start, null);
    },
    async rest() {
      stage.setAutoRotate(false);
      const before = drawn;
      while (drawn === before) await nextFrame();
      await nextFrame();
    },
  };
}

async function fixedOrbiter(
  content: NonNullable<ReturnType<typeof buildBoardScene>>,
  o: SetupOptions,
  design: FixtureDesign,
): Promise<Orbiter> {
  const canvas = document.createElement('canvas');
  document.body.appendChild(canvas);
  const renderer = createRenderer(canvas);
  renderer.setSize(o.width, o.height);
  const scene = new THREE.Scene();
  const { group, centre } = content;
  scene.add(group);
  // The orbit of the first figures in docs/benchmarks.md: 1.5 board sizes out, one above.
  const b = design.board.box;
  const radius = Math.max(b.maxX - b.minX, b.maxY - b.minY, 40);
  const camera = new THREE.PerspectiveCamera(40, o.width / o.height, 1, radius * 20);
  camera.up.set(0, 0, 1);
  const place = (a: number) => {
    camera.position.set(
      centre.x + radius * 1.5 * Math.cos(a),
      centre.y + radius * 1.5 * Math.sin(a),
      centre.z + radius,
    );
    camera.lookAt(centre);
  };
  place(0);
  renderer.render(scene, camera); // compile shaders, upload buffers: not timed
  await nextFrame();
  return {
    orbit(seconds) {
      return new Promise((resolve) => {
        const frames: StageFrame[] = [];
        let renderCall = 0;
        const start = performance.now();
        const frame = (now: number) => {
          place(((now - start) / 4000) * 2 * Math.PI);
          const t0 = performance.now();
          renderer.render(scene, camera);
          renderCall += performance.now() - t0;
          frames.push({ at: now, moving: true, scale: 1, width: canvas.width, height: canvas.height });
          if (now - start < seconds * 1000) requestAnimationFrame(frame);
          else resolve(summarise(frames, start, renderCall / frames.length));
        };
        requestAnimationFrame(frame);
      });
    },
    async rest() {
      await nextFrame();
    },
  };
}

(globalThis as unknown as { fixture3d: unknown }).fixture3d = {
  setup,
  orbit: (seconds: number) => current!.orbit(seconds),
  rest: () => current!.rest(),
};
