import type { BodyOutline } from '@studio/core';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { litMesh } from './baked-light';

/** How a body's height was found, as the legend says it; a source not listed here shows as itself. */
const SOURCES: Record<string, { colour: number; label: string }> = {
  step: { colour: 0x00897b, label: 'STEP model' },
  model: { colour: 0x1e63d6, label: 'design data' },
  override: { colour: 0x8e24aa, label: 'your override' },
  default: { colour: 0x9e9e9e, label: 'package default (a guess)' },
};
const OTHER = 0x8d6e63;

/** One legend row: the bodies whose height came from `source`. */
export interface BodySourceCount {
  source: string;
  label: string;
  colour: number;
  count: number;
}

/**
 * Component bodies as prisms: each body outline extruded by its resolved height from its side's
 * surface — up from the top face (z = thickness) for top components, down from the bottom face
 * (z = 0) for bottom ones (board frame, mm) — one mesh per height source, coloured by it.
 */
export function bodyParts(
  bodies: readonly BodyOutline[],
  thicknessMm: number,
): { group: THREE.Group; sources: BodySourceCount[] } {
  const bySource = new Map<string, THREE.BufferGeometry[]>();
  for (const b of bodies) {
    if (b.height.mm <= 0) continue;
    const shape = new THREE.Shape(b.outline.map((p) => new THREE.Vector2(p.x, p.y)));
    const g = new THREE.ExtrudeGeometry(shape, { depth: b.height.mm, bevelEnabled: false });
    g.deleteAttribute('uv');
    g.translate(0, 0, b.component.side === 'top' ? thicknessMm : -b.height.mm);
    const list = bySource.get(b.height.source);
    if (list) list.push(g);
    else bySource.set(b.height.source, [g]);
  }
  const group = new THREE.Group();
  group.userData.part = 'bodies';
  const sources: BodySourceCount[] = [];
  for (const [source, geometries] of bySource) {
    const known = SOURCES[source];
    const colour = known?.colour ?? OTHER;
    const merged = mergeGeometries(geometries);
    for (const g of geometries) g.dispose();
    if (!merged) continue;
    const mesh = litMesh(merged, colour);
    mesh.userData.source = source;
    group.add(mesh);
    sources.push({ source, label: known?.label ?? source, colour, count: geometries.length });
  }
  const order = Object.keys(SOURCES);
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  sources.sort((a, b) => rank(a.source) - rank(b.source) || a.source.localeCompare(b.source));
  return { group, sources };
}
