import { makeComponent } from '../../board/defaults';
import type { Component, Pad, Side } from '../../board/model';
import { bboxOfPoints } from '../../geometry/bbox';
import type { CentroidRow } from '../centroid/types';
import type { GerberImage } from '../gerber/types';

/** Refs that have objects (X2 `.C`) on a layer: which side's silkscreen draws a component. */
export function refsOn(images: GerberImage[]): Set<string> {
  const refs = new Set<string>();
  for (const img of images) {
    for (const list of [img.flashes, img.draws, img.regions]) {
      for (const o of list) {
        const c = o.attrs['.C']?.[0];
        if (c) refs.add(c);
      }
    }
  }
  return refs;
}

const emptyComponent = (n: number, ref: string, side: Side, x: number, y: number): Component =>
  makeComponent(n, ref, { side, x, y });

/**
 * The side of a component known only from its pads: SMD pads on one side decide; through-hole
 * parts take the side whose silkscreen carries their `.C` objects; top otherwise.
 */
function sideOf(pads: Pad[], silk: { top: Set<string>; bottom: Set<string> }, ref: string): Side {
  const smd = pads.filter((p) => p.type === 'smd');
  if (smd.length > 0 && smd.every((p) => p.side === 'bottom')) return 'bottom';
  if (smd.length > 0) return 'top';
  return silk.bottom.has(ref) && !silk.top.has(ref) ? 'bottom' : 'top';
}

/**
 * Components from X2 pin attributes (`.P` ref) when there is no placement file: one per ref, at
 * the centre of its pads' extents (mm, board frame); value, footprint and rotation are unknown.
 */
export function componentsFromPads(
  pads: Pad[],
  silk: { top: Set<string>; bottom: Set<string> },
): Component[] {
  const byRef = new Map<string, Pad[]>();
  for (const p of pads) {
    if (p.ref === null) continue;
    const list = byRef.get(p.ref);
    if (list) list.push(p);
    else byRef.set(p.ref, [p]);
  }
  return [...byRef].map(([ref, list], i) => {
    const box = bboxOfPoints(list);
    return emptyComponent(
      i,
      ref,
      sideOf(list, silk, ref),
      (box.minX + box.maxX) / 2,
      (box.minY + box.maxY) / 2,
    );
  });
}

/** Components from placement rows already in the board frame. */
export function componentsFromRows(rows: CentroidRow[]): Component[] {
  return rows.map((r, i) => ({
    ...emptyComponent(i, r.ref, r.side, r.x, r.y),
    value: r.value,
    footprint: r.footprint,
    rotationDeg: r.rotationDeg,
  }));
}
