import { convexHull } from '../../geometry/hull';
import type { Point } from '../model';
import type { StepMesh, StepSolid, StepTreeNode } from './step-model';

/**
 * Reduces a STEP reader's tree of meshes to solids (one per mesh: occt-import-js answers one mesh per
 * solid or free shell), each with the names on its path from the root, the convex hull of its
 * vertices on XY and its Z extent (STEP frame, mm). Empty meshes are skipped. `meshOf`, when given,
 * receives the index in `meshes` of each solid, in the solids' order (the display mesh is built so).
 */
export function reduceMeshes(
  root: StepTreeNode,
  meshes: readonly StepMesh[],
  meshOf?: number[],
): StepSolid[] {
  const out: StepSolid[] = [];
  const walk = (node: StepTreeNode, path: string[]) => {
    const names = node.name ? [...path, node.name] : path;
    for (const index of node.meshes) {
      const mesh = meshes[index];
      if (!mesh) continue;
      const solid = reduceMesh(mesh, mesh.name && mesh.name !== node.name ? [...names, mesh.name] : names);
      if (!solid) continue;
      out.push(solid);
      meshOf?.push(index);
    }
    for (const child of node.children) walk(child, names);
  };
  walk(root, []);
  return out;
}

function reduceMesh(mesh: StepMesh, names: string[]): StepSolid | null {
  const p = mesh.positions;
  if (p.length < 9) return null;
  const points: Point[] = [];
  let zMin = Infinity;
  let zMax = -Infinity;
  for (let i = 0; i + 2 < p.length; i += 3) {
    points.push({ x: p[i]!, y: p[i + 1]! });
    zMin = Math.min(zMin, p[i + 2]!);
    zMax = Math.max(zMax, p[i + 2]!);
  }
  const hull = convexHull(points);
  if (hull.length < 3 || !Number.isFinite(zMin)) return null;
  return { names, hull: hull.map(round), zMinMm: round1(zMin), zMaxMm: round1(zMax) };
}

// Micrometres are plenty: the heights are compared at 0.01 mm.
const round1 = (v: number) => Math.round(v * 1e4) / 1e4;
const round = (p: Point): Point => ({ x: round1(p.x), y: round1(p.y) });
