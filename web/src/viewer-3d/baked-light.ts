import * as THREE from 'three';

/**
 * Light baked into vertex colours, drawn with an unlit material. The scene's light is fixed in the
 * board frame (a sky/ground hemisphere and one sun), so a diffuse (Lambert) shade does not change as
 * the camera orbits and can be computed once per vertex. The fragment shader is then a colour copy:
 * Chromium without a GPU draws WebGL on the CPU (SwiftShader), where three's physically based
 * material cost ~70 ms of CPU per full-screen layer at 1280 × 720 (docs/benchmarks.md, 3D view).
 * The colours are stored already sRGB-encoded and the renderer writes them as they are
 * (`createRenderer`): the per-pixel encoding was another third of a frame there.
 */
export const SUN_LIGHT = {
  /** Towards the sun, board frame. */
  direction: new THREE.Vector3(0.45, -0.55, 1).normalize(),
  /** Hemisphere shade of a face looking straight up and straight down. */
  sky: 0.62,
  ground: 0.32,
  sunWeight: 0.48,
};

/** The diffuse shade (a factor on the linear colour) of a face whose normal is `n` (board frame). */
export function shadeOf(n: THREE.Vector3): number {
  const hemisphere = SUN_LIGHT.ground + (SUN_LIGHT.sky - SUN_LIGHT.ground) * (0.5 + 0.5 * n.z);
  return hemisphere + SUN_LIGHT.sunWeight * Math.max(0, n.dot(SUN_LIGHT.direction));
}

/** Adds a `color` attribute: `colour` (sRGB hex) shaded by the fixed light at each vertex normal, sRGB-encoded. */
export function bakeLight(geometry: THREE.BufferGeometry, colour: number): THREE.BufferGeometry {
  if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
  const normals = geometry.getAttribute('normal');
  const base = new THREE.Color(colour); // linear once set from sRGB hex
  const colours = new Float32Array(normals.count * 3);
  const n = new THREE.Vector3();
  const c = new THREE.Color();
  for (let i = 0; i < normals.count; i++) {
    n.fromBufferAttribute(normals, i);
    c.copy(base).multiplyScalar(shadeOf(n)).convertLinearToSRGB();
    colours.set([c.r, c.g, c.b], i * 3);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  return geometry;
}

/** An unlit mesh of `geometry` with its light baked in; `opacity` < 1 draws it translucent. */
export function litMesh(geometry: THREE.BufferGeometry, colour: number, opacity = 1): THREE.Mesh {
  const translucent = opacity < 1;
  return new THREE.Mesh(
    bakeLight(geometry, colour),
    new THREE.MeshBasicMaterial({
      vertexColors: true,
      transparent: translucent,
      opacity,
      depthWrite: !translucent,
    }),
  );
}
