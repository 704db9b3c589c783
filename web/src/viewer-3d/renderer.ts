import * as THREE from 'three';

/**
 * The WebGL renderer both 3D views use. Colours reach it already sRGB-encoded (`bakeLight`, the pins'
 * shader), so it writes them as they are instead of encoding every pixel. No multisampling: on
 * SwiftShader (no GPU) it multiplies the cost of filling pixels.
 */
export function createRenderer(canvas?: HTMLCanvasElement): THREE.WebGLRenderer {
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, alpha: true });
  renderer.outputColorSpace = THREE.LinearSRGBColorSpace;
  return renderer;
}
