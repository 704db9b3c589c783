// The fixture's 3D view (web/src/viewer-3d/board-scene.ts: board, bodies and fixture, with the
// renderer the Fixture tab's view uses) in a bare page for the 3D benchmark: `window.fixture3d.run(board, design, options)`
// orbits the camera once per 4 s and counts the frames Chromium draws (requestAnimationFrame).
import type { Board, FixtureDesign } from '@studio/core';
import * as THREE from 'three';
import { buildBoardScene } from '../../web/src/viewer-3d/board-scene';
import { createRenderer } from '../../web/src/viewer-3d/renderer';

export interface RunOptions {
  seconds: number;
  /** The canvas's drawing buffer in pixels (the page's viewport does not size it). */
  width: number;
  height: number;
  /** Parts of the scene left out (`userData.part`: board, bodies, fixture, plates, probes, …), to find which one costs. */
  hide: string[];
}

async function run(
  board: Board,
  design: FixtureDesign,
  o: RunOptions,
): Promise<{ frames: number; seconds: number; fps: number; worstMs: number; renderCallMs: number }> {
  const canvas = document.createElement('canvas');
  document.body.appendChild(canvas);
  const renderer = createRenderer(canvas);
  renderer.setSize(o.width, o.height);
  const scene = new THREE.Scene();
  const content = buildBoardScene(board, { design });
  if (!content) throw new Error('the bench board has no outline');
  const { group, centre } = content;
  // The orbit of the first figures in docs/benchmarks.md: 1.5 board sizes out, one above.
  const b = design.board.box;
  const radius = Math.max(b.maxX - b.minX, b.maxY - b.minY, 40);
  group.traverse((part) => {
    if (o.hide.includes(part.userData.part)) part.visible = false;
  });
  scene.add(group);
  const camera = new THREE.PerspectiveCamera(40, o.width / o.height, 1, radius * 20);
  camera.up.set(0, 0, 1);
  renderer.render(scene, camera); // compile shaders, upload buffers: not timed
  return new Promise((resolve) => {
    let frames = 0;
    let worst = 0;
    let renderCall = 0;
    const start = performance.now();
    let last = start;
    const frame = (now: number) => {
      const a = ((now - start) / 4000) * 2 * Math.PI;
      camera.position.set(
        centre.x + radius * 1.5 * Math.cos(a),
        centre.y + radius * 1.5 * Math.sin(a),
        centre.z + radius,
      );
      camera.lookAt(centre);
      const t0 = performance.now();
      renderer.render(scene, camera);
      renderCall += performance.now() - t0;
      frames++;
      worst = Math.max(worst, now - last);
      last = now;
      const elapsed = (now - start) / 1000;
      if (elapsed < o.seconds) requestAnimationFrame(frame);
      else
        resolve({
          frames,
          seconds: elapsed,
          fps: frames / elapsed,
          worstMs: worst,
          renderCallMs: renderCall / frames,
        });
    };
    requestAnimationFrame(frame);
  });
}

(globalThis as unknown as { fixture3d: unknown }).fixture3d = { run };
