import type { Side } from '@studio/core';
import type { Range, Scene } from './scene/scene-types';
import type { LayerVisibility } from './types';

/**
 * One draw call of a frame. `far` copper (the side turned away from the viewer) is drawn first,
 * dimmed, so the near side always reads on top. Shared by both renderers so they agree on order.
 */
export type DrawStep =
  | { kind: 'fill' }
  | { kind: 'inst'; range: Range; far: boolean }
  | { kind: 'tris'; range: Range; far: boolean }
  | { kind: 'segs'; range: Range; widthPx: number }
  | { kind: 'markers'; range: Range };

/** Line widths in CSS px (scaled by the device pixel ratio when drawn). */
export const OUTLINE_WIDTH_PX = 1.5;
export const BODY_WIDTH_PX = 1;
export const EMPHASIS_WIDTH_PX = 2;

const padsLayer = (side: Side): 'padsTop' | 'padsBottom' => (side === 'top' ? 'padsTop' : 'padsBottom');
const other = (side: Side): Side => (side === 'top' ? 'bottom' : 'top');

/**
 * Test-point rings are drawn once the typical candidate is at least this big on screen (CSS px
 * radius): below it they hide the copper they mark, and cost fill rate for nothing.
 */
export const MARKER_MIN_RADIUS_PX = 2;

/** The draw calls of a frame; `pxPerMm` is the zoom (CSS px per mm). */
export function planFrame(scene: Scene, side: Side, layers: LayerVisibility, pxPerMm = Infinity): DrawStep[] {
  const far = other(side);
  const steps: DrawStep[] = [];
  const add = (step: DrawStep) => {
    if (step.kind === 'fill' || step.range.count > 0) steps.push(step);
  };
  if (layers.outline && scene.fill.length > 0) add({ kind: 'fill' });
  if (layers[padsLayer(far)]) {
    add({ kind: 'inst', range: scene.instGroups.pads[far], far: true });
    add({ kind: 'tris', range: scene.triGroups[far], far: true });
  }
  if (layers.components) {
    const bodies = side === 'top' ? scene.segGroups.bodiesTop : scene.segGroups.bodiesBottom;
    add({ kind: 'segs', range: bodies, widthPx: BODY_WIDTH_PX });
  }
  if (layers.padsTop || layers.padsBottom) {
    add({ kind: 'inst', range: scene.instGroups.pads.both, far: false });
    add({ kind: 'tris', range: scene.triGroups.both, far: false });
  }
  if (layers[padsLayer(side)]) {
    add({ kind: 'inst', range: scene.instGroups.pads[side], far: false });
    add({ kind: 'tris', range: scene.triGroups[side], far: false });
  }
  if (layers.vias) add({ kind: 'inst', range: scene.instGroups.vias, far: false });
  if (layers.holes) add({ kind: 'inst', range: scene.instGroups.holes, far: false });
  if (layers.outline) add({ kind: 'segs', range: scene.segGroups.outline, widthPx: OUTLINE_WIDTH_PX });
  if (layers.testPoints && scene.markerRadiusMm * pxPerMm >= MARKER_MIN_RADIUS_PX) {
    const groups = scene.markers().groups;
    add({ kind: 'markers', range: groups[side] });
    add({ kind: 'markers', range: groups.both });
  }
  return steps;
}
