import * as THREE from 'three';
import { SUN_LIGHT, shadeOf } from './baked-light';

/** Where one pin goes: centre (mm, board frame), z span (either order) and radius. */
export interface PinPlace {
  x: number;
  y: number;
  z0: number;
  z1: number;
  r: number;
}

// A pin is drawn as one quad along its axis, turned about the axis to face the camera, and shaded
// in the fragment shader as the cylinder it stands for (its normal swings across the quad's width).
// SwiftShader (WebGL on the CPU in Chromium without a GPU) pays ~1.4 µs of CPU per triangle: 5,000
// probes as 8-sided cylinders were 80,000 triangles and ~110 ms a frame; as quads they are 10,000.
// Merged into one buffer rather than an InstancedMesh, which SwiftShader sets up as one draw per
// instance (~0.4 s a frame at 5,000 probes). docs/benchmarks.md, "The 3D view orbiting".
const vertexShader = /* glsl */ `
attribute float across;
attribute float radius;
uniform vec3 diffuse;
varying float vAcross;
varying vec3 vSide;
varying vec3 vFront;
void main() {
  vec3 toCamera = cameraPosition - position;
  vec3 side = cross(vec3(0.0, 0.0, 1.0), toCamera);
  float len = length(side);
  side = len > 1e-6 ? side / len : vec3(1.0, 0.0, 0.0);
  vSide = side;
  vFront = cross(side, vec3(0.0, 0.0, 1.0));
  vAcross = across;
  gl_Position = projectionMatrix * viewMatrix * vec4(position + side * radius * across, 1.0);
}`;

const fragmentShader = /* glsl */ `
uniform vec3 diffuse;
uniform vec3 sun;
uniform vec3 light;
varying float vAcross;
varying vec3 vSide;
varying vec3 vFront;
void main() {
  vec3 n = normalize(vSide * vAcross + vFront * sqrt(max(0.0, 1.0 - vAcross * vAcross)));
  float hemisphere = light.y + (light.x - light.y) * (0.5 + 0.5 * n.z);
  // sRGB-encoded by a square root (gamma 2): the renderer writes colours as they are (createRenderer).
  gl_FragColor = vec4(sqrt(diffuse * (hemisphere + light.z * max(0.0, dot(n, sun)))), 1.0);
}`;

/** Pins of one kind, drawn either way; the stage picks by their size on screen (`setLines`). */
export interface Pins {
  /** The quads and the lines, one of them visible. */
  group: THREE.Group;
  /** The widest pin's diameter (mm). */
  widestMm: number;
  /** Draws each pin as a one-pixel line along its axis (true) or as a shaded quad (false). */
  setLines(on: boolean): void;
}

/**
 * Pins of one kind (probes, guide pins, pressure pins) as one mesh of camera-facing quads shaded as
 * cylinders — one draw call and two triangles per pin — and, for frames where a pin is about a pixel
 * wide (while the camera moves, at reduced resolution), as one line segment per pin in the pins'
 * colour lit from the side: SwiftShader pays per primitive and per interpolated value, and a line
 * is one primitive with none (decision 0049). Board frame, mm, z up.
 */
export function mergedPins(count: number, colour: number, place: (i: number) => PinPlace): Pins {
  const positions = new Float32Array(count * 4 * 3);
  const across = new Float32Array(count * 4);
  const radius = new Float32Array(count * 4);
  const index = new Uint32Array(count * 6);
  const ends = new Float32Array(count * 2 * 3);
  let widest = 0;
  for (let i = 0; i < count; i++) {
    const p = place(i);
    const lo = Math.min(p.z0, p.z1);
    const hi = Math.max(p.z0, p.z1, lo + 0.01);
    widest = Math.max(widest, 2 * p.r);
    ends.set([p.x, p.y, lo, p.x, p.y, hi], i * 6);
    const corners: [number, number][] = [
      [lo, -1],
      [lo, 1],
      [hi, 1],
      [hi, -1],
    ];
    corners.forEach(([z, a], k) => {
      const v = i * 4 + k;
      positions.set([p.x, p.y, z], v * 3);
      across[v] = a;
      radius[v] = p.r;
    });
    index.set([i * 4, i * 4 + 1, i * 4 + 2, i * 4, i * 4 + 2, i * 4 + 3], i * 6);
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(positions, 3));
  geometry.setAttribute('across', new THREE.BufferAttribute(across, 1));
  geometry.setAttribute('radius', new THREE.BufferAttribute(radius, 1));
  geometry.setIndex(new THREE.BufferAttribute(index, 1));
  // The quads turn with the camera: bound the pins generously so culling never drops a visible one.
  geometry.computeBoundingSphere();
  if (geometry.boundingSphere) geometry.boundingSphere.radius += 5;
  const material = new THREE.ShaderMaterial({
    vertexShader,
    fragmentShader,
    side: THREE.DoubleSide,
    uniforms: {
      diffuse: { value: new THREE.Color(colour) },
      sun: { value: SUN_LIGHT.direction },
      light: { value: new THREE.Vector3(SUN_LIGHT.sky, SUN_LIGHT.ground, SUN_LIGHT.sunWeight) },
    },
  });
  const quads = new THREE.Mesh(geometry, material);
  const lineGeometry = new THREE.BufferGeometry();
  lineGeometry.setAttribute('position', new THREE.BufferAttribute(ends, 3));
  lineGeometry.computeBoundingSphere();
  // The colour of a cylinder's side facing the default view (from the front, -y), sRGB-encoded as
  // the renderer writes colours as they are (createRenderer).
  const side = new THREE.Color(colour)
    .multiplyScalar(shadeOf(new THREE.Vector3(0, -1, 0)))
    .convertLinearToSRGB();
  const lines = new THREE.LineSegments(lineGeometry, new THREE.LineBasicMaterial({ color: side }));
  lines.visible = false;
  const group = new THREE.Group();
  group.add(quads, lines);
  return {
    group,
    widestMm: widest,
    setLines(on) {
      quads.visible = !on;
      lines.visible = on;
    },
  };
}
