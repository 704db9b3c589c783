import type { StepSolidMesh } from '@studio/core';
import { MeshoptSimplifier } from 'meshoptimizer';

// The display mesh of a STEP model (decision 0048): what OpenCascade meshed, decimated with
// meshoptimizer's simplifier (MIT, WebAssembly) to a bounded size, for the 3D board view only.

/** How large a display mesh may get. */
export interface DisplayMeshLimits {
  /** Triangles of one solid at most (a connector's pins and a chip's leads do not need more). */
  trianglesPerSolid: number;
  /** Triangles of the whole model at most: every solid's share shrinks alike to fit. */
  trianglesTotal: number;
  /** A solid keeps at least this many when the total allows (12: a box). */
  minTrianglesPerSolid: number;
}

export const DISPLAY_MESH_LIMITS: DisplayMeshLimits = {
  trianglesPerSolid: 2_000,
  trianglesTotal: 100_000,
  minTrianglesPerSolid: 12,
};

/** A solid's mesh as the reader answered it: vertex positions and, when indexed, triangles. */
export interface ReaderMesh {
  positions: ArrayLike<number>;
  index?: ArrayLike<number> | null;
}

export interface DecimatedMeshes {
  meshes: StepSolidMesh[];
  trianglesIn: number;
  trianglesOut: number;
}

/**
 * Each solid's mesh welded (OpenCascade meshes each face apart, so edges are doubled) and simplified
 * to its share of the limits: at most `trianglesPerSolid`, and all together at most `trianglesTotal`
 * (each solid's share scaled down alike, keeping `minTrianglesPerSolid` while the total allows). The
 * simplifier collapses edges within 2 % of the solid's size first; a solid still over its share is
 * then clustered (meshoptimizer's sloppy simplification) down to it. A solid whose share is nothing
 * (more solids than the total allows a box each) gets an empty mesh.
 */
export async function decimateMeshes(
  input: readonly ReaderMesh[],
  limits: DisplayMeshLimits = DISPLAY_MESH_LIMITS,
): Promise<DecimatedMeshes> {
  await MeshoptSimplifier.ready;
  const welded = input.map(weld);
  const trianglesIn = welded.reduce((n, m) => n + m.indices.length / 3, 0);
  const wanted = welded.map((m) => Math.min(m.indices.length / 3, limits.trianglesPerSolid));
  const sum = wanted.reduce((a, b) => a + b, 0);
  const scale = sum > limits.trianglesTotal ? limits.trianglesTotal / sum : 1;
  const floor = Math.min(
    limits.minTrianglesPerSolid,
    Math.floor(limits.trianglesTotal / Math.max(1, input.length)),
  );
  let trianglesOut = 0;
  const meshes = welded.map((m, i) => {
    const own = m.indices.length / 3;
    const target = Math.min(own, Math.max(floor, Math.floor(wanted[i]! * scale)));
    const out = simplifyTo(m, target);
    trianglesOut += out.indices.length / 3;
    return out;
  });
  return { meshes, trianglesIn, trianglesOut };
}

/** Positions as float32 and triangles over the first vertex at each position. */
function weld(mesh: ReaderMesh): { positions: Float32Array; indices: Uint32Array } {
  const positions = Float32Array.from(mesh.positions);
  const vertices = positions.length / 3;
  const source = mesh.index ?? null;
  const indices =
    source === null
      ? Uint32Array.from({ length: vertices - (vertices % 3) }, (_, i) => i)
      : Uint32Array.from(source);
  if (vertices === 0) return { positions, indices: new Uint32Array(0) };
  const remap = MeshoptSimplifier.generatePositionRemap(positions, 3);
  for (let i = 0; i < indices.length; i++) indices[i] = remap[indices[i]!]!;
  return { positions, indices };
}

function simplifyTo(mesh: { positions: Float32Array; indices: Uint32Array }, target: number): StepSolidMesh {
  let indices = mesh.indices;
  if (target <= 0) indices = new Uint32Array(0);
  else if (indices.length / 3 > target) {
    [indices] = MeshoptSimplifier.simplify(indices, mesh.positions, 3, target * 3, 0.02);
    if (indices.length / 3 > target)
      [indices] = MeshoptSimplifier.simplifySloppy(indices, mesh.positions, 3, null, target * 3, 1);
    // Clustering may miss the target by a few triangles: those are cut.
    if (indices.length / 3 > target) indices = indices.slice(0, target * 3);
  }
  return compact(mesh.positions, indices);
}

/** Only the vertices the triangles use, in the order they use them (indices fit 16 bits after). */
function compact(positions: Float32Array, indices: Uint32Array): StepSolidMesh {
  if (indices.length === 0) return { positions: new Float32Array(0), indices: new Uint16Array(0) };
  const own = indices.slice();
  const [remap, unique] = MeshoptSimplifier.compactMesh(own);
  if (unique > 0xffff) throw new Error(`a display mesh of ${unique} vertices`);
  const out = new Float32Array(unique * 3);
  for (let v = 0; v < remap.length; v++) {
    const to = remap[v]!;
    if (to === 0xffffffff) continue;
    out[to * 3] = positions[v * 3]!;
    out[to * 3 + 1] = positions[v * 3 + 1]!;
    out[to * 3 + 2] = positions[v * 3 + 2]!;
  }
  return { positions: out, indices: Uint16Array.from(own) };
}
