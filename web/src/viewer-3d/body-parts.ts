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

/** The colour of the bodies whose height came from `source`. */
export const sourceColour = (source: string) => SOURCES[source]?.colour ?? OTHER;

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
 * (z = 0) for bottom ones (board frame, mm) — one mesh per height source, coloured by it. The
 * components in `drawnElsewhere` (drawn by the STEP model's own shapes) are counted, not extruded.
 */
export function bodyParts(
  bodies: readonly BodyOutline[],
  thicknessMm: number,
  drawnElsewhere: ReadonlySet<string> = new Set(),
): { group: THREE.Group; sources: BodySourceCount[] } {
  const bySource = new Map<string, THREE.BufferGeometry[]>();
  const counts = new Map<string, number>();
  for (const b of bodies) {
    if (b.height.mm <= 0) continue;
    counts.set(b.height.source, (counts.get(b.height.source) ?? 0) + 1);
    if (!bySource.has(b.height.source)) bySource.set(b.height.source, []);
    if (drawnElsewhere.has(b.component.id)) continue;
    const shape = new THREE.Shape(b.outline.map((p) => new THREE.Vector2(p.x, p.y)));
    const g = new THREE.ExtrudeGeometry(shape, { depth: b.height.mm, bevelEnabled: false });
    g.deleteAttribute('uv');
    g.translate(0, 0, b.component.side === 'top' ? thicknessMm : -b.height.mm);
    bySource.get(b.height.source)!.push(g);
  }
  const group = new THREE.Group();
  group.userData.part = 'bodies';
  const sources: BodySourceCount[] = [];
  for (const [source, geometries] of bySource) {
    const colour = sourceColour(source);
    const merged = geometries.length > 0 ? mergeGeometries(geometries) : null;
    for (const g of geometries) g.dispose();
    if (merged) {
      const mesh = litMesh(merged, colour);
      mesh.userData.source = source;
      group.add(mesh);
    }
    const label = SOURCES[source]?.label ?? source;
    sources.push({ source, label, colour, count: counts.get(source) ?? 0 });
  }
  const order = Object.keys(SOURCES);
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  sources.sort((a, b) => rank(a.source) - rank(b.source) || a.source.localeCompare(b.source));
  return { group, sources };
}
