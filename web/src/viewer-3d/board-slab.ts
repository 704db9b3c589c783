import type { Polygon } from '@studio/core';
import * as THREE from 'three';
import { litMesh } from './baked-light';

export const BOARD_COLOUR = 0x1b5e20;

/** Round holes cut through the slab; more than this many are left out (earcut slows down past it). */
const MAX_HOLES = 400;

/**
 * The board as a slab in the board frame (mm, z up from the board's bottom face at 0 to its top face
 * at `thicknessMm`): each outline polygon extruded with its cut-outs and the round holes (tooling,
 * mounting) that fall inside it. Returns the mesh and how many holes it cut.
 */
export function boardSlab(
  outline: Polygon[],
  holes: readonly { x: number; y: number; diameterMm: number }[],
  thicknessMm: number,
): { mesh: THREE.Mesh | null; holesCut: number } {
  if (outline.length === 0) return { mesh: null, holesCut: 0 };
  const round = holes.slice(0, MAX_HOLES);
  const shapes = outline.map((polygon) => {
    const shape = new THREE.Shape(polygon.outer.map((p) => new THREE.Vector2(p.x, p.y)));
    for (const ring of polygon.holes)
      shape.holes.push(new THREE.Path(ring.map((p) => new THREE.Vector2(p.x, p.y))));
    return shape;
  });
  const box = (s: THREE.Shape) => new THREE.Box2().setFromPoints(s.getPoints());
  let holesCut = 0;
  for (const h of round) {
    const shape = shapes.find((s) => box(s).containsPoint(new THREE.Vector2(h.x, h.y)));
    if (!shape) continue;
    const path = new THREE.Path();
    path.absarc(h.x, h.y, h.diameterMm / 2, 0, Math.PI * 2, true);
    shape.holes.push(path);
    holesCut++;
  }
  const geometry = new THREE.ExtrudeGeometry(shapes, {
    depth: thicknessMm,
    bevelEnabled: false,
    curveSegments: 12,
  });
  const mesh = litMesh(geometry, BOARD_COLOUR);
  mesh.userData.part = 'board';
  return { mesh, holesCut };
}
