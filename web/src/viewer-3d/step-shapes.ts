import type { Board, BodyOutline, StepDisplayMesh } from '@studio/core';
import { matchStepModel } from '@studio/core';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { litMesh } from './baked-light';

/** What the STEP model's own shapes put in the scene. */
export interface StepShapes {
  /** One mesh of every drawn solid (null when none is drawn). */
  mesh: THREE.Mesh | null;
  /** The components drawn by their shapes: their prisms are left out. */
  components: Set<string>;
  triangles: number;
}

/**
 * The STEP model's own shapes (its decimated display mesh, decision 0048) for the components whose
 * height is the STEP model's (source `step` among `bodies`): each solid core's matcher gives such a
 * component — the same matching the import did on this board — moved into the board frame: x and y
 * by the matcher's shift, z from the model's board surface on the component's side to the board's
 * (top parts stand on z = thickness, bottom parts hang from z = 0). Flat-shaded, light baked in.
 */
export function stepShapes(
  board: Board,
  bodies: readonly BodyOutline[],
  display: StepDisplayMesh,
  thicknessMm: number,
  colour: number,
): StepShapes {
  const fromStep = new Map(
    bodies.filter((b) => b.height.source === 'step').map((b) => [b.component.id, b.component]),
  );
  const components = new Set<string>();
  if (fromStep.size === 0) return { mesh: null, components, triangles: 0 };
  const match = matchStepModel(board, display.model);
  const geometries: THREE.BufferGeometry[] = [];
  let triangles = 0;
  display.meshes.forEach((m, i) => {
    const owner = match.owners[i];
    const c = owner ? fromStep.get(owner) : undefined;
    if (!c || m.indices.length === 0) return;
    const dz = c.side === 'top' ? thicknessMm - match.topZMm : -match.bottomZMm;
    const positions = new Float32Array(m.positions.length);
    for (let v = 0; v < positions.length; v += 3) {
      positions[v] = m.positions[v]! + match.shift.x;
      positions[v + 1] = m.positions[v + 1]! + match.shift.y;
      positions[v + 2] = m.positions[v + 2]! + dz;
    }
    const indexed = new THREE.BufferGeometry();
    indexed.setAttribute('position', new THREE.BufferAttribute(positions, 3));
    indexed.setIndex(new THREE.BufferAttribute(m.indices, 1));
    // Each triangle its own vertices: flat faces, as a CAD model's are.
    const flat = indexed.toNonIndexed();
    indexed.dispose();
    flat.computeVertexNormals();
    geometries.push(flat);
    triangles += m.indices.length / 3;
    components.add(c.id);
  });
  const merged = geometries.length > 0 ? mergeGeometries(geometries) : null;
  for (const g of geometries) g.dispose();
  if (!merged) return { mesh: null, components: new Set(), triangles: 0 };
  const mesh = litMesh(merged, colour);
  mesh.userData.part = 'step-shapes';
  return { mesh, components, triangles };
}
