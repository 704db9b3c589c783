// The fixture's 3D view (web/src/features/test-configs/fixture/fixture-scene.ts, the same scene the
// Fixture tab draws) in a bare page for the 3D benchmark: `window.fixture3d.run(design, seconds)`
// orbits the camera once per 4 s and counts the frames Chromium draws (requestAnimationFrame).
import type { FixtureDesign } from '@studio/core';
import * as THREE from 'three';
import { buildFixtureScene } from '../../web/src/features/test-configs/fixture/fixture-scene';

async function run(
  design: FixtureDesign,
  seconds: number,
): Promise<{ frames: number; seconds: number; fps: number; worstMs: number }> {
  const canvas = document.querySelector('canvas')!;
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false });
  renderer.setSize(1280, 720, false);
  const scene = new THREE.Scene();
  scene.add(new THREE.HemisphereLight(0xffffff, 0x445566, 2.2));
  const { group, radius, centre } = buildFixtureScene(design);
  scene.add(group);
  const camera = new THREE.PerspectiveCamera(40, 1280 / 720, 1, radius * 20);
  camera.up.set(0, 0, 1);
  renderer.render(scene, camera); // compile shaders, upload buffers: not timed
  return new Promise((resolve) => {
    let frames = 0;
    let worst = 0;
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
      renderer.render(scene, camera);
      frames++;
      worst = Math.max(worst, now - last);
      last = now;
      const elapsed = (now - start) / 1000;
      if (elapsed < seconds) requestAnimationFrame(frame);
      else resolve({ frames, seconds: elapsed, fps: frames / elapsed, worstMs: worst });
    };
    requestAnimationFrame(frame);
  });
}

(globalThis as unknown as { fixture3d: unknown }).fixture3d = { run };
